import SegueABI
import Testing

@testable import SeguePluginSDK

/// `TransitionContext.logThreshold` (ABI 1.2) reads the host's answer through the generated
/// wrapper, and answers nil from an older host's table, which ends before the member.
@Suite("SDK: the context's log threshold")
struct ContextLogThresholdTests {
    /// A table holding only `log_threshold`, answering the warning level, `size` bytes long.
    static func table(size: Int) -> segue_context_t {
        var table = segue_context_t()
        table.size = UInt32(size)
        table.log_threshold = { _ in SegueLogLevel.warning.rawValue }
        return table
    }

    @Test func readsTheHostsAnswer() {
        var table = Self.table(size: MemoryLayout<segue_context_t>.size)
        let threshold = withUnsafePointer(to: &table) { TransitionContext(raw: $0).logThreshold }
        #expect(threshold == .warning)
    }

    @Test func anOlderHostSaysNothing() {
        var table = Self.table(size: MemoryLayout<segue_context_t>.offset(of: \.log_threshold)!)
        let threshold = withUnsafePointer(to: &table) { TransitionContext(raw: $0).logThreshold }
        #expect(threshold == nil)
    }
}
