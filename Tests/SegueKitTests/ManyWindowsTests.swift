import SegueEngine
import SegueKit
import Testing

/// Many windows sharing one engine: each transition runs exactly as it runs alone, and a
/// transition captures (pauses, scrubs, finishes) only its own window's animators.
@Suite("Many windows on one engine")
struct ManyWindowsTests {
    /// One window of a shared engine, with a controller to present and the delegate vending
    /// its animator (diagonal or, with nil, the built-in cover vertical).
    final class Pane {
        let fixture: KitFixture
        let second: ViewController
        let delegate: ModalTestDelegate?
        var presented = 0
        var dismissed = 0

        init(engine: AnimationEngine, diagonal: Bool) {
            fixture = KitFixture(engine: engine)
            second = fixture.controller("Second")
            delegate = diagonal ? .diagonal(duration: 0.4, curve: .easeOut) : nil
            second.transitioningDelegate = delegate
        }

        func present() throws {
            try fixture.root.present(second, animated: true) { [unowned self] in presented += 1 }
        }

        func dismiss() throws {
            try second.dismiss(animated: true) { [unowned self] in dismissed += 1 }
        }
    }

    @Test("a thousand windows present and dismiss at once on one engine, each exactly as a window alone does")
    func thousandConcurrentTransitions() throws {
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        let panes = (0..<1000).map { Pane(engine: engine, diagonal: $0 % 2 == 0) }
        let alone = [true, false].map { Pane(engine: AnimationEngine(), diagonal: $0) }
        for pane in panes + alone { try pane.present() }
        // Mid-way, every window shows what a window alone shows at the same time.
        for _ in 0..<12 {
            clock.advance(frames: 1, framesPerSecond: 60)
            for pane in alone { pane.fixture.tick() }
        }
        for (index, pane) in panes.enumerated() {
            let reference = alone[index % 2]
            #expect(pane.second.view.frame == reference.second.view.frame, "window \(index) mid-presentation")
            #expect(pane.fixture.window.isTransitioning)
        }
        #expect(clock.runUntilIdle())
        for pane in alone { pane.fixture.settle() }
        for pane in panes + alone { try pane.dismiss() }
        #expect(clock.runUntilIdle())
        for pane in alone { pane.fixture.settle() }
        for (index, pane) in panes.enumerated() {
            let reference = alone[index % 2]
            #expect(pane.presented == 1 && pane.dismissed == 1, "window \(index)")
            #expect(pane.fixture.root.presentedViewController == nil)
            #expect(
                pane.fixture.window.events.diagnostics.isEmpty,
                "window \(index): \(pane.fixture.window.events.diagnostics)")
            #expect(pane.fixture.skeleton == reference.fixture.skeleton, "window \(index) called the same sequence")
            #expect(pane.fixture.root.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        }
        #expect(engine.animatedValueCount == 0)
        #expect(!engine.hasPendingTasks)
    }

    @Test("a window held mid-interaction does not capture another window's transition, which runs to its end meanwhile")
    func interactionCapturesOnlyItsWindow() throws {
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        let held = Pane(engine: engine, diagonal: true)
        let interaction = PercentDrivenInteractiveTransition()
        held.delegate?.presentInteraction = interaction
        let other = Pane(engine: engine, diagonal: true)
        try held.present()
        clock.advance(frames: 1, framesPerSecond: 60)
        interaction.update(0.5)
        let heldFrame = held.second.view.frame

        try other.present()
        clock.advance(frames: 1, framesPerSecond: 60)
        interaction.update(0.25) // scrubs the held window's animators only
        let otherStart = other.second.view.frame
        clock.advance(frames: 6, framesPerSecond: 60)
        #expect(other.second.view.frame != otherStart, "the other window's transition moves while the first is held")
        #expect(held.second.view.frame != heldFrame)
        let heldNow = held.second.view.frame
        #expect(clock.runUntilIdle(limit: 5))
        #expect(other.presented == 1, "the other window completed on its own")
        #expect(other.second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(other.fixture.window.events.diagnostics.isEmpty)
        #expect(held.second.view.frame == heldNow, "the held window stays where interaction put it")
        #expect(held.fixture.window.isTransitioning)

        interaction.cancel()
        #expect(clock.runUntilIdle(limit: 5))
        #expect(held.presented == 1)
        #expect(held.fixture.root.presentedViewController == nil, "cancelled")
        #expect(
            other.fixture.root.presentedViewController === other.second, "and the other window's presentation stands")
    }

    @Test(
        """
        an alongside animation added from outside a held transition, of a view in no window, is still that \
        transition's
        """
    )
    func alongsideFromOutside() throws {
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        let held = Pane(engine: engine, diagonal: true)
        let interaction = PercentDrivenInteractiveTransition()
        held.delegate?.presentInteraction = interaction
        let other = Pane(engine: engine, diagonal: true)
        try held.present()
        try other.present()
        clock.advance(frames: 1, framesPerSecond: 60)
        interaction.update(0.5)
        // Only the window's behalf ties this animation to the transition: the badge is in no
        // window. Captured, the held interaction pauses it; left out, it would run to its end.
        let badge = View(name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: engine.tree)
        let coordinator = try #require(held.second.transitionCoordinator)
        coordinator.animateAlongsideTransition(in: badge, animation: { _ in badge.alpha = 0 })
        clock.advance(frames: 60, framesPerSecond: 60)
        #expect(badge.alpha > 0.1, "held with its transition")
        #expect(other.presented == 1)
        interaction.finish()
        #expect(clock.runUntilIdle(limit: 5))
        #expect(badge.alpha == 0)
        #expect(held.presented == 1 && held.fixture.root.presentedViewController === held.second)
    }
}
