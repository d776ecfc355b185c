import Foundation

/// The `ffmpeg` command-line tool that `MotionWriter` pipes frames to (never linked, so no codec
/// ABI or GPL code enters segue): looked for before a run, so a missing tool is reported before
/// any work rather than after the whole transition was recorded and drawn.
enum FFmpegTool {
    /// The command's name, as `MotionWriter` runs it (found on `PATH`).
    static let name = "ffmpeg"

    /// The first executable `ffmpeg` in `path`'s folders (`PATH`'s value), or nil.
    static func location(searching path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = (String(folder) as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Fails with one sentence and the Debian command that installs it, unless `ffmpeg` is on
    /// `PATH`; `option` names what needs it.
    static func require(for option: String) throws {
        guard location() == nil else { return }
        throw CommandFailure("\(option) needs the \(name) command, which is not on PATH; install it with `apt-get install -y ffmpeg` (Debian and Ubuntu)")
    }
}
