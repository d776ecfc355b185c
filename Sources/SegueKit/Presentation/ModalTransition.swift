import SegueEngine

/// The modal presentation and dismissal sequences (the seeds' "custom animation sequence"),
/// built on `TransitionRun`.
enum ModalTransition {
    // MARK: Present

    static func present(
        _ presented: ViewController, from presenter: ViewController, source: ViewController, in window: Window,
        animated: Bool, transitionStyle: ModalTransitionStyle, completion: (() -> Void)?
    ) {
        let events = window.events
        let delegate = presented.transitioningDelegate
        let controller = presentationController(for: presented, presenter: presenter, source: source, delegate: delegate, window: window)
        presented.presentationController = controller

        let container = View(name: "container", in: window.engine.tree)
        container.frame = controller.presentationStyle.coversCurrentContext
            ? presenter.frame(of: presenter.view, in: window.view) : window.view.bounds
        window.view.addSubview(container)
        controller.containerView = container

        var animator: AnimatedTransitioning?
        var interaction: InteractiveTransitioning?
        if animated, let delegate {
            events.record(.delegate(.animationControllerForPresented(presented: presented.title, presenting: presenter.title, source: source.title)))
            animator = delegate.animationController(forPresented: presented, presenting: presenter, source: source)
            if let animator {
                events.record(.delegate(.interactionControllerForPresentation))
                interaction = delegate.interactionControllerForPresentation(using: animator)
            }
        }
        let resolved: AnimatedTransitioning = animated
            ? animator ?? BuiltInAnimators.animator(for: transitionStyle, presenting: true) : UnanimatedTransition()

        // Size the presented content for where it will sit; animators then move it.
        let presentedFinal = controller.frameOfPresentedViewInContainerView
        presented.view.frame = presentedFinal
        presented.layoutViewHierarchy()

        let removesPresenter = controller.shouldRemovePresentersView
        let presenterFrame = presenter.frame(of: presenter.view, in: container)
        let context = TransitionContext(
            containerView: container, engine: window.engine, events: events,
            from: presenter, to: presented,
            fromView: removesPresenter ? presenter.view : nil, toView: controller.presentedView,
            frames: [
                (presenter, .init(initial: presenterFrame, final: removesPresenter ? .zero : presenterFrame)),
                (presented, .init(initial: .zero, final: controller.frameOfPresentedViewInContainerView)),
            ],
            isAnimated: animated, presentationStyle: controller.presentationStyle, animationController: resolved)
        let run = TransitionRun(
            window: window, context: context, animator: resolved, interaction: interaction,
            logsAnimator: animated, participants: [presenter, presented])

        let curls = resolved is PartialCurlAnimator
        // Remember where the presenter's view lives before any animator moves it.
        if curls || removesPresenter { rememberPresenterPlace(of: controller) }
        run.willBegin = {
            controller.log(.presentationTransitionWillBegin)
            controller.presentationTransitionWillBegin()
            controller.callLayout()
            if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
            presented.beginAppearanceTransition(true, animated: animated)
        }
        run.didEnd = { completed in
            if completed {
                if let view = controller.presentedView, !view.isDescendant(of: container) {
                    events.diagnose("the animator completed the presentation of '\(presented.title)' without adding its view to the container; Segue added it at its final frame")
                    view.frame = controller.frameOfPresentedViewInContainerView
                    container.addSubview(view)
                }
                // A curled presenter stays on top of the presented view, half rolled up.
                if removesPresenter, !curls { removePresenterView(of: controller) }
            } else {
                controller.presentedView?.removeFromSuperview()
                returnPresenterView(of: controller)
                container.removeFromSuperview()
            }
            controller.log(.presentationTransitionDidEnd(completed: completed))
            controller.presentationTransitionDidEnd(completed)
            finishAppearance(appearing: presented, disappearing: removesPresenter ? presenter : nil, completed: completed, animated: animated)
            // Unlinked only after the appearance calls: until then the presented controller
            // reaches the window (and its event log) through its presenter, so its swapped-back
            // viewWillDisappear/viewDidDisappear are logged like every other call.
            if !completed { unlink(controller) }
        }
        run.completion = { completed in
            events.record(.completion(.present(completed: completed)))
            completion?()
        }
        run.start()
    }

