import SegueEngine
import SegueKit
import Testing

/// Scripted gestures move as a finger does: continuously between their waypoints, frame by
/// frame, and a recognizer measures the release velocity from the finger's recent motion.
@Suite("Scripted gestures follow the finger")
struct GestureReplayTests {
    /// What a recognizer's action saw: the engine time, the state and the value.
    private struct Delivery {
        let time: Double
        let state: PanGestureRecognizer.State
        let value: Double
    }

    /// Plays `script` into a pan recognizer on a bare engine ticking at `fps` until the release,
    /// answering every delivery (the vertical translation), the time the touch went down and
    /// the recognizer's vertical velocity after the release.
    private func replay(_ script: PanGestureScript, fps: Double = 60) -> (
        deliveries: [Delivery], start: Double, velocity: Double
    ) {
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: engine.tree)
        var deliveries: [Delivery] = []
        let pan = PanGestureRecognizer { recognizer in
            deliveries.append(
                Delivery(
                    time: engine.currentTime, state: recognizer.state, value: recognizer.translation(in: container).y))
            if recognizer.state >= .ended { recognizer.detach() }
        }
        pan.attach(to: container)
        clock.advance(by: 1)
        let start = engine.currentTime
        script.play(into: pan, on: engine)
        clock.runUntilIdle(framesPerSecond: fps, limit: 70)
        return (deliveries, start, pan.velocity(in: container).y)
    }

    @Test("the path runs in straight lines from the touch through each waypoint, then rests")
    func pathInterpolates() throws {
        let script = try PanGestureScript(
            samples: [
                .init(time: 0.1, translation: Point(x: 0, y: 80)), .init(time: 0.3, translation: Point(x: 0, y: 240)),
            ], releaseTime: 0.5)
        let path = script.path
        #expect(path.value(at: 0) == Point(x: 0, y: 0))
        #expect(path.value(at: 0.05) == Point(x: 0, y: 40))
        #expect(path.value(at: 0.1) == Point(x: 0, y: 80))
        #expect(abs(path.value(at: 0.2).y - 160) < 1e-9)
        #expect(path.value(at: 0.3) == Point(x: 0, y: 240))
        #expect(path.value(at: 0.45) == Point(x: 0, y: 240))
        let pinch = try PinchGestureScript(samples: [.init(time: 0.2, scale: 0.6)], releaseTime: 0.2).path
        #expect(pinch.value(at: 0) == 1 && abs(pinch.value(at: 0.1) - 0.8) < 1e-12 && pinch.value(at: 0.3) == 0.6)
    }

    /// The example: the swiped cube showed the same frame at 0.233 s and 0.35 s, as the
    /// recognizer heard only the waypoints. Now every frame between them moves the finger.
    @Test("every frame before the release delivers the path's value at that frame's time")
    func everyFrameFollowsThePath() throws {
        let script = try PanGestureScript(
            samples: [
                .init(time: 0.1, translation: Point(x: 0, y: 160)), .init(time: 0.4, translation: Point(x: 0, y: 480)),
            ], releaseTime: 0.4)
        let (deliveries, start, _) = replay(script)
        let changes = deliveries.filter { $0.state == .changed }
        // One per frame strictly between the touch and the release (60 fps over 0.4 s).
        #expect(changes.count >= 22 && changes.count <= 24, "\(changes.count)")
        for change in changes {
            let expected = script.path.value(at: change.time - start).y
            #expect(abs(change.value - expected) < 1e-9, "at \(change.time - start) s")
        }
        let at = { (elapsed: Double) in changes.last { $0.time - start <= elapsed + 1e-9 }?.value }
        let (early, late) = (try #require(at(0.233)), try #require(at(0.35)))
        #expect(early != late)
        #expect(abs(early - (160 + (0.233 - 0.1) / 0.3 * 320)) < 320 / 0.3 / 60 + 1e-9, "within one frame of the path")
        #expect(deliveries.first?.state == .began && deliveries.last?.state == .ended && deliveries.last?.value == 480)
    }

    /// A straight stroke to the release is measured at its own speed, whatever the frame rate:
    /// the touches are sampled apart from the frames, as a digitiser samples them.
    @Test(
        "a stroke moving to the release is measured at its speed, at any frame rate",
        arguments: [24.0, 30, 60, 120, 240])
    func straightStrokeVelocity(fps: Double) throws {
        let script = try PanGestureScript(
            samples: [
                .init(time: 0.1, translation: Point(x: 0, y: 40)), .init(time: 0.3, translation: Point(x: 0, y: 240)),
            ], releaseTime: 0.3)
        #expect(abs(replay(script, fps: fps).velocity - 1000) < 1e-6)
    }

    /// Flutter's and Android's velocity trackers take a finger that paused 40 ms as stopped:
    /// a finger that held still before lifting releases at rest, however fast it moved before.
    @Test("a finger that stopped before lifting releases at rest")
    func heldFingerReleasesAtRest() throws {
        let script = try PanGestureScript(
            samples: [.init(time: 0.2, translation: Point(x: 0, y: 400))], releaseTime: 0.3)
        #expect(replay(script).velocity == 0)
    }

    /// The recent motion decides, not the stroke as a whole: a drag down that turns back up
    /// for its last 0.1 s releases moving up at the return's speed.
    @Test("the release velocity is the recent motion's, not the whole stroke's")
    func recentMotionDecides() throws {
        let script = try PanGestureScript(
            samples: [
                .init(time: 0.2, translation: Point(x: 0, y: 400)), .init(time: 0.3, translation: Point(x: 0, y: 360)),
            ], releaseTime: 0.3)
        #expect(abs(replay(script).velocity - -400) < 1e-6)
    }

    @Test("a pinch's velocity is the fingers' recent change of scale per second")
    func pinchVelocity() throws {
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        let container = View(name: "container", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: engine.tree)
        var released: (scale: Double, velocity: Double)?
        let pinch = PinchGestureRecognizer { recognizer in
            if recognizer.state == .ended { released = (recognizer.scale, recognizer.velocity) }
        }
        pinch.attach(to: container)
        try PinchGestureScript(samples: [.init(time: 0.1, scale: 0.9), .init(time: 0.3, scale: 0.5)], releaseTime: 0.3)
            .play(into: pinch, on: engine)
        clock.runUntilIdle(framesPerSecond: 60, limit: 5)
        let (scale, velocity) = try #require(released)
        #expect(scale == 0.5)
        #expect(abs(velocity - -2) < 1e-9)
    }
}
