import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import SegueTestSupport
import Testing

/// Gestures that end a transition each way under UIKit's release rule.
private let finishingPan = try! InteractiveGesture(parsing: "pan:0@0,0.3@0.2,0.6@0.4,release")
private let cancellingPan = try! InteractiveGesture(parsing: "pan:0@0,0.1@0.2,0.15@0.4,release")

extension HostTests {
    /// The bundled animators whose whole transition is one animation vend it through
    /// `interruptible_animation` (animator.h: "UIKit's interruptibleAnimator(using:): the one
    /// animation ... that drives the transition"), so an interaction drives that animation, and a
    /// person can grab it while it finishes (WWDC 2016 "Advances in UIKit Animations and
    /// Transitions": a paused interruptible animator holds its current values).
    @Suite("Bundled plugins vend their one animation to an interaction, which can grab it mid-finish")
    struct InterruptiblePluginTests {
        /// Every bundled animator driven by one animation per operation.
        static let interruptible = [
            "diagonal", "slide", "cross-dissolve", "zoom", "cover-vertical", "pan", "flip", "cards", "turn", "fold",
            "page-flip", "bubble",
        ]
        /// The rest, and why (Plugins/README.md): NatGeo, Portal and Match complete at once with no
        /// animation when one side is not handed over, which a vended animation would lengthen;
        /// Explode and Cube (C) were left for later.
        static let notInterruptible = [
            "natgeo", "portal", "match", "explode", "cube",
            // UIKit animators: a UIKit animator vends a property animator only when it implements
            // interruptibleAnimator(using:), which the layer cannot tell from its default, so none claims it.
            "uikit-sheet", "uikit-diagonal", "uikit-flip", "uikit-reveal",
        ]

        /// The bundled plugins run in one plugin process, shared by the isolated tests.
        // Global because the HostTests suites share one plugin process for the bundled plugins and
        // the ABI lets a plugin be called from one thread only, so they run one test at a time;
        // PluginRegistry is not Sendable.
        nonisolated(unsafe) static let isolatedRegistry: PluginRegistry? = {
            guard let directory = BuiltLibraries.directory, let path = try? BuiltLibraries.bundledSearchPath() else {
                return nil
            }
            return PluginRegistry(
                searchPath: path, isolation: PluginIsolation(executable: directory + "/segue", forksWhenPossible: false)
            )
        }()

        private static func registry(isolated: Bool) throws -> PluginRegistry {
            try #require(isolated ? isolatedRegistry : BundledPlugins.registry)
        }

        private static func run(_ plugin: String, _ scenario: TransitionScenario, isolated: Bool) throws
            -> ScenarioRecording
        {
            let registry = try registry(isolated: isolated)
            let available = try #require(registry.animator(named: plugin), "\(registry.diagnostics)")
            return try scenario.run { try registry.makeAnimator(available, operation: $0) }
        }

        private static func looks(_ frame: TraceRecorder.Frame?) -> RenderTreeSnapshot? {
            frame.map { RenderTreeSnapshot(views: $0.views) }
        }

