/// The motion files segue writes, chosen by a path's extension.
public enum MotionFormat: String, CaseIterable, Sendable {
    /// An animated GIF (256 colours from a palette generated for the whole clip), looping forever.
    case gif
    /// An animated PNG (full colour, lossless), looping forever.
    case apng
    /// H.264 video (yuv420p, even sides) in an MP4 container, its index first for streaming.
    case mp4
    /// VP9 video (yuv420p) in a WebM container.
    case webm

    /// The format a path's extension names (case ignored), or nil.
    public init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }

    /// The extensions known, for an error listing them: ".gif, .apng, .mp4, .webm".
    public static var extensionList: String { allCases.map { "." + $0.rawValue }.joined(separator: ", ") }

    /// The fastest rate a GIF plays truly. A GIF stores each frame's delay in whole hundredths
    /// of a second, and browsers (and ffmpeg's own reader) play a delay under 2 as 10, so a
    /// 60 fps GIF, whose delays would be 2, 2, 1…, plays almost three times too slowly.
    public static let gifMaximumFramesPerSecond = 50.0

    /// The frame rate a file of this format holds for frames given at `framesPerSecond`: the same,
    /// except a GIF above `gifMaximumFramesPerSecond`, which is resampled to that rate (keeping the
    /// duration, dropping frames). At or below it a GIF keeps every frame, each delay rounded to
    /// whole hundredths so that the running time stays exact (30 fps gives delays 3, 4, 3…).
    public func storedFramesPerSecond(for framesPerSecond: Double) -> Double {
        self == .gif ? min(framesPerSecond, Self.gifMaximumFramesPerSecond) : framesPerSecond
    }
}
