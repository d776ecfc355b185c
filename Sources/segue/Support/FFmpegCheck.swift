import SegueRaster

/// The ffmpeg command `--video` and `gallery --motion` need, looked for before a run (as
/// `MotionWriter` will look for it), so a missing tool is reported before any work is done.
enum FFmpegCheck {
    /// Fails with SegueRaster's one sentence (and the apt command) unless ffmpeg is found;
    /// `option` names what needs it.
    static func require(for option: String) throws {
        do {
            try MotionWriter.requireFFmpeg(for: option)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
