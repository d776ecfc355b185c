import SegueEngine
import SegueHost
import Testing

@testable import SegueKit

/// The bundled plugins, loaded once for these tests.
// Global because the bundled libraries load once per process (a library loaded in process is
// never unloaded) and the ABI lets a plugin be called from one thread only, so the HostTests
// suites that share it run one test at a time; PluginRegistry is not Sendable.
nonisolated(unsafe) private let plugins: PluginRegistry? = (try? BuiltLibraries.bundledSearchPath()).map {
    PluginRegistry(searchPath: $0)
}

extension HostTests {
    /// Plugin animators leave nothing behind either: once a transition is over (or its window
    /// is gone), its run, context (and so the plugin's session), coordinator, property animators
    /// and the plugin animator itself are freed, for every kind of transition, plain,
    /// interactively finished and cancelled.
    @Suite("No reference cycle survives a plugin-animated transition")
    struct PluginLifetimeTests {
        /// A plugin written in Swift with the SDK, and the one written in C.
        static let pluginNames = ["diagonal", "cover-vertical"]

        /// The kind of transition, run forward (present, push, switch to the second child) and back.
        enum Kind: String, CaseIterable, Sendable {
            case modal, navigation, tab, container
        }

        /// A window on `engine` showing the hierarchy `kind` needs, and its transitions each way.
        struct Stage {
            let window: Window
            let second: ViewController
            let forward: () throws -> Void
            let backward: () throws -> Void
            /// Whether the forward transition is in effect (shown and not undone).
            let isForward: () -> Bool
        }

        @Test(
            "every kind of transition, plain and interactively finished or cancelled, frees everything",
            arguments: pluginNames)
        func roundTrips(plugin: String) throws {
            for kind in Kind.allCases {
                for ending in [nil, true, false] as [Bool?] {
                    try roundTrip(kind, plugin: plugin, interactiveFinish: ending)
                }
            }
        }

        @Test(
            "a window dropped mid-transition, running or held by an interaction, goes with everything",
            arguments: pluginNames)
        func droppedWindow(plugin: String) throws {
            for kind in Kind.allCases {
                for interactive in [false, true] {
                    try dropMidTransition(kind, plugin: plugin, interactive: interactive)
                }
            }
        }

        /// Runs `kind` forward and back (back again plainly when an interactive return was
        /// cancelled) in a window dropped afterwards, and checks what was freed.
        private func roundTrip(_ kind: Kind, plugin: String, interactiveFinish: Bool?) throws {
            let engine = AnimationEngine()
            let watch = TransitionWatch(engine: engine)
            let delegate = try vendingDelegate(plugin)
            let interaction = PercentDrivenInteractiveTransition()
            let label = "\(plugin) \(kind) \(interactiveFinish.map { $0 ? "finished" : "cancelled" } ?? "plain")"
            try {
                let stage = makeStage(kind, on: engine, delegate: delegate)
                watch.watch(stage.window, "window")
                watch.watch(stage.second, "Second")
                delegate.interaction = interactiveFinish == nil ? nil : interaction
                try run(
                    stage.forward, in: stage, label: "\(label) forward", interactiveFinish: interactiveFinish,
                    interaction: interaction, watch: watch)
                if stage.isForward() {
                    try run(
                        stage.backward, in: stage, label: "\(label) back", interactiveFinish: interactiveFinish,
                        interaction: interaction, watch: watch)
                }
                delegate.interaction = nil
                if stage.isForward() {
                    try run(
                        stage.backward, in: stage, label: "\(label) back again", interactiveFinish: nil,
                        interaction: interaction, watch: watch)
                }
                #expect(!stage.isForward(), "\(label)")
            }()
            VirtualClock(engine: engine).runUntilIdle()
            watch.expectAllFreed(watchedAtLeast: 8, label)
            #expect(delegate.vendedCount >= 1 && delegate.aliveAnimators.isEmpty, "\(label): plugin animators alive")
            #expect(interaction.transitionContext == nil)
        }

