import Testing

@testable import SegueHost

/// An animation completion goes back to the plugin process whose request handed it over, which
/// the request's reader names; one that names no process is refused, never routed by guess.
@Suite struct CompletionRouteTests {
    private func reader(completion id: UInt64) -> WireReader {
        var message = WireWriter()
        message.append(id)
        return WireReader(message.bytes)
    }

    @Test func noCompletionNeedsNoRoute() throws {
        var message = reader(completion: 0)
        #expect(try CompletionRoute.make(from: &message) == nil)
        #expect(message.isAtEnd)
    }

    @Test func aCompletionFromNoPluginProcessIsRefused() {
        var message = reader(completion: 7)
        #expect(message.sender == nil)
        #expect(throws: WireError.self) { try CompletionRoute.make(from: &message) }
    }
}
