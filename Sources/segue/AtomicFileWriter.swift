import Foundation

/// Writes a whole file or nothing: the bytes go to a temporary file beside the target, which is
/// renamed over it only once complete, so a failure never leaves a half-written file.
enum AtomicFileWriter {
    /// Writes `text` to `path`, or throws a `CommandFailure` naming the path.
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure("cannot write '\(path)': the folder '\(directory.path)' does not exist; create it or choose another path")
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CommandFailure("cannot write '\(path)': \(error.localizedDescription); check the path and its permissions")
        }
    }
}
