import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// Whether a display is there to open a window on.
public enum PreviewDisplay {
    /// Why no window can be opened here, in one sentence; nil when a display may answer (SDL's
    /// own start-up decides for sure: `SDLVideo.start()`).
    /// `environment` reads a variable (the process's own by default).
    public static func unavailableReason(environment: (String) -> String? = PreviewDisplay.processEnvironment)
        -> String?
    {
        let named = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment($0) ?? "").isEmpty }
        return named ? nil : "neither DISPLAY nor WAYLAND_DISPLAY is set"
    }

    /// The process's environment variable `name`.
    public static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

/// SDL's video subsystem, started once per window and stopped with it.
enum SDLVideo {
    /// Starts SDL's video subsystem; throws SDL's reason when no display answers.
    static func start() throws(PreviewError) {
        // The preview paces itself on the real-time driver; SDL must not block a present on vsync.
        SDL_SetHint(SDL_HINT_RENDER_VSYNC, "0")
        // Keep the desktop's compositor running while the preview is open.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw PreviewError("none answered (SDL: \(lastError))", isNoDisplay: true)
        }
    }

    /// Stops SDL.
    static func stop() { SDL_Quit() }

    /// SDL's last error message.
    static var lastError: String { String(cString: SDL_GetError()) }
}
