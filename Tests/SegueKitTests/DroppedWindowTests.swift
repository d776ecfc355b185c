import SegueEngine
import Testing

@testable import SegueKit

/// A window its owner lets go of in the middle of a transition goes away at once, taking its
/// controllers and the transition with it: the engine stops the transition's animations (it
/// would otherwise keep them, and through them everything else, for as long as they run, or
/// forever when a paused interaction is never ended) and nothing of it stays alive.
@Suite("A window dropped mid-transition is freed with its transition")
struct DroppedWindowTests {
    /// The transition running when the window is dropped.
    enum Kind: String, CaseIterable, Sendable {
        case present, dismiss, interactivePresent, push, interactivePop, tab, container, resize
        /// Requested but not started yet: it starts on the next tick and is abandoned at once.
        case pending
    }

    @Test("everything is freed and the engine runs nothing of it any more", arguments: Kind.allCases)
    func dropped(_ kind: Kind) throws {
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        let probe = LifetimeProbe()
        let delegate = FreshModalDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        probe.watchAnimators(on: engine)
        let log = try startAndDrop(kind, on: engine, delegate: delegate, interaction: interaction, probe: probe)
        clock.advance(frames: 1, framesPerSecond: 60)
        #expect(!engine.hasRunningAnimations, "the transition's animations were stopped")
        clock.runUntilIdle()
        probe.expectAllFreed(watchedAtLeast: kind == .pending ? 3 : 6)
        #expect(log.diagnostics.contains { $0.contains("the window went away during a transition") })
        // The interaction controller the app kept holds nothing and refuses calls quietly.
        #expect(interaction.transitionContext == nil)
        interaction.update(0.5)
        interaction.finish()
        withExtendedLifetime(delegate) {}
    }

    @Test("a swipe controller the app keeps lets go of the transition of a window dropped mid-swipe")
    func droppedMidSwipe() throws {
        let engine = AnimationEngine()
        let probe = LifetimeProbe()
        let delegate = FreshModalDelegate()
        let swipe = SwipeInteractionController(script: try .verticalDrag(to: 600, over: 1, steps: 10))
        delegate.presentInteraction = swipe
        probe.watchAnimators(on: engine)
        try {
            let fixture = KitFixture(engine: engine)
            let second = fixture.controller("Second")
            second.transitioningDelegate = delegate
            probe.watch(fixture.window, "window")
            probe.watch(second, "Second")
            try fixture.root.present(second, animated: true)
            fixture.tick()
            probe.watchTransition(in: fixture.window, "swipe present")
            fixture.clock.advance(frames: 20, framesPerSecond: 60)
            #expect(swipe.contextData != nil && swipe.percentComplete > 0)
        }()
        VirtualClock(engine: engine).runUntilIdle()
        probe.expectAllFreed(watchedAtLeast: 8)
        #expect(swipe.contextData == nil)
    }

    /// Builds a window showing the controllers `kind` needs, starts the transition, runs it a
    /// few frames and returns its event log; the window and its controllers go when it returns.
    private func startAndDrop(
        _ kind: Kind, on engine: AnimationEngine, delegate: FreshModalDelegate,
        interaction: PercentDrivenInteractiveTransition,
        probe: LifetimeProbe
    ) throws -> TransitionEventLog {
        let fixture = KitFixture(engine: engine, root: root(for: kind, on: engine))
        probe.watch(fixture.window, "window")
        probe.watch(fixture.root, "root")
        for child in fixture.root.children { probe.watch(child, child.title) }
        try start(kind, in: fixture, delegate: delegate, interaction: interaction, probe: probe)
        guard kind != .pending else { return fixture.window.events }
        fixture.tick()
        probe.watchTransition(in: fixture.window, kind.rawValue)
        fixture.clock.advance(frames: 6, framesPerSecond: 60)
        #expect(fixture.window.isTransitioning, "still mid-transition when the window is dropped")
        return fixture.window.events
    }

    /// The root controller `kind` transitions in.
    private func root(for kind: Kind, on engine: AnimationEngine) -> ViewController {
        let first = ViewController(engine: engine, title: "First")
        switch kind {
        case .push, .interactivePop: return NavigationController(rootViewController: first)
        case .tab: return TabBarController(viewControllers: [first, ViewController(engine: engine, title: "Second")])
        case .container:
            return ContainerViewController(viewControllers: [first, ViewController(engine: engine, title: "Second")])
        default: return first
        }
    }

    /// Starts the transition of `kind` (it begins on the next tick).
    private func start(
        _ kind: Kind, in fixture: KitFixture, delegate: FreshModalDelegate,
        interaction: PercentDrivenInteractiveTransition,
        probe: LifetimeProbe
    ) throws {
        let second = fixture.controller("Second")
        probe.watch(second, "Second")
        second.transitioningDelegate = delegate
        switch kind {
        case .present, .pending: try fixture.root.present(second, animated: true)
        case .dismiss:
            try fixture.root.present(second, animated: false)
            fixture.settle()
            try second.dismiss(animated: true)
        case .interactivePresent:
            delegate.presentInteraction = interaction
            try fixture.root.present(second, animated: true)
        case .push: try (fixture.root as? NavigationController)?.pushViewController(second, animated: true)
        case .interactivePop: try pushThenSwipe(second, in: fixture)
        case .tab:
            let tabs = fixture.root as? TabBarController
            tabs?.delegate = FreshTabDelegate()
            try tabs?.selectTab(at: 1)
        case .container: try (fixture.root as? ContainerViewController)?.select(1)
        case .resize: try fixture.window.transition(to: Size(width: 800, height: 400), duration: 1)
        }
    }

    /// Pushes `second` unanimated and starts popping it under a slow edge swipe still held.
    private func pushThenSwipe(_ second: ViewController, in fixture: KitFixture) throws {
        let navigation = try #require(fixture.root as? NavigationController)
        try navigation.pushViewController(second, animated: false)
        fixture.settle()
        try navigation.interactivePop(
            with: PanGestureScript(samples: [.init(time: 0.5, translation: Point(x: 100, y: 0))], releaseTime: 2))
    }
}
