import SegueHost
import Testing

@testable import SegueConformance

/// The validator's requests and a worker's replies travel on the worker channel's binary wire:
/// every field reads back as written, and a short message is an error, never a trap.
@Suite struct ValidationWireTests {
    private func roundTrip(_ request: WorkerRequest) throws -> WorkerRequest {
        var reader = WireReader(request.message.bytes)
        let read = try WorkerRequest(&reader)
        #expect(reader.isAtEnd)
        return read
    }

    private func roundTrip(_ reply: WorkerReply) throws -> WorkerReply {
        var reader = WireReader(reply.message.bytes)
        let read = try WorkerReply(&reader)
        #expect(reader.isAtEnd)
        return read
    }

    @Test func requestsReadBackAsWritten() throws {
        let scan = WorkerRequest(token: "a-b", test: nil, animator: nil, seed: 3)
        #expect(try roundTrip(scan) == scan)
        #expect(scan.call == .scan)
        let test = WorkerRequest(token: "c-d", test: "lifecycle.present", animator: "fade", seed: nil)
        #expect(try roundTrip(test) == test)
        #expect(test.call == .test)
    }

    @Test func repliesReadBackAsWrittenWithEveryOutcomeField() throws {
        var outcome = ValidationOutcome(.failed, expected: "1", got: "2", hint: "look")
        outcome.failedByRefusal = true
        outcome.refusals = [
            PluginRefusal(
                .refusedCall, call: "set_property", status: .wrongState, transition: 4, plugin: "fade",
                state: "ended", offThread: true, reason: "too late"),
            PluginRefusal(.rejectedAnswer, call: "transition_duration", status: nil, reason: "NaN"),
        ]
        let reply = WorkerReply(token: "t", outcome: outcome, animators: nil)
        #expect(try roundTrip(reply) == reply)
        let scan = WorkerReply(token: "u", outcome: .passed, animators: ["a", "b"])
        #expect(try roundTrip(scan) == scan)
        let empty = WorkerReply(token: "v", outcome: ValidationOutcome(.crashed, "boom"), animators: [])
        #expect(try roundTrip(empty) == empty)
        var controllers = ControllerIDs()
        controllers.interactions = ["org.example.swipe", "org.example.pinch"]
        controllers.presentations = ["org.example.sheet"]
        let kinds = WorkerReply(token: "w", outcome: .passed, animators: [], controllers: controllers)
        #expect(try roundTrip(kinds) == kinds)
    }

    /// Each test runs on the subjects of its scope: a library offering no controllers gets no
    /// controller job, one offering several kinds gets every kind's.
    @Test func jobsFollowEachTestsScope() throws {
        let tests = try ValidationSelection().tests()
        let scopes = Dictionary(grouping: tests, by: \.scope).mapValues(\.count)
        let animatorsOnly = ValidationSelection().jobs(of: tests, file: "a.so", animators: ["x"])
        #expect(animatorsOnly.count == scopes[.library]! + scopes[.animator]!)
        let mixed = ValidationSelection().jobs(
            of: tests, file: "b.so", animators: [], interactions: ["i1", "i2"], presentations: ["p"])
        #expect(mixed.count == scopes[.library]! + 2 * scopes[.interaction]! + scopes[.presentation]!)
        #expect(mixed.filter { $0.animator == "p" }.allSatisfy { $0.test.hasPrefix("presentation.") })
        let one = ValidationSelection(animator: "i2").jobs(
            of: tests, file: "b.so", animators: [], interactions: ["i1", "i2"], presentations: ["p"])
        #expect(one.count == scopes[.library]! + scopes[.interaction]!)
    }

    @Test func aShortOrUnknownReplyIsAnError() {
        let bytes = WorkerReply(token: "t", outcome: .passed, animators: ["a"]).message.bytes
        for count in 0..<bytes.count {
            var reader = WireReader(Array(bytes[..<count]))
            #expect(throws: WireError.self) { try WorkerReply(&reader) }
        }
        var unknown = WireWriter()
        unknown.append("t")
        unknown.append("maybe")
        var reader = WireReader(unknown.bytes)
        #expect(throws: WireError.self) { try WorkerReply(&reader) }
    }
}
