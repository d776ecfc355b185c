import SegueEngine

extension ModalTransition {
    /// Dismisses `presented` (`dismiss(animated:completion:)`, on the next tick), in the
    /// documented order: the delegate's animator and interaction controller (or the interactive
    /// dismissal the presentation controller's gesture started), then the run,
    /// bracketed by `dismissalTransitionWillBegin()` and `dismissalTransitionDidEnd(_:)`.
    /// `presenterReappears` says whether the presenter hears `viewWillAppear`/`viewDidAppear`
    /// (nil: when the presentation removed its view).
    static func dismiss(
        _ presented: ViewController, in window: Window, animated: Bool, presenterReappears: Bool? = nil,
        completion: (() -> Void)?
    ) {
        guard let dismissal = ModalTransition(dismissing: presented, in: window, animated: animated) else {
            window.activeTransition = nil
            window.events.diagnose(
                "'\(presented.title)' was no longer presented when its dismissal started; nothing to dismiss")
            return
        }
        let reappears = presenterReappears ?? dismissal.removesPresenter
        var vended = dismissal.askDelegateToDismiss()
        // A dismissal a presentation gesture started runs under that gesture, whatever the
        // delegate vended (UISheetPresentationController drives its own swipe the same way).
        if animated, let interaction = dismissal.controller.dismissalInteraction { vended.interaction = interaction }
        let transitionStyle = ViewController.transitionStyle(presenting: presented, from: dismissal.presenter)
        let animator = vended.resolved(animated: animated, transitionStyle: transitionStyle, presenting: false)
        // The presenter's view is the to-view: back in the container, beneath the presented view,
        // before the animator runs.
        if dismissal.removesPresenter { movePresenterViewIntoContainer(of: dismissal.controller) }
        let run = dismissal.run(
            dismissal.dismissingContext(animator: animator), animator: animator, vended: vended, in: window)
        let curls = animator is PartialCurlAnimator
        run.willBegin = { dismissal.dismissalWillBegin(presenterReappears: reappears) }
        run.didEnd = { completed in dismissal.dismissalDidEnd(completed, curls: curls, presenterReappears: reappears) }
        run.completion = { [events = window.events] completed in
            events.record(.completion(.dismiss(completed: completed)))
            completion?()
        }
        run.start()
    }

    /// The dismissal of `presented`, nil when it is no longer presented.
    private init?(dismissing presented: ViewController, in window: Window, animated: Bool) {
        guard let controller = presented.presentationController, let container = controller.containerView,
            let presenter = presented.presentingStorage
        else { return nil }
        self.init(
            presented: presented, presenter: presenter, controller: controller, container: container,
            events: window.events, animated: animated)
    }

    /// `animationController(forDismissed:)`, then `interactionControllerForDismissal(using:)`.
    private func askDelegateToDismiss() -> VendedAnimators {
        askDelegate(
            animator: { $0.animationController(forDismissed: presented) },
            logged: .animationControllerForDismissed(dismissed: presented.title),
            interaction: { $0.interactionControllerForDismissal(using: $1) },
            loggedInteraction: .interactionControllerForDismissal)
    }

    /// The context of a dismissal: from the presented controller back to the presenter. The
    /// to-view is the presenter's only when the style removed it; otherwise it never left its
    /// place and the context answers nil (`view(forKey:)`'s header).
    private func dismissingContext(animator: AnimatedTransitioning) -> TransitionContext {
        let presentedFrame = controller.presentedView.map { presenter.frame(of: $0, in: container) } ?? .zero
        // The remembered place, not the view's frame: a curled page's frame is its turned box.
        let presenterFrame =
            ModalTransition.rememberedPresenterFrame(of: controller, in: container)
            ?? presenter.frame(of: presenter.view, in: container)
        return TransitionContext(
            containerView: container, engine: presenter.engine, events: events,
            from: presented, to: presenter,
            fromView: controller.presentedView, toView: removesPresenter ? presenter.view : nil,
            frames: [
                (presented, .init(initial: presentedFrame, final: .zero)),
                (presenter, .init(initial: presenterFrame, final: presenterFrame)),
            ],
            isAnimated: animated, presentationStyle: controller.presentationStyle, animationController: animator)
    }

    /// Before the animations: `dismissalTransitionWillBegin()`, layout, then the appearance calls.
    private func dismissalWillBegin(presenterReappears: Bool) {
        controller.log(.dismissalTransitionWillBegin)
        controller.dismissalTransitionWillBegin()
        controller.callLayout()
        AppearanceTransition.begin(
            appearing: presenterReappears ? presenter : nil, disappearing: presented, animated: animated)
    }

    /// After `completeTransition(_:)`: the presentation's views leave (or the presenter's view
    /// leaves the container again), then `dismissalTransitionDidEnd(_:)` and the appearance calls.
    private func dismissalDidEnd(_ completed: Bool, curls: Bool, presenterReappears: Bool) {
        if completed {
            ModalTransition.restoreAfterDismissal(controller, unlinking: false)
        } else if removesPresenter, !curls, presenter.view.isDescendant(of: container) {
            // Cancelled: the presenter's view came into the container for the dismissal; it
            // leaves the window again, as it was while presented.
            presenter.view.removeFromSuperview()
        }
        controller.log(.dismissalTransitionDidEnd(completed: completed))
        controller.dismissalTransitionDidEnd(completed)
        AppearanceTransition.finish(
            appearing: presenterReappears ? presenter : nil, disappearing: presented, completed: completed,
            animated: animated)
        // After the appearance calls, so the dismissed controller's viewDidDisappear still
        // reaches the window's log through its presenter.
        if completed { ModalTransition.unlink(controller) }
    }
}
