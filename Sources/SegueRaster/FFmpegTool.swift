import Foundation

/// The `ffmpeg` command-line tool (Debian's `ffmpeg` package), run as a separate program so no
/// codec library or GPL code is linked into segue.
struct FFmpegTool {
    /// The environment variable naming the ffmpeg executable to use instead of the one on PATH.
    static let overrideVariable = "SEGUE_FFMPEG"

    /// The executable's path.
    let path: String

    /// The ffmpeg `environment` names: `SEGUE_FFMPEG` when set, else the first executable `ffmpeg`
    /// on its PATH (`/usr/bin:/bin` when PATH is unset). `purpose` (e.g. "writing clip.gif")
    /// begins the sentence thrown when there is none.
    static func locate(in environment: [String: String], for purpose: String) throws(MotionError) -> FFmpegTool {
        let install = "install it with `apt-get install -y ffmpeg`"
        if let named = environment[overrideVariable], !named.isEmpty {
            guard isExecutable(named) else {
                throw MotionError(
                    "\(purpose) needs the ffmpeg command-line tool, which was not found at \(named) (named by "
                        + "\(overrideVariable)); "
                        + "\(install) or point \(overrideVariable) at it")
            }
            return FFmpegTool(path: named)
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        guard let found = folders.map({ ($0.isEmpty ? "." : $0) + "/ffmpeg" }).first(where: isExecutable) else {
            throw MotionError("\(purpose) needs the ffmpeg command-line tool, which was not found on PATH; \(install)")
        }
        return FFmpegTool(path: found)
    }

    /// Whether `path` is a regular file this process may execute.
    private static func isExecutable(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && access(path, X_OK) == 0
    }
}
