import SegueEngine
import Testing

@testable import SegueKit

/// Every kind of transition, with SegueKit's own animators, plainly and interactively (finished
/// and cancelled): once it is over, its run, context, animation list, coordinator, animator and
/// property animators are freed, and so is every controller that left the hierarchy, while an
/// interaction controller the test keeps holds nothing of the transition it drove.
@Suite("No reference cycle survives a finished transition")
struct TransitionLifetimeTests {
    /// How a modal transition is animated.
    enum Modal: String, CaseIterable, Sendable {
        /// The delegate's DiagonalAnimator.
        case delegateAnimator
        /// The built-in cover-vertical fallback (no delegate).
        case builtIn
        /// The delegate's DiagonalAnimator in the dimming custom presentation.
        case dimming
    }

    /// The objects of one transition the probe watches: run, context, list, coordinator, animator.
    static let perTransition = 5

    @Test("present then dismiss", arguments: Modal.allCases)
    func presentThenDismiss(_ kind: Modal) throws {
        let fixture = KitFixture()
        let probe = LifetimeProbe()
        let delegate = kind == .builtIn ? nil : FreshModalDelegate(dims: kind == .dimming)
        probe.watchAnimators(on: fixture.engine)
        try presentThenDismiss(in: fixture, delegate: delegate, custom: kind == .dimming, probe: probe)
        probe.expectAllFreed(watchedAtLeast: 2 * Self.perTransition + 4)
        withExtendedLifetime(delegate) {}
    }

    /// Presents a fresh `Second` and dismisses it; the caller keeps no reference to it.
    private func presentThenDismiss(
        in fixture: KitFixture, delegate: FreshModalDelegate?, custom: Bool, probe: LifetimeProbe
    ) throws {
        let second = fixture.controller("Second")
        second.transitioningDelegate = delegate
        if custom { second.modalPresentationStyle = .custom }
        probe.watch(second, "Second")
        try fixture.root.present(second, animated: true)
        fixture.tick()
        probe.watchTransition(in: fixture.window, "present")
        probe.watch(second.presentationController, "presentation controller")
        fixture.settle()
        #expect(second.presentingViewController === fixture.root)
        try second.dismiss(animated: true)
        fixture.tick()
        probe.watchTransition(in: fixture.window, "dismiss")
        fixture.settle()
        #expect(second.presentingViewController == nil)
    }

    @Test(
        "interactive present and dismiss, finished or cancelled, with the interaction controller kept",
        arguments: [true, false])
    func interactivePresentAndDismiss(finishing: Bool) throws {
        let fixture = KitFixture()
        let probe = LifetimeProbe()
        let delegate = FreshModalDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        probe.watchAnimators(on: fixture.engine)
        try interactiveRound(
            in: fixture, delegate: delegate, interaction: interaction, finishing: finishing, probe: probe)
        probe.expectAllFreed(watchedAtLeast: 2 * Self.perTransition + 3)
        #expect(interaction.transitionContext == nil)
        withExtendedLifetime((delegate, interaction)) {}
    }

    /// Presents `Second` interactively (finished or cancelled); a presented `Second` is then
    /// dismissed interactively the same way and, when that was cancelled, plainly.
    private func interactiveRound(
        in fixture: KitFixture, delegate: FreshModalDelegate, interaction: PercentDrivenInteractiveTransition,
        finishing: Bool,
        probe: LifetimeProbe
    ) throws {
        let second = fixture.controller("Second")
        second.transitioningDelegate = delegate
        probe.watch(second, "Second")
        delegate.presentInteraction = interaction
        try fixture.root.present(second, animated: true)
        fixture.tick()
        probe.watchTransition(in: fixture.window, "present")
        interaction.drive(finishing: true)
        fixture.settle()
        delegate.dismissInteraction = interaction
        try second.dismiss(animated: true)
        fixture.tick()
        probe.watchTransition(in: fixture.window, "interactive dismiss")
        interaction.drive(finishing: finishing)
        fixture.settle()
        #expect((second.presentingViewController == nil) == finishing)
        guard !finishing else { return }
        delegate.dismissInteraction = nil
        try second.dismiss(animated: true)
        fixture.settle()
    }

    @Test("interactive present cancelled: the controller that was never presented goes too")
    func cancelledPresentation() throws {
        let fixture = KitFixture()
        let probe = LifetimeProbe()
        let delegate = FreshModalDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        probe.watchAnimators(on: fixture.engine)
        try {
            let second = fixture.controller("Second")
            second.transitioningDelegate = delegate
            probe.watch(second, "Second")
            try fixture.root.present(second, animated: true)
            fixture.tick()
            probe.watchTransition(in: fixture.window, "present")
            probe.watch(second.presentationController, "presentation controller")
            interaction.drive(finishing: false)
            fixture.settle()
        }()
        probe.expectAllFreed(watchedAtLeast: Self.perTransition + 3)
        withExtendedLifetime((delegate, interaction)) {}
    }

