import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A running ffmpeg reading raw frames on its standard input.
///
/// The input is one end of a Unix socket pair rather than a pipe, so that writing after ffmpeg
/// has died fails with EPIPE (`send` with `MSG_NOSIGNAL`) instead of raising SIGPIPE, which would
/// end the whole program; and so that `shutdown` signals the end of input even if a copy of the
/// descriptor leaked into another child. Its standard error goes to an unlinked temporary file,
/// which cannot fill up and stall it the way an unread pipe could.
final class FFmpegProcess {
    private let process = Process()
    /// Our end of the socket pair; -1 once the input is closed.
    private var input: Int32
    /// ffmpeg's standard error.
    private let log: Int32

    /// How ffmpeg ended.
    enum Ending: Equatable {
        /// It exited with status 0.
        case succeeded
        /// It exited with a non-zero status or was killed; the sentence says how and why.
        case failed(String)
    }

    /// Starts `tool` with `arguments` (after `-hide_banner -nostats -loglevel error`).
    init(_ tool: FFmpegTool, arguments: [String]) throws(MotionError) {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw MotionError("cannot start ffmpeg: no socket pair (\(String(cString: strerror(errno))))")
        }
        var template = Array((NSTemporaryDirectory() + "/segue-ffmpeg-XXXXXX").utf8CString)
        log = mkstemp(&template)
        guard log >= 0 else {
            close(pair[0])
            close(pair[1])
            throw MotionError(
                "cannot start ffmpeg: no temporary file for its messages (\(String(cString: strerror(errno))))")
        }
        _ = fcntl(log, F_SETFD, FD_CLOEXEC)
        unlink(String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        input = pair[0]
        process.executableURL = URL(fileURLWithPath: tool.path)
        process.arguments = ["-hide_banner", "-nostats", "-loglevel", "error"] + arguments
        process.standardInput = FileHandle(fileDescriptor: pair[1], closeOnDealloc: false)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(fileDescriptor: log, closeOnDealloc: false)
        defer { close(pair[1]) }
        // Every property is set, so a throw from here runs deinit, which closes both descriptors.
        do { try process.run() } catch {
            throw MotionError("cannot start ffmpeg at \(tool.path): \(error.localizedDescription)")
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
        if input >= 0 { close(input) }
        close(log)
    }

    /// Sends `bytes` to ffmpeg; false when it no longer reads (it ended or closed its input).
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = send(input, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    /// Ends the input and waits for ffmpeg to exit.
    func finish() -> Ending {
        closeInput()
        process.waitUntilExit()
        if process.terminationReason == .exit && process.terminationStatus == 0 { return .succeeded }
        let why = Self.meaningfulLine(of: messages())
        let how =
            process.terminationReason == .uncaughtSignal
            ? "was killed by signal \(process.terminationStatus) "
                + "(\(String(cString: strsignal(process.terminationStatus))))"
            : "failed with status \(process.terminationStatus)"
        return .failed(why.map { "ffmpeg \(how): \($0)" } ?? "ffmpeg \(how)")
    }

    /// Stops ffmpeg at once (the file it wrote is abandoned) and waits for it.
    func cancel() {
        closeInput()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    private func closeInput() {
        guard input >= 0 else { return }
        shutdown(input, Int32(SHUT_WR))
        close(input)
        input = -1
    }

    /// The end of what ffmpeg wrote to its standard error (at most 16 KB), as text.
    private func messages() -> String {
        let size = lseek(log, 0, SEEK_END)
        let start = max(0, size - 16_384)
        var bytes = [UInt8](repeating: 0, count: Int(size - start))
        let read = bytes.withUnsafeMutableBytes { pread(log, $0.baseAddress, $0.count, start) }
        return String(decoding: bytes.prefix(max(read, 0)), as: UTF8.self)
    }

    /// The line of ffmpeg's messages that says what went wrong: the last one that is not one of
    /// its generic epilogues ("Conversion failed!"), with the `[component @ 0x…]` address dropped.
    static func meaningfulLine(of messages: String) -> String? {
        let epilogues = ["Conversion failed", "Error initializing output stream", "Exiting normally"]
        let lines = messages.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        guard let line = lines.last(where: { line in !epilogues.contains { line.hasPrefix($0) } }) ?? lines.last else {
            return nil
        }
        return line.replacing(/\[([^\]@]+?) @ 0x[0-9a-fA-F]+\]\s*/) { "\($0.output.1): " }
    }
}
