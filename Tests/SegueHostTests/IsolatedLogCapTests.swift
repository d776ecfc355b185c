import Foundation
import Logging
import SegueEngine
import Testing

@testable import SegueHost
@testable import SegueKit

extension HostTests {
    @Suite("A plugin process's log cap counts one call from the host, not its whole life")
    struct IsolatedLogCapTests {
        /// The Misbehaving fixture's animator `id` in a plugin process, a window to present in,
        /// and the warnings the host logged.
        final class Stage: @unchecked Sendable {
            let registry: PluginRegistry
            let available: AvailableAnimator
            let window: Window
            let first: ViewController
            private let lock = NSLock()
            private var logged: [String] = []

            init(animator id: String) throws {
                guard let folder = BuiltLibraries.directory else {
                    throw BuiltLibraries.LocatorError("no build folder")
                }
                let isolation = PluginIsolation(executable: folder + "/segue", forksWhenPossible: false)
                registry = PluginRegistry(
                    libraries: [try BuiltLibraries.path("libSegueFixtureMisbehaving.so")], isolation: isolation)
                available = try #require(registry.animator(named: id))
                let engine = AnimationEngine()
                window = Window(engine: engine, size: Size(width: 400, height: 800))
                first = ViewController(engine: engine, title: "First")
                window.rootViewController = first
                registry.host.logger = Logger(label: "test") { [unowned self] _ in
                    ForwardingLogHandler { level, text in if level >= .warning { self.record(text) } }
                }
            }

            /// The warnings logged so far.
            var warnings: [String] { lock.withLock { logged } }

            private func record(_ text: String) { lock.withLock { logged.append(text) } }

            /// Runs one transition of the animator to its end; answers its context.
            func transition() throws -> TransitionContext {
                let animator = try registry.makeAnimator(available, operation: .present)
                let context = TransitionContext(
                    containerView: window.view, engine: window.engine, events: window.events, from: first, to: first,
                    fromView: nil,
                    toView: first.view, frames: [], isAnimated: true, presentationStyle: .fullScreen,
                    animationController: animator)
                animator.animateTransition(using: context)
                animator.animationEnded(true)
                return context
            }
        }

        @Test("600 isolated transitions logging two lines each pass every line on and report no flood")
        func manyCallsAreNotAFlood() throws {
            let stage = try Stage(animator: "org.segue.fixture.completes-twice")
            for _ in 0..<600 { _ = try stage.transition() }
            #expect(stage.registry.host.messages.count == PluginHostServices.messageCapacity)
            #expect(stage.registry.host.messages.last?.text.contains("second complete") == true)
            #expect(!stage.warnings.contains { $0.contains("logged more than") }, "\(stage.warnings)")
        }

        @Test("a plugin logging in a loop within one call is cut off at the cap, with one warning per call")
        func aFloodInOneCallIsCapped() throws {
            let stage = try Stage(animator: "org.segue.fixture.logs-in-a-loop")
            let host = stage.registry.host
            for round in 1...2 {
                let before = host.messages.count + host.droppedMessages
                let context = try stage.transition()
                // The host heard exactly the cap's worth of this call's 1 500 lines.
                #expect(
                    host.messages.count + host.droppedMessages - before == PluginHostProcess.maximumLogMessages,
                    "round \(round)")
                #expect(
                    stage.warnings.filter { $0.contains("logged more than 1000 messages in one call") }.count == round,
                    "\(stage.warnings)")
                #expect(context.isCompleted, "the flooding plugin still completed its transition")
            }
        }
    }
}
