/// Manages a presentation's chrome and the presented view's frame (UIPresentationController). Subclass it and
/// override the hooks; the host calls them in UIKit's order, each inside a host call (a fresh context: the
/// chrome views kept in properties are found again by their names).
open class UIPresentationController: NSObject, UIContentContainer {
    /// The controller presented.
    public let presentedViewController: UIViewController
    /// The controller presenting.
    public let presentingViewController: UIViewController

    /// A controller for presenting `presentedViewController` over `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController =
            presentingViewController ?? ControllerDirectory.controller(for: .presenting)
        super.init()
    }

    /// The container the presentation happens in.
    open var containerView: UIView? { HostContainer.view }
    /// The view presented (the presented controller's by default).
    open var presentedView: UIView? { presentedViewController.view }
    /// Where the presented view sits in the container (the container's bounds by default).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presenter's view leaves the window when the presentation ends (UIKit's default: false).
    open var shouldRemovePresentersView: Bool { false }
    /// Whether the presentation covers the whole screen.
    open var shouldPresentInFullscreen: Bool { true }
    /// The style the presentation adapts to.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .none }
    /// The style it adapts to for `traitCollection`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }
    /// The presented controller's style (custom).
    open var presentationStyle: UIModalPresentationStyle { .custom }
    /// The traits (compact width on a phone-sized scene).
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// The delegate (kept).
    open weak var delegate: AnyObject?

    /// Add chrome and animate it in alongside, with the presented controller's `transitionCoordinator`.
    open func presentationTransitionWillBegin() {}
    /// When not `completed`, remove what `presentationTransitionWillBegin` added.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Animate chrome out alongside.
    open func dismissalTransitionWillBegin() {}
    /// When `completed`, remove the chrome.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Lay chrome out for the container's bounds.
    open func containerViewWillLayoutSubviews() {}
    /// Told after the container laid out.
    open func containerViewDidLayoutSubviews() {}
    /// The size the presented content prefers.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// The size of a child's content (the parent's).
    open func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }
    /// Told when the preferred content size of a child changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// Told when the size changes.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
}
