import SegueEngine
import SegueKit
import Testing

/// A container delegate vending a fixed animator and, optionally, an interaction controller.
final class VendingContainerDelegate: ContainerViewControllerDelegate {
    let animator: AnimatedTransitioning?
    var interaction: InteractiveTransitioning?
    private(set) var selected: [String] = []

    init(animator: AnimatedTransitioning?) {
        self.animator = animator
    }

    func containerViewController(_ container: ContainerViewController, didSelect controller: ViewController) {
        selected.append(controller.title)
    }

    func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? {
        animator
    }

    func containerViewController(
        _ container: ContainerViewController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }
}

/// Records the frames a third-party animator is given, then cross-fades.
final class FrameRecordingAnimator: AnimatedTransitioning {
    private(set) var frames: [String: (initial: Rect, final: Rect)] = [:]
    private(set) var container: View?

    func transitionDuration(using context: ContextTransitioning?) -> Double { 0.4 }

    func animateTransition(using context: ContextTransitioning) {
        container = context.containerView
        for key in [TransitionKey.from, .to] {
            if let controller = context.viewController(forKey: key) {
                frames[key.rawValue] = (context.initialFrame(for: controller), context.finalFrame(for: controller))
            }
        }
        let toView = context.view(forKey: .to)!
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        context.containerView.addSubview(toView)
        toView.alpha = 0
        context.engine.animate(withDuration: 0.4, curve: .linear, animations: { toView.alpha = 1 }) { _ in
            let success = !context.transitionWasCancelled
            if !success { toView.removeFromSuperview() }
            toView.alpha = 1
            context.completeTransition(success)
        }
    }
}

@Suite("objc.io container and tab bar")
struct ContainerTests {
    private func makeContainer() -> (KitFixture, ContainerViewController, [ViewController]) {
        let engine = AnimationEngine()
        let children = ["Red", "Green", "Blue"].map { ViewController(engine: engine, title: $0) }
        let container = ContainerViewController(viewControllers: children)
        let fixture = KitFixture(engine: engine, root: container)
        return (fixture, container, children)
    }

    @Test("the default spring slide: one second, fades, slides by width + 16, ends clean")
    func defaultSlide() throws {
        let (fixture, container, children) = makeContainer()
        #expect(children[0].view.superview === container.privateContainerView)
        try container.select(1)
        fixture.clock.advance(frames: 1, framesPerSecond: 60)
        #expect(children[1].view.superview === container.privateContainerView)
        #expect(children[1].view.alpha < 0.2)
        // The new child starts a container width plus padding to the right (going right).
        #expect(children[1].view.transform.tx > 300 && children[1].view.transform.tx <= 416)
        fixture.clock.advance(by: 0.3)
        #expect(children[0].view.alpha < 1 && children[0].view.transform.tx < 0)
        fixture.settle()
        #expect(children[0].view.superview == nil)
        #expect(children[0].parent == nil)
        #expect(children[1].parent === container)
        #expect(children[1].view.transform == .identity && children[1].view.alpha == 1)
        #expect(container.selectedViewController === children[1])
        let durations = fixture.window.events.events.filter { $0.name == "animator.transitionDuration(using:)" }
        #expect(durations.first?.field("duration") == .number(1))
        #expect(fixture.window.events.names.last == "container.completion")
    }

    @Test("a third-party animator runs unchanged on the container's own context and frames")
    func thirdPartyAnimatorGetsArticleFrames() throws {
        let (fixture, container, children) = makeContainer()
        let animator = FrameRecordingAnimator()
        let delegate = VendingContainerDelegate(animator: animator)
        container.delegate = delegate
        try container.select(2)
        fixture.settle()
        let bounds = Rect(x: 0, y: 0, width: 400, height: 800)
        // Going right: the new view comes from the right, the old one leaves to the left.
        #expect(animator.frames["to"]?.initial == bounds.offsetBy(dx: 400, dy: 0))
        #expect(animator.frames["to"]?.final == bounds)
        #expect(animator.frames["from"]?.final == bounds.offsetBy(dx: -400, dy: 0))
        #expect(animator.container === container.privateContainerView)
        #expect(delegate.selected == ["Blue"])
        #expect(children[2].view.superview === container.privateContainerView)
        #expect(children[0].view.superview == nil)
    }

    @Test("an interactive container transition scrubs, and cancelling restores the render tree")
    func interactiveContainerTransition() throws {
        let (fixture, container, children) = makeContainer()
        let delegate = VendingContainerDelegate(animator: FrameRecordingAnimator())
        let interaction = PercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        container.delegate = delegate
        let before = fixture.engine.tree.snapshot(of: fixture.window.view)
        try container.select(1)
        fixture.clock.advance(frames: 1, framesPerSecond: 60)
        interaction.update(0.5)
        #expect(abs(children[1].view.alpha - 0.5) < 1e-9)
        fixture.clock.advance(by: 1)
        #expect(abs(children[1].view.alpha - 0.5) < 1e-9) // held by the interaction
        interaction.cancel()
        fixture.settle()
        #expect(container.selectedViewController === children[0])
        #expect(children[1].parent == nil)
        #expect(
            fixture.engine.tree.snapshot(of: fixture.window.view).differences(from: before, tolerance: 1e-9).isEmpty)
        // The next selection works normally.
        delegate.interaction = nil
        try container.select(1)
        fixture.settle()
        #expect(container.selectedViewController === children[1])
    }

    @Test("tab switch: instant without an animator, animated with a vended one")
    func tabSwitch() throws {
        let engine = AnimationEngine()
        let tabs = ["One", "Two"].map { ViewController(engine: engine, title: $0) }
        let tabBar = TabBarController(viewControllers: tabs)
        let fixture = KitFixture(engine: engine, root: tabBar)
        #expect(tabs[0].view.frame == Rect(x: 0, y: 0, width: 400, height: 800 - TabBarController.tabBarHeight))
        try tabBar.selectTab(at: 1)
        fixture.clock.advance(frames: 1, framesPerSecond: 60)
        #expect(tabs[1].view.superview === tabBar.view && tabs[0].view.superview == nil)
        #expect(tabBar.view.subviews.last === tabBar.tabBar)

        final class TabDelegate: TabBarControllerDelegate {
            func tabBarController(
                _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
                to: ViewController
            ) -> AnimatedTransitioning? {
                CrossDissolveAnimator(presenting: true)
            }
        }
        let delegate = TabDelegate()
        tabBar.delegate = delegate
        try tabBar.selectTab(at: 0)
        fixture.clock.advance(frames: 1, framesPerSecond: 60)
        fixture.clock.advance(by: 0.15)
        #expect(tabs[0].view.alpha > 0 && tabs[0].view.alpha < 1)
        fixture.settle()
        #expect(tabBar.selectedIndex == 0)
        #expect(tabs[0].view.alpha == 1 && tabs[1].view.superview == nil)
        #expect(tabBar.view.subviews.last === tabBar.tabBar)
        #expect(fixture.window.events.names.contains("tabBarDelegate.tabBarController(_:didSelect:)"))
    }
}
