import SegueEngine

/// Marks a window busy between a `present`/`dismiss` call and the start of its transition on the
/// next tick, so a second request in the same turn is refused rather than interleaved.
final class PendingTransition {}

extension ViewController {
    /// Presents `controller` modally on the next tick (`present(_:animated:completion:)`):
    /// UIKit's sequence with the transitioning delegate's animator, interaction controller and
    /// presentation controller, falling back to the `modalTransitionStyle` animator.
    ///
    /// Throws, changing nothing, when this controller is not in a window, a transition is
    /// running, `controller` is already shown somewhere or its style is `.none`, the presenter
    /// already presents or was itself presented with a partial curl, or a partial curl is asked
    /// of a presenter that is not full screen.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil)
        throws(TransitionError)
    {
        guard let window else {
            throw TransitionError(
                "cannot present '\(controller.title)' from '\(title)', which is not in a window; present from the "
                    + "window's root controller or a controller inside it"
            )
        }
        guard !window.isTransitioning else {
            throw TransitionError(
                "cannot present '\(controller.title)' while another transition is running in the window; present "
                    + "from the running transition's completion handler"
            )
        }
        guard controller !== self, controller.presentingStorage == nil, controller.parent == nil,
            controller.windowStorage == nil
        else {
            throw TransitionError(
                "cannot present '\(controller.title)': it is already presented, a child or a window's root; use a "
                    + "controller that is not shown yet"
            )
        }
        guard controller.modalPresentationStyle != .none else {
            throw TransitionError(
                "cannot present '\(controller.title)' with modalPresentationStyle .none, which only describes "
                    + "transitions that are not modal presentations; choose a presentation style such as .automatic or "
                    + ".fullScreen"
            )
        }
        let presenter = presentationContext(for: controller.modalPresentationStyle)
        if let current = presenter.presentedViewController {
            throw TransitionError(
                "cannot present '\(controller.title)': '\(presenter.title)' is already presenting "
                    + "'\(current.title)'; dismiss it first or present from '\(current.title)'"
            )
        }
        try Self.refuseCurledPresenter(presenter, presenting: controller)
        let transitionStyle = Self.transitionStyle(presenting: controller, from: presenter)
        if transitionStyle == .partialCurl && animated {
            try Self.refusePartialCurlOutsideFullScreen(controller, from: presenter, in: window)
        }
        presenter.presentedViewController = controller
        controller.presentingStorage = presenter
        window.activeTransition = PendingTransition()
        engine.performOnNextTick { [self] in
            ModalTransition.present(
                controller, from: presenter, source: self, in: window, animated: animated,
                transitionStyle: transitionStyle, completion: completion)
        }
    }

    /// Dismisses the controller this one presents, or, when it presents nothing, the presented
    /// controller it belongs to (`dismiss(animated:completion:)`), on the next tick. With
    /// controllers presented above the dismissed one, only the top-most is dismissed with its
    /// own transition; the ones between leave at once, unanimated (as UIKit documents).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) throws(TransitionError) {
        guard let window else {
            throw TransitionError(
                "cannot dismiss from '\(title)', which is not in a window; call dismiss on a presented controller or "
                    + "its presenter"
            )
        }
        let target: ViewController
        if let presented = presentedViewController {
            target = presented
        } else if let presented = presentedAncestor {
            target = presented
        } else {
            throw TransitionError(
                "cannot dismiss from '\(title)': it presents nothing and was not presented; call dismiss on a "
                    + "presenter or a presented controller"
            )
        }
        guard !window.isTransitioning else {
            throw TransitionError(
                "cannot dismiss '\(target.title)' while another transition is running in the window; dismiss from "
                    + "the running transition's completion handler"
            )
        }
        window.activeTransition = PendingTransition()
        engine.performOnNextTick {
            let (top, presenterReappears) = ModalTransition.collapseStack(dismissing: target, in: window)
            ModalTransition.dismiss(
                top, in: window, animated: animated, presenterReappears: presenterReappears, completion: completion)
        }
    }

    /// Refuses a partial curl unless both the presenter and the presentation are full screen
    /// (the documentation of `UIModalTransitionStyle.partialCurl`).
    static func refusePartialCurlOutsideFullScreen(
        _ controller: ViewController, from presenter: ViewController, in window: Window
    ) throws(TransitionError) {
        let isFullScreen =
            window.view.bounds == presenter.frame(of: presenter.view, in: window.view)
            && controller.modalPresentationStyle == .fullScreen
        guard !isFullScreen else { return }
        throw TransitionError(
            "cannot present '\(controller.title)' with a partial curl: both '\(presenter.title)' and the "
                + "presentation must be full screen; use modalPresentationStyle .fullScreen from a full-screen "
                + "controller, or another transition style"
        )
    }

    /// Refuses a presentation from a controller presented with the partial-curl transition: the
    /// documentation of `UIModalTransitionStyle.partialCurl` says such a controller cannot
    /// present another.
    static func refuseCurledPresenter(_ presenter: ViewController, presenting controller: ViewController)
        throws(TransitionError)
    {
        guard let curled = presenter.presentedAncestor, let curledPresenter = curled.presentingStorage,
            transitionStyle(presenting: curled, from: curledPresenter) == .partialCurl
        else { return }
        throw TransitionError(
            "cannot present '\(controller.title)' from '\(presenter.title)': '\(curled.title)' was presented with a "
                + "partial curl, and a controller presented that way cannot present another; dismiss '\(curled.title)' "
                + "first or present it with another transition style"
        )
    }

    /// This controller or the nearest ancestor that was presented.
    var presentedAncestor: ViewController? {
        var candidate: ViewController? = self
        while let current = candidate {
            if current.presentingStorage != nil { return current }
            candidate = current.parent
        }
        return nil
    }

    /// The controller a presentation of `style` from this one is presented from: the nearest
    /// ancestor defining the context for current-context styles, else the outermost ancestor.
    func presentationContext(for style: ModalPresentationStyle) -> ViewController {
        if style.coversCurrentContext {
            var candidate: ViewController? = self
            while let current = candidate {
                if current.definesPresentationContext { return current }
                candidate = current.parent
            }
        }
        var outermost = self
        while let parent = outermost.parent { outermost = parent }
        return outermost
    }

    /// The transition style: the context's when it provides one for a current-context presentation.
    static func transitionStyle(presenting controller: ViewController, from presenter: ViewController)
        -> ModalTransitionStyle
    {
        if controller.modalPresentationStyle.coversCurrentContext && presenter.definesPresentationContext
            && presenter.providesPresentationContextTransitionStyle
        {
            return presenter.modalTransitionStyle
        }
        return controller.modalTransitionStyle
    }
}
