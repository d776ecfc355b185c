import SegueEngine

/// Decides whether a presentation adapts to the container's size class.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use instead of the requested one in `sizeClass` (return the requested style to keep it).
    func adaptivePresentationStyle(for controller: PresentationController, sizeClass: SizeClass) -> ModalPresentationStyle
}

/// Manages everything about a presentation except the presented content
/// (`UIPresentationController`): where the presented view sits, whether the presenter's view
/// stays, extra chrome such as a dimming view, and how the style adapts to a compact container.
///
/// Subclass it for a `.custom` presentation and vend it from the transitioning delegate.
open class PresentationController {
    /// The controller being presented.
    public let presentedViewController: ViewController
    /// The controller it is presented from (the presentation context).
    public internal(set) var presentingViewController: ViewController
    /// The view the presentation happens in; set when the presentation starts.
    public internal(set) var containerView: View?
    /// Decides adaptation to a compact container, when set.
    public weak var delegate: AdaptivePresentationControllerDelegate?
    /// Whether the window logs this controller's calls (custom presentation controllers).
    var logsCalls = true
    /// Where the presenter's view was before the presentation removed it, to put it back on dismissal.
    var removedPresenterView: (superview: View, index: Int, frame: Rect)?

    /// A presentation controller for presenting `presented` from `presenting`.
    public init(presentedViewController presented: ViewController, presenting: ViewController) {
        self.presentedViewController = presented
        self.presentingViewController = presenting
    }

    /// The style this controller implements (`.custom` for subclasses).
    open var presentationStyle: ModalPresentationStyle { .custom }

    /// The view the animator animates in (the presented controller's view unless a subclass wraps it).
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view ends, in container coordinates.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the hierarchy once the presentation ends.
    open var shouldRemovePresentersView: Bool { false }

    /// The style to use in a container of `sizeClass`: the delegate's answer, else full screen for
    /// sheets and popovers in a compact container.
    open func adaptivePresentationStyle(for sizeClass: SizeClass) -> ModalPresentationStyle {
        if let delegate { return delegate.adaptivePresentationStyle(for: self, sizeClass: sizeClass) }
        return sizeClass == .compact && presentationStyle.adaptsToFullScreenWhenCompact ? .fullScreen : presentationStyle
    }

    /// The presentation's animations are about to start: add chrome and animate it alongside.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; on `false` (cancelled) remove what `WillBegin` added.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal's animations are about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; on `true` remove the chrome.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its subviews (at the start of a transition and after a resize).
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Logged calls

    /// Logs `call` in the window when this controller's calls are worth reading (custom ones).
    func log(_ call: PresentationControllerCall) {
        if logsCalls { presentingViewController.events?.record(.presentation(call)) }
    }

    /// Calls the container layout pair, logged.
    func callLayout() {
        log(.containerViewWillLayoutSubviews)
        containerViewWillLayoutSubviews()
        log(.containerViewDidLayoutSubviews)
        containerViewDidLayoutSubviews()
    }
}
