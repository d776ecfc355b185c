import SegueHost
import SegueKit

/// Vends a fresh plugin animator for every transition of every kind (present, dismiss, push,
/// pop, tab, container), keeping only weak references to them, and, when set, an interaction
/// controller: the delegate of the plugin lifetime tests.
final class PluginVendingDelegate: TransitioningDelegate, NavigationControllerDelegate, TabBarControllerDelegate,
    ContainerViewControllerDelegate
{
    /// A weak reference to a vended animator.
    private struct Made {
        weak var animator: PluginAnimator?
    }

    private let make: (PluginOperation) throws -> PluginAnimator
    private var made: [Made] = []
    /// The interaction controller for every transition, when set.
    var interaction: InteractiveTransitioning?
    /// What each vended animator is handed out as, when set (the service fuzzer wraps them).
    var wrap: ((PluginAnimator) -> AnimatedTransitioning)?

    /// A delegate asking `make` for each animator.
    init(_ make: @escaping (PluginOperation) throws -> PluginAnimator) {
        self.make = make
    }

    /// The animators vended so far that are still alive.
    var aliveAnimators: [PluginAnimator] { made.compactMap(\.animator) }
    /// How many animators were vended.
    var vendedCount: Int { made.count }

    private func vend(_ operation: PluginOperation) -> AnimatedTransitioning? {
        guard let animator = try? make(operation) else { return nil }
        made.append(Made(animator: animator))
        return wrap?(animator) ?? animator
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> AnimatedTransitioning?
    {
        vend(.present)
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { vend(.dismiss) }

    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? {
        vend(operation == .push ? .push : .pop)
    }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }

    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? {
        vend(.tab)
    }

    func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }

    func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? {
        vend(.container)
    }

    func containerViewController(
        _ container: ContainerViewController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }
}