        /// Starts `transition`, drives it when interactive, and lets it end.
        private func run(
            _ transition: () throws -> Void, in stage: Stage, label: String, interactiveFinish: Bool?,
            interaction: PercentDrivenInteractiveTransition, watch: TransitionWatch
        ) throws {
            let clock = VirtualClock(engine: stage.window.engine)
            try transition()
            clock.advance(frames: 1, framesPerSecond: 60)
            watch.watchTransition(in: stage.window, label)
            if let finishing = interactiveFinish {
                interaction.update(0.3)
                interaction.update(finishing ? 0.6 : 0.2)
                if finishing { interaction.finish() } else { interaction.cancel() }
            }
            clock.runUntilIdle()
            #expect(!stage.window.isTransitioning, "\(label) ended")
        }

        /// Starts `kind` forward, runs it a few frames (held at 30 % by an interaction when
        /// `interactive`), drops the window, and checks what was freed.
        private func dropMidTransition(_ kind: Kind, plugin: String, interactive: Bool) throws {
            let engine = AnimationEngine()
            let clock = VirtualClock(engine: engine)
            let watch = TransitionWatch(engine: engine)
            let delegate = try vendingDelegate(plugin)
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = interactive ? interaction : nil
            let label = "\(plugin) \(kind) dropped \(interactive ? "under interaction" : "running")"
            try {
                let stage = makeStage(kind, on: engine, delegate: delegate)
                watch.watch(stage.window, "window")
                watch.watch(stage.second, "Second")
                try stage.forward()
                clock.advance(frames: 1, framesPerSecond: 60)
                watch.watchTransition(in: stage.window, label)
                if interactive { interaction.update(0.3) }
                clock.advance(frames: 6, framesPerSecond: 60)
                #expect(stage.window.isTransitioning, "\(label): still running when dropped")
            }()
            clock.runUntilIdle()
            watch.expectAllFreed(watchedAtLeast: 8, label)
            #expect(delegate.vendedCount == 1 && delegate.aliveAnimators.isEmpty, "\(label): plugin animator alive")
        }

        /// A delegate vending a fresh `plugin` animator for each transition.
        private func vendingDelegate(_ plugin: String) throws -> PluginVendingDelegate {
            let registry = try #require(plugins)
            let available = try #require(registry.animator(named: plugin))
            return PluginVendingDelegate { operation in try registry.makeAnimator(available, operation: operation) }
        }

        /// A window showing `First` in the hierarchy `kind` needs, with `delegate` wherever it vends animators.
        private func makeStage(_ kind: Kind, on engine: AnimationEngine, delegate: PluginVendingDelegate) -> Stage {
            let window = Window(engine: engine, size: Size(width: 400, height: 800))
            let first = ViewController(engine: engine, title: "First")
            let second = ViewController(engine: engine, title: "Second")
            switch kind {
            case .modal:
                window.rootViewController = first
                second.transitioningDelegate = delegate
                return Stage(
                    window: window, second: second, forward: { try first.present(second, animated: true) },
                    backward: { try second.dismiss(animated: true) },
                    isForward: { second.presentingViewController != nil })
            case .navigation:
                let navigation = NavigationController(rootViewController: first)
                navigation.delegate = delegate
                window.rootViewController = navigation
                return Stage(
                    window: window, second: second,
                    forward: { try navigation.pushViewController(second, animated: true) },
                    backward: { try navigation.popViewController(animated: true) },
                    isForward: { navigation.viewControllers.count == 2 })
            case .tab:
                let tabs = TabBarController(viewControllers: [first, second])
                tabs.delegate = delegate
                window.rootViewController = tabs
                return Stage(
                    window: window, second: second, forward: { try tabs.selectTab(at: 1) },
                    backward: { try tabs.selectTab(at: 0) },
                    isForward: { tabs.selectedIndex == 1 })
            case .container:
                let container = ContainerViewController(viewControllers: [first, second])
                container.delegate = delegate
                window.rootViewController = container
                return Stage(
                    window: window, second: second, forward: { try container.select(1) },
                    backward: { try container.select(0) },
                    isForward: { container.selectedViewController === second })
            }
        }
    }
}