    /// The delegate's presentation controller for `.custom`, else the system one for the style,
    /// replaced by the adapted style's when the container is compact.
    private static func presentationController(
        for presented: ViewController, presenter: ViewController, source: ViewController,
        delegate: TransitioningDelegate?, window: Window
    ) -> PresentationController {
        let requested = presented.modalPresentationStyle
        var controller: PresentationController
        if requested == .custom {
            if delegate != nil {
                window.events.record(.delegate(.presentationControllerForPresented(presented: presented.title, presenting: presenter.title, source: source.title)))
            }
            controller = delegate?.presentationController(forPresented: presented, presenting: presenter, source: source)
                ?? PresentationController(presentedViewController: presented, presenting: presenter)
        } else {
            controller = SystemPresentationController(style: requested, presented: presented, presenting: presenter)
        }
        let adapted = controller.adaptivePresentationStyle(for: window.horizontalSizeClass)
        if adapted != controller.presentationStyle && adapted != .custom {
            window.events.record(.presentation(.adaptivePresentationStyle(requested: requested, adapted: adapted)))
            controller = SystemPresentationController(style: adapted, presented: presented, presenting: presenter)
        }
        return controller
    }

    // MARK: Dismiss

    /// Removes, unanimated, every controller presented above `target` (dismissing a controller
    /// dismisses the stack above it).
    static func dismissAbove(_ target: ViewController, in window: Window) {
        guard let above = target.presentedViewController else { return }
        dismissAbove(above, in: window)
        above.beginAppearanceTransition(false, animated: false)
        let controller = above.presentationController
        controller.map { restoreAfterDismissal($0, unlinking: false) }
        above.endAppearanceTransition(animated: false)
        // Unlinked after viewDidDisappear so that call is logged in the window too.
        controller.map(unlink)
        window.events.record(.dismissedUnanimated(controller: above.title))
    }

    static func dismiss(_ presented: ViewController, in window: Window, animated: Bool, completion: (() -> Void)?) {
        guard let controller = presented.presentationController, let container = controller.containerView,
              let presenter = presented.presentingStorage
        else {
            window.activeTransition = nil
            window.events.diagnose("'\(presented.title)' was no longer presented when its dismissal started; nothing to dismiss")
            return
        }
        let events = window.events
        let delegate = presented.transitioningDelegate
        var animator: AnimatedTransitioning?
        var interaction: InteractiveTransitioning?
        if animated, let delegate {
            events.record(.delegate(.animationControllerForDismissed(dismissed: presented.title)))
            animator = delegate.animationController(forDismissed: presented)
            if let animator {
                events.record(.delegate(.interactionControllerForDismissal))
                interaction = delegate.interactionControllerForDismissal(using: animator)
            }
        }
        let transitionStyle = ViewController.transitionStyle(presenting: presented, from: presenter)
        let resolved: AnimatedTransitioning = animated
            ? animator ?? BuiltInAnimators.animator(for: transitionStyle, presenting: false) : UnanimatedTransition()

        let removesPresenter = controller.shouldRemovePresentersView
        let presentedFrame = controller.presentedView.map { presenter.frame(of: $0, in: container) } ?? .zero
        let presenterFrame = controller.removedPresenterView.map { Rect(origin: .zero, size: $0.frame.size) }
            ?? presenter.frame(of: presenter.view, in: container)
        let context = TransitionContext(
            containerView: container, engine: window.engine, events: events,
            from: presented, to: presenter,
            fromView: controller.presentedView, toView: removesPresenter ? presenter.view : nil,
            frames: [
                (presented, .init(initial: presentedFrame, final: .zero)),
                (presenter, .init(initial: presenterFrame, final: presenterFrame)),
            ],
            isAnimated: animated, presentationStyle: controller.presentationStyle, animationController: resolved)
        let run = TransitionRun(
            window: window, context: context, animator: resolved, interaction: interaction,
            logsAnimator: animated, participants: [presenter, presented])

        run.willBegin = {
            controller.log(.dismissalTransitionWillBegin)
            controller.dismissalTransitionWillBegin()
            controller.callLayout()
            presented.beginAppearanceTransition(false, animated: animated)
            if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        }
        run.didEnd = { completed in
            if completed {
                restoreAfterDismissal(controller, unlinking: false)
            } else if removesPresenter, !(resolved is PartialCurlAnimator), presenter.view.isDescendant(of: container) {
                // The animator brought the presenter's view into the container; it leaves again.
                presenter.view.removeFromSuperview()
            }
            controller.log(.dismissalTransitionDidEnd(completed: completed))
            controller.dismissalTransitionDidEnd(completed)
            finishAppearance(appearing: removesPresenter ? presenter : nil, disappearing: presented, completed: completed, animated: animated)
            // After the appearance calls, so the dismissed controller's viewDidDisappear still
            // reaches the window's log through its presenter.
            if completed { unlink(controller) }
        }
        run.completion = { completed in
            events.record(.completion(.dismiss(completed: completed)))
            completion?()
        }
        run.start()
    }

