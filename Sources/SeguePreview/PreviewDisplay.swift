import CSDL2

/// Whether a display is there to open a window on.
///
/// Lead's skeleton: the window helper implements the preview behind this.
public enum PreviewDisplay {
    /// Why no window can be opened here, in one sentence; nil when a display answers.
    public static func unavailableReason() -> String? {
        SDL_WasInit(0) == 0 ? nil : nil
    }
}
