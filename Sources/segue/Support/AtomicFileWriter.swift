import Foundation

#if canImport(Glibc)
    import Glibc
#endif

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
        try write(Data(text.utf8), to: path, what: what)
    }

    /// Writes `bytes` to `path` and says so on standard error, as `write(_:to:what:)` does text.
    static func write(_ bytes: [UInt8], to path: String, what: String = "") throws {
        try write(Data(bytes), to: path, what: what)
    }

    private static func write(_ data: Data, to path: String, what: String) throws {
        if let problem = FileProblem.whyUnwritable(path) {
            throw CommandFailure("cannot write '\(path)': \(problem)")
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(
                "cannot write '\(path)': \(FileProblem.cause(of: error)); check the path and its permissions")
        }
        announce(path, what: what, bytes: data.count)
    }

    /// Has `body` fill a new temporary folder beside `folder`, then renames it to `folder`
    /// (which must be missing or empty: `FileProblem.whyUnfillable`), so the folder appears
    /// with every file in it or not at all. `body` returns the bytes it wrote.
    static func writeFolder(_ folder: String, what: String, _ body: (String) throws -> Int) throws {
        let temporary = temporarySibling(of: folder)
        do {
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        } catch {
            throw CommandFailure(
                "cannot create a folder beside '\(folder)': \(FileProblem.cause(of: error)); check the path and its "
                    + "permissions"
            )
        }
        do {
            let bytes = try body(temporary)
            try rename(temporary, over: folder)
            announce(folder, what: what, bytes: bytes)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    /// A hidden name beside `path` that nothing else uses: `.NAME.partial-PID-RANDOM[.EXT]`.
    private static func temporarySibling(of path: String) -> String {
        let tag = "partial-\(getpid())-\(UInt32.random(in: .min ... .max))"
        let name = URL(fileURLWithPath: path).lastPathComponent
        return (FileProblem.parentFolder(of: path) as NSString).appendingPathComponent(".\(name).\(tag)")
    }

    /// rename(2): replaces a file, or an empty folder, at `target` in one step.
    private static func rename(_ source: String, over target: String) throws {
        guard Glibc.rename(source, target) == 0 else {
            throw CommandFailure(
                "cannot write '\(target)': \(FileProblem.reason(errno)); check the path and its permissions")
        }
    }

    /// Says on standard error that `path` was written.
    static func announce(_ path: String, what: String, bytes: Int) {
        StandardError.info("wrote \(path)\(what.isEmpty ? "" : " (\(what))"), \(size(bytes))")
    }

    /// A byte count as "812 bytes", "16.2 KB" or "3.1 MB".
    static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1024 * 1024 { return String(format: "%.1f KB", Double(bytes) / 1024) }
        return String(format: "%.1f MB", Double(bytes) / (1024 * 1024))
    }
}
