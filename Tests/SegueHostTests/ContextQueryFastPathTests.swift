import CSegueProcess
import Foundation
import SegueABI
import Testing

@testable import SegueHost

extension HostTests {
    /// `is_animated` answers from its slot in C (segue_slot_is_animated) and hands everything
    /// else to the host's full call; these pin both halves down.
    @Suite("is_animated answers from its slot only when the full call would answer the same")
    struct ContextQueryFastPathTests {
        @Test("the inline thread identity is pthread_self() on the main thread and on others")
        func currentThreadIsPthreadSelf() {
            #expect(segue_current_thread() == UInt(pthread_self()))
            let others = (0..<4).map { _ in onAnotherThread { (segue_current_thread(), UInt(pthread_self())) } }
            for (inline, library) in others { #expect(inline == library) }
            #expect(others.allSatisfy { $0.0 != segue_current_thread() })
        }

        @Test("a live context answers its transition's isAnimated while preparing and animating, nothing once ended")
        func answersFollowTheState() throws {
            let harness = try ServiceHarness()
            #expect(harness.services.is_animated(harness.context))
            harness.session.state = .animating
            #expect(harness.services.is_animated(harness.context))
            let before = harness.animator.diagnostics.count
            harness.session.state = .ended
            #expect(!harness.services.is_animated(harness.context))
            let refusals = harness.animator.diagnostics.dropFirst(before).compactMap(\.refusal)
            #expect(refusals.map(\.call) == ["is_animated"] && refusals.first?.status == .wrongState)
        }

        @Test("a pointer that is not a live slot is refused as an unknown context")
        func unknownContextsAreRefused() throws {
            let harness = try ServiceHarness()
            var forged = harness.services
            #expect(!harness.services.is_animated(&forged))
            let misaligned = UnsafeRawPointer(harness.context).advanced(by: 8).assumingMemoryBound(
                to: segue_context_t.self)
            #expect(!harness.services.is_animated(misaligned))
            #expect(!harness.services.is_animated(nil))
        }

        @Test("with a call observer installed, is_animated takes the full call and the observer hears it")
        func observerSeesTheCall() throws {
            let harness = try ServiceHarness()
            let observer = SiteRecorder(thread: pthread_self())
            PluginCalls.observer = observer
            defer { PluginCalls.observer = nil }
            #expect(harness.services.is_animated(harness.context))
            #expect(observer.sites.contains(.host("is_animated")))
        }
    }
}

/// Records the sites entered on one thread (other tests' plugin calls may run meanwhile).
private final class SiteRecorder: PluginCallObserver, @unchecked Sendable {
    private let thread: pthread_t
    private let lock = NSLock()
    private var recorded: [PluginCallSite] = []

    init(thread: pthread_t) { self.thread = thread }

    var sites: [PluginCallSite] { lock.withLock { recorded } }

    func enter(_ site: PluginCallSite) {
        guard pthread_equal(thread, pthread_self()) != 0 else { return }
        lock.withLock { recorded.append(site) }
    }

    func leave() {}
}

extension HostTests {
    @Suite("Context slots are reused only after a quarantine, and sequential transitions touch few")
    struct ContextSlotReuseTests {
        @Test("a freed slot is not handed out again before 64 others were freed after it")
        func freedSlotsWaitTheirTurn() {
            let first = ContextSlots.claim()
            ContextSlots.release(first)
            var claimed: [UnsafeMutablePointer<segue_context_t>] = []
            for _ in 0..<63 {
                let context = ContextSlots.claim()
                claimed.append(context)
                ContextSlots.release(context)
            }
            #expect(!claimed.contains(first))
        }

        @Test("a thousand transitions one after another use a bounded set of slots")
        func sequentialTransitionsCycleFewSlots() {
            var addresses = Set<UInt>()
            for _ in 0..<1000 {
                let context = ContextSlots.claim()
                addresses.insert(UInt(bitPattern: context))
                ContextSlots.release(context)
            }
            // The quarantine, plus slack for slots other tests hold meanwhile.
            #expect(addresses.count <= 64 + 32, "\(addresses.count) distinct slots")
        }
    }
}
