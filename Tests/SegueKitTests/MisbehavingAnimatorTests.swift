import SegueEngine
import SegueKit
import Testing

/// Animators and callers that break the rules: the transition still ends exactly once, with a
/// diagnostic saying what went wrong; requests that cannot be honoured throw before changing anything.
@Suite("Misbehaving animators and callers")
struct MisbehavingAnimatorTests {
    /// An animator whose duration and animation are closures.
    final class ClosureAnimator: AnimatedTransitioning {
        let duration: Double
        let body: (ContextTransitioning) -> Void
        private(set) var ended: [Bool] = []

        init(duration: Double, _ body: @escaping (ContextTransitioning) -> Void) {
            self.duration = duration
            self.body = body
        }

        func transitionDuration(using context: ContextTransitioning?) -> Double { duration }
        func animateTransition(using context: ContextTransitioning) { body(context) }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    private func makeScene(_ animator: @escaping () -> AnimatedTransitioning) -> (
        KitFixture, HookedController, ModalTestDelegate
    ) {
        let fixture = KitFixture()
        let second = HookedController(engine: fixture.engine, title: "Second")
        let delegate = ModalTestDelegate(
            presentAnimator: animator, dismissAnimator: { ScriptedAnimator(presenting: false) })
        second.transitioningDelegate = delegate
        fixture.keep(delegate)
        return (fixture, second, delegate)
    }

    @Test("an animator that never completes is completed by the watchdog after duration + grace")
    func watchdogCompletes() throws {
        for grace in [2.0, 0.25] {
            let animator = ScriptedAnimator(presenting: true, duration: 0.5, behaviour: .neverCompletes)
            let (fixture, second, _) = makeScene { animator }
            fixture.window.watchdogGrace = grace
            var completions = 0
            try fixture.root.present(second, animated: true) { completions += 1 }
            fixture.tick()
            let start = fixture.engine.currentTime
            // Still running just before the deadline.
            fixture.clock.advance(by: 0.5 + grace - 0.05)
            #expect(fixture.window.isTransitioning)
            #expect(completions == 0)
            #expect(fixture.settle())
            #expect(completions == 1)
            #expect(!fixture.window.isTransitioning)
            let end = try #require(fixture.window.events.events.first { $0.name == "context.completeTransition(_:)" })
            #expect(end.time >= start + 0.5 + grace - 1e-9)
            #expect(end.time <= start + 0.5 + grace + 1.0 / 60 + 1e-9)
            #expect(fixture.lastCompleted("context.completeTransition(_:)") == true)
            #expect(fixture.window.events.diagnostics.count == 1)
            #expect(fixture.window.events.diagnostics.first?.contains("did not call completeTransition") == true)
            #expect(fixture.window.events.diagnostics.first?.contains("ScriptedAnimator") == true)
            #expect(animator.endedCalls == [true])
            #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
            #expect(fixture.root.presentedViewController === second)
            // The window is usable again.
            try second.dismiss(animated: true)
            fixture.settle()
            #expect(fixture.root.presentedViewController == nil)
        }
    }

