import SegueEngine
import SegueKit
import Testing

/// The window's event log keeps the last `capacity` events and diagnostics and counts the ones
/// it dropped, so a window that runs transitions all day keeps a log of a fixed size.
@Suite("The event log is bounded")
struct EventLogBoundTests {
    @Test("keeps the last capacity events, oldest first, and counts the dropped ones; a recorder sees them all")
    func ring() {
        let engine = AnimationEngine()
        let log = TransitionEventLog(engine: engine, capacity: 3)
        let recorder = TraceRecorder(root: View(name: "root", in: engine.tree))
        log.recorder = recorder
        for index in 0..<5 { log.record(.completion(.tabSelection(index: index, completed: true))) }
        #expect(log.capacity == 3)
        #expect(log.calls == (2..<5).map { .completion(.tabSelection(index: $0, completed: true)) })
        #expect(log.events.last?.field("index") == .number(4))
        #expect(log.droppedEventCount == 2)
        #expect(recorder.events.map(\.name) == Array(repeating: "tabBar.select.completion", count: 5))
        #expect(recorder.events.map { $0.fields.first { $0.0 == "index" }?.1 } == (0..<5).map { .number(Double($0)) })
    }

    @Test("diagnostics are bounded apart from events; removeAll forgets both and the counts")
    func diagnosticsAndReset() {
        let log = TransitionEventLog(engine: AnimationEngine(), capacity: 2)
        log.record(.animator(.animateTransition))
        for index in 0..<3 { log.diagnose("problem \(index)") }
        #expect(log.diagnostics == ["problem 1", "problem 2"])
        #expect(log.droppedDiagnosticCount == 1)
        #expect(log.names == ["diagnostic", "diagnostic"])
        #expect(log.droppedEventCount == 2)
        log.removeAll()
        #expect(log.events.isEmpty && log.diagnostics.isEmpty)
        #expect(log.droppedEventCount == 0 && log.droppedDiagnosticCount == 0)
        log.record(.animator(.animationEnded(completed: true)))
        #expect(log.names == ["animator.animationEnded(_:)"])
    }

    @Test("a window's log stops growing at its capacity however many transitions it runs")
    func windowLogIsBounded() throws {
        let fixture = KitFixture()
        let second = fixture.controller("Second")
        let capacity = fixture.window.events.capacity
        #expect(capacity == TransitionEventLog.defaultCapacity)
        var cycles = 0
        while fixture.window.events.droppedEventCount == 0 {
            try fixture.root.present(second, animated: true)
            fixture.settle()
            try second.dismiss(animated: true)
            fixture.settle()
            cycles += 1
        }
        #expect(fixture.window.events.events.count == capacity)
        // The newest events are the last dismissal's, in order.
        #expect(fixture.window.events.names.last == "dismiss.completion")
        #expect(fixture.window.events.events.map(\.time) == fixture.window.events.events.map(\.time).sorted())
        #expect(cycles > 50, "a few thousand events hold many transitions (\(cycles) cycles)")
    }
}
