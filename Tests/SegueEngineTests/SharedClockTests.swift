import Testing

@testable import SegueEngine

/// Animators started together with the same timing follow one shared clock; each must still
/// show, bit for bit, what it shows when it runs alone, and leave the clock unnoticed when it
/// is paused, reversed, scrubbed, re-timed, stopped or finished.
@Suite("Animators sharing a clock")
struct SharedClockTests {
    /// What is done to animator `index` at frame `frame`, if anything.
    typealias Script = (_ index: Int, _ frame: Int, _ animator: PropertyAnimator) throws -> Void

    /// Animates `count` views with one animator each, all started on the same tick with the same
    /// timing, in one engine (`together`) or each in its own engine (alone), running `script`;
    /// returns every view's snapshot per frame, the completion order and fractions read on the way.
    static func run(count: Int, together: Bool, curve: TimingCurve, script: Script) throws -> (
        frames: [[ViewSnapshot]], completions: [Int], fractions: [Double]
    ) {
        let shared = AnimationEngine()
        let engines =
            together ? [AnimationEngine](repeating: shared, count: count) : (0..<count).map { _ in AnimationEngine() }
        var views: [View] = []
        var animators: [PropertyAnimator] = []
        var completions: [Int] = []
        for index in 0..<count {
            let engine = engines[index]
            let view = View(name: "v\(index)", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: engine.tree)
            views.append(view)
            let animator = PropertyAnimator(engine: engine, duration: 0.5, curve: curve) {
                view.center = Point(x: 300, y: Double(index))
                view.alpha = 0
                if index % 3 == 0 { view.transform = AffineTransform(rotationAngle: 2) }
            }
            animator.addCompletion { _ in completions.append(index) }
            animators.append(animator)
        }
        for animator in animators { try animator.startAnimation(afterDelay: 0.1) }
        var frames: [[ViewSnapshot]] = []
        var fractions: [Double] = []
        for frame in 1...90 {
            for (index, animator) in animators.enumerated() { try script(index, frame, animator) }
            for engine in together ? [shared] : engines { engine.tick(at: Double(frame) / 60) }
            // Without the identity: each engine numbers its views from 1.
            frames.append(
                views.map {
                    var snapshot = ViewSnapshot($0)
                    snapshot.id = ViewID(rawValue: 0)
                    return snapshot
                })
            fractions.append(contentsOf: animators.map(\.fractionComplete))
        }
        return (frames, completions, fractions)
    }

    /// Pauses, reverses, scrubs and re-times, stops, finishes or extends a few of the animators.
    static func script(_ index: Int, _ frame: Int, _ animator: PropertyAnimator) throws {
        switch (index, frame) {
        case (3, 12): try animator.pauseAnimation()
        case (3, 20): try animator.startAnimation()
        case (5, 15): try animator.setReversed(true)
        case (7, 14):
            try animator.pauseAnimation()
            try animator.setFractionComplete(0.8)
        case (7, 18): try animator.continueAnimation(withTimingParameters: .linear, durationFactor: 0.5)
        case (9, 16): try animator.stopAnimation(true)
        case (11, 17):
            try animator.stopAnimation(false)
            try animator.finishAnimation(at: .start)
        case (13, 19): try animator.addAnimations({}, delayFactor: 0.5)
        default: break
        }
    }

    @Test(
        "sharing a clock changes nothing on screen, in any fraction read, or in the order completions run",
        arguments: [TimingCurve.easeInOut, .linear, .spring(Spring(dampingRatio: 0.5, response: 0.3))])
    func sameAsAlone(curve: TimingCurve) throws {
        let together = try Self.run(count: 16, together: true, curve: curve, script: Self.script)
        let alone = try Self.run(count: 16, together: false, curve: curve, script: Self.script)
        for (frame, (a, b)) in zip(together.frames, alone.frames).enumerated() {
            for index in a.indices { #expect(a[index] == b[index], "view \(index) at frame \(frame + 1)") }
        }
        #expect(together.fractions == alone.fractions)
        // Alone, engines tick in index order; together, animators ending on one tick complete in
        // the order of their timeline slots, which is the same here.
        #expect(together.completions == alone.completions)
        #expect(together.completions.count == 15, "all but the stopped one")
    }

    @Test("animators started together follow one clock, and leave it as they are changed or end")
    func followersLeave() throws {
        let scene = TestScene()
        let views = (0..<4).map { View(name: "v\($0)", frame: .zero, in: scene.engine.tree) }
        let animators = views.map { view in
            scene.engine.animate(withDuration: 1, curve: .easeOut, animations: { view.alpha = 0 })
        }
        var order: [Int] = []
        for (index, animator) in animators.enumerated() { animator.addCompletion { _ in order.append(index) } }
        #expect(scene.engine.store.clocks.filter { $0.followers > 0 }.count == 1)
        #expect(scene.engine.store.clocks.first?.followers == 4)
        scene.tick(to: 0.25)
        try animators[1].pauseAnimation()
        #expect(scene.engine.store.clocks.first?.followers == 3)
        #expect(views[1].alpha == views[0].alpha, "left where the clock had it")
        scene.tick(to: 1)
        #expect(order == [0, 2, 3])
        #expect(scene.engine.store.clocks.allSatisfy { $0.followers == 0 })
        #expect(views[0].alpha == 0 && views[3].alpha == 0 && views[1].alpha > 0)
    }
}