    // MARK: Shared steps

    /// Takes the presenter's view out of the hierarchy (its place was remembered at the start).
    static func removePresenterView(of controller: PresentationController) {
        controller.presentingViewController.view.removeFromSuperview()
    }

    /// Records where the presenter's view is, so a dismissal (or a cancel) can put it back.
    static func rememberPresenterPlace(of controller: PresentationController) {
        let view = controller.presentingViewController.view
        guard let superview = view.superview, controller.removedPresenterView == nil else { return }
        let index = superview.subviews.firstIndex { $0 === view } ?? 0
        controller.removedPresenterView = (superview, index, view.frame)
    }

    /// Puts the presenter's view back where it was before the presentation moved or removed it.
    static func returnPresenterView(of controller: PresentationController) {
        guard let (superview, index, frame) = controller.removedPresenterView else { return }
        let view = controller.presentingViewController.view
        view.removeFromSuperview()
        view.transform3D = .identity
        view.frame = frame
        superview.insertSubview(view, at: min(index, superview.subviews.count))
        controller.removedPresenterView = nil
    }

    /// Ends a presentation: the presented view and container leave, the presenter's view returns
    /// where it was, and the two controllers are unlinked.
    static func restoreAfterDismissal(_ controller: PresentationController, unlinking: Bool = true) {
        controller.presentedView?.removeFromSuperview()
        returnPresenterView(of: controller)
        controller.containerView?.removeFromSuperview()
        if unlinking { unlink(controller) }
    }

    /// Unlinks the presenter and the presented controller of `controller`'s presentation.
    static func unlink(_ controller: PresentationController) {
        let presented = controller.presentedViewController
        if controller.presentingViewController.presentedViewController === presented {
            controller.presentingViewController.presentedViewController = nil
        }
        presented.presentingStorage = nil
        presented.presentationController = nil
    }

    /// Begins the appearance changes of a transition: the outgoing controller's `viewWillDisappear`, then the incoming one's `viewWillAppear`.
    static func beginAppearance(appearing: ViewController?, disappearing: ViewController?, animated: Bool) {
        disappearing?.beginAppearanceTransition(false, animated: animated)
        appearing?.beginAppearanceTransition(true, animated: animated)
    }

    /// Ends the appearance changes begun before the animations; a cancelled transition swaps them
    /// back (the appearing controller disappears again and vice versa), as UIKit does.
    static func finishAppearance(appearing: ViewController?, disappearing: ViewController?, completed: Bool, animated: Bool) {
        if completed {
            appearing?.endAppearanceTransition(animated: animated)
            disappearing?.endAppearanceTransition(animated: animated)
        } else {
            appearing?.beginAppearanceTransition(false, animated: animated)
            appearing?.endAppearanceTransition(animated: animated)
            disappearing?.beginAppearanceTransition(true, animated: animated)
            disappearing?.endAppearanceTransition(animated: animated)
        }
    }
}
