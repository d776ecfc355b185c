import Foundation
import SegueABI
import SegueEngine
import Testing

@testable import SegueHost

/// The context pointer and services table, handed to another thread as a plugin would.
private struct Handover: @unchecked Sendable {
    /// The context the plugin holds.
    let context: UnsafePointer<segue_context_t>
    /// Its services table.
    let services: segue_context_t
}

extension HostTests {
    @Suite("Calls from the wrong thread are refused without touching the host's state")
    struct OffThreadCallTests {
        @Test(
            """
            context services called from another thread answer WRONG_STATE and \
            change nothing; their diagnostics arrive on the transition's thread
            """
        )
        func contextCallsAreRefusedAndQueued() throws {
            let harness = try ServiceHarness()
            let view = harness.container()
            let diagnosticsBefore = harness.animator.diagnostics.count
            let handover = Handover(context: harness.context, services: harness.services)
            let answers = onAnotherThread { () -> [PluginStatus?] in
                var alpha = segue_property_value_t()
                alpha.property = PluginProperty.alpha.rawValue
                alpha.value.number = 0.25
                var out: segue_view_t = 0
                let animated = handover.services.is_animated(handover.context)
                return [
                    PluginStatus(handover.services.set_property(handover.context, view, &alpha)),
                    PluginStatus(handover.services.container_view(handover.context, &out)),
                    PluginStatus(handover.services.complete_transition(handover.context, true)),
                    animated ? .ok : nil,
                ]
            }
            #expect(answers == [.wrongState, .wrongState, .wrongState, nil])
            #expect(harness.window.view.alpha == 1)
            #expect(harness.session.state == .preparing)
            // Nothing of the animator or the event log was touched from the other thread.
            #expect(harness.animator.diagnostics.count == diagnosticsBefore)
            #expect(harness.window.events.diagnostics.isEmpty)

            // The next call on the transition's thread delivers them, in order.
            #expect(harness.container() == view)
            let delivered = harness.animator.diagnostics.dropFirst(diagnosticsBefore).compactMap(\.refusal)
            #expect(delivered.map(\.call) == ["is_animated", "set_property", "container_view", "complete_transition"])
            #expect(
                delivered.allSatisfy {
                    $0.offThread && $0.status == .wrongState && $0.transition == harness.session.serial
                })
            #expect(
                harness.window.events.diagnostics.filter { $0.contains("was called from another thread") }.count == 4)
        }

        @Test(
            """
            log from another thread is queued, escaped and delivered \
            on the main thread; now answers the last main-thread time
            """
        )
        func hostServicesFromAnotherThread() throws {
            let harness = try ServiceHarness()
            let host = harness.registry.host
            nonisolated(unsafe) var engineReads = 0
            host.serve {
                engineReads += 1
                return 42
            }
            nonisolated(unsafe) let pointer = host.raw
            let (messagesBefore, offThreadBefore, readsBefore) = (host.messages.count, host.offThreadCalls, engineReads)
            let time = onAnotherThread { () -> Double in
                pointer.pointee.log(pointer, PluginLogLevel.warning.rawValue, "from a worker \u{1b}[2J")
                return pointer.pointee.now(pointer)
            }
            #expect(time == 42)
            #expect(engineReads == readsBefore, "now read the engine from another thread")
            #expect(host.messages.count == messagesBefore, "log stored its message from another thread")
            #expect(host.offThreadCalls == offThreadBefore + 2)

            // The host's next call into a plugin on this thread delivers the message.
            PluginCalls.into(.transition_duration) {}
            #expect(host.messages.count == messagesBefore + 1)
            #expect(host.messages.last?.text == "from a worker \\u{1b}[2J")
            #expect(host.messages.last?.level == .warning)
            #expect(pointer.pointee.now(pointer) == 42)
            #expect(engineReads == readsBefore + 1)
        }

        @Test("the host keeps the most recent 1000 messages and counts the rest")
        func messagesAreBounded() throws {
            let harness = try ServiceHarness()
            let host = harness.registry.host
            let dropped = host.droppedMessages
            let before = host.messages.count
            let extra = PluginHostServices.messageCapacity + 5 - before
            // At info, the default logger's level: debug messages would be dropped before the ring (LogThresholdTests).
            for index in 0..<extra { host.raw.pointee.log(host.raw, PluginLogLevel.info.rawValue, "message \(index)") }
            #expect(host.messages.count == PluginHostServices.messageCapacity)
            #expect(host.droppedMessages == dropped + 5)
            #expect(host.messages.last?.text == "message \(extra - 1)")
        }

        @Test("the mailbox is bounded, counts what it drops, and delivers only on the thread a letter is for")
        func mailboxIsBoundedAndPerThread() throws {
            let mailbox = PluginThreadMailbox(capacity: 3)
            nonisolated(unsafe) var delivered: [Int] = []
            let here = pthread_self()
            let posted = (0..<5).map { index in mailbox.post(to: here) { delivered.append(index) } }
            #expect(posted == [true, true, true, false, false])
            #expect(mailbox.dropped == 2)
            onAnotherThread { mailbox.deliver() }
            #expect(delivered.isEmpty, "a letter for this thread ran on another")
            mailbox.deliver()
            #expect(delivered == [0, 1, 2])
            mailbox.deliver()
            #expect(delivered == [0, 1, 2])
        }
    }
}

