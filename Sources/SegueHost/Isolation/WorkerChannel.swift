#if canImport(Glibc)
    import Glibc
#endif

/// Why a conversation with a worker process (a plugin process or a validation worker) stopped.
package enum ChannelBreak: Error, Equatable {
    /// The peer closed its end (it exited or was killed).
    case ended
    /// No answer came before the deadline.
    case timedOut
    /// The peer sent something that is not a message of this protocol.
    case malformed(String)
}

/// A request one side of a `WorkerChannel` makes of the other, sent as its one-byte code.
package protocol WorkerCall: RawRepresentable where RawValue == UInt8 {}

/// One end of the socket between a parent and one of its worker processes (a plugin process,
/// which also scans, or a validation worker): framed messages (a 32-bit length, a kind byte, the
/// call) and nested synchronous calls. Thread: the one thread that made it; neither side ever has
/// two calls in flight except by nesting.
package final class WorkerChannel<Call: WorkerCall> {
    /// Serves one request of the peer and answers its reply.
    package typealias Handler = (Call, inout WireReader) throws(ChannelBreak) -> WireWriter

    /// The largest message either side accepts.
    package static var maximumMessageBytes: Int { 16 << 20 }

    private enum Kind: UInt8 {
        case request = 1
        case reply = 2
    }

    private let socket: Int32
    private let waitForData: (Double?) -> ChildProcess.Wake
    /// Serves the peer's requests; nil answers every request with a break.
    package var handler: Handler?

    /// A channel over `socket` (owned: closed with the channel); `waitForData` blocks until the
    /// socket is readable, the peer ends or the deadline (monotonic seconds, nil for none) passes.
    package init(socket: Int32, waitForData: @escaping (Double?) -> ChildProcess.Wake) {
        self.socket = socket
        self.waitForData = waitForData
    }

    /// A channel over `socket` (owned) whose reads block for as long as the peer is silent: the
    /// worker's side, whose parent kills it when it waits too long.
    package convenience init(socket: Int32) {
        self.init(socket: socket) { _ in
            var watched = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            while poll(&watched, 1, -1) < 0 && errno == EINTR {}
            return .readable
        }
    }

    deinit { close(socket) }

    /// Tells the peer that no more requests come (it sees the connection closed) without
    /// closing the descriptor, which the channel still owns.
    package func shutDown() {
        shutdown(socket, Int32(SHUT_RDWR))
    }

    /// Sends `call` with `message` and answers the peer's reply, serving every request the peer
    /// makes meanwhile.
    package func call(_ call: Call, _ message: WireWriter, deadline: Double?) throws(ChannelBreak) -> WireReader {
        try send(.request, call.rawValue, message)
        return try reply(deadline: deadline)
    }

    /// Answers the next reply (one more after a reply the caller did not believe), serving every
    /// request the peer makes meanwhile.
    package func reply(deadline: Double?) throws(ChannelBreak) -> WireReader {
        while true {
            var (kind, code, body) = try receive(deadline: deadline)
            if kind == .reply { return body }
            try serve(code, &body)
        }
    }

    /// Serves the peer's requests until it closes the connection (then returns normally).
    package func serveUntilClosed() throws(ChannelBreak) {
        while true {
            let received: (Kind, UInt8, WireReader)
            do { received = try receive(deadline: nil) } catch .ended { return }
            var (kind, code, body) = received
            guard kind == .request else { throw .malformed("a reply arrived when no request was waiting") }
            try serve(code, &body)
        }
    }

    private func serve(_ code: UInt8, _ body: inout WireReader) throws(ChannelBreak) {
        guard let call = Call(rawValue: code) else {
            throw .malformed("request \(code) is not a call of this protocol")
        }
        guard let handler else { throw .malformed("request \(call) arrived but nothing here serves requests") }
        try send(.reply, 0, try handler(call, &body))
    }

    private func send(_ kind: Kind, _ code: UInt8, _ message: WireWriter) throws(ChannelBreak) {
        var frame = WireWriter()
        frame.append(UInt32(message.bytes.count + 2))
        frame.append(kind.rawValue)
        frame.append(code)
        try write(frame.bytes + message.bytes)
    }

    private func write(_ bytes: [UInt8]) throws(ChannelBreak) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw .ended }
            sent += count
        }
    }

    private func receive(deadline: Double?) throws(ChannelBreak) -> (Kind, UInt8, WireReader) {
        var header = WireReader(try read(4, deadline: deadline))
        let length = Int((try? header.read(UInt32.self)) ?? 0)
        guard length >= 2, length <= Self.maximumMessageBytes else {
            throw .malformed("a message of \(length) bytes is outside 2…\(Self.maximumMessageBytes)")
        }
        let frame = try read(length, deadline: deadline)
        guard let kind = Kind(rawValue: frame[0]) else { throw .malformed("message kind \(frame[0]) is unknown") }
        return (kind, frame[1], WireReader(Array(frame[2...])))
    }

    private func read(_ count: Int, deadline: Double?) throws(ChannelBreak) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let wake = waitForData(deadline)
            if wake == .timedOut { throw .timedOut }
            // Never block in recv: a process the plugin started may still hold the peer's end
            // after the peer itself has ended.
            let n = bytes.withUnsafeMutableBytes {
                Glibc.recv(socket, $0.baseAddress! + got, count - got, Int32(MSG_DONTWAIT))
            }
            if n < 0 && (errno == EINTR || ((errno == EAGAIN || errno == EWOULDBLOCK) && wake == .readable)) {
                continue
            }
            guard n > 0 else { throw .ended }
            got += n
        }
        return bytes
    }
}
