import SegueEngine
import Testing

/// Scheduled tasks and observers kept under their tokens: removal in the middle, order, and
/// changes made while they are being called.
@Suite("Engine tasks and observers under tokens")
struct EngineTasksAndObserversTests {
    @Test("due tasks run in the order they were scheduled, not by due time; cancelled ones never run")
    func dueTasksRunInSchedulingOrder() {
        let scene = TestScene()
        var fired: [Int] = []
        var tokens: [Int] = []
        for index in 0..<100 {
            // Due times fall in reverse scheduling order within each batch of ten.
            tokens.append(
                scene.engine.schedule(at: Double(index / 10) + Double(9 - index % 10) * 0.01) { fired.append(index) })
        }
        for index in [3, 50, 51, 99, 0] { scene.engine.cancelScheduledTask(tokens[index]) }
        scene.engine.cancelScheduledTask(tokens[3]) // twice: no effect
        scene.tick(to: 0.5)
        #expect(fired == [1, 2, 4, 5, 6, 7, 8, 9])
        scene.tick(to: 20)
        #expect(fired.count == 95)
        #expect(fired == (0..<100).filter { ![3, 50, 51, 99, 0].contains($0) })
        #expect(!scene.engine.hasPendingTasks)
    }

    @Test("a task may cancel a later due task and schedule one already due, which runs in the same tick")
    func tasksChangeTheQueueWhileRunning() {
        let scene = TestScene()
        var fired: [String] = []
        var victim = 0
        scene.engine.schedule(at: 0.1) {
            fired.append("a")
            scene.engine.cancelScheduledTask(victim)
            scene.engine.schedule(at: 0) { fired.append("late but due") }
        }
        victim = scene.engine.schedule(at: 0.2) { fired.append("cancelled") }
        scene.engine.schedule(at: 0.3) { fired.append("b") }
        scene.tick(to: 1)
        #expect(fired == ["a", "b", "late but due"])
        #expect(!scene.engine.hasPendingTasks)
    }

    @Test("thousands of far-off tasks scheduled and cancelled leave nothing pending and the rest on time")
    func manyCancelledTasks() {
        let scene = TestScene()
        var fired = 0
        for round in 0..<5000 {
            let token = scene.engine.schedule(at: 1000 + Double(round)) { fired += 1000 }
            scene.engine.cancelScheduledTask(token)
        }
        scene.engine.schedule(at: 0.5) { fired += 1 }
        #expect(scene.engine.hasPendingTasks)
        scene.tick(to: 0.5)
        #expect(fired == 1)
        #expect(!scene.engine.hasPendingTasks)
        scene.tick(to: 10_000)
        #expect(fired == 1)
    }

    @Test(
        """
        tick observers: removing one in the middle keeps the others in order; changes made while they are called \
        apply from the next tick
        """
    )
    func tickObserversInOrder() {
        let scene = TestScene()
        var calls: [Int] = []
        var tokens: [Int] = []
        for index in 0..<10 {
            tokens.append(scene.engine.addTickObserver { _ in calls.append(index) })
        }
        scene.engine.removeTickObserver(tokens[4])
        scene.tick(to: 0.1)
        #expect(calls == [0, 1, 2, 3, 5, 6, 7, 8, 9])

        calls.removeAll()
        var added = false
        let remover = scene.engine.addTickObserver { engine in
            calls.append(100)
            engine.removeTickObserver(tokens[9]) // after this one: still called this tick
            engine.removeTickObserver(tokens[0]) // before this one: already called
            if !added {
                added = true
                engine.addTickObserver { _ in calls.append(200) }
            }
        }
        scene.engine.removeTickObserver(tokens[9])
        tokens[9] = scene.engine.addTickObserver { _ in calls.append(9) }
        scene.tick(to: 0.2)
        #expect(calls == [0, 1, 2, 3, 5, 6, 7, 8, 100, 9])
        calls.removeAll()
        scene.tick(to: 0.3)
        #expect(calls == [1, 2, 3, 5, 6, 7, 8, 100, 200])
        scene.engine.removeTickObserver(remover)
        calls.removeAll()
        scene.tick(to: 0.4)
        #expect(calls == [1, 2, 3, 5, 6, 7, 8, 200])
    }

    @Test("activation observers: one removed in the middle of many is no longer told, the others are, in order")
    func activationObserversRemovedInTheMiddle() throws {
        let scene = TestScene()
        var told: [Int] = []
        let tokens = (0..<50).map { index in scene.engine.addActivationObserver { _ in told.append(index) } }
        scene.engine.removeActivationObserver(tokens[25])
        scene.engine.removeActivationObserver(tokens[25])
        scene.engine.animate(withDuration: 1, animations: { scene.box.alpha = 0 })
        #expect(told == Array(0..<25) + Array(26..<50))
    }
}
