import SegueEngine
import SegueKit
import Testing

/// The modal "custom animation sequence" of the seeds: which objects are asked what, in which
/// order, for presentation and dismissal, with and without interaction and a custom
/// presentation controller; plus appearance order, controller links and render-tree end states.
@Suite("Presentation call sequence")
struct PresentationSequenceTests {
    /// A fixture whose root presents `Second` (a hooked controller with the given delegate).
    private func makeScene(_ delegate: ModalTestDelegate?, custom: Bool = false) -> (KitFixture, HookedController) {
        let fixture = KitFixture()
        let second = HookedController(engine: fixture.engine, title: "Second")
        second.transitioningDelegate = delegate
        fixture.keep(delegate)
        if custom {
            second.modalPresentationStyle = .custom
            delegate?.makePresentationController = { presented, presenting in
                DimmingPresentationController(presentedViewController: presented, presenting: presenting)
            }
        }
        // Registers one alongside completion per transition when Second is about to appear or
        // disappear, so the coordinator's completion shows up in the sequence (a cancelled
        // transition calls the opposite appearance method on the same coordinator: not twice).
        // The coordinators are kept, not just their identities: a finished transition's
        // coordinator is freed, and the next one may reuse its address.
        var registered: [AnyObject] = []
        let register: (HookedController) -> Void = { controller in
            guard let coordinator = controller.transitionCoordinator,
                !registered.contains(where: { $0 === coordinator })
            else { return }
            registered.append(coordinator)
            coordinator.animate(alongsideTransition: nil, completion: { _ in })
        }
        second.onViewWillAppear = register
        second.onViewWillDisappear = register
        return (fixture, second)
    }

