import Foundation

/// The `ffmpeg` command-line tool that `MotionWriter` pipes frames to (never linked, so no codec
/// ABI or GPL code enters segue), looked for before a run, so a missing tool is reported before
/// any work rather than after the whole transition was recorded and drawn. It is found as
/// `MotionWriter` finds it: `SEGUE_FFMPEG` when set, else the first `ffmpeg` on `PATH`.
enum FFmpegPrerequisite {
    /// The environment variable `MotionWriter` takes the tool's path from, before `PATH`.
    static let overrideVariable = "SEGUE_FFMPEG"

    /// The ffmpeg `environment` names, or nil when there is none.
    static func location(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let named = environment[overrideVariable], !named.isEmpty {
            return FileManager.default.isExecutableFile(atPath: named) ? named : nil
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
        return folders.map { ($0.isEmpty ? "." : String($0)) + "/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Fails with one sentence and the Debian command that installs it, unless ffmpeg is found;
    /// `option` names what needs it.
    static func require(for option: String) throws {
        guard location() == nil else { return }
        let environment = ProcessInfo.processInfo.environment
        if let named = environment[overrideVariable], !named.isEmpty {
            throw CommandFailure("\(option) needs the ffmpeg command, which is not at \(named) (named by \(overrideVariable)); install it with `apt-get install -y ffmpeg` or point \(overrideVariable) at it")
        }
        throw CommandFailure("\(option) needs the ffmpeg command, which is not on PATH; install it with `apt-get install -y ffmpeg`")
    }
}
