import CSegueProcess

#if canImport(Glibc)
    import Glibc
#endif

/// What a plugin wrote to standard output and error during one test (or one scan), cut to a readable length.
public struct CapturedOutput: Codable, Sendable, Equatable {
    /// The start of what it wrote to standard output (empty when nothing).
    public var standardOutput: String
    /// The start of what it wrote to standard error.
    public var standardError: String
    /// How many bytes it wrote to standard output in all.
    public var standardOutputBytes: Int
    /// How many bytes it wrote to standard error in all.
    public var standardErrorBytes: Int

    /// Output with these excerpts and byte counts.
    public init(standardOutput: String, standardError: String, standardOutputBytes: Int, standardErrorBytes: Int) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardOutputBytes = standardOutputBytes
        self.standardErrorBytes = standardErrorBytes
    }

    /// Nothing written.
    public static let none = CapturedOutput(
        standardOutput: "", standardError: "", standardOutputBytes: 0, standardErrorBytes: 0)

    /// Whether nothing was written.
    public var isEmpty: Bool { standardOutputBytes == 0 && standardErrorBytes == 0 }

    /// How many bytes of each stream a result keeps.
    package static let excerptBytes = 2048
}

/// A memory file a worker's standard output or error is written to; the validator reads each
/// test's share from where the previous one ended. The worker's RLIMIT_FSIZE bounds its size.
package final class OutputCapture {
    package let descriptor: Int32
    private var consumed = 0

    package init(name: String) throws(ChildProcessError) {
        descriptor = segue_memfd(name, 0)
        guard descriptor >= 0 else {
            throw ChildProcessError("cannot create an output capture: \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// What was written since the last call: its first `CapturedOutput.excerptBytes` bytes as
    /// text, and how many bytes there were.
    package func takeNew() -> (excerpt: String, bytes: Int) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return ("", 0) }
        let end = Int(status.st_size)
        let count = max(end - consumed, 0)
        let keep = min(count, CapturedOutput.excerptBytes)
        var bytes = [UInt8](repeating: 0, count: keep)
        let read = keep == 0 ? 0 : pread(descriptor, &bytes, keep, off_t(consumed))
        consumed = end
        return (String(decoding: bytes.prefix(max(read, 0)), as: UTF8.self), count)
    }
}
