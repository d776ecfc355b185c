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

/// How one view looks in a frame, without its engine id (ids differ only by creation order);
/// numbers compare as numbers, so -0.0 equals 0.0.
private struct Look: Equatable, CustomStringConvertible {
    let name: String
    let frame: Rect
    let alpha: Double
    let transform: Transform3D
    let color: Color
    let cornerRadius: Double
    let isHidden: Bool

    var description: String { "\(name) \(frame) alpha \(alpha)" }
}

/// The looks of a frame's views, back to front.
private func views(_ frame: TraceRecorder.Frame?) -> [Look] {
    (frame?.views ?? []).map {
        Look(
            name: $0.name, frame: $0.frame, alpha: $0.alpha, transform: $0.transform3D, color: $0.backgroundColor,
            cornerRadius: $0.cornerRadius, isHidden: $0.isHidden)
    }
}

extension HostTests {
    @Suite("Plugin animators run every operation like native ones")
    struct PluginTransitionTests {
        static let plugins = BundledPluginManifest.animators

        @Test(
            "every plugin completes every operation and ends in the same state as the native diagonal animator",
            arguments: plugins)
        func everyOperation(plugin: String) throws {
            for operation in PluginOperation.allCases {
                let scenario = TransitionScenario(operation: operation)
                let recording = try BundledPlugins.run(plugin, scenario)
                #expect(recording.completed == true, "\(plugin) \(operation)")
                #expect(recording.finished && recording.settled, "\(plugin) \(operation)")
                #expect(recording.diagnostics.isEmpty, "\(plugin) \(operation): \(recording.diagnostics)")
                let native = try scenario.run { operation in
                    DiagonalAnimator(presenting: operation.requiredCapability == .present)
                }
                #expect(views(recording.frames.last) == views(native.frames.last), "\(plugin) \(operation) end state")
                #expect(recording.frames.count > 10, "\(plugin) \(operation) animates over several frames")
            }
        }

        @Test(
            "interactive finish reaches the non-interactive end state; cancel restores the first frame exactly",
            arguments: plugins)
        func interactiveFinishAndCancel(plugin: String) throws {
            for operation in PluginOperation.allCases {
                let plain = try BundledPlugins.run(plugin, TransitionScenario(operation: operation))
                let finished = try BundledPlugins.run(
                    plugin, TransitionScenario(operation: operation, gesture: finishingPan))
                #expect(finished.completed == true, "\(plugin) \(operation)")
                #expect(views(finished.frames.last) == views(plain.frames.last), "\(plugin) \(operation) finish")
                let cancelled = try BundledPlugins.run(
                    plugin, TransitionScenario(operation: operation, gesture: cancellingPan))
                #expect(cancelled.cancelled, "\(plugin) \(operation)")
                #expect(cancelled.finished, "\(plugin) \(operation): the operation's completion still runs once")
                #expect(views(cancelled.frames.last) == views(cancelled.frames.first), "\(plugin) \(operation) cancel")
                #expect(cancelled.events.filter { $0.name == "context.completeTransition(_:)" }.count == 1)
            }
        }

        /// Native SegueKit animators and the plugin that must match them frame for frame.
        static let twins:
            [(
                plugin: String, operations: [PluginOperation],
                native: @Sendable (PluginOperation) -> AnimatedTransitioning
            )] = [
                ("diagonal", [.present, .dismiss], { DiagonalAnimator(presenting: $0 == .present) }),
                ("cover-vertical", [.present, .dismiss], { CoverVerticalAnimator(presenting: $0 == .present) }),
                ("cross-dissolve", [.present, .dismiss], { CrossDissolveAnimator(presenting: $0 == .present) }),
                ("slide", [.container], { _ in ContainerSlideAnimator() }),
            ]