    @Test("a swipe-driven present (10-3, 10-4) kept by its delegate holds nothing of the transition it drove")
    func swipePresent() throws {
        let fixture = KitFixture()
        let probe = LifetimeProbe()
        let delegate = FreshModalDelegate()
        let swipe = SwipeInteractionController(script: try .verticalDrag(to: -600, over: 0.3, steps: 6))
        delegate.presentInteraction = swipe
        probe.watchAnimators(on: fixture.engine)
        try {
            let second = fixture.controller("Second")
            second.transitioningDelegate = delegate
            try fixture.root.present(second, animated: true)
            fixture.tick()
            probe.watchTransition(in: fixture.window, "swipe present")
            fixture.settle()
            #expect(second.presentingViewController === fixture.root)
        }()
        probe.expectAllFreed(watchedAtLeast: Self.perTransition + 1)
        #expect(swipe.contextData == nil && swipe.transitionContext == nil)
    }

    @Test(
        "push then pop, plainly and with an interactive edge swipe finished or cancelled",
        arguments: [nil, true, false] as [Bool?])
    func pushThenPop(interactiveFinish: Bool?) throws {
        let engine = AnimationEngine()
        let list = ViewController(engine: engine, title: "List")
        let fixture = KitFixture(engine: engine, root: NavigationController(rootViewController: list))
        let navigation = try #require(fixture.root as? NavigationController)
        let probe = LifetimeProbe()
        probe.watchAnimators(on: engine)
        try {
            let detail = fixture.controller("Detail")
            probe.watch(detail, "Detail")
            try navigation.pushViewController(detail, animated: true)
            fixture.tick()
            probe.watchTransition(in: fixture.window, "push")
            fixture.settle()
        }()
        if let finishing = interactiveFinish {
            try navigation.interactivePop(with: edgeSwipe(to: finishing ? 300 : 60))
            fixture.tick()
            probe.watchTransition(in: fixture.window, "interactive pop")
            fixture.settle()
            #expect(navigation.viewControllers.count == (finishing ? 1 : 2))
        }
        if navigation.viewControllers.count == 2 {
            try navigation.popViewController(animated: true)
            fixture.tick()
            probe.watchTransition(in: fixture.window, "pop")
            fixture.settle()
        }
        probe.expectAllFreed(watchedAtLeast: 2 * Self.perTransition + 2)
    }

    /// A horizontal swipe to `distance` points over 0.2 s, released at 0.25 s.
    private func edgeSwipe(to distance: Double) throws -> PanGestureScript {
        try PanGestureScript(
            samples: (1...4).map {
                .init(time: 0.05 * Double($0), translation: Point(x: distance * Double($0) / 4, y: 0))
            }, releaseTime: 0.25)
    }

    @Test(
        "a tab switch and back, plainly and interactively finished or cancelled",
        arguments: [nil, true, false] as [Bool?])
    func tabSwitch(interactiveFinish: Bool?) throws {
        let engine = AnimationEngine()
        let tabs = TabBarController(viewControllers: ["One", "Two"].map { ViewController(engine: engine, title: $0) })
        let fixture = KitFixture(engine: engine, root: tabs)
        let delegate = FreshTabDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        tabs.delegate = delegate
        let probe = LifetimeProbe()
        probe.watchAnimators(on: engine)
        // A cancelled switch leaves the first tab selected: there is no way back to take.
        let switches = interactiveFinish == false ? [1] : [1, 0]
        for index in switches {
            delegate.interaction = interactiveFinish == nil ? nil : interaction
            try tabs.selectTab(at: index)
            fixture.tick()
            probe.watchTransition(in: fixture.window, "switch to \(index)")
            if let finishing = interactiveFinish { interaction.drive(finishing: finishing) }
            fixture.settle()
        }
        probe.expectAllFreed(watchedAtLeast: switches.count * Self.perTransition + 1)
        withExtendedLifetime(interaction) {}
    }

    @Test(
        "a custom container switch and back, with its default animator, the delegate's, and interactively",
        arguments: [nil, true, false] as [Bool?])
    func containerSwitch(interactiveFinish: Bool?) throws {
        for vends in [false, true] where vends || interactiveFinish == nil {
            let engine = AnimationEngine()
            let container = ContainerViewController(
                viewControllers: ["Red", "Green"].map { ViewController(engine: engine, title: $0) })
            let fixture = KitFixture(engine: engine, root: container)
            let delegate = FreshContainerDelegate()
            let interaction = PercentDrivenInteractiveTransition()
            if vends { container.delegate = delegate }
            let probe = LifetimeProbe()
            probe.watchAnimators(on: engine)
            for index in interactiveFinish == false ? [1] : [1, 0] {
                delegate.interaction = interactiveFinish == nil ? nil : interaction
                try container.select(index)
                fixture.tick()
                probe.watchTransition(in: fixture.window, "select \(index)")
                if let finishing = interactiveFinish { interaction.drive(finishing: finishing) }
                fixture.settle()
            }
            probe.expectAllFreed(watchedAtLeast: (interactiveFinish == false ? 1 : 2) * Self.perTransition + 1)
            withExtendedLifetime(interaction) {}
        }
    }

    @Test("a window resize frees its run and animator, and then the window can go")
    func resize() throws {
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        let probe = LifetimeProbe()
        probe.watchAnimators(on: engine)
        try {
            let fixture = KitFixture(engine: engine)
            probe.watch(fixture.window, "window")
            probe.watch(fixture.root, "root")
            try fixture.window.transition(to: Size(width: 800, height: 400))
            fixture.tick()
            probe.watchTransition(in: fixture.window, "resize")
            fixture.settle()
            #expect(fixture.window.size == Size(width: 800, height: 400))
        }()
        clock.runUntilIdle()
        probe.expectAllFreed(watchedAtLeast: Self.perTransition + 3)
    }
}
