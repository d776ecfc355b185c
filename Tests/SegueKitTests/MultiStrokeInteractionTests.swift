import SegueEngine
import SegueKit
import Testing

/// Scripted gestures with more than one touch: after a release, a later touch goes down where
/// the last one lifted (`GestureStroke`), the recognizer begins again with fresh touches, and
/// scripts refuse strokes out of order.
@Suite("Later touches of a scripted gesture")
struct MultiStrokeInteractionTests {
    private struct Delivery: Equatable {
        let state: PanGestureRecognizer.State
        let value: Double
    }

    /// Plays `script` into a pan on a bare engine at 60 fps; every delivery and the vertical
    /// velocity each touch ended with.
    private func replay(_ script: PanGestureScript) -> (
        deliveries: [Delivery], releaseVelocities: [Double], times: [Double]
    ) {
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: engine.tree)
        var deliveries: [Delivery] = []
        var velocities: [Double] = []
        var times: [Double] = []
        let pan = PanGestureRecognizer { recognizer in
            // The translation counts from each touch's press, as the seeds' swipe sets it.
            if recognizer.state == .began { recognizer.setTranslation(Point(x: 0, y: 0), in: container) }
            deliveries.append(Delivery(state: recognizer.state, value: recognizer.translation(in: container).y))
            times.append(engine.currentTime)
            if recognizer.state >= .ended { velocities.append(recognizer.velocity(in: container).y) }
        }
        pan.attach(to: container)
        let start = engine.currentTime
        script.play(into: pan, on: engine)
        clock.runUntilIdle(framesPerSecond: 60, limit: 70)
        return (deliveries, velocities, times.map { $0 - start })
    }

    @Test("a later touch begins again where the last lifted and moves from there")
    func laterTouchBeginsAgain() throws {
        let script = try PanGestureScript(
            samples: [.init(time: 0.2, translation: Point(x: 0, y: 400))], releaseTime: 0.3,
            laterStrokes: [GestureStroke(pressTime: 0.5, waypoints: [(0.7, Point(x: 0, y: 240))], releaseTime: 0.8)])
        let (deliveries, velocities, times) = replay(script)
        let states = deliveries.map(\.state)
        #expect(states.filter { $0 == .began }.count == 2 && states.filter { $0 == .ended }.count == 2)
        let secondBegan = try #require(deliveries.lastIndex { $0.state == .began })
        #expect(deliveries[secondBegan].value == 0, "the translation restarts at the second press")
        #expect(
            times[secondBegan] >= 0.5 && times[secondBegan] < 0.5 + 1.0 / 60 + 1e-9,
            "on the first frame at or after the press")
        // 400 down, then from 400 back to 240: the second touch's own translation is -160.
        #expect(deliveries.last == Delivery(state: .ended, value: -160))
        #expect(
            !deliveries[(secondBegan + 1)...].contains { $0.state == .changed && $0.value > 0 },
            "the second touch only moves up")
        #expect(velocities.count == 2)
        #expect(velocities[0] == 0, "the first touch rested 0.1 s before lifting")
        #expect(velocities[1] == 0, "so did the second, and its velocity owes nothing to the first")
    }

    @Test("a second touch's velocity is its own")
    func velocityIsPerTouch() throws {
        // Up at 2000 pt/s, lifted moving; pressed again 20 ms later (within the tracker's horizon) and dragged down at
        // 800 pt/s.
        let script = try PanGestureScript(
            samples: [.init(time: 0.2, translation: Point(x: 0, y: -400))], releaseTime: 0.2,
            laterStrokes: [GestureStroke(pressTime: 0.22, waypoints: [(0.42, Point(x: 0, y: -240))], releaseTime: 0.42)]
        )
        let (_, velocities, _) = replay(script)
        #expect(abs(velocities[0] + 2000) < 1e-6)
        #expect(abs(velocities[1] - 800) < 1e-6, "\(velocities)")
    }

    @Test(
        "later strokes out of order are refused in one sentence",
        arguments: [
            (GestureStroke(pressTime: 0.2, waypoints: [], releaseTime: 0.4), "comes before the finger lifted at 0.3 s"),
            (GestureStroke(pressTime: 0.5, waypoints: [(0.4, Point(x: 0, y: 1))], releaseTime: 0.6), "out of order"),
            (
                GestureStroke(pressTime: 0.5, waypoints: [(0.6, Point(x: 0, y: 1))], releaseTime: 0.55),
                "comes before its last sample"
            ),
            (GestureStroke(pressTime: 0.5, waypoints: [(0.6, Point(x: 0, y: .nan))], releaseTime: 0.7), "not finite"),
        ])
    func refusals(stroke: GestureStroke<Point>, says: String) {
        do {
            _ = try PanGestureScript(
                samples: [.init(time: 0.1, translation: Point(x: 0, y: 1))], releaseTime: 0.3, laterStrokes: [stroke])
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains(says), "\(error)")
        }
    }
}
