import SegueEngine

extension ModalTransition {
    /// Presents `presented` from `presenter` (`present(_:animated:completion:)`, on the next
    /// tick), in the documented order: the presentation controller and its container, the
    /// delegate's animator and interaction controller, then the run, bracketed by
    /// `presentationTransitionWillBegin()` and `presentationTransitionDidEnd(_:)`.
    static func present(
        _ presented: ViewController, from presenter: ViewController, source: ViewController, in window: Window,
        animated: Bool, transitionStyle: ModalTransitionStyle, completion: (() -> Void)?
    ) {
        let controller = presentationController(for: presented, presenter: presenter, source: source, in: window)
        presented.presentationController = controller
        let presentation = ModalTransition(
            presented: presented, presenter: presenter, controller: controller,
            container: installContainer(of: controller, in: window), events: window.events, animated: animated)
        let vended = presentation.askDelegateToPresent(source: source)
        let animator = vended.resolved(animated: animated, transitionStyle: transitionStyle, presenting: true)
        presentation.placePresentedView()
        if presentation.removesPresenter {
            // Remembered before it moves, so completion, cancel and dismissal know where it belongs.
            rememberPresenterPlace(of: controller)
            movePresenterViewIntoContainer(of: controller)
        }
        let run = presentation.run(
            presentation.presentingContext(animator: animator), animator: animator, vended: vended, in: window)
        // A partial curl is full screen only (refused otherwise), so its presenter was remembered above.
        let curls = animator is PartialCurlAnimator
        run.willBegin = { presentation.presentationWillBegin() }
        run.didEnd = { completed in presentation.presentationDidEnd(completed, curls: curls) }
        run.completion = { [events = window.events] completed in
            events.record(.completion(.present(completed: completed)))
            completion?()
        }
        run.start()
    }

    /// Adds the presentation's container to the window: over the presentation context's
    /// controller for current-context styles, else over the whole window.
    private static func installContainer(of controller: PresentationController, in window: Window) -> View {
        let presenter = controller.presentingViewController
        let container = View(name: "container", in: window.engine.tree)
        container.frame =
            controller.presentationStyle.coversCurrentContext
            ? presenter.frame(of: presenter.view, in: window.view) : window.view.bounds
        window.view.addSubview(container)
        controller.containerView = container
        return container
    }

    /// `animationController(forPresented:presenting:source:)`, then `interactionControllerForPresentation(using:)`.
    private func askDelegateToPresent(source: ViewController) -> VendedAnimators {
        askDelegate(
            animator: { $0.animationController(forPresented: presented, presenting: presenter, source: source) },
            logged: .animationControllerForPresented(
                presented: presented.title, presenting: presenter.title, source: source.title),
            interaction: { $0.interactionControllerForPresentation(using: $1) },
            loggedInteraction: .interactionControllerForPresentation)
    }

    /// Sizes the presented content for where it will sit; animators then move it.
    private func placePresentedView() {
        presented.view.frame = controller.frameOfPresentedViewInContainerView
        presented.layoutViewHierarchy()
    }

    /// The context of a presentation: from the presenter to the presented controller. The
    /// from-view is the presenter's only when the style removes it (it is then in the container);
    /// otherwise it stays where it is and the context answers nil (`view(forKey:)`'s header).
    private func presentingContext(animator: AnimatedTransitioning) -> TransitionContext {
        let presenterFrame = presenter.frame(of: presenter.view, in: container)
        return TransitionContext(
            containerView: container, engine: presenter.engine, events: events,
            from: presenter, to: presented,
            fromView: removesPresenter ? presenter.view : nil, toView: controller.presentedView,
            frames: [
                (presenter, .init(initial: presenterFrame, final: removesPresenter ? .zero : presenterFrame)),
                (presented, .init(initial: .zero, final: controller.frameOfPresentedViewInContainerView)),
            ],
            isAnimated: animated, presentationStyle: controller.presentationStyle, animationController: animator)
    }

    /// Before the animations: `presentationTransitionWillBegin()`, layout, then the appearance calls.
    private func presentationWillBegin() {
        controller.log(.presentationTransitionWillBegin)
        controller.presentationTransitionWillBegin()
        controller.callLayout()
        AppearanceTransition.begin(
            appearing: presented, disappearing: removesPresenter ? presenter : nil, animated: animated)
    }

    /// After `completeTransition(_:)`: the hierarchy settles (or is undone), then
    /// `presentationTransitionDidEnd(_:)` and the appearance calls.
    private func presentationDidEnd(_ completed: Bool, curls: Bool) {
        if completed {
            ensurePresentedViewIsShown()
            // The presenter's view leaves the window; a curled one stays on top of the presented
            // view, half rolled up.
            if removesPresenter, !curls { ModalTransition.removePresenterView(of: controller) }
        } else {
            // Cancelled: every view back where it was before the presentation began.
            controller.presentedView?.removeFromSuperview()
            ModalTransition.returnPresenterView(of: controller)
            container.removeFromSuperview()
        }
        controller.log(.presentationTransitionDidEnd(completed: completed))
        controller.presentationTransitionDidEnd(completed)
        AppearanceTransition.finish(
            appearing: presented, disappearing: removesPresenter ? presenter : nil, completed: completed,
            animated: animated)
        // Unlinked only after the appearance calls: until then the presented controller
        // reaches the window (and its event log) through its presenter, so its swapped-back
        // viewWillDisappear/viewDidDisappear are logged like every other call.
        if !completed { ModalTransition.unlink(controller) }
    }

    /// Adds the presented view at its final frame when the animator completed without adding it.
    private func ensurePresentedViewIsShown() {
        guard let view = controller.presentedView, !view.isDescendant(of: container) else { return }
        events.diagnose(
            "the animator completed the presentation of '\(presented.title)' without adding its view to the "
                + "container; Segue added it at its final frame"
        )
        view.frame = controller.frameOfPresentedViewInContainerView
        container.addSubview(view)
    }

    /// The delegate's presentation controller for `.custom`, else the system one for the style
    /// (`.automatic` resolved), replaced by the adapted style's when the container is compact.
    private static func presentationController(
        for presented: ViewController, presenter: ViewController, source: ViewController, in window: Window
    ) -> PresentationController {
        let requested = presented.modalPresentationStyle.resolved
        var controller: PresentationController
        if requested == .custom {
            let delegate = presented.transitioningDelegate
            if delegate != nil {
                window.events.record(
                    .delegate(
                        .presentationControllerForPresented(
                            presented: presented.title, presenting: presenter.title, source: source.title)))
            }
            controller =
                delegate?.presentationController(forPresented: presented, presenting: presenter, source: source)
                ?? PresentationController(presentedViewController: presented, presenting: presenter)
        } else {
            controller = SystemPresentationController(style: requested, presented: presented, presenting: presenter)
        }
        let adapted = controller.adaptivePresentationStyle(for: window.horizontalSizeClass)
        guard adapted != controller.presentationStyle, adapted != .custom, adapted != .none else { return controller }
        window.events.record(.presentation(.adaptivePresentationStyle(requested: requested, adapted: adapted)))
        // A system controller adapts in place and remembers the style it was asked for, so a
        // later size class change can take it back; a custom one gives way to the system's.
        if let system = controller as? SystemPresentationController {
            system.style = adapted
        } else {
            controller = SystemPresentationController(style: adapted, presented: presented, presenting: presenter)
        }
        return controller
    }
}
