import Testing

@testable import SegueEngine

/// Many animators on one engine, one of them removed, finished, reversed or scrubbed in the
/// middle: every other animator must show exactly (bit for bit) what it shows when nothing
/// happens to that one, since each operation now touches only its own animator's tracks.
@Suite("Engine bookkeeping with many animators")
struct EngineBookkeepingTests {
    /// Forty views, each with its own animator of a different duration, curve and delay, some
    /// with keyframes and transforms, and every fifth view also animated by a later animator of
    /// the same alpha (so that tracks share storage indices).
    final class Crowd {
        let engine = AnimationEngine()
        let root: View
        var views: [View] = []
        var animators: [PropertyAnimator] = []
        var completions: [[AnimatingPosition]]

        static let count = 40

        init() {
            root = View(name: "root", frame: Rect(x: 0, y: 0, width: 1000, height: 1000), in: engine.tree)
            completions = Array(repeating: [], count: Self.count + Self.count / 5)
            var random = SeededGenerator(seed: 14)
            let curves: [TimingCurve] = [
                .linear, .easeIn, .easeOut, .easeInOut, .spring(Spring(dampingRatio: 0.6, response: 0.4)),
            ]
            for index in 0..<Self.count {
                let view = View(
                    name: "v\(index)", frame: Rect(x: 0, y: Double(index) * 10, width: 10, height: 10), in: engine.tree)
                root.addSubview(view)
                views.append(view)
                let duration = random.uniform(0.5...2)
                let animator = PropertyAnimator(engine: engine, duration: duration, curve: curves[index % curves.count])
                let target = random.uniform(100...900)
                if index % 3 == 0 {
                    try! animator.addAnimations(
                        { view.center = Point(x: target, y: 5) }, relativeStart: 0, relativeDuration: 0.5)
                    try! animator.addAnimations(
                        { view.center = Point(x: 5, y: target) }, relativeStart: 0.5, relativeDuration: 0.5)
                } else {
                    try! animator.addAnimations {
                        view.center = Point(x: target, y: target / 2)
                        view.alpha = 0.2
                        if index % 2 == 0 { view.transform = AffineTransform(rotationAngle: target / 100) }
                    }
                }
                animators.append(animator)
            }
            for (index, animator) in animators.enumerated() {
                animator.addCompletion { [unowned self] in completions[index].append($0) }
                try! animator.startAnimation(afterDelay: Double(index % 4) * 0.1)
            }
        }

        /// Starts the later animators that share the alpha of every fifth view.
        func startOverlapping() {
            for index in stride(from: 0, to: Self.count, by: 5) {
                let view = views[index]
                let slot = animators.count
                let animator = engine.animate(withDuration: 0.7, curve: .easeOut, animations: { view.alpha = 0.9 })
                animator.addCompletion { [unowned self] in completions[slot].append($0) }
                animators.append(animator)
            }
        }

        /// Everything on screen, view by view.
        var snapshot: [ViewSnapshot] { engine.tree.snapshot(of: root).views }

        func tick(_ time: Double) { engine.tick(at: time) }
    }

