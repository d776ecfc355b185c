/// The motion files segue writes, chosen by a path's extension.
public enum MotionFormat: String, CaseIterable, Sendable {
    /// An animated GIF (256 colours from a palette generated for the whole clip).
    case gif
    /// An animated PNG (full colour, lossless).
    case apng
    /// H.264 video in an MP4 container.
    case mp4
    /// VP9 video in a WebM container.
    case webm

    /// The format a path's extension names (case ignored), or nil.
    public init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }
}