    @Test("the watchdog completes a finished interaction whose animator never completes")
    func watchdogAfterInteractiveFinish() throws {
        let animator = ScriptedAnimator(presenting: true, duration: 0.5, behaviour: .neverCompletes)
        let (fixture, second, delegate) = makeScene { animator }
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        fixture.window.watchdogGrace = 0.5
        var completions = 0
        try fixture.root.present(second, animated: true) { completions += 1 }
        fixture.tick()
        interaction.update(0.5)
        // No deadline while a person holds the transition.
        fixture.clock.advance(by: 5)
        #expect(fixture.window.isTransitioning)
        #expect(fixture.window.events.diagnostics.isEmpty)
        interaction.cancel()
        fixture.settle()
        #expect(completions == 1)
        #expect(
            fixture.lastCompleted("context.completeTransition(_:)") == false,
            "completed as cancelled, as the interaction asked")
        #expect(fixture.window.events.diagnostics.count == 1)
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test("a second completeTransition is ignored with a diagnostic")
    func completesTwice() throws {
        let animator = ScriptedAnimator(presenting: true, duration: 0.3, behaviour: .completesTwice)
        let (fixture, second, _) = makeScene { animator }
        var completions = 0
        try fixture.root.present(second, animated: true) { completions += 1 }
        fixture.settle()
        #expect(completions == 1)
        #expect(fixture.count("context.completeTransition(_:)") == 1)
        #expect(fixture.count("animator.animationEnded(_:)") == 1)
        #expect(animator.endedCalls == [true])
        #expect(fixture.window.events.diagnostics.count == 1)
        #expect(fixture.window.events.diagnostics.first?.contains("second time") == true)
        #expect(fixture.root.presentedViewController === second)
    }

    @Test("a late completeTransition(false) after the end cannot undo a finished presentation")
    func lateCompleteFalse() throws {
        var kept: ContextTransitioning?
        let animator = ClosureAnimator(duration: 0.2) { context in
            kept = context
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
            context.completeTransition(true)
        }
        let (fixture, second, _) = makeScene { animator }
        try fixture.root.present(second, animated: true)
        fixture.settle()
        let presented = fixture.snapshot
        kept?.completeTransition(false)
        fixture.settle()
        #expect(fixture.snapshot == presented)
        #expect(fixture.root.presentedViewController === second)
        #expect(animator.ended == [true])
        #expect(fixture.window.events.diagnostics.count == 1)
    }

    @Test(
        "a non-finite or negative duration is refused with a diagnostic; the transition still ends",
        arguments: [Double.nan, .infinity, -1])
    func badDuration(duration: Double) throws {
        let animator = ScriptedAnimator(presenting: true, duration: duration)
        let (fixture, second, _) = makeScene { animator }
        var alongsideCompletions = 0
        second.onViewWillAppear = { controller in
            let coordinator = controller.transitionCoordinator
            #expect(coordinator?.transitionDuration == 0)
            coordinator?.animate(alongsideTransition: { _ in }, completion: { _ in alongsideCompletions += 1 })
        }
        var completions = 0
        try fixture.root.present(second, animated: true) { completions += 1 }
        #expect(fixture.settle(limit: 5))
        #expect(completions == 1)
        #expect(alongsideCompletions == 1)
        #expect(!fixture.window.isTransitioning)
        #expect(fixture.window.events.diagnostics.count == 1)
        #expect(fixture.window.events.diagnostics.first?.contains("transitionDuration") == true)
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
    }

    @Test("an animator that forgets to add the presented view: Segue adds it, with a diagnostic")
    func forgetsToAddView() throws {
        let animator = ClosureAnimator(duration: 0.2) { context in
            context.engine.animate(withDuration: 0.2, animations: {}) { _ in context.completeTransition(true) }
        }
        let (fixture, second, _) = makeScene { animator }
        try fixture.root.present(second, animated: true)
        fixture.settle()
        #expect(second.isViewVisible)
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(fixture.window.events.diagnostics.count == 1)
    }

    @Test("an animator completing synchronously inside animateTransition still runs the whole sequence once")
    func completesSynchronously() throws {
        let animator = ClosureAnimator(duration: 0.4) { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
            context.completeTransition(!context.transitionWasCancelled)
        }
        let (fixture, second, _) = makeScene { animator }
        var alongside = 0
        var ran = false
        second.onViewWillAppear = { controller in
            controller.transitionCoordinator?.animate(
                alongsideTransition: { _ in ran = true }, completion: { _ in alongside += 1 })
        }
        var completions = 0
        try fixture.root.present(second, animated: true) { completions += 1 }
        fixture.settle()
        #expect(completions == 1)
        #expect(alongside == 1)
        #expect(ran, "queued alongside animations still run (unanimated)")
        #expect(animator.ended == [true])
        #expect(fixture.window.events.diagnostics.isEmpty)
        #expect(fixture.root.presentedViewController === second)
    }