    /// Runs `action` on a crowd at `actionTime` and checks, at every frame, that all views but
    /// `affected` match an untouched crowd exactly; returns both crowds for further checks.
    @discardableResult
    func compare(affected: Set<Int>, at actionTime: Double, _ action: (Crowd) throws -> Void) throws -> (Crowd, Crowd) {
        let touched = Crowd()
        let reference = Crowd()
        for crowd in [touched, reference] {
            crowd.tick(0.05)
            crowd.startOverlapping()
        }
        var frame = 1
        while Double(frame) / 60 < 3 {
            let time = 0.05 + Double(frame) / 60
            if time >= actionTime && Double(frame - 1) / 60 + 0.05 < actionTime { try action(touched) }
            touched.tick(time)
            reference.tick(time)
            let (a, b) = (touched.snapshot, reference.snapshot)
            for index in 0..<Crowd.count where !affected.contains(index) {
                #expect(a[index + 1] == b[index + 1], "view \(index) differs at \(time)")
            }
            frame += 1
        }
        for index in 0..<touched.completions.count where !affected.contains(index) {
            #expect(
                touched.completions[index] == reference.completions[index], "animator \(index) completed differently")
        }
        return (touched, reference)
    }

    @Test("stopping one animator in the middle leaves every other one as it was, and its view where it stopped")
    func stopInTheMiddle() throws {
        var stoppedAt: ViewSnapshot?
        let (touched, _) = try compare(affected: [17], at: 0.4) { crowd in
            try crowd.animators[17].stopAnimation(true)
            stoppedAt = crowd.snapshot[18]
        }
        #expect(touched.snapshot[18] == stoppedAt)
        #expect(touched.completions[17].isEmpty)
    }

    @Test("finishing one animator early puts it at its end without disturbing the others")
    func finishInTheMiddle() throws {
        let (touched, reference) = try compare(affected: [22], at: 0.3) { crowd in
            try crowd.animators[22].stopAnimation(false)
            try crowd.animators[22].finishAnimation(at: .end)
        }
        #expect(touched.completions[22] == [.end])
        #expect(touched.snapshot[23] == reference.snapshot[23], "at its end, as the untouched run ends")
    }

    @Test("removing most animators in a scattered order (compacting the tables) leaves the rest exact")
    func removeMany() throws {
        var random = SeededGenerator(seed: 7)
        let removed = Set((0..<Crowd.count).shuffled(using: &random).prefix(30))
        let (touched, _) = try compare(affected: removed, at: 0.35) { crowd in
            for index in removed.sorted(by: { ($0 * 7) % 11 < ($1 * 7) % 11 }) {
                try crowd.animators[index].stopAnimation(true)
            }
        }
        #expect(touched.engine.animatedValueCount == 0, "everything finished or was removed")
    }

    @Test("reversing one animator runs it back to the start while the others run on unchanged")
    func reverseInTheMiddle() throws {
        let before = Crowd().snapshot[10]
        let (touched, _) = try compare(affected: [9], at: 0.5) { crowd in
            try crowd.animators[9].setReversed(true)
        }
        #expect(touched.completions[9] == [.start])
        #expect(touched.snapshot[10] == before)
    }

    @Test("scrubbing one paused animator shows only its own change")
    func scrubInTheMiddle() throws {
        try compare(affected: [13], at: 0.45) { crowd in
            try crowd.animators[13].pauseAnimation()
            try crowd.animators[13].setFractionComplete(0.9)
            try crowd.animators[13].startAnimation()
        }
    }

    @Test("adding animations to a running animator in the middle changes only its view")
    func addInTheMiddle() throws {
        try compare(affected: [31], at: 0.6) { crowd in
            let view = crowd.views[31]
            try crowd.animators[31].addAnimations({ view.cornerRadius = 8 }, delayFactor: 0.5)
        }
    }

    @Test("an earlier animator finished at its end while a later one animates the same property leaves the later value")
    func finishingTheEarlierKeepsTheLaterValue() throws {
        let scene = TestScene()
        let early = PropertyAnimator(engine: scene.engine, duration: 2, curve: .linear) { scene.box.alpha = 0 }
        try early.startAnimation()
        scene.tick(to: 0.5)
        let late = scene.engine.animate(withDuration: 1, curve: .linear, animations: { scene.box.alpha = 1 })
        scene.tick(to: 1.0)
        let shown = scene.box.alpha
        #expect(near(shown, 0.75 + 0.25 * 0.5))
        try early.pauseAnimation()
        try early.setFractionComplete(0.9)
        #expect(scene.box.alpha == shown, "scrubbing the earlier animator does not show through the later one")
        try early.stopAnimation(false)
        try early.finishAnimation(at: .end)
        #expect(scene.box.alpha == shown, "nor does finishing it at its end")
        scene.tick(to: 1.5)
        #expect(scene.box.alpha == 1)
        #expect(late.state == .inactive)
    }

    @Test(
        "two animators on one property: removing the later one hands the property back to the earlier at the next tick")
    func removingTheLaterHandsBack() throws {
        let scene = TestScene()
        try PropertyAnimator(engine: scene.engine, duration: 1, curve: .linear) { scene.box.cornerRadius = 10 }
            .startAnimation()
        scene.tick(to: 0.2)
        let late = scene.engine.animate(withDuration: 1, curve: .linear, animations: { scene.box.cornerRadius = 0 })
        scene.tick(to: 0.4)
        try late.stopAnimation(true)
        scene.tick(to: 0.6)
        #expect(near(scene.box.cornerRadius, 6))
        #expect(scene.engine.animatedValueCount == 1)
    }

    @Test("a thousand animators, every other one stopped in scrambled order, the rest complete exactly at their end")
    func thousandAnimators() throws {
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        var views: [View] = []
        var animators: [PropertyAnimator] = []
        var ended = 0
        for index in 0..<1000 {
            let view = View(name: "v\(index)", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: engine.tree)
            views.append(view)
            let animator = engine.animate(
                withDuration: 0.5 + Double(index % 7) * 0.1, curve: .easeInOut,
                animations: {
                    view.center = Point(x: Double(index), y: 100)
                }
            ) { finished in if finished { ended += 1 } }
            animators.append(animator)
        }
        clock.advance(by: 0.2)
        for index in stride(from: 1, to: 1000, by: 2).sorted(by: { ($0 * 37) % 1000 < ($1 * 37) % 1000 }) {
            try animators[index].stopAnimation(true)
        }
        #expect(engine.animatedValueCount == 500 * 2)
        #expect(clock.runUntilIdle())
        #expect(ended == 500)
        for index in stride(from: 0, to: 1000, by: 2) {
            #expect(views[index].center == Point(x: Double(index), y: 100))
        }
        #expect(engine.animatedValueCount == 0)
    }

    @Test(
        "a block writing hundreds of properties, each several times, animates each once from its value before the block"
    )
    func manyWritesInOneBlock() {
        let scene = TestScene()
        let views = (0..<300).map {
            View(name: "v\($0)", frame: Rect(x: Double($0), y: 0, width: 10, height: 10), in: scene.engine.tree)
        }
        scene.engine.animate(
            withDuration: 1, curve: .linear,
            animations: {
                for view in views { view.alpha = 0.5 }
                for (index, view) in views.enumerated() {
                    view.alpha = 0
                    view.center = Point(x: Double(index) + 5, y: 100)
                    view.center = Point(x: Double(index) + 5, y: 200)
                }
            })
        #expect(scene.engine.animatedValueCount == 300 * 2, "alpha and centre.y of each view; centre.x did not change")
        scene.tick(to: 0.5)
        for (index, view) in views.enumerated() {
            #expect(view.alpha == 0.5)
            #expect(view.center == Point(x: Double(index) + 5, y: 5 + 0.5 * (200 - 5)))
        }
    }
}
