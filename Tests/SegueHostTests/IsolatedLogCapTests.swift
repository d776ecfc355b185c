import Foundation
import Logging
import SegueEngine
@testable import SegueHost
@testable import SegueKit
import Testing

extension HostTests {
    @Suite("A plugin process's log cap counts one call from the host, not its whole life")
    struct IsolatedLogCapTests {
        /// Captures the host logger's warnings.
        final class Warnings: @unchecked Sendable {
            private let lock = NSLock()
            private var texts: [String] = []
            var all: [String] { lock.withLock { texts } }
            func add(_ text: String) { lock.withLock { texts.append(text) } }
        }

        struct CapturingHandler: LogHandler {
            let warnings: Warnings
            var logLevel: Logger.Level = .trace
            var metadata: Logger.Metadata = [:]
            subscript(metadataKey key: String) -> Logger.Metadata.Value? {
                get { metadata[key] }
                set { metadata[key] = newValue }
            }
            func log(event: LogEvent) {
                if event.level >= .warning { warnings.add(event.message.description) }
            }
        }

        @Test("600 isolated transitions logging two lines each pass every line on and report no flood")
        func manyCallsAreNotAFlood() throws {
            guard let folder = BuiltLibraries.directory else { throw BuiltLibraries.LocatorError("no build folder") }
            let isolation = PluginIsolation(executable: folder + "/segue", forksWhenPossible: false)
            let registry = PluginRegistry(libraries: [try BuiltLibraries.path("libSegueFixtureMisbehaving.so")], isolation: isolation)
            let warnings = Warnings()
            registry.host.logger = Logger(label: "test") { _ in CapturingHandler(warnings: warnings) }
            let available = try #require(registry.animator(named: "org.segue.fixture.completes-twice"))
            let engine = AnimationEngine()
            let window = Window(engine: engine, size: Size(width: 400, height: 800))
            let first = ViewController(engine: engine, title: "First")
            window.rootViewController = first
            for _ in 0..<600 {
                let animator = try registry.makeAnimator(available, operation: .present)
                let context = TransitionContext(
                    containerView: window.view, engine: engine, events: window.events, from: first, to: first, fromView: nil,
                    toView: first.view, frames: [], isAnimated: true, presentationStyle: .fullScreen, animationController: animator)
                animator.animateTransition(using: context)
                animator.animationEnded(true)
            }
            #expect(registry.host.messages.count == PluginHostServices.messageCapacity)
            #expect(registry.host.messages.last?.text.contains("second complete") == true)
            #expect(!warnings.all.contains { $0.contains("logged more than") }, "\(warnings.all)")
        }

        @Test("a plugin logging in a loop within one call is cut off at the cap, with one warning per call")
        func aFloodInOneCallIsCapped() throws {
            guard let folder = BuiltLibraries.directory else { throw BuiltLibraries.LocatorError("no build folder") }
            let isolation = PluginIsolation(executable: folder + "/segue", forksWhenPossible: false)
            let registry = PluginRegistry(libraries: [try BuiltLibraries.path("libSegueFixtureMisbehaving.so")], isolation: isolation)
            let warnings = Warnings()
            registry.host.logger = Logger(label: "test") { _ in CapturingHandler(warnings: warnings) }
            let available = try #require(registry.animator(named: "org.segue.fixture.logs-in-a-loop"))
            let engine = AnimationEngine()
            let window = Window(engine: engine, size: Size(width: 400, height: 800))
            let first = ViewController(engine: engine, title: "First")
            window.rootViewController = first
            for round in 1...2 {
                let before = registry.host.messages.count + registry.host.droppedMessages
                let animator = try registry.makeAnimator(available, operation: .present)
                let context = TransitionContext(
                    containerView: window.view, engine: engine, events: window.events, from: first, to: first, fromView: nil,
                    toView: first.view, frames: [], isAnimated: true, presentationStyle: .fullScreen, animationController: animator)
                animator.animateTransition(using: context)
                animator.animationEnded(true)
                // The host heard exactly the cap's worth of this call's 1 500 lines.
                let heard = registry.host.messages.count + registry.host.droppedMessages - before
                #expect(heard == PluginHostProcess.maximumLogMessages, "round \(round)")
                #expect(warnings.all.filter { $0.contains("logged more than 1000 messages in one call") }.count == round, "\(warnings.all)")
                #expect(context.isCompleted, "the flooding plugin still completed its transition")
            }
        }
    }
}