    @Test("present with a delegate's DiagonalAnimator: the documented order")
    func presentSequence() throws {
        let (fixture, second) = makeScene(.diagonal())
        fixture.window.events.removeAll()
        var completions = 0
        try fixture.root.present(second, animated: true) { completions += 1 }
        fixture.settle()
        #expect(
            fixture.skeleton == [
                "delegate.animationController(forPresented:presenting:source:)",
                "delegate.interactionControllerForPresentation(using:)",
                "animator.transitionDuration(using:)",
                "animator.animateTransition(using:)",
                "context.completeTransition(_:)",
                "coordinator.alongside.completion",
                "animator.animationEnded(_:)",
                "present.completion",
            ])
        #expect(completions == 1)
        #expect(fixture.lastCompleted("context.completeTransition(_:)") == true)
        #expect(fixture.lastCompleted("animator.animationEnded(_:)") == true)
        #expect(fixture.window.events.diagnostics.isEmpty)
    }

    @Test("dismiss with a delegate's DiagonalAnimator: the mirror order")
    func dismissSequence() throws {
        let (fixture, second) = makeScene(.diagonal())
        try fixture.root.present(second, animated: true)
        fixture.settle()
        fixture.window.events.removeAll()
        var completions = 0
        try second.dismiss(animated: true) { completions += 1 }
        fixture.settle()
        #expect(
            fixture.skeleton == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal(using:)",
                "animator.transitionDuration(using:)",
                "animator.animateTransition(using:)",
                "context.completeTransition(_:)",
                "coordinator.alongside.completion",
                "animator.animationEnded(_:)",
                "dismiss.completion",
            ])
        #expect(completions == 1)
        #expect(fixture.window.events.diagnostics.isEmpty)
    }

    @Test("a delegate returning no animator is not asked for an interaction controller")
    func nilAnimatorSkipsInteractionQuestion() throws {
        let delegate = ModalTestDelegate(presentAnimator: { nil }, dismissAnimator: { nil })
        delegate.presentInteraction = PercentDrivenInteractiveTransition()
        delegate.dismissInteraction = PercentDrivenInteractiveTransition()
        let (fixture, second) = makeScene(delegate)
        fixture.window.events.removeAll()
        try fixture.root.present(second, animated: true)
        fixture.settle()
        try second.dismiss(animated: true)
        fixture.settle()
        let names = fixture.window.events.names
        #expect(names.contains("delegate.animationController(forPresented:presenting:source:)"))
        #expect(names.contains("delegate.animationController(forDismissed:)"))
        #expect(!names.contains("delegate.interactionControllerForPresentation(using:)"))
        #expect(!names.contains("delegate.interactionControllerForDismissal(using:)"))
        #expect(!names.contains("interaction.startInteractiveTransition(_:)"))
        // The built-in animator still ran, both ways.
        #expect(fixture.count("animator.animateTransition(using:)") == 2)
        #expect(fixture.count("present.completion") == 1)
        #expect(fixture.count("dismiss.completion") == 1)
    }

    @Test("interactive present: the interaction controller starts the transition; finish completes it")
    func interactivePresentSequence() throws {
        let delegate = ModalTestDelegate.diagonal(curve: .linear)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        let (fixture, second) = makeScene(delegate)
        fixture.window.events.removeAll()
        var completions = 0
        try fixture.root.present(second, animated: true) { completions += 1 }
        fixture.tick()
        interaction.update(0.3)
        fixture.tick()
        interaction.update(0.6)
        interaction.finish()
        fixture.settle()
        #expect(
            fixture.skeleton == [
                "delegate.animationController(forPresented:presenting:source:)",
                "delegate.interactionControllerForPresentation(using:)",
                "animator.transitionDuration(using:)",
                "interaction.startInteractiveTransition(_:)",
                "animator.animateTransition(using:)",
                "context.finishInteractiveTransition()",
                "context.completeTransition(_:)",
                "coordinator.alongside.completion",
                "animator.animationEnded(_:)",
                "present.completion",
            ])
        #expect(completions == 1)
        #expect(fixture.lastCompleted("context.completeTransition(_:)") == true)
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(fixture.window.events.diagnostics.isEmpty)
    }

    @Test("interactive dismiss driven from scheduled engine tasks: the mirror order")
    func interactiveDismissSequence() throws {
        let delegate = ModalTestDelegate.diagonal(curve: .linear)
        let interaction = PercentDrivenInteractiveTransition()
        let (fixture, second) = makeScene(delegate)
        try fixture.root.present(second, animated: true)
        fixture.settle()
        delegate.dismissInteraction = interaction
        fixture.window.events.removeAll()
        try second.dismiss(animated: true)
        let start = fixture.engine.currentTime
        fixture.engine.schedule(at: start + 0.1) { interaction.update(0.2) }
        fixture.engine.schedule(at: start + 0.2) { interaction.update(0.7) }
        fixture.engine.schedule(at: start + 0.3) { interaction.finish() }
        fixture.settle()
        #expect(
            fixture.skeleton == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal(using:)",
                "animator.transitionDuration(using:)",
                "interaction.startInteractiveTransition(_:)",
                "animator.animateTransition(using:)",
                "context.finishInteractiveTransition()",
                "context.completeTransition(_:)",
                "coordinator.alongside.completion",
                "animator.animationEnded(_:)",
                "dismiss.completion",
            ])
        #expect(fixture.window.events.names.filter { $0 == "context.updateInteractiveTransition(_:)" }.count == 2)
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test("custom presentation controller brackets the animations on present")
    func customPresentationControllerPresent() throws {
        let (fixture, second) = makeScene(.diagonal(), custom: true)
        fixture.window.events.removeAll()
        try fixture.root.present(second, animated: true)
        fixture.settle()
        #expect(
            fixture.skeleton == [
                "delegate.presentationController(forPresented:presenting:source:)",
                "delegate.animationController(forPresented:presenting:source:)",
                "delegate.interactionControllerForPresentation(using:)",
                "animator.transitionDuration(using:)",
                "presentation.presentationTransitionWillBegin()",
                "animator.animateTransition(using:)",
                "context.completeTransition(_:)",
                "presentation.presentationTransitionDidEnd(_:)",
                "coordinator.alongside.completion",
                "animator.animationEnded(_:)",
                "present.completion",
            ])
        #expect(fixture.lastCompleted("presentation.presentationTransitionDidEnd(_:)") == true)
        #expect(second.presentationController is DimmingPresentationController)
        // The presenter stays for a custom presentation; Second covers the right half.
        #expect(fixture.root.view.superview === fixture.window.view)
        #expect(second.view.frame == Rect(x: 200, y: 0, width: 200, height: 800))
    }

    @Test("custom presentation controller brackets the animations on dismiss")
    func customPresentationControllerDismiss() throws {
        let (fixture, second) = makeScene(.diagonal(), custom: true)
        try fixture.root.present(second, animated: true)
        fixture.settle()
        fixture.window.events.removeAll()
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(
            fixture.skeleton == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal(using:)",
                "animator.transitionDuration(using:)",
                "presentation.dismissalTransitionWillBegin()",
                "animator.animateTransition(using:)",
                "context.completeTransition(_:)",
                "presentation.dismissalTransitionDidEnd(_:)",
                "coordinator.alongside.completion",
                "animator.animationEnded(_:)",
                "dismiss.completion",
            ])
        #expect(fixture.lastCompleted("presentation.dismissalTransitionDidEnd(_:)") == true)
    }

    @Test("interactive present with a custom presentation controller, cancelled: DidEnd(false) and completion once")
    func interactiveCustomCancelled() throws {
        let delegate = ModalTestDelegate.diagonal(curve: .linear)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        let (fixture, second) = makeScene(delegate, custom: true)
        fixture.window.events.removeAll()
        var completions = 0
        try fixture.root.present(second, animated: true) { completions += 1 }
        fixture.tick()
        interaction.update(0.4)
        interaction.cancel()
        fixture.settle()
        #expect(
            fixture.skeleton == [
                "delegate.presentationController(forPresented:presenting:source:)",
                "delegate.animationController(forPresented:presenting:source:)",
                "delegate.interactionControllerForPresentation(using:)",
                "animator.transitionDuration(using:)",
                "presentation.presentationTransitionWillBegin()",
                "interaction.startInteractiveTransition(_:)",
                "animator.animateTransition(using:)",
                "context.cancelInteractiveTransition()",
                "context.completeTransition(_:)",
                "presentation.presentationTransitionDidEnd(_:)",
                "coordinator.alongside.completion",
                "animator.animationEnded(_:)",
                "present.completion",
            ])
        #expect(fixture.lastCompleted("context.completeTransition(_:)") == false)
        #expect(fixture.lastCompleted("presentation.presentationTransitionDidEnd(_:)") == false)
        #expect(fixture.lastCompleted("animator.animationEnded(_:)") == false)
        #expect(completions == 1)
        #expect(fixture.root.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
    }

    @Test("the transition starts on the next tick, not inside present()")
    func startsOnNextTick() throws {
        let (fixture, second) = makeScene(.diagonal())
        fixture.window.events.removeAll()
        let before = fixture.engine.currentTime
        try fixture.root.present(second, animated: true)
        #expect(fixture.window.events.names.isEmpty)
        #expect(second.view.superview == nil)
        #expect(fixture.window.isTransitioning)
        #expect(second.transitionCoordinator == nil)
        fixture.tick()
        let first = try #require(fixture.window.events.events.first)
        #expect(first.name == "delegate.animationController(forPresented:presenting:source:)")
        #expect(first.time > before)
        #expect(second.transitionCoordinator != nil)
        fixture.settle()
        #expect(!fixture.window.isTransitioning)
    }

    @Test("present and dismiss link and unlink presenter and presented controllers")
    func presentingAndPresentedLinks() throws {
        let (fixture, second) = makeScene(.diagonal())
        #expect(fixture.root.presentedViewController == nil)
        try fixture.root.present(second, animated: true)
        // UIKit sets the links inside present(), before the animations.
        #expect(fixture.root.presentedViewController === second)
        #expect(second.presentingViewController === fixture.root)
        fixture.settle()
        #expect(fixture.root.presentedViewController === second)
        #expect(second.presentingViewController === fixture.root)
        #expect(fixture.window.topViewController === second)
        #expect(second.window === fixture.window)
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.root.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
        #expect(second.presentationController == nil)
        #expect(fixture.window.topViewController === fixture.root)
    }

    @Test("appearance order on present and dismiss")
    func appearanceOrder() throws {
        let (fixture, second) = makeScene(.diagonal())
        fixture.window.events.removeAll()
        try fixture.root.present(second, animated: true)
        fixture.settle()
        #expect(
            fixture.appearanceCalls == [
                "First.viewWillDisappear", "Second.viewWillAppear", "Second.viewDidAppear", "First.viewDidDisappear",
            ])
        fixture.window.events.removeAll()
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(
            fixture.appearanceCalls == [
                "Second.viewWillDisappear", "First.viewWillAppear", "First.viewDidAppear", "Second.viewDidDisappear",
            ])
    }

    @Test("appearance calls are swapped back when an interactive present is cancelled")
    func appearanceSwappedBackOnCancel() throws {
        let delegate = ModalTestDelegate.diagonal(curve: .linear)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        let (fixture, second) = makeScene(delegate)
        fixture.window.events.removeAll()
        try fixture.root.present(second, animated: true)
        fixture.tick()
        interaction.update(0.5)
        interaction.cancel()
        fixture.settle()
        #expect(
            fixture.appearanceCalls == [
                "First.viewWillDisappear", "Second.viewWillAppear",
                "Second.viewWillDisappear", "Second.viewDidDisappear",
                "First.viewWillAppear", "First.viewDidAppear",
            ])
        #expect(fixture.root.hasAppeared)
        #expect(!second.hasAppeared)
    }

    @Test("appearance calls are swapped back when an interactive dismissal is cancelled")
    func appearanceSwappedBackOnDismissCancel() throws {
        let delegate = ModalTestDelegate.diagonal(curve: .linear)
        let (fixture, second) = makeScene(delegate)
        try fixture.root.present(second, animated: true)
        fixture.settle()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissInteraction = interaction
        fixture.window.events.removeAll()
        try second.dismiss(animated: true)
        fixture.tick()
        interaction.update(0.5)
        interaction.cancel()
        fixture.settle()
        #expect(
            fixture.appearanceCalls == [
                "Second.viewWillDisappear", "First.viewWillAppear",
                "First.viewWillDisappear", "First.viewDidDisappear",
                "Second.viewWillAppear", "Second.viewDidAppear",
            ])
        #expect(second.hasAppeared)
        #expect(!fixture.root.hasAppeared)
        #expect(fixture.root.presentedViewController === second)
        // Still presented full screen: the presenter's view is out of the hierarchy again.
        #expect(fixture.root.view.superview == nil)
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
    }

    @Test("render tree: presented view in the container at its final frame; presenter's view removed, then restored")
    func renderTreeEndStates() throws {
        let (fixture, second) = makeScene(.diagonal())
        let original = fixture.snapshot
        try fixture.root.present(second, animated: true)
        fixture.settle()
        let container = try #require(second.view.superview)
        #expect(container.superview === fixture.window.view)
        #expect(container.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(second.view.alpha == 1)
        #expect(second.view.transform3D == .identity)
        #expect(fixture.root.view.superview == nil)
        #expect(!fixture.root.isViewVisible)
        #expect(second.isViewVisible)
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(second.view.superview == nil)
        #expect(container.superview == nil)
        #expect(fixture.root.view.superview === fixture.window.view)
        #expect(fixture.snapshot.differences(from: original).isEmpty)
        #expect(fixture.snapshot == original)
    }

    @Test("a second present after a full round trip runs the whole sequence again")
    func secondRoundTrip() throws {
        let (fixture, second) = makeScene(.diagonal())
        let original = fixture.snapshot
        for _ in 0..<2 {
            try fixture.root.present(second, animated: true)
            fixture.settle()
            #expect(fixture.root.presentedViewController === second)
            try second.dismiss(animated: true)
            fixture.settle()
            #expect(fixture.snapshot.differences(from: original).isEmpty)
        }
        #expect(fixture.count("present.completion") == 2)
        #expect(fixture.count("dismiss.completion") == 2)
        #expect(fixture.window.events.diagnostics.isEmpty)
    }

    /// Records what the context told it, then animates like DiagonalAnimator.
    final class ContextProbe: AnimatedTransitioning {
        let inner: DiagonalAnimator
        var fromView: View?, toView: View?
        var from: ViewController?, to: ViewController?
        var frames: [String: Rect] = [:]
        var style: ModalPresentationStyle?
        init(presenting: Bool) { inner = DiagonalAnimator(presenting: presenting) }
        func transitionDuration(using context: ContextTransitioning?) -> Double {
            inner.transitionDuration(using: context)
        }
        func animateTransition(using context: ContextTransitioning) {
            from = context.viewController(forKey: .from)
            to = context.viewController(forKey: .to)
            fromView = context.view(forKey: .from)
            toView = context.view(forKey: .to)
            style = context.presentationStyle
            frames["from.initial"] = context.initialFrame(for: from!)
            frames["from.final"] = context.finalFrame(for: from!)
            frames["to.initial"] = context.initialFrame(for: to!)
            frames["to.final"] = context.finalFrame(for: to!)
            inner.animateTransition(using: context)
        }
    }

    @Test(
        "the context names controllers, views and frames as UIKit does",
        arguments: [ModalPresentationStyle.fullScreen, .overFullScreen])
    func contextContents(style: ModalPresentationStyle) throws {
        let presentProbe = ContextProbe(presenting: true)
        let dismissProbe = ContextProbe(presenting: false)
        let delegate = ModalTestDelegate(presentAnimator: { presentProbe }, dismissAnimator: { dismissProbe })
        let (fixture, second) = makeScene(delegate)
        second.modalPresentationStyle = style
        let full = Rect(x: 0, y: 0, width: 400, height: 800)
        let removes = style == .fullScreen
        try fixture.root.present(second, animated: true)
        fixture.settle()
        #expect(presentProbe.from === fixture.root)
        #expect(presentProbe.to === second)
        #expect(presentProbe.toView === second.view)
        #expect(presentProbe.fromView === (removes ? fixture.root.view : nil))
        #expect(presentProbe.style == style)
        #expect(presentProbe.frames["to.initial"] == .zero)
        #expect(presentProbe.frames["to.final"] == full)
        #expect(presentProbe.frames["from.initial"] == full)
        #expect(presentProbe.frames["from.final"] == (removes ? .zero : full))
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(dismissProbe.from === second)
        #expect(dismissProbe.to === fixture.root)
        #expect(dismissProbe.fromView === second.view)
        #expect(dismissProbe.toView === (removes ? fixture.root.view : nil))
        #expect(dismissProbe.frames["from.initial"] == full)
        #expect(dismissProbe.frames["from.final"] == .zero)
        #expect(dismissProbe.frames["to.final"] == full)
    }

    @Test("dismissing a stack: the top controller leaves unanimated with its appearance calls logged")
    func dismissStack() throws {
        let (fixture, second) = makeScene(.diagonal())
        let third = fixture.controller("Third")
        try fixture.root.present(second, animated: true)
        fixture.settle()
        try second.present(third, animated: true)
        fixture.settle()
        let stacked = fixture.snapshot
        #expect(stacked.view(named: "Second") == nil || second.view.superview == nil)
        fixture.window.events.removeAll()
        try fixture.root.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.appearanceCalls.contains("Third.viewWillDisappear"))
        #expect(fixture.appearanceCalls.contains("Third.viewDidDisappear"))
        // Second was already off screen under the full-screen Third: no appearance calls.
        #expect(!fixture.appearanceCalls.contains { $0.hasPrefix("Second.") })
        #expect(fixture.appearanceCalls.contains("First.viewDidAppear"))
        #expect(fixture.window.events.names.contains("dismiss.unanimated"))
        #expect(!third.hasAppeared && !second.hasAppeared && fixture.root.hasAppeared)
        #expect(fixture.window.topViewController === fixture.root)
        #expect(third.view.superview == nil && second.view.superview == nil)
    }

    @Test("dismissing a stack animates only the top-most view, with its own transition (UIKit's rule)")
    func dismissStackAnimatesTopMost() throws {
        let (fixture, second) = makeScene(.diagonal())
        let third = fixture.controller("Third")
        try fixture.root.present(second, animated: true)
        fixture.settle()
        try second.present(third, animated: true)
        fixture.settle()
        try fixture.root.dismiss(animated: true)
        fixture.tick()
        fixture.clock.advance(by: 0.25)
        // UIKit: "only the top-most view is dismissed in an animated fashion; any intermediate
        // view controllers are simply removed from the stack" — Third slides away over First.
        #expect(third.view.isDescendant(of: fixture.window.view))
        #expect(second.view.superview == nil)
        fixture.settle()
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test("unanimated present and dismiss skip the delegate's animator and still complete")
    func unanimated() throws {
        let (fixture, second) = makeScene(.diagonal())
        fixture.window.events.removeAll()
        var completions = 0
        try fixture.root.present(second, animated: false) { completions += 1 }
        fixture.tick()
        #expect(completions == 1)
        #expect(!fixture.window.events.names.contains("delegate.animationController(forPresented:presenting:source:)"))
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(fixture.root.view.superview == nil)
        try second.dismiss(animated: false) { completions += 1 }
        fixture.tick()
        #expect(completions == 2)
        #expect(fixture.root.view.superview === fixture.window.view)
    }
}
