import SegueEngine
import SegueKit
import Testing

/// A custom container outside any window still switches children: its transition runs on the
/// engine without a window (no throwaway one), frees what it made, and the watchdog still ends
/// a transition whose animator never completes, though no window keeps that transition.
@Suite("A custom container outside any window")
struct WindowlessContainerTests {
    /// An animator that starts nothing and never calls `completeTransition(_:)`.
    final class SilentAnimator: AnimatedTransitioning {
        func transitionDuration(using context: ContextTransitioning?) -> Double { 0.2 }
        func animateTransition(using context: ContextTransitioning) {}
    }

    /// A container delegate vending a fresh `SilentAnimator`.
    final class SilentDelegate: ContainerViewControllerDelegate {
        func containerViewController(
            _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
            to: ViewController
        ) -> AnimatedTransitioning? {
            SilentAnimator()
        }
    }

    @Test("switches with the default slide and frees its animators")
    func switches() throws {
        let engine = AnimationEngine()
        let probe = LifetimeProbe()
        let container = ContainerViewController(
            viewControllers: ["Red", "Green"].map { ViewController(engine: engine, title: $0) })
        probe.watchAnimators(on: engine)
        var completed: Bool?
        try container.select(1) { completed = $0 }
        VirtualClock(engine: engine).runUntilIdle()
        #expect(completed == true)
        #expect(container.selectedViewController?.title == "Green" && !container.isTransitioning)
        probe.expectAllFreed(watchedAtLeast: 1)
    }

    @Test("the watchdog ends a switch whose animator never completes")
    func watchdog() throws {
        let engine = AnimationEngine()
        let container = ContainerViewController(
            viewControllers: ["Red", "Green"].map { ViewController(engine: engine, title: $0) })
        let delegate = SilentDelegate()
        container.delegate = delegate
        var completed: Bool?
        try container.select(1) { completed = $0 }
        VirtualClock(engine: engine).runUntilIdle()
        #expect(completed == true, "completed by the watchdog")
        #expect(!container.isTransitioning)
    }
}