    @Test("completeTransition(true) after a cancelled interaction is diagnosed")
    func completesTrueAfterCancel() throws {
        let animator = ClosureAnimator(duration: 0.3) { context in
            let to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            context.engine.animate(withDuration: 0.3, curve: .linear, animations: { to.alpha = 0.5 }) { _ in
                context.completeTransition(true) // Wrong: should pass !transitionWasCancelled.
            }
        }
        let (fixture, second, delegate) = makeScene { animator }
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        try fixture.root.present(second, animated: true)
        fixture.tick()
        interaction.update(0.5)
        interaction.cancel()
        fixture.settle()
        #expect(fixture.window.events.diagnostics.contains { $0.contains("after the interaction was cancelled") })
        #expect(fixture.count("present.completion") == 1)
        #expect(!fixture.window.isTransitioning)
    }

    @Test("present or dismiss while a transition runs throws and changes nothing")
    func presentWhileRunning() throws {
        let (fixture, second, _) = makeScene { ScriptedAnimator(presenting: true) }
        let third = fixture.controller("Third")
        try fixture.root.present(second, animated: true)
        // Pending (same turn) counts as running.
        #expect(throws: TransitionError.self) { try second.present(third, animated: true) }
        #expect(throws: TransitionError.self) { try second.dismiss(animated: true) }
        fixture.tick()
        fixture.clock.advance(by: 0.2)
        #expect(throws: TransitionError.self) { try second.present(third, animated: true) }
        #expect(throws: TransitionError.self) { try fixture.root.dismiss(animated: true) }
        #expect(second.presentedViewController == nil)
        #expect(third.presentingViewController == nil)
        fixture.settle()
        #expect(fixture.root.presentedViewController === second)
        #expect(fixture.count("present.completion") == 1)
        // Afterwards it works.
        try second.present(third, animated: true)
        fixture.settle()
        #expect(second.presentedViewController === third)
    }

    @Test("presenting from the running transition's completion handler works")
    func presentFromCompletion() throws {
        let (fixture, second, _) = makeScene { ScriptedAnimator(presenting: true) }
        let third = fixture.controller("Third")
        var thrown: Error?
        try fixture.root.present(second, animated: true) {
            do { try second.present(third, animated: true) } catch { thrown = error }
        }
        fixture.settle()
        #expect(thrown == nil)
        #expect(second.presentedViewController === third)
        #expect(fixture.window.topViewController === third)
        // Dismissing from the root takes both away.
        try fixture.root.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.root.presentedViewController == nil)
        #expect(second.presentedViewController == nil)
        #expect(third.presentingViewController == nil)
        #expect(fixture.root.view.superview === fixture.window.view)
        #expect(third.view.superview == nil)
    }

    @Test("presenting an already-presented controller, from outside a window or twice from one presenter throws")
    func invalidPresentations() throws {
        let (fixture, second, _) = makeScene { ScriptedAnimator(presenting: true) }
        try fixture.root.present(second, animated: false)
        fixture.settle()
        let orphan = fixture.controller("Orphan")
        #expect(throws: TransitionError.self) { try orphan.present(fixture.controller("X"), animated: true) }
        #expect(throws: TransitionError.self) { try fixture.root.present(fixture.controller("Y"), animated: true) }
        let other = fixture.controller("Other")
        try second.present(other, animated: false)
        fixture.settle()
        #expect(throws: TransitionError.self) { try other.present(second, animated: true) }
        #expect(throws: TransitionError.self) { try fixture.root.present(fixture.root, animated: true) }
        #expect(!fixture.window.isTransitioning)
        #expect(throws: TransitionError.self) { try orphan.dismiss(animated: true) }
    }
}
