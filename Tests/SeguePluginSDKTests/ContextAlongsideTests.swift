import SegueABI
import Testing

@testable import SeguePluginSDK

/// `TransitionContext.animateAlongside` (ABI 1.2's `animate_alongside`, context.h): it checks the
/// table's size first (a 1.1 host's ends before it), hands the targets over, and turns the
/// completion's position into whether the transition completed.
@Suite("SDK: animating alongside the transition", .serialized)
struct ContextAlongsideTests {
    /// What the stub service saw last; global because a C function pointer captures nothing.
    nonisolated(unsafe) static var targets: [Double] = []
    /// The position the stub completes with.
    nonisolated(unsafe) static var position = SegueAnimationPosition.end.rawValue

    /// A table whose `animate_alongside` records the targets' alphas and completes at once, `size` bytes long.
    static func table(size: Int) -> segue_context_t {
        var table = segue_context_t()
        table.size = UInt32(size)
        table.animate_alongside = { context, description, out in
            guard let description else { return SegueStatus.invalidArgument.rawValue }
            let targets = UnsafeBufferPointer(
                start: description.pointee.targets, count: Int(description.pointee.target_count))
            ContextAlongsideTests.targets = targets.map { $0.target.value.number }
            out?.pointee = 7
            description.pointee.completion?(
                description.pointee.completion_data, context, 7, ContextAlongsideTests.position)
            return SegueStatus.ok.rawValue
        }
        return table
    }

    @Test func theTargetsGoAlongAndTheCompletionSaysWhetherItCompleted() throws {
        for (position, completed) in [(SegueAnimationPosition.end, true), (.start, false)] {
            Self.position = position.rawValue
            var table = Self.table(size: MemoryLayout<segue_context_t>.size)
            var answer: Bool?
            let handle = try withUnsafePointer(to: &table) { raw throws(ServiceError) in
                try TransitionContext(raw: raw).animateAlongside([(ViewHandle(raw: 3), .alpha(0.25))]) { answer = $0 }
            }
            #expect(handle.raw == 7 && Self.targets == [0.25])
            #expect(answer == completed)
        }
    }

    @Test func anOlderHostsTableIsUnsupported() {
        let end = MemoryLayout<segue_context_t>.offset(of: \.animate_alongside)!
        var table = Self.table(size: end)
        let status = withUnsafePointer(to: &table) { raw -> segue_status_t? in
            do throws(ServiceError) {
                try TransitionContext(raw: raw).animateAlongside([])
                return nil
            } catch {
                return error.status
            }
        }
        #expect(status == SegueStatus.unsupported.rawValue)
    }
}