extension HostTests.OffThreadCallTests {
    /// The services the racing thread calls, which no other test calls from another thread, so
    /// that the process-wide tallies count this test's refusals alone.
    private static let racingCalls = [
        "get_property", "initial_frame", "bring_subview_to_front", "transition_was_cancelled",
    ]

    /// include/README.md rule 4: a call from a thread other than the one the host called the
    /// plugin on is refused with SEGUE_ERROR_WRONG_STATE. Here the calls race the end of the
    /// transition (the session freed on this thread while the other calls through its context),
    /// which used to crash the refusal path about one run in sixty.
    @Test(
        "200 transitions ended while another thread calls their services: no crash, every call WRONG_STATE and recorded"
    )
    func offThreadCallsRacingTheEndOfTransitions() throws {
        let before = Self.racingCalls.map(PluginRefusalLog.shared.offThreadTotal(of:))
        let (registry, animator) = try ServiceHarness.owner(for: .present)
        _ = registry
        var statuses: [PluginStatus?] = []
        var callsMade = 0
        for _ in 0..<200 {
            var harness: ServiceHarness? = try ServiceHarness()
            let handover = Handover(context: harness!.context, services: harness!.services)
            let view = harness!.container()
            let racer = RacingThread(handover: handover, view: view)
            racer.start()
            // The transition ends here, on its thread, while the racer calls.
            harness = nil
            let answers = racer.join()
            statuses += answers
            callsMade += answers.count / 3 * 4
            // Delivers this transition's letters, so the shared mailbox never fills.
            PluginCalls.into(.transition_duration) {}
        }
        #expect(statuses.allSatisfy { $0 == .wrongState }, "\(Set(statuses.map { "\(String(describing: $0))" }))")
        let after = Self.racingCalls.map(PluginRefusalLog.shared.offThreadTotal(of:))
        #expect(zip(after, before).map { $0 - $1 }.reduce(0, +) == callsMade, "every refused call is recorded")
        _ = animator
    }
}

/// A thread that calls three status services and a query 25 times through a context, as a
/// plugin's own thread would, and answers the statuses.
private final class RacingThread: @unchecked Sendable {
    private let handover: Handover
    private let view: segue_view_t
    private var statuses: [PluginStatus?] = []
    private let done = DispatchSemaphore(value: 0)
    private let ready = DispatchSemaphore(value: 0)

    init(handover: Handover, view: segue_view_t) {
        self.handover = handover
        self.view = view
    }

    /// Starts the thread and waits until it is about to call.
    func start() {
        Thread { [self] in
            ready.signal()
            for _ in 0..<25 {
                var value = segue_property_value_t()
                value.property = PluginProperty.alpha.rawValue
                var frame = segue_rect_t()
                statuses.append(PluginStatus(handover.services.get_property(handover.context, view, &value)))
                statuses.append(PluginStatus(handover.services.initial_frame(handover.context, 0, &frame)))
                statuses.append(PluginStatus(handover.services.bring_subview_to_front(handover.context, view, view)))
                _ = handover.services.transition_was_cancelled(handover.context)
            }
            done.signal()
        }.start()
        ready.wait()
    }

    /// Waits for the thread to finish and answers the statuses it got.
    func join() -> [PluginStatus?] {
        done.wait()
        return statuses
    }
}
