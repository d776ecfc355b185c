import Logging
import SegueABI
import Testing

@testable import SegueHost

/// `segue_host_t.log_threshold` (ABI 1.1) answers the logger's level as a plugin level, and
/// messages below it are dropped before they are copied.
@Suite struct LogThresholdTests {
    @Test func followsTheLoggerAndDropsWhatItWouldNotShow() {
        var logger = Logger(label: "test")
        logger.logLevel = .warning
        let host = PluginHostServices(logger: logger)
        let raw = UnsafePointer(host.raw)
        #expect(raw.pointee.log_threshold(raw) == Int32(SEGUE_LOG_WARNING.rawValue))
        raw.pointee.log(raw, Int32(SEGUE_LOG_DEBUG.rawValue), "chatter")
        raw.pointee.log(raw, Int32(SEGUE_LOG_ERROR.rawValue), "trouble")
        raw.pointee.log(raw, 77, "unknown levels count as errors")
        #expect(host.messages.map(\.text) == ["trouble", "unknown levels count as errors"])
        host.logger.logLevel = .trace
        #expect(raw.pointee.log_threshold(raw) == Int32(SEGUE_LOG_DEBUG.rawValue))
        raw.pointee.log(raw, Int32(SEGUE_LOG_DEBUG.rawValue), "now kept")
        #expect(host.messages.last?.text == "now kept")
    }
}
