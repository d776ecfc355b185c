import Logging
import SegueABI
import SegueABIValues
import Testing

@testable import SegueHost

/// `segue_context_t.log_threshold` (ABI 1.2), the service added through its declaration alone:
/// it answers the plugin's host's threshold in process and through the forwarded call a plugin
/// process makes, and its refusals answer SEGUE_LOG_DEBUG, which keeps every message.
@Suite struct ContextLogThresholdTests {
    /// The ABI version the host declares carries the new minor.
    @Test func theMinorVersionGrew() {
        #expect(SegueABIVersion.minor == 2)
        #expect(PluginHostServices.abiVersion.minor == 2)
    }

    @Test func answersTheHostsThresholdInProcess() throws {
        let harness = try ServiceHarness()
        let call = try #require(harness.services.log_threshold)
        for (level, expected) in [(Logger.Level.warning, SegueLogLevel.warning), (.trace, .debug), (.error, .error)] {
            harness.registry.host.logger.logLevel = level
            #expect(call(harness.context) == expected.rawValue)
            #expect(call(harness.context) == harness.registry.host.raw.pointee.log_threshold(harness.registry.host.raw))
        }
    }

    @Test func refusalsAnswerDebugSoNothingIsLost() throws {
        let harness = try ServiceHarness()
        harness.registry.host.logger.logLevel = .error
        let call = try #require(harness.services.log_threshold)
        let context = harness.context
        #expect(onAnotherThread { call(context) } == SegueLogLevel.debug.rawValue)
        #expect(call(nil) == SegueLogLevel.debug.rawValue)
        harness.session.state = .ended
        #expect(call(context) == SegueLogLevel.debug.rawValue)
        #expect(harness.lastReason.contains("log_threshold"))
    }

    /// What a plugin process sends for `log_threshold` (its code and the host's context) is
    /// answered by the host's own service, as every forwarded call is.
    @Test func answersTheForwardedCallOfAPluginProcess() throws {
        let harness = try ServiceHarness()
        harness.registry.host.logger.logLevel = .notice
        var message = WireWriter()
        message.append(ContextServiceCode.logThreshold.rawValue)
        message.append(UInt64(UInt(bitPattern: harness.context)))
        var request = WireReader(message.bytes)
        var reply = WireReader(try ForwardedContextCall.serve(&request).bytes)
        #expect(try reply.read(Int32.self) == SegueLogLevel.info.rawValue)
    }

    /// The plugin process's proxy table has the member, where the header puts it, and a table
    /// the size of a 1.1 host's ends before it (what the SDK checks).
    @Test func theProxyHasItAndAnOlderTableDoesNot() throws {
        #expect(ContextProxyTable.table.log_threshold != nil)
        let end = MemoryLayout<segue_context_t>.offset(of: \.log_threshold)! + MemoryLayout<UnsafeRawPointer>.size
        #expect(segue_struct_has_field(ContextProxyTable.table.size, UInt64(end)))
        let olderSize = UInt32(MemoryLayout<segue_context_t>.offset(of: \.log_threshold)!)
        #expect(!segue_struct_has_field(olderSize, UInt64(end)))
    }
}
