import SegueEngine
import SegueKit
import Testing

/// Percent-driven interaction: scrubbing is linear and matches the animation at the same time,
/// cancel undoes everything, finish completes from where it is, completion handlers run once
/// whatever the caller does, alongside animations are scrubbed too, and the seeds' swipe
/// controller (codes 10-3, 10-4) drives it from a pan.
@Suite("Percent-driven interaction")
struct InteractiveTests {
    static let duration = 0.5
    static let percentages = [0.1, 0.25, 0.5, 0.75, 0.9]

    /// A 400 × 800 window whose root presents `Second` with a linear DiagonalAnimator, optionally
    /// through the dimming presentation controller, optionally with an alongside fade of a
    /// `badge` view registered in Second's viewWillAppear.
    private struct Scene {
        let fixture: KitFixture
        let second: HookedController
        let delegate: ModalTestDelegate
        let badge: View

        init(custom: Bool = false, alongside: Bool = false) {
            fixture = KitFixture()
            badge = View(name: "badge", frame: Rect(x: 10, y: 10, width: 20, height: 20), in: fixture.engine.tree)
            fixture.window.view.addSubview(badge)
            second = HookedController(engine: fixture.engine, title: "Second")
            delegate = .diagonal(duration: InteractiveTests.duration, curve: .linear)
            second.transitioningDelegate = delegate
            if custom {
                second.modalPresentationStyle = .custom
                delegate.makePresentationController = {
                    DimmingPresentationController(presentedViewController: $0, presenting: $1)
                }
            }
            if alongside {
                let badge = badge
                second.onViewWillAppear = { controller in
                    controller.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 })
                }
            }
        }

        var dimming: View? { (second.presentationController as? DimmingPresentationController)?.dimmingView }
    }

    // MARK: Scrubbing

    @Test("update(p) shows the render tree of the animation at p × duration (linear curve)", arguments: percentages)
    func scrubMatchesTimedAnimation(p: Double) throws {
        for custom in [false, true] {
            let interactive = Scene(custom: custom, alongside: true)
            let interaction = PercentDrivenInteractiveTransition()
            interactive.delegate.presentInteraction = interaction
            try interactive.fixture.root.present(interactive.second, animated: true)
            interactive.fixture.tick()
            interaction.update(p)

            let timed = Scene(custom: custom, alongside: true)
            try timed.fixture.root.present(timed.second, animated: true)
            timed.fixture.tick()
            timed.fixture.clock.advance(by: p * Self.duration)

            let differences = interactive.fixture.snapshot.differences(from: timed.fixture.snapshot, tolerance: 1e-6)
            #expect(differences.isEmpty, "custom: \(custom), p: \(p)")
            // And it is really mid-way, not at either end.
            let x = interactive.second.view.frame.minX
            let finalX = custom ? 200.0 : 0
            #expect(abs(x - (400 + (finalX - 400) * p)) < 1e-6)
            #expect(abs(interactive.badge.alpha - (1 - p)) < 1e-6)
            if custom { #expect(abs((interactive.dimming?.alpha ?? -1) - p) < 1e-6) }
        }
    }

    @Test("scrubbing goes both ways and holds still between updates")
    func scrubBackAndForth() throws {
        let scene = Scene(custom: true, alongside: true)
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.presentInteraction = interaction
        try scene.fixture.root.present(scene.second, animated: true)
        scene.fixture.tick()
        interaction.update(0.3)
        let atThirty = scene.fixture.snapshot
        interaction.update(0.9)
        interaction.update(0.3)
        #expect(scene.fixture.snapshot.differences(from: atThirty, tolerance: 1e-9).isEmpty)
        // Time passing while the finger rests moves nothing.
        scene.fixture.clock.advance(frames: 30, framesPerSecond: 60)
        #expect(scene.fixture.snapshot.differences(from: atThirty, tolerance: 1e-9).isEmpty)
        #expect(scene.fixture.window.isTransitioning)
        #expect(interaction.percentComplete == 0.3)
        // Out-of-range updates clamp.
        interaction.update(1.7)
        #expect(interaction.percentComplete == 1)
        interaction.update(-3)
        #expect(interaction.percentComplete == 0)
        #expect(abs(scene.second.view.frame.minX - 400) < 1e-9)
    }

    // MARK: Cancel

    @Test("cancel restores the pre-transition render tree exactly, then a present works", arguments: percentages)
    func cancelRestoresSnapshot(p: Double) throws {
        let scene = Scene(custom: true, alongside: true)
        let fixture = scene.fixture
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.presentInteraction = interaction
        let before = fixture.snapshot
        var completions = 0
        try fixture.root.present(scene.second, animated: true) { completions += 1 }
        fixture.tick()
        interaction.update(p)
        interaction.cancel()
        #expect(fixture.settle())
        #expect(fixture.snapshot.differences(from: before).isEmpty, "p: \(p)")
        #expect(fixture.snapshot == before)
        #expect(completions == 1)
        #expect(fixture.lastCompleted("context.completeTransition(_:)") == false)
        #expect(fixture.root.presentedViewController == nil)
        #expect(!fixture.window.isTransitioning)
        #expect(fixture.window.events.diagnostics.isEmpty)

        // A following presentation, not interactive this time, works normally.
        scene.delegate.presentInteraction = nil
        try fixture.root.present(scene.second, animated: true)
        fixture.settle()
        #expect(scene.second.view.frame == Rect(x: 200, y: 0, width: 200, height: 800))
        #expect(scene.dimming?.alpha == 1)
        #expect(scene.badge.alpha == 0)
        #expect(fixture.lastCompleted("context.completeTransition(_:)") == true)
        #expect(fixture.root.presentedViewController === scene.second)
    }

    @Test("cancel runs back over p × duration / completionSpeed")
    func cancelTiming() throws {
        let scene = Scene()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = 2
        scene.delegate.presentInteraction = interaction
        try scene.fixture.root.present(scene.second, animated: true)
        scene.fixture.tick()
        interaction.update(0.6)
        let cancelledAt = scene.fixture.engine.currentTime
        interaction.cancel()
        scene.fixture.settle()
        let end = try #require(scene.fixture.window.events.events.first { $0.name == "context.completeTransition(_:)" })
        // 0.6 × 0.5 s at double speed is 0.15 s, give or take a frame.
        #expect(abs(end.time - cancelledAt - 0.15) <= 1.0 / 60 + 1e-9)
    }

    @Test("cancelling an interactive dismissal restores the presented state exactly")
    func cancelDismissalRestoresSnapshot() throws {
        let scene = Scene(custom: true)
        let fixture = scene.fixture
        try fixture.root.present(scene.second, animated: true)
        fixture.settle()
        let presented = fixture.snapshot
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.dismissInteraction = interaction
        var completions = 0
        try scene.second.dismiss(animated: true) { completions += 1 }
        fixture.tick()
        interaction.update(0.5)
        #expect(abs((scene.dimming?.alpha ?? -1) - 0.5) < 1e-9)
        interaction.cancel()
        fixture.settle()
        #expect(fixture.snapshot.differences(from: presented).isEmpty)
        #expect(completions == 1)
        #expect(fixture.lastCompleted("presentation.dismissalTransitionDidEnd(_:)") == false)
        #expect(fixture.root.presentedViewController === scene.second)
        // And the dismissal can be done again, to the end.
        scene.delegate.dismissInteraction = nil
        try scene.second.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.root.presentedViewController == nil)
        #expect(scene.dimming == nil)
    }

    @Test("cancelling an interactive full-screen dismissal restores the presented state exactly")
    func cancelFullScreenDismissalRestoresSnapshot() throws {
        let scene = Scene()
        let fixture = scene.fixture
        let original = fixture.snapshot
        try fixture.root.present(scene.second, animated: true)
        fixture.settle()
        let presented = fixture.snapshot
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.dismissInteraction = interaction
        try scene.second.dismiss(animated: true)
        fixture.tick()
        interaction.update(0.4)
        // The presenter's view is back (beneath) while the dismissal runs.
        #expect(fixture.root.view.isDescendant(of: fixture.window.view))
        interaction.cancel()
        fixture.settle()
        #expect(fixture.snapshot.differences(from: presented).isEmpty)
        scene.delegate.dismissInteraction = nil
        try scene.second.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.snapshot.differences(from: original).isEmpty)
    }

    // MARK: Finish

    @Test("finish continues from the current point, without a jump, to the final state", arguments: percentages)
    func finishReachesFinalState(p: Double) throws {
        let reference = Scene(custom: true, alongside: true)
        try reference.fixture.root.present(reference.second, animated: true)
        reference.fixture.settle()

        let scene = Scene(custom: true, alongside: true)
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.presentInteraction = interaction
        try scene.fixture.root.present(scene.second, animated: true)
        scene.fixture.tick()
        interaction.update(p)
        let scrubbed = scene.fixture.snapshot
        let finishedAt = scene.fixture.engine.currentTime
        interaction.finish()
        #expect(scene.fixture.snapshot.differences(from: scrubbed, tolerance: 1e-9).isEmpty, "no jump at finish")
        scene.fixture.tick()
        let x = scene.second.view.frame.minX
        #expect(x <= 400 - 200 * p + 1e-9 && x > 200, "moves on towards the end")
        scene.fixture.settle()
        #expect(scene.fixture.snapshot.differences(from: reference.fixture.snapshot, tolerance: 1e-9).isEmpty)
        #expect(scene.fixture.lastCompleted("context.completeTransition(_:)") == true)
        let end = try #require(scene.fixture.window.events.events.first { $0.name == "context.completeTransition(_:)" })
        #expect(abs(end.time - finishedAt - (1 - p) * Self.duration) <= 1.0 / 60 + 1e-9)
    }

    @Test(
        """
        an interaction controller kept after its transition lets go of it: the animator is freed, later calls are \
        diagnosed
        """
    )
    func finishedTransitionIsReleased() throws {
        let scene = Scene()
        weak var made: DiagonalAnimator?
        scene.delegate.presentAnimator = {
            let animator = DiagonalAnimator(presenting: true, duration: InteractiveTests.duration, curve: .linear)
            made = animator
            return animator
        }
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.presentInteraction = interaction
        try scene.fixture.root.present(scene.second, animated: true)
        scene.fixture.tick()
        interaction.update(0.5)
        interaction.finish()
        scene.fixture.settle()
        #expect(
            made == nil, "the finished transition, and so its animator, is freed while the interaction controller lives"
        )
        #expect(interaction.duration == Self.duration)
        interaction.update(0.2)
        #expect(
            scene.fixture.window.events.diagnostics.contains {
                $0.contains("interaction.update(_:) after the transition completed")
            })
    }

    // MARK: Exactly once

    private func runMisuse(_ calls: (PercentDrivenInteractiveTransition, KitFixture) -> Void, expectCompleted: Bool)
        throws
    {
        let scene = Scene(custom: true)
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.presentInteraction = interaction
        let before = scene.fixture.snapshot
        var completions = 0
        try scene.fixture.root.present(scene.second, animated: true) { completions += 1 }
        scene.fixture.tick()
        interaction.update(0.5)
        calls(interaction, scene.fixture)
        scene.fixture.settle()
        // Calls after the end, too.
        interaction.update(0.2)
        interaction.finish()
        interaction.cancel()
        scene.fixture.settle()
        #expect(completions == 1)
        #expect(scene.fixture.count("context.completeTransition(_:)") == 1)
        #expect(scene.fixture.count("animator.animationEnded(_:)") == 1)
        #expect(scene.fixture.count("presentation.presentationTransitionDidEnd(_:)") == 1)
        #expect(scene.fixture.count("present.completion") == 1)
        #expect(scene.fixture.lastCompleted("context.completeTransition(_:)") == expectCompleted)
        #expect(!scene.fixture.window.events.diagnostics.isEmpty)
        if expectCompleted {
            #expect(scene.second.view.frame == Rect(x: 200, y: 0, width: 200, height: 800))
            #expect(scene.fixture.root.presentedViewController === scene.second)
        } else {
            #expect(scene.fixture.snapshot.differences(from: before).isEmpty)
            #expect(scene.fixture.root.presentedViewController == nil)
        }
        #expect(!scene.fixture.window.isTransitioning)
    }

    @Test("double cancel: one completion, cancelled")
    func doubleCancel() throws {
        try runMisuse(
            { interaction, _ in
                interaction.cancel()
                interaction.cancel()
            }, expectCompleted: false)
    }

    @Test("double finish: one completion, finished")
    func doubleFinish() throws {
        try runMisuse(
            { interaction, _ in
                interaction.finish()
                interaction.finish()
            }, expectCompleted: true)
    }

    @Test("update after finish is ignored and the transition finishes")
    func updateAfterFinish() throws {
        try runMisuse(
            { interaction, fixture in
                interaction.finish()
                let after = fixture.snapshot
                interaction.update(0.1)
                #expect(
                    fixture.snapshot.differences(from: after, tolerance: 1e-9).isEmpty,
                    "update after finish moved the views")
                fixture.tick()
                interaction.update(0.1)
            }, expectCompleted: true)
    }

    @Test("cancel after finish is ignored: the transition still finishes")
    func cancelAfterFinish() throws {
        try runMisuse(
            { interaction, fixture in
                interaction.finish()
                fixture.tick()
                interaction.cancel()
            }, expectCompleted: true)
    }

    @Test("finish after cancel is ignored: the transition is still undone")
    func finishAfterCancel() throws {
        try runMisuse(
            { interaction, fixture in
                interaction.cancel()
                fixture.tick()
                interaction.finish()
            }, expectCompleted: false)
    }

    // MARK: Alongside animations

    @Test("alongside animations from viewWillAppear and the dimming controller are scrubbed with the interaction")
    func alongsideScrubbed() throws {
        let scene = Scene(custom: true, alongside: true)
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.presentInteraction = interaction
        try scene.fixture.root.present(scene.second, animated: true)
        scene.fixture.tick()
        #expect(scene.dimming?.alpha == 0)
        #expect(scene.badge.alpha == 1)
        for p in Self.percentages {
            interaction.update(p)
            scene.fixture.tick()
            #expect(abs((scene.dimming?.alpha ?? -1) - p) < 1e-9, "dimming at \(p)")
            #expect(abs(scene.badge.alpha - (1 - p)) < 1e-9, "badge at \(p)")
        }
        interaction.cancel()
        scene.fixture.settle()
        #expect(scene.badge.alpha == 1)
        #expect(scene.dimming == nil)
    }

    // MARK: Pause, non-interactive start, interruptible animators

    @Test("pause while finishing holds the views where they are, then scrubbing resumes from there")
    func pauseWhileFinishing() throws {
        let scene = Scene(custom: true, alongside: true)
        let interaction = PercentDrivenInteractiveTransition()
        scene.delegate.presentInteraction = interaction
        try scene.fixture.root.present(scene.second, animated: true)
        scene.fixture.tick()
        interaction.update(0.5)
        interaction.finish()
        scene.fixture.clock.advance(frames: 6, framesPerSecond: 60)
        let moving = scene.fixture.snapshot
        let x = scene.second.view.frame.minX
        #expect(x < 200 + 100 && x > 200, "on its way to the end")
        interaction.pause()
        #expect(scene.fixture.snapshot.differences(from: moving, tolerance: 1e-6).isEmpty, "no jump when paused")
        // The reported progress is where the views are.
        #expect(abs(interaction.percentComplete - (400 - x) / 200) < 1e-6)
        scene.fixture.clock.advance(frames: 30, framesPerSecond: 60)
        #expect(scene.fixture.snapshot.differences(from: moving, tolerance: 1e-6).isEmpty, "held while paused")
        interaction.update(0.25)
        #expect(abs(scene.second.view.frame.minX - 350) < 1e-6)
        interaction.cancel()
        scene.fixture.settle()
        #expect(scene.fixture.lastCompleted("context.completeTransition(_:)") == false)
        #expect(scene.fixture.count("present.completion") == 1)
    }

    @Test("wantsInteractiveStart = false: the transition animates until pause() takes over")
    func nonInteractiveStart() throws {
        let scene = Scene()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        scene.delegate.presentInteraction = interaction
        var initiallyInteractive: Bool?
        scene.second.onViewWillAppear = { initiallyInteractive = $0.transitionCoordinator?.initiallyInteractive }
        try scene.fixture.root.present(scene.second, animated: true)
        scene.fixture.tick()
        #expect(initiallyInteractive == false)
        scene.fixture.clock.advance(by: 0.2)
        #expect(abs(scene.second.view.frame.minX - 240) < 1e-6, "animating on its own, linearly")
        interaction.pause()
        #expect(abs(interaction.percentComplete - 0.4) < 1e-6)
        #expect(abs(scene.second.view.frame.minX - 240) < 1e-6)
        interaction.update(0.1)
        #expect(abs(scene.second.view.frame.minX - 360) < 1e-6)
        interaction.finish()
        scene.fixture.settle()
        #expect(scene.fixture.lastCompleted("context.completeTransition(_:)") == true)
        #expect(scene.second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
    }

    @Test("pausing a transition that animates on its own ease-in-out curve does not jump")
    func pauseEasedNonInteractiveStart() throws {
        let fixture = KitFixture()
        let second = fixture.controller("Second")
        let delegate = ModalTestDelegate.diagonal(duration: 0.5, curve: .easeInOut)
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        delegate.presentInteraction = interaction
        second.transitioningDelegate = delegate
        try fixture.root.present(second, animated: true)
        fixture.tick()
        fixture.clock.advance(by: 0.1)
        let moving = fixture.snapshot
        interaction.pause()
        #expect(fixture.snapshot.differences(from: moving, tolerance: 1e-6).isEmpty)
        #expect(abs(interaction.percentComplete - (400 - second.view.frame.minX) / 400) < 1e-6)
        interaction.finish()
        fixture.settle()
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
    }

    /// A UIViewPropertyAnimator-style animator: one interruptible property animator for the whole
    /// transition, started by animateTransition or driven by the interaction.
    final class InterruptibleSlide: AnimatedTransitioning {
        private var running: PropertyAnimator?
        func transitionDuration(using context: ContextTransitioning?) -> Double { 0.5 }
        func animateTransition(using context: ContextTransitioning) {
            try? interruptibleAnimator(using: context)?.startAnimation()
        }
        func interruptibleAnimator(using context: ContextTransitioning) -> PropertyAnimator? {
            if let running { return running }
            let to = context.view(forKey: .to)!
            let final = context.finalFrame(for: context.viewController(forKey: .to)!)
            context.containerView.addSubview(to)
            to.frame = final.offsetBy(dx: 0, dy: 800)
            let animator = PropertyAnimator(engine: context.engine, duration: 0.5, curve: .linear) { to.frame = final }
            animator.addCompletion { position in
                if position != .end { to.removeFromSuperview() }
                context.completeTransition(position == .end && !context.transitionWasCancelled)
            }
            running = animator
            return animator
        }
        func animationEnded(_ transitionCompleted: Bool) { running = nil }
    }

    @Test("an animator offering an interruptible animator is scrubbed, cancelled and finished through it")
    func interruptibleAnimator() throws {
        for ending in ["cancel", "finish"] {
            let fixture = KitFixture()
            let second = fixture.controller("Second")
            let delegate = ModalTestDelegate(presentAnimator: { InterruptibleSlide() })
            let interaction = PercentDrivenInteractiveTransition()
            delegate.presentInteraction = interaction
            second.transitioningDelegate = delegate
            let before = fixture.snapshot
            try fixture.root.present(second, animated: true)
            fixture.tick()
            #expect(fixture.window.events.names.contains("animator.interruptibleAnimator(using:)"))
            #expect(second.view.frame.minY == 800)
            interaction.update(0.25)
            #expect(abs(second.view.frame.minY - 600) < 1e-6)
            if ending == "cancel" { interaction.cancel() } else { interaction.finish() }
            fixture.settle()
            #expect(fixture.count("present.completion") == 1)
            if ending == "cancel" {
                #expect(fixture.lastCompleted("context.completeTransition(_:)") == false)
                #expect(fixture.snapshot.differences(from: before).isEmpty)
            } else {
                #expect(fixture.lastCompleted("context.completeTransition(_:)") == true)
                #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
            }
        }
    }

    // MARK: Swipe (codes 10-3, 10-4)

    /// Records every percentage the swipe controller computes, and the engine time of each.
    final class RecordingSwipe: SwipeInteractionController {
        var updates: [Double] = []
        var times: [Double] = []
        override func update(_ percentComplete: Double) {
            updates.append(percentComplete)
            times.append(contextData?.engine.currentTime ?? .nan)
            super.update(percentComplete)
        }
    }

    @Test("swipe: percentage = |translation.y| / container height; release finishes")
    func swipeFinishesOnRelease() throws {
        let scene = Scene()
        let script = try PanGestureScript.verticalDrag(to: -400, over: 0.4, steps: 8)
        let swipe = RecordingSwipe(script: script)
        scene.delegate.presentInteraction = swipe
        var completions = 0
        try scene.fixture.root.present(scene.second, animated: true) { completions += 1 }
        scene.fixture.tick()
        let started = scene.fixture.engine.currentTime
        #expect(swipe.panGesture?.view === scene.second.view.superview)
        #expect(swipe.contextData != nil)
        scene.fixture.clock.advance(by: 0.2)
        // Half the drag: 200 of 800 points.
        #expect(abs(swipe.percentComplete - 0.25) < 1e-9)
        #expect(abs(scene.second.view.frame.minX - 300) < 1e-6)
        scene.fixture.settle()
        // The finger moves continuously: one update per frame of the drag, each where the
        // straight drag is at that frame's time (the script's 8 samples lie on one line).
        // (The test jumped 0.2 s in one tick above, then ticked at 60 fps: 12 frames in all.)
        #expect(swipe.updates.count >= 11, "\(swipe.updates.count) updates")
        for (got, time) in zip(swipe.updates, swipe.times) {
            #expect(abs(got - (time - started) / 0.4 * 0.5) < 1e-9, "at \(time - started) s")
        }
        #expect(scene.fixture.window.events.names.contains("context.finishInteractiveTransition()"))
        #expect(scene.fixture.lastCompleted("context.completeTransition(_:)") == true)
        #expect(completions == 1)
        #expect(scene.second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(swipe.panGesture?.view == nil, "the recognizer is detached on release")
        let finish = try #require(
            scene.fixture.window.events.events.first { $0.name == "context.finishInteractiveTransition()" })
        #expect(abs(finish.time - started - 0.4) <= 1.0 / 60 + 1e-9)
    }

    @Test("swipe with a cancel threshold: a short drag cancels and restores everything")
    func swipeCancelsBelowThreshold() throws {
        let scene = Scene(custom: true, alongside: true)
        let before = scene.fixture.snapshot
        let swipe = RecordingSwipe(script: try .verticalDrag(to: 240, over: 0.3, steps: 6))
        swipe.cancelBelow = 0.5
        scene.delegate.presentInteraction = swipe
        try scene.fixture.root.present(scene.second, animated: true)
        scene.fixture.settle()
        // The last update is the last frame before the finger lifts (10-4 follows .changed only;
        // the lift itself comes as .ended), so within one frame's movement of the 0.3 reached.
        #expect(abs((swipe.updates.last ?? 0) - 0.3) <= 0.3 / 0.3 / 60 + 1e-9)
        #expect(scene.fixture.window.events.names.contains("context.cancelInteractiveTransition()"))
        #expect(scene.fixture.lastCompleted("context.completeTransition(_:)") == false)
        #expect(scene.fixture.snapshot.differences(from: before).isEmpty)
    }

    @Test("swipe whose gesture the system cancels: cancel with a threshold, finish without one (10-4)")
    func swipeSystemCancelled() throws {
        let drag = try PanGestureScript.verticalDrag(to: 600, over: 0.3, steps: 6)
        let script = try PanGestureScript(samples: drag.samples, releaseTime: drag.releaseTime, endsCancelled: true)
        for threshold in [0.5, nil] as [Double?] {
            let scene = Scene()
            let swipe = RecordingSwipe(script: script)
            swipe.cancelBelow = threshold
            scene.delegate.presentInteraction = swipe
            try scene.fixture.root.present(scene.second, animated: true)
            scene.fixture.settle()
            #expect(scene.fixture.lastCompleted("context.completeTransition(_:)") == (threshold == nil))
        }
    }
}