        @Test("exactly the animators driven by one animation claim the interruptible capability")
        func claims() throws {
            let registry = try Self.registry(isolated: false)
            #expect(
                Set(Self.interruptible + Self.notInterruptible) == Set(BundledPluginManifest.animators),
                "every bundled plugin (Package.swift's manifest) is on one of the two lists")
            for plugin in Self.interruptible + Self.notInterruptible {
                let available = try #require(registry.animator(named: plugin))
                #expect(
                    available.descriptor.capabilities.contains(.interruptible) == Self.interruptible.contains(plugin),
                    "\(plugin)")
            }
        }

        @Test(
            "a scripted pan finishes and cancels through the vended animation, with no watchdog and no diagnostic",
            arguments: [false, true])
        func finishAndCancel(isolated: Bool) throws {
            for plugin in Self.interruptible {
                for operation in [PluginOperation.present, .dismiss] {
                    let label = "\(plugin) \(operation) isolated \(isolated)"
                    let plain = try Self.run(plugin, TransitionScenario(operation: operation), isolated: isolated)
                    let finished = try Self.run(
                        plugin, TransitionScenario(operation: operation, gesture: finishingPan), isolated: isolated)
                    let names = finished.events.map(\.name)
                    #expect(
                        names.contains("animator.interruptibleAnimator(using:)")
                            && !names.contains("animator.animateTransition(using:)"), "\(label)")
                    #expect(
                        finished.completed == true && !finished.completedByWatchdog && finished.diagnostics.isEmpty,
                        "\(label): \(finished.diagnostics)")
                    #expect(
                        Self.looks(finished.frames.last) == Self.looks(plain.frames.last),
                        "\(label): finish ends where the plain run ends")
                    let cancelled = try Self.run(
                        plugin, TransitionScenario(operation: operation, gesture: cancellingPan), isolated: isolated)
                    #expect(
                        cancelled.cancelled && !cancelled.completedByWatchdog && cancelled.diagnostics.isEmpty,
                        "\(label): \(cancelled.diagnostics)")
                    #expect(
                        Self.looks(cancelled.frames.last) == Self.looks(cancelled.frames.first),
                        "\(label): cancel restores the first frame")
                }
            }
        }

        /// The same animator with its vended animation hidden, so the interaction drives
        /// animate_transition's animations instead.
        final class NotVending: AnimatedTransitioning {
            let base: AnimatedTransitioning
            init(_ base: AnimatedTransitioning) { self.base = base }
            func transitionDuration(using context: ContextTransitioning?) -> Double {
                base.transitionDuration(using: context)
            }
            func animateTransition(using context: ContextTransitioning) { base.animateTransition(using: context) }
            func animationEnded(_ transitionCompleted: Bool) { base.animationEnded(transitionCompleted) }
        }

        @Test(
            "driving the vended animation shows the same frames as driving animate_transition's",
            arguments: interruptible)
        func vendedFramesEqualPlainFrames(plugin: String) throws {
            let registry = try Self.registry(isolated: false)
            let available = try #require(registry.animator(named: plugin))
            for operation in [PluginOperation.present, .dismiss] {
                for gesture in [finishingPan, cancellingPan] {
                    let scenario = TransitionScenario(operation: operation, gesture: gesture)
                    let vended = try scenario.run { try registry.makeAnimator(available, operation: $0) }
                    let driven = try scenario.run { NotVending(try registry.makeAnimator(available, operation: $0)) }
                    #expect(!driven.events.map(\.name).contains("animator.interruptibleAnimator(using:)"))
                    #expect(vended.frames.map(\.time) == driven.frames.map(\.time), "\(plugin) \(operation)")
                    #expect(vended.frames.map(Self.looks) == driven.frames.map(Self.looks), "\(plugin) \(operation)")
                }
            }
        }

        @Test(
            "a grab mid-finish holds the views where they are, and releasing backwards reverses the transition",
            arguments: [(false, true), (true, true), (false, false)])
        func grabMidFinish(isolated: Bool, vending: Bool) throws {
            for plugin in ["slide", "cover-vertical", "flip"] {
                for operation in [PluginOperation.present, .dismiss] {
                    let label = "\(plugin) \(operation) isolated \(isolated) vending \(vending)"
                    let registry = try Self.registry(isolated: isolated)
                    let available = try #require(registry.animator(named: plugin))
                    let animator = try registry.makeAnimator(available, operation: operation)
                    let scene = try GrabScene(operation: operation, animator: vending ? animator : NotVending(animator))
                    let before = scene.snapshot
                    try scene.start()
                    scene.interaction.update(0.3)
                    scene.interaction.finish()
                    scene.clock.advance(frames: 6, framesPerSecond: 60)
                    let moving = scene.snapshot
                    #expect(!moving.differences(from: before).isEmpty, "\(label): on its way")
                    scene.interaction.pause()
                    #expect(
                        scene.snapshot.differences(from: moving, tolerance: 1e-9).isEmpty,
                        "\(label): no jump when grabbed")
                    let grabbedAt = scene.interaction.percentComplete
                    // The percentage is read from the progress the views show (an eased curve shows
                    // less than its time fraction early on), so it is only known to lie inside.
                    #expect(grabbedAt > 0 && grabbedAt < 1, "\(label): grabbed on the way (\(grabbedAt))")
                    scene.clock.advance(frames: 30, framesPerSecond: 60)
                    #expect(
                        scene.snapshot.differences(from: moving, tolerance: 1e-9).isEmpty,
                        "\(label): held while grabbed")
                    scene.interaction.update(grabbedAt / 2)
                    scene.interaction.cancel()
                    scene.clock.advance(frames: 120, framesPerSecond: 60)
                    #expect(
                        scene.snapshot.differences(from: before, tolerance: 1e-9).isEmpty,
                        "\(label): reversed to the start")
                    let names = scene.window.events.events.map(\.name)
                    #expect(names.contains("animator.interruptibleAnimator(using:)") == vending, "\(label)")
                    #expect(!names.contains("watchdog.completeTransition"), "\(label)")
                    #expect(scene.window.events.diagnostics.isEmpty, "\(label): \(scene.window.events.diagnostics)")
                    #expect(animator.diagnostics.isEmpty, "\(label): \(animator.diagnostics.map(\.message))")
                }
            }
        }
    }

    /// A window presenting (or, after a plain presentation, dismissing) a second controller with
    /// a plugin animator under a percent-driven interaction the test holds.
    final class GrabScene: TransitioningDelegate {
        let engine = AnimationEngine()
        let clock: VirtualClock
        let window: Window
        let first: ViewController
        let second: ViewController
        let interaction = PercentDrivenInteractiveTransition()
        /// Whether the interaction drives the transitions (else they run on their own).
        var interactive = true
        let operation: PluginOperation
        let animator: AnimatedTransitioning

        init(operation: PluginOperation, animator: AnimatedTransitioning) throws {
            self.operation = operation
            self.animator = animator
            clock = VirtualClock(engine: engine)
            window = Window(engine: engine, size: Size(width: 400, height: 800))
            first = ViewController(engine: engine, title: "First")
            second = ViewController(engine: engine, title: "Second")
            window.rootViewController = first
            second.transitioningDelegate = self
            if operation == .dismiss {
                try first.present(second, animated: false)
                clock.advance(frames: 1, framesPerSecond: 60)
            }
        }

        /// Starts the interactive transition and lets it take its first frame.
        func start() throws {
            if operation == .dismiss {
                try second.dismiss(animated: true)
            } else {
                try first.present(second, animated: true)
            }
            clock.advance(frames: 1, framesPerSecond: 60)
        }

        /// The window's views now.
        var snapshot: RenderTreeSnapshot { engine.tree.snapshot(of: window.view) }

        func animationController(
            forPresented presented: ViewController, presenting: ViewController, source: ViewController
        ) -> AnimatedTransitioning? { animator }
        func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { animator }
        func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
            interactive ? interaction : nil
        }
        func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
            interactive ? interaction : nil
        }
    }
}
