import Foundation

/// Writes a whole file or nothing: the bytes go to a temporary file beside the target, which is
/// renamed over it only once complete, so a failure never leaves a half-written file.
enum AtomicFileWriter {
    /// Fails, naming the option and the path, unless every one of `outputs` is in a format its
    /// option writes and can be written; called before the first write so that a command writes
    /// all its files or none.
    static func checkWritable(_ outputs: [OutputFile]) throws {
        for output in outputs {
            if let problem = output.formatProblem { throw CommandFailure(problem) }
            if let problem = FileProblem.whyUnwritable(output.path) {
                throw CommandFailure("\(output.option) '\(output.path)' cannot be written: \(problem)")
            }
        }
    }

    /// Writes `text` to `path` and says so on standard error, or throws a `CommandFailure`
    /// naming the path and the cause in plain words.
    static func write(_ text: String, to path: String, what: String = "") throws {
        if let problem = FileProblem.whyUnwritable(path) {
            throw CommandFailure("cannot write '\(path)': \(problem)")
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure("cannot write '\(path)': \(FileProblem.cause(of: error)); check the path and its permissions")
        }
        StandardError.info("wrote \(path)\(what.isEmpty ? "" : " (\(what))"), \(size(text.utf8.count))")
    }

    /// A byte count as "812 bytes", "16.2 KB" or "3.1 MB".
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1024 * 1024 { return String(format: "%.1f KB", Double(bytes) / 1024) }
        return String(format: "%.1f MB", Double(bytes) / (1024 * 1024))
    }
}
