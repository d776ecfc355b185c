import SegueABIValues

/// A presentation controller (UIPresentationController's role) written in Swift for the plugin
/// ABI. The host creates one per presentation (as UIKit does) and calls its hooks in UIKit's
/// order (presentation.h). Every hook that takes a context gets the presenting transition's
/// context, valid during that call only: find chrome again by name in a later hook. A hook that
/// throws is logged; chrome it added must still be gone after a completed dismissal and after a
/// cancelled presentation.
public protocol SeguePresentationController: AnyObject {
    /// What the host lists: id, name, capabilities, parameters.
    static var info: PresentationInfo { get }
    /// A fresh controller reading its knobs from `parameters`.
    init(parameters: ParameterValues)
    /// frameOfPresentedViewInContainerView: pure, the same layout (and gesture state) giving the
    /// same rect; called often.
    func frameOfPresentedView(in layout: PresentationLayout) -> Rect
    /// presentationTransitionWillBegin: add chrome, animate it in alongside.
    func presentationWillBegin(_ context: TransitionContext) throws(ServiceError)
    /// presentationTransitionDidEnd: when not `completed`, remove what `presentationWillBegin` added.
    func presentationDidEnd(_ context: TransitionContext, completed: Bool) throws(ServiceError)
    /// dismissalTransitionWillBegin: animate chrome out alongside.
    func dismissalWillBegin(_ context: TransitionContext) throws(ServiceError)
    /// dismissalTransitionDidEnd: when `completed`, remove the chrome.
    func dismissalDidEnd(_ context: TransitionContext, completed: Bool) throws(ServiceError)
    /// containerViewWillLayoutSubviews: lay chrome out for the container's bounds.
    func containerWillLayout(_ context: TransitionContext) throws(ServiceError)
    /// containerViewDidLayoutSubviews.
    func containerDidLayout(_ context: TransitionContext) throws(ServiceError)
    /// shouldRemovePresentersView: UIKit's default for a custom presentation is false.
    var shouldRemovePresentersView: Bool { get }
    /// adaptivePresentationStyle(for:traitCollection:): `.none` keeps this controller.
    func adaptivePresentationStyle(for sizeClass: SegueSizeClass) -> SeguePresentationStyle
    /// A touch on the presented presentation (claim `.gestures` in `info` to get them).
    func handleGesture(_ event: InteractionEvent) -> PresentationResponse
}

extension SeguePresentationController {
    /// No chrome by default.
    public func presentationWillBegin(_ context: TransitionContext) throws(ServiceError) {}
    /// Nothing to remove by default.
    public func presentationDidEnd(_ context: TransitionContext, completed: Bool) throws(ServiceError) {}
    /// No chrome by default.
    public func dismissalWillBegin(_ context: TransitionContext) throws(ServiceError) {}
    /// Nothing to remove by default.
    public func dismissalDidEnd(_ context: TransitionContext, completed: Bool) throws(ServiceError) {}
    /// No chrome to lay out by default.
    public func containerWillLayout(_ context: TransitionContext) throws(ServiceError) {}
    /// Nothing after layout by default.
    public func containerDidLayout(_ context: TransitionContext) throws(ServiceError) {}
    /// UIKit's default for a custom presentation: the presenter's view stays.
    public var shouldRemovePresentersView: Bool { false }
    /// Never adapts by default.
    public func adaptivePresentationStyle(for sizeClass: SegueSizeClass) -> SeguePresentationStyle { .none }
    /// Ignores gestures by default.
    public func handleGesture(_ event: InteractionEvent) -> PresentationResponse { .none }
}
