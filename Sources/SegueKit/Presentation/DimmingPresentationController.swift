import SegueEngine

/// The seeds' custom presentation controller: the presented view covers the right half of the
/// container, and a dimming view (black at 40 %) fades in behind it alongside the presentation
/// and out alongside the dismissal.
open class DimmingPresentationController: PresentationController {
    /// The view that dims the presenter; inserted at the back of the container while presented.
    public let dimmingView: View

    public override init(presentedViewController presented: ViewController, presenting: ViewController) {
        dimmingView = View(name: "dimming", in: presented.engine.tree)
        dimmingView.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
        dimmingView.alpha = 0
        super.init(presentedViewController: presented, presenting: presenting)
    }

    /// The right half of the container (width rounded down), full height.
    open override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        let width = (bounds.width / 2).rounded(.down)
        return Rect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
    }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 1 })
        } else {
            dimmingView.alpha = 1
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    open override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 0 })
        } else {
            dimmingView.alpha = 0
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    open override func containerViewWillLayoutSubviews() {
        if let containerView { dimmingView.frame = containerView.bounds }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
