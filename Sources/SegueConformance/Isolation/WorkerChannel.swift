import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What the validator asks a worker: scan the library (no test) or run one test. The token is
/// fresh for every request; only a reply carrying it is believed.
struct WorkerRequest: Codable {
    let token: String
    let test: String?
    let animator: String?
    /// The seed of this run of the test (`--seed` plus the repetition under `--repeat`).
    let seed: UInt64?
}

/// A worker's answer to one request, sent only by the test code itself after the test body
/// returned.
struct WorkerReply: Codable {
    let token: String
    let outcome: ValidationOutcome
    /// For a scan: the animator ids the library offers (nil when it does not load).
    let animators: [String]?
}

/// JSON lines over a pair of pipe descriptors. Lines are bounded so a flood cannot exhaust
/// memory; an over-long line is dropped.
final class LineChannel {
    static let maximumLine = 4 << 20
    let input: Int32
    let output: Int32
    private var buffer: [UInt8] = []

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Writes `message` as one line; false when the other side is gone.
    func send<T: Encodable>(_ message: T) -> Bool {
        guard var data = try? JSONEncoder().encode(message) else { return false }
        data.append(UInt8(ascii: "\n"))
        return data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(output, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    /// The next complete line already buffered, if any.
    func bufferedLine() -> Data? {
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            let line = Data(buffer[..<newline])
            buffer.removeSubrange(...newline)
            if line.count <= Self.maximumLine { return line }
        }
        return nil
    }

    /// What one `fill` found.
    enum Fill {
        case data, wouldBlock, closed
    }

    /// Reads what is available into the buffer (blocking until something is, unless the
    /// descriptor is non-blocking).
    func fill() -> Fill {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(input, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return .wouldBlock }
            guard count > 0 else { return .closed }
            buffer.append(contentsOf: chunk[..<count])
            // A line that can never be accepted is dropped rather than grown without end.
            if buffer.count > Self.maximumLine * 2, !buffer.contains(UInt8(ascii: "\n")) { buffer.removeAll() }
            return .data
        }
    }

    /// Blocks for the next line (worker side); nil at end of input.
    func nextLine() -> Data? {
        while true {
            if let line = bufferedLine() { return line }
            guard fill() == .data else { return nil }
        }
    }
}