        @Test(
            "the Swift and C plugins match their native twins frame by frame, plain and interactive", arguments: 0..<4)
        func frameByFrame(twin index: Int) throws {
            let twin = Self.twins[index]
            for operation in twin.operations {
                for gesture in [nil, finishingPan, cancellingPan] {
                    let scenario = TransitionScenario(operation: operation, gesture: gesture)
                    let plugin = try BundledPlugins.run(twin.plugin, scenario)
                    let native = try scenario.run(animator: twin.native)
                    #expect(
                        plugin.frames.count == native.frames.count,
                        "\(twin.plugin) \(operation) \(String(describing: gesture))")
                    for (a, b) in zip(plugin.frames, native.frames) {
                        #expect(a.time == b.time)
                        #expect(views(a) == views(b), "\(twin.plugin) \(operation) frame \(a.index)")
                        if views(a) != views(b) { break }
                    }
                    // The plugins vend their one animation (InterruptibleSegueAnimator), so an
                    // interaction takes it where the native twins, which vend none, are asked to
                    // animate; the frames above are the same either way, and so is every other call.
                    let vended = plugin.events.map(\.name).map {
                        $0 == "animator.interruptibleAnimator(using:)" ? "animator.animateTransition(using:)" : $0
                    }
                    #expect(vended == native.events.map(\.name))
                    #expect(
                        plugin.events.contains { $0.name == "animator.interruptibleAnimator(using:)" }
                            == (gesture != nil), "\(twin.plugin) \(operation)")
                }
            }
        }

        @Test("a coordinator's alongside animation runs on the plugin's timeline with its curve and completes with it")
        func alongsideAnimations() throws {
            let registry = try #require(BundledPlugins.registry)
            let available = try #require(registry.animator(named: "diagonal"))
            let engine = AnimationEngine()
            let clock = VirtualClock(engine: engine)
            let window = Window(engine: engine, size: Size(width: 400, height: 800))
            let first = ViewController(engine: engine, title: "First")
            let badge = View(name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: engine.tree)
            window.view.addSubview(badge)
            /// Adds its alongside animation where UIKit code does: in viewWillAppear.
            final class BadgeFading: ViewController {
                var badge: View?
                var alongsideCompleted = false
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    transitionCoordinator?.animate(
                        alongsideTransition: { [badge] _ in badge?.alpha = 0 },
                        completion: { _ in self.alongsideCompleted = true })
                }
            }
            let second = BadgeFading(engine: engine, title: "Second")
            second.badge = badge
            window.rootViewController = first
            final class Delegate: TransitioningDelegate {
                let animator: AnimatedTransitioning
                init(_ animator: AnimatedTransitioning) { self.animator = animator }
                func animationController(
                    forPresented presented: ViewController, presenting: ViewController, source: ViewController
                ) -> AnimatedTransitioning? { animator }
            }
            let delegate = Delegate(try registry.makeAnimator(available, operation: .present))
            second.transitioningDelegate = delegate
            try first.present(second, animated: true)
            clock.advance(frames: 16, framesPerSecond: 60)
            // Both follow the animator's ease-in-out over the same 0.5 s: equal progress.
            let progress = (800 - second.view.frame.minY) / 800
            #expect(
                abs((1 - badge.alpha) - progress) < 1e-9, "badge \(badge.alpha), second at \(second.view.frame.minY)")
            #expect(progress > 0.2 && progress < 0.8)
            clock.runUntilIdle(framesPerSecond: 60)
            #expect(second.alongsideCompleted)
            #expect(badge.alpha == 0)
            #expect(second.view.frame == window.view.bounds)
        }

        @Test("an animator that does not claim an operation is refused before it runs")
        func capabilityRefusal() throws {
            let registry = PluginRegistry(
                searchPath: PluginSearchPath(folders: [
                    .init(path: try BuiltLibraries.folder(with: ["libSegueFixtureDuplicateNew.so"]))
                ]))
            let available = try #require(registry.animator(named: "org.segue.fixture.duplicate"))
            #expect(throws: PluginAnimatorError.self) { try registry.makeAnimator(available, operation: .dismiss) }
        }
    }
}
