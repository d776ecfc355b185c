import SegueEngine

/// Decides whether a presentation adapts to the container's traits
/// (`UIAdaptivePresentationControllerDelegate`), at presentation and whenever the window's size
/// class changes; every member is optional.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use instead of the requested one in `sizeClass` (return the requested style,
    /// or `.none`, to keep it).
    func adaptivePresentationStyle(for controller: PresentationController, sizeClass: SizeClass)
        -> ModalPresentationStyle
    /// The style to use in a container with `traitCollection` (`.none`: do not adapt).
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle
    /// The controller to show instead of the presented one while adapted to `style` (nil: the
    /// presented one itself, e.g. when it returns to its requested style).
    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController?
}

extension AdaptivePresentationControllerDelegate {
    /// UIKit's adaptation by default: sheets and popovers go full screen in a compact container.
    public func adaptivePresentationStyle(for controller: PresentationController, sizeClass: SizeClass)
        -> ModalPresentationStyle
    {
        controller.systemAdaptivePresentationStyle(for: sizeClass)
    }

    /// The size-class answer by default.
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle
    {
        adaptivePresentationStyle(for: controller, sizeClass: traitCollection.horizontalSizeClass)
    }

    /// The presented controller itself by default.
    public func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? { nil }
}

/// Manages everything about a presentation except the presented content
/// (`UIPresentationController`): where the presented view sits, whether the presenter's view
/// stays, extra chrome such as a dimming view, and how the style adapts to a compact container.
///
/// Subclass it for a `.custom` presentation and vend it from the transitioning delegate.
open class PresentationController {
    /// The controller being presented.
    public let presentedViewController: ViewController
    /// The controller it is presented from (the presentation context); dismissing from lower in a
    /// stack makes the top-most presentation's presenter the dismissed controller's.
    public internal(set) var presentingViewController: ViewController
    /// The view the presentation happens in; set when the presentation starts.
    public internal(set) var containerView: View?
    /// Decides adaptation to a compact container, when set.
    public weak var delegate: AdaptivePresentationControllerDelegate?
    /// Whether the window logs this controller's calls (custom presentation controllers).
    var logsCalls = true
    /// Where the presenter's view was before the presentation removed it, to put it back on dismissal.
    var removedPresenterView: (superview: View, index: Int, frame: Rect)?
    /// The interactive dismissal one of its gestures started, from the answer until the dismissal ends.
    var dismissalInteraction: PresentationDismissalInteraction?

    /// Whether an interactive dismissal one of its gestures started runs (or is about to start):
    /// `handlePresentedGesture(_:)` then answers `.interaction`.
    public var isDismissingInteractively: Bool { dismissalInteraction != nil }

    /// A presentation controller for presenting `presented` from `presenting`.
    public init(presentedViewController presented: ViewController, presenting: ViewController) {
        self.presentedViewController = presented
        self.presentingViewController = presenting
    }

    /// The style this controller implements (`.custom` for subclasses).
    open var presentationStyle: ModalPresentationStyle { .custom }

    /// The style asked for, before any adaptation (the system controllers' differs from
    /// `presentationStyle` while adapted).
    var requestedPresentationStyle: ModalPresentationStyle { presentationStyle }

    /// The view the animator animates in (the presented controller's view unless a subclass wraps it).
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view ends, in container coordinates.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the hierarchy once the presentation ends.
    open var shouldRemovePresentersView: Bool { false }

    /// The style to use in a container of `sizeClass`: the delegate's answer
    /// (`adaptivePresentationStyle(for:traitCollection:)`, logged; `.none` keeps the requested
    /// style), else full screen for sheets and popovers in a compact container.
    open func adaptivePresentationStyle(for sizeClass: SizeClass) -> ModalPresentationStyle {
        guard let delegate else { return systemAdaptivePresentationStyle(for: sizeClass) }
        let answer = delegate.adaptivePresentationStyle(
            for: self, traitCollection: TraitCollection(horizontalSizeClass: sizeClass))
        presentingViewController.events?.record(
            .adaptiveDelegate(.adaptivePresentationStyle(sizeClass: sizeClass, result: answer)))
        return answer == .none ? requestedPresentationStyle : answer.resolved
    }

    /// UIKit's own adaptation of the requested style: sheets and popovers go full screen in a
    /// compact container.
    public func systemAdaptivePresentationStyle(for sizeClass: SizeClass) -> ModalPresentationStyle {
        let requested = requestedPresentationStyle
        return sizeClass == .compact && requested.adaptsToFullScreenWhenCompact ? .fullScreen : requested
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

    /// The gestures it handles on its presentation while presented (taps, vertical pans): none
    /// by default. `deliverPresentedGesture(_:)` hands them to `handlePresentedGesture(_:)`.
    open var presentedGestures: Set<GestureEvent.Kind> { [] }

    /// What a touch on the presentation does while presented (`event` in the container's
    /// coordinates); nothing by default.
    open func handlePresentedGesture(_ event: GestureEvent) -> PresentationGestureAnswer { .none }

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
