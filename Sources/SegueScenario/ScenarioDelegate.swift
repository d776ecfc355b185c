import SegueKit

/// Vends one animator (and, when interactive, one interaction controller) to whichever SegueKit
/// container asks: the modal transitioning delegate, navigation, tab bar and custom container
/// delegates all at once, so one scenario runs any operation the same way.
public final class ScenarioDelegate: TransitioningDelegate, NavigationControllerDelegate, TabBarControllerDelegate,
    ContainerViewControllerDelegate
{
    /// A delegate vending nothing until `animator` is set.
    public init() {}

    /// The animator for the transition under test.
    public var animator: AnimatedTransitioning?
    /// The animator for a dismissal that follows a presentation (a sheet swiped away); nil: `animator`.
    public var dismissalAnimator: AnimatedTransitioning?
    /// The interaction controller, when the transition is interactive.
    public var interaction: InteractiveTransitioning?
    /// Whether custom presentations use the seeds' dimming presentation controller.
    public var usesDimmingPresentation = false
    /// Makes the presentation controller for a presented and a presenting controller (a plugin's,
    /// `--presentation`); when set, it is used instead of the dimming one.
    public var makePresentationController: ((ViewController, ViewController) -> PresentationController?)?

    /// The seeds' dimming presentation controller when `usesDimmingPresentation`, else none.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        if let makePresentationController { return makePresentationController(presented, presenting ?? source) }
        guard usesDimmingPresentation else { return nil }
        return DimmingPresentationController(presentedViewController: presented, presenting: presenting ?? source)
    }

    /// `animator`, for a presentation.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> AnimatedTransitioning? {
        animator
    }

    /// `dismissalAnimator`, else `animator`, for a dismissal.
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        dismissalAnimator ?? animator
    }

    /// `interaction`, for a presentation.
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    { interaction }

    /// `interaction`, for a dismissal.
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }

    /// `animator`, for a push or pop.
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? { animator }

    /// `interaction`, for a push or pop.
    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }

    /// `animator`, for a tab switch.
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? {
        animator
    }

    /// `interaction`, for a tab switch.
    public func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }

    /// `animator`, for a custom container's switch.
    public func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? {
        animator
    }

    /// `interaction`, for a custom container's switch.
    public func containerViewController(
        _ container: ContainerViewController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }
}
