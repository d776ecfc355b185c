import SegueKit

/// Vends one animator (and, when interactive, one interaction controller) to whichever SegueKit
/// container asks: the modal transitioning delegate, navigation, tab bar and custom container
/// delegates all at once, so one scenario runs any operation the same way.
final class ScenarioDelegate: TransitioningDelegate, NavigationControllerDelegate, TabBarControllerDelegate,
    ContainerViewControllerDelegate
{
    /// The animator for the transition under test.
    var animator: AnimatedTransitioning?
    /// The interaction controller, when the transition is interactive.
    var interaction: InteractiveTransitioning?
    /// Whether custom presentations use the seeds' dimming presentation controller.
    var usesDimmingPresentation = false

    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
        guard usesDimmingPresentation else { return nil }
        return DimmingPresentationController(presentedViewController: presented, presenting: presenting ?? source)
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> AnimatedTransitioning? {
        animator
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { animator }

    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? { interaction }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation, from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? { animator }

    func navigationController(_ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }

    func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        animator
    }

    func tabBarController(_ tabBarController: TabBarController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }

    func containerViewController(_ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController, to: ViewController) -> AnimatedTransitioning? {
        animator
    }

    func containerViewController(_ container: ContainerViewController, interactionControllerFor animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }
}
