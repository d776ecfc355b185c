import SegueEngine
import SegueKit

/// A tab bar delegate vending a fresh cross-dissolve for every switch (so the test holds no
/// animator) and, when set, an interaction controller.
final class FreshTabDelegate: TabBarControllerDelegate {
    /// The interaction controller for every switch, when set.
    var interaction: InteractiveTransitioning?

    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? {
        CrossDissolveAnimator(presenting: true)
    }

    func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }
}

/// An objc.io container delegate vending a fresh spring slide for every switch and, when set,
/// an interaction controller.
final class FreshContainerDelegate: ContainerViewControllerDelegate {
    /// The interaction controller for every switch, when set.
    var interaction: InteractiveTransitioning?

    func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? {
        ContainerSlideAnimator()
    }

    func containerViewController(
        _ container: ContainerViewController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }
}

/// A transitioning delegate vending a fresh DiagonalAnimator each way and, when `dims`, a fresh
/// dimming presentation controller; it keeps nothing it vends (ModalTestDelegate keeps the
/// presentation controllers, and so their controllers).
final class FreshModalDelegate: TransitioningDelegate {
    /// Whether a `.custom` presentation gets the dimming presentation controller.
    let dims: Bool
    /// The interaction controller for presentations, when set.
    var presentInteraction: InteractiveTransitioning?
    /// The interaction controller for dismissals, when set.
    var dismissInteraction: InteractiveTransitioning?

    /// A delegate vending the dimming presentation controller when `dims`.
    init(dims: Bool = false) {
        self.dims = dims
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> AnimatedTransitioning?
    {
        DiagonalAnimator(presenting: true, curve: .linear)
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        DiagonalAnimator(presenting: false, curve: .linear)
    }

    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        presentInteraction
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        dismissInteraction
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        guard dims, let presenting else { return nil }
        return DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
