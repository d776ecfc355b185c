import Testing

@testable import SegueHost

/// The protocol between the host and a plugin process treats every byte from the plugin
/// process as hostile: short or malformed messages are errors, never traps, and a forwarded
/// call can only reach contexts the host issued.
@Suite(.serialized) struct IsolationWireTests {
    @Test func fieldsRoundTripAndReadingPastTheEndThrows() throws {
        var writer = WireWriter()
        writer.append(UInt64.max)
        writer.append(-2.5)
        writer.append(true)
        writer.append("héllo")
        var reader = WireReader(writer.bytes)
        #expect(try reader.read(UInt64.self) == .max)
        #expect(try reader.double() == -2.5)
        #expect(try reader.bool())
        #expect(try reader.string() == "héllo")
        #expect(reader.isAtEnd)
        #expect(throws: WireError.self) { try reader.read(UInt8.self) }
    }

    @Test func lengthsAreCheckedBeforeAnythingIsRead() {
        var huge = WireWriter()
        huge.append(UInt32.max)
        var text = WireReader(huge.bytes)
        #expect(throws: WireError.self) { try text.string() }
        var list = WireReader(huge.bytes)
        #expect(throws: WireError.self) { try list.readStructs(UInt64.self, maximum: 1 << 30) }
        var short = WireWriter()
        short.append(UInt32(3))
        short.append(UInt64(1))
        var truncated = WireReader(short.bytes)
        #expect(throws: WireError.self) { try truncated.readStructs(UInt64.self, maximum: 16) }
    }

    /// Seeded random requests as a hostile plugin process might send them: each is refused or
    /// answered, and none reaches a context the host did not issue.
    @Test func randomForwardedCallsAreRefusedNeverTrap() throws {
        var random = SplitMix64(seed: 13)
        var answered = 0
        var malformed = 0
        for _ in 0..<400 {
            var message = WireWriter()
            message.append(UInt8(random.next() % UInt64(ContextServiceCode.allCases.count + 2)))
            // A context number the host never issued (0 stands for NULL).
            message.append(random.next() % 4 == 0 ? 0 : random.next() | 1)
            for _ in 0..<(random.next() % 12) { message.append(random.next()) }
            var reader = WireReader(message.bytes)
            do {
                let reply = try ForwardedContextCall.serve(&reader)
                answered += 1
                #expect(!reply.bytes.isEmpty)
            } catch {
                malformed += 1
            }
        }
        #expect(answered > 100 && malformed > 100)
        // Other suites may record refusals meanwhile; ours are the unknown-context ones.
        let refusals = PluginRefusalLog.shared.drain().records.filter { $0.reason.contains("did not issue") }
        #expect(!refusals.isEmpty && refusals.allSatisfy { $0.status == .invalidArgument })
    }
}
