import SegueEngine
import SegueKit
import Testing

/// A navigation delegate vending one animator for every operation, recording what it was asked.
final class VendingNavigationDelegate: NavigationControllerDelegate {
    let make: (NavigationOperation) -> AnimatedTransitioning?
    var interaction: InteractiveTransitioning?
    private(set) var shown: [String] = []

    init(_ make: @escaping (NavigationOperation) -> AnimatedTransitioning?) {
        self.make = make
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        make(operation)
    }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? {
        interaction
    }

    func navigationController(
        _ navigationController: NavigationController, didShow controller: ViewController, animated: Bool
    ) {
        shown.append(controller.title)
    }
}

@Suite("Navigation controller")
struct NavigationTests {
    private func makeFixture() -> (KitFixture, NavigationController, ViewController) {
        let engine = AnimationEngine()
        let list = ViewController(engine: engine, title: "List")
        let navigation = NavigationController(rootViewController: list)
        let fixture = KitFixture(engine: engine, root: navigation)
        return (fixture, navigation, list)
    }

    @Test("push with the standard slide: stack, containment, appearance, end state")
    func pushWithStandardSlide() throws {
        let (fixture, navigation, list) = makeFixture()
        let detail = fixture.controller("Detail")
        #expect(list.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        fixture.window.events.removeAll()
        try navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.map(\.title) == ["List", "Detail"])
        #expect(detail.parent === navigation)
        fixture.clock.advance(frames: 1, framesPerSecond: 60)
        #expect(detail.transitionCoordinator != nil)
        #expect(list.transitionCoordinator != nil)
        fixture.clock.advance(by: 0.35 / 2)
        // Mid-slide: the detail view is between the right edge and its place.
        #expect(detail.view.frame.minX > 0 && detail.view.frame.minX < 400)
        fixture.settle()
        #expect(detail.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(detail.view.superview === navigation.view)
        #expect(list.view.superview == nil)
        #expect(detail.transitionCoordinator == nil)
        let names = fixture.window.events.names
        let appearance = names.filter { $0.hasPrefix("viewController.view") }
        #expect(
            appearance == [
                "viewController.viewWillDisappear(_:)", "viewController.viewWillAppear(_:)",
                "viewController.viewDidAppear(_:)", "viewController.viewDidDisappear(_:)",
            ])
        #expect(names.contains("viewController.didMove(toParent:)"))
        #expect(names.last == "navigation.push.completion")
    }

    @Test("pop with a delegate-vended third-party animator, then pop to root")
    func popWithVendedAnimator() throws {
        let (fixture, navigation, list) = makeFixture()
        let delegate = VendingNavigationDelegate { _ in CrossDissolveAnimator(presenting: true) }
        let detail = fixture.controller("Detail")
        let more = fixture.controller("More")
        try navigation.pushViewController(detail, animated: false)
        fixture.settle()
        try navigation.pushViewController(more, animated: false)
        fixture.settle()
        navigation.delegate = delegate
        let popped = try navigation.popToRootViewController(animated: true)
        #expect(popped.map(\.title) == ["Detail", "More"])
        #expect(navigation.viewControllers.map(\.title) == ["List"])
        fixture.settle()
        #expect(list.view.superview === navigation.view)
        #expect(more.view.superview == nil && detail.view.superview == nil)
        #expect(more.parent == nil && detail.parent == nil)
        #expect(delegate.shown == ["List"])
        #expect(
            fixture.window.events.names.contains(
                "navigationDelegate.navigationController(_:animationControllerFor:from:to:)"))
        #expect(fixture.window.events.names.contains("animator.animateTransition(using:)"))
    }

    @Test("interactive pop cancelled restores the stack and the render tree; finished pops")
    func interactivePop() throws {
        let (fixture, navigation, list) = makeFixture()
        let detail = fixture.controller("Detail")
        try navigation.pushViewController(detail, animated: false)
        fixture.settle()
        let before = fixture.engine.tree.snapshot(of: fixture.window.view)

        // A short swipe (30 % of the width) is released and cancels.
        let short = try PanGestureScript(
            samples: [
                .init(time: 0.05, translation: Point(x: 60, y: 0)), .init(time: 0.1, translation: Point(x: 120, y: 0)),
            ], releaseTime: 0.15)
        try navigation.interactivePop(with: short)
        #expect(navigation.viewControllers.count == 1)
        fixture.clock.advance(frames: 8, framesPerSecond: 60)
        // Mid-swipe the covered list view is visible beside the detail view.
        #expect(list.view.superview === navigation.view)
        fixture.settle()
        #expect(navigation.viewControllers.map(\.title) == ["List", "Detail"])
        #expect(detail.parent === navigation)
        #expect(
            fixture.engine.tree.snapshot(of: fixture.window.view).differences(from: before, tolerance: 1e-9).isEmpty)

        // A long swipe (75 %) finishes the pop.
        let long = try PanGestureScript.verticalDrag(to: 0, over: 0.2)
        let far = try PanGestureScript(
            samples: long.samples.enumerated().map { index, sample in
                .init(
                    time: sample.time, translation: Point(x: 300 * Double(index + 1) / Double(long.samples.count), y: 0)
                )
            }, releaseTime: 0.25)
        try navigation.interactivePop(with: far)
        fixture.settle()
        #expect(navigation.viewControllers.map(\.title) == ["List"])
        #expect(detail.parent == nil)
        #expect(list.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
    }

    @Test("show(_:sender:) from inside a navigation stack pushes; from outside it presents")
    func showFindsTarget() throws {
        let (fixture, navigation, list) = makeFixture()
        let detail = fixture.controller("Detail")
        try list.show(detail, sender: nil)
        fixture.settle()
        #expect(navigation.topViewController === detail)
        #expect(navigation.presentedViewController == nil)

        let plain = KitFixture()
        let shown = plain.controller("Shown")
        try plain.root.show(shown, sender: nil)
        plain.settle()
        #expect(plain.root.presentedViewController === shown)
    }

    @Test("pushing a controller that is already shown elsewhere is refused")
    func pushRefusesShownController() throws {
        let (fixture, navigation, _) = makeFixture()
        #expect(throws: TransitionError.self) { try navigation.pushViewController(fixture.root, animated: true) }
    }
}
