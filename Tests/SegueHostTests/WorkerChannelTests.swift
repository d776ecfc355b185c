import Glibc
import Testing

@testable import SegueHost

/// The one channel every worker process talks on: framed calls of any `WorkerCall` type, nested
/// requests served while a reply is awaited, and every way a conversation can stop.
@Suite struct WorkerChannelTests {
    private enum Call: UInt8, WorkerCall {
        case greet = 1
        case answer = 2
    }

    /// A channel on one end of a socket pair and the other end's descriptor, which frames are
    /// written to and read from directly.
    private func pair() throws -> (WorkerChannel<Call>, peer: Int32) {
        var ends: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        let socket = ends[0]
        let channel = WorkerChannel<Call>(socket: socket) { deadline in
            var watched = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let milliseconds = deadline == nil ? -1 : 50
            return poll(&watched, 1, Int32(milliseconds)) > 0 ? .readable : .timedOut
        }
        return (channel, ends[1])
    }

    /// A frame as the channel writes it: length, kind (1 request, 2 reply), code, body.
    private func frame(kind: UInt8, code: UInt8, _ text: String) -> [UInt8] {
        var body = WireWriter()
        body.append(text)
        var frame = WireWriter()
        frame.append(UInt32(body.bytes.count + 2))
        frame.append(kind)
        frame.append(code)
        return frame.bytes + body.bytes
    }

    private func write(_ bytes: [UInt8], to descriptor: Int32) {
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    private func text(_ text: String) -> WireWriter {
        var message = WireWriter()
        message.append(text)
        return message
    }

    @Test func aCallServesThePeersNestedRequestBeforeItsReply() throws {
        let (channel, peer) = try pair()
        defer { close(peer) }
        var served: [String] = []
        channel.handler = { call, message throws(ChannelBreak) in
            served.append("\(call) " + ((try? message.string()) ?? "?"))
            return self.text("served")
        }
        write(frame(kind: 1, code: Call.answer.rawValue, "nested") + frame(kind: 2, code: 0, "done"), to: peer)
        var reply = try channel.call(.greet, text("hello"), deadline: nil)
        #expect(try reply.string() == "done")
        #expect(served == ["answer nested"])
        var sent = [UInt8](repeating: 0, count: 256)
        let count = read(peer, &sent, sent.count)
        let expected = frame(kind: 1, code: Call.greet.rawValue, "hello") + frame(kind: 2, code: 0, "served")
        #expect(Array(sent[..<max(count, 0)]) == expected)
    }

    @Test func aFurtherReplyCanBeAwaitedAfterOneThatWasNotBelieved() throws {
        let (channel, peer) = try pair()
        defer { close(peer) }
        write(frame(kind: 2, code: 0, "forged") + frame(kind: 2, code: 0, "real"), to: peer)
        var first = try channel.call(.greet, text("hello"), deadline: nil)
        #expect(try first.string() == "forged")
        var second = try channel.reply(deadline: nil)
        #expect(try second.string() == "real")
    }

    @Test func silenceEndAndGarbageEachStopTheConversation() throws {
        let (silent, quiet) = try pair()
        defer { close(quiet) }
        #expect(throws: ChannelBreak.timedOut) { try silent.call(.greet, text("hello"), deadline: 0) }

        let (unknown, peer) = try pair()
        defer { close(peer) }
        write(frame(kind: 1, code: 99, "?"), to: peer)
        #expect(throws: ChannelBreak.malformed("request 99 is not a call of this protocol")) {
            try unknown.call(.greet, text("hello"), deadline: nil)
        }

        let (alone, gone) = try pair()
        close(gone)
        #expect(throws: ChannelBreak.ended) { try alone.call(.greet, text("hello"), deadline: nil) }
    }

    @Test func aRequestNobodyServesBreaksTheConversation() throws {
        let (channel, peer) = try pair()
        defer { close(peer) }
        write(frame(kind: 1, code: Call.answer.rawValue, "nested"), to: peer)
        #expect(throws: ChannelBreak.malformed("request answer arrived but nothing here serves requests")) {
            try channel.call(.greet, text("hello"), deadline: nil)
        }
    }
}
