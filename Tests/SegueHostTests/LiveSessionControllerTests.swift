import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// The live session with controller plugins (`segue preview --interaction`, `--presentation`),
    /// the bundled ones in process, on a virtual clock: the pointer's drag is decided by the
    /// plugin's answers (interaction.h: the plugin answers the fraction and, at the release,
    /// finish or cancel), and a tap on a presented plugin sheet reaches its `handle_gesture`
    /// (presentation.h: "a tap on the dimming view").
    @Suite("A live session drives and presents with controller plugins")
    struct LiveSessionControllerTests {
        static let size = Size(width: 400, height: 800)
        static let pressPoint = Point(x: 200, y: 200)

        /// A session of the built-in diagonal animator with `controllers`.
        private func session(_ controllers: LiveControllers) throws -> LiveSession {
            try LiveSession(
                size: Self.size, animators: LiveAnimators(), animatorID: "org.segue.test.diagonal",
                controllers: controllers)
        }

        /// Makes the bundled interaction controller `id` for each transition, with `parameters`.
        private func deciders(_ id: String, parameters: [String: Double] = [:]) throws -> LiveControllers {
            let registry = try #require(BundledPlugins.registry)
            let available = try #require(registry.interaction(named: id), "\(registry.diagnostics)")
            return LiveControllers(makeDecider: { _ in
                try registry.makeInteractionDecider(available, parameters: parameters)
            })
        }

        /// Makes the bundled presentation controller `id` for each presentation, with `parameters`.
        private func presenting(_ id: String, parameters: [String: Double] = [:]) throws -> LiveControllers {
            let registry = try #require(BundledPlugins.registry)
            let available = try #require(registry.presentation(named: id), "\(registry.diagnostics)")
            return LiveControllers(makePresentationController: { presented, presenting in
                try registry.makePresentationController(
                    available, presented: presented, presenting: presenting, parameters: parameters)
            })
        }

        /// The flag the last transition completed with.
        private func lastCompleted(_ session: LiveSession) -> Bool? {
            guard let event = session.window.events.events.last(where: { $0.name == "context.completeTransition(_:)" }),
                case .bool(let flag)? = event.field("completed")
            else { return nil }
            return flag
        }

        /// A vertical drag of `points` held still, then released; the fraction shown before the release.
        private func drag(_ session: LiveSession, _ hand: LiveHand, points: Double) -> Double? {
            let end = Point(x: Self.pressPoint.x, y: Self.pressPoint.y + points)
            hand.press(at: Self.pressPoint)
            hand.drag(from: Self.pressPoint, to: end, over: 1.2)
            hand.tick(6)
            let fraction = session.status.fraction
            hand.release(at: end)
            return fraction
        }

        /// VCTransitionsLibrary's vertical swipe: 200 points are the whole transition and a
        /// release past half finishes. A slow drag of 150 points is 0.19 of the window, which
        /// UIKit's rule cancels; the plugin shows 0.75 and finishes. 60 points it cancels.
        @Test(
            "a live drag with the vertical-swipe plugin finishes or cancels as the plugin answers",
            arguments: [(150.0, true), (60.0, false)])
        func pluginDecidesTheDrag(points: Double, finishes: Bool) throws {
            let session = try session(try deciders("org.segue.vertical-swipe"))
            let hand = LiveHand(session)
            let shown = try #require(drag(session, hand, points: points))
            #expect(abs(shown - points / 200) < 1e-9, "the plugin's fraction, its travel over 200 points: \(shown)")
            #expect(session.status.phase == (finishes ? .finishing : .cancelling))
            #expect(hand.settle())
            #expect(lastCompleted(session) == finishes)
            #expect(session.releases.isEmpty, "UIKit's rule decided nothing")
        }

        /// The same 150 points with the plugin's `distance` at 600 show a quarter, and cancel.
        @Test("an interaction controller's parameter set at its making changes its answers")
        func parameterChangesTheAnswer() throws {
            let session = try session(try deciders("org.segue.vertical-swipe", parameters: ["distance": 600]))
            let hand = LiveHand(session)
            let shown = try #require(drag(session, hand, points: 150))
            #expect(abs(shown - 0.25) < 1e-9, "\(shown)")
            #expect(hand.settle())
            #expect(lastCompleted(session) == false)
        }

        /// A plugin that handles vertical pans only is not handed a horizontal drag, nor is UIKit's
        /// rule put in its place: nothing starts, and the status line says why.
        @Test("a drag the plugin does not handle starts nothing and says why")
        func unhandledGesture() throws {
            let session = try session(try deciders("org.segue.vertical-swipe"))
            let hand = LiveHand(session)
            hand.swipe(from: Self.pressPoint, to: Point(x: 380, y: 200), over: 0.3)
            #expect(session.isIdle && session.status.phase == .idle)
            let said = session.status.lastDiagnostic ?? ""
            #expect(said.contains("handles vertical pans, not horizontal pans"), "\(said)")
        }

        /// A decider that cannot be made leaves its sentence and starts nothing.
        @Test("a decider that cannot be made starts nothing and says why")
        func deciderFailure() throws {
            let controllers = LiveControllers(makeDecider: { _ in throw TransitionError("the library is gone") })
            let session = try session(controllers)
            let hand = LiveHand(session)
            hand.swipe(from: Self.pressPoint, to: Point(x: 200, y: 600), over: 0.3)
            #expect(session.isIdle)
            #expect(session.status.lastDiagnostic?.contains("the library is gone") == true)
        }

        /// Each transition the pointer drives gets a decider of its own (made per transition, so a
        /// reloaded library's build decides the next drag and a finished one is let go).
        @Test("every pointer-driven transition gets a fresh decider")
        func freshDeciderPerTransition() throws {
            let registry = try #require(BundledPlugins.registry)
            let available = try #require(registry.interaction(named: "vertical-swipe"))
            var made: [(TransitionOperation, ObjectIdentifier)] = []
            let controllers = LiveControllers(makeDecider: { operation in
                let decider = try registry.makeInteractionDecider(available)
                made.append((operation, ObjectIdentifier(decider)))
                return decider
            })
            let session = try session(controllers)
            let hand = LiveHand(session)
            for _ in 0..<2 {
                _ = drag(session, hand, points: 150)
                #expect(hand.settle())
                #expect(lastCompleted(session) == true)
            }
            #expect(made.map(\.0) == [.present, .dismiss], "told the operation each press starts")
            #expect(Set(made.map(\.1)).count == 2)
        }

        /// A scene file's `"presentation": "bottom-sheet"` resolved through the session's controllers.
        @Test("a scene file's presentation plugin presents its controller in a live session")
        func sceneFilePresentation() throws {
            let registry = try #require(BundledPlugins.registry)
            var controllers = LiveControllers()
            controllers.scenePresentations = { name throws(TransitionError) in
                guard let available = registry.presentation(named: name) else {
                    throw TransitionError("no presentation controller of that name")
                }
                return { presented, presenting in
                    try? registry.makePresentationController(available, presented: presented, presenting: presenting)
                }
            }
            let json = #"""
                {"window": {"width": 400, "height": 800}, "root": "A",
                 "controllers": [{"id": "A"}, {"id": "B", "presentation": "bottom-sheet",
                                  "animator": "org.segue.test.diagonal"}],
                 "segues": [{"identifier": "sheet", "source": "A", "destination": "B", "kind": "presentModally"}]}
                """#
            let session = try LiveSession(
                scene: try SceneDescription(json: Data(json.utf8)), animators: LiveAnimators(),
                animatorID: "org.segue.test.diagonal", controllers: controllers)
            try session.performSegue("sheet")
            #expect(LiveHand(session).settle())
            let presented = try #require(session.window.rootViewController?.presentedViewController)
            #expect(presented.presentationController is PluginPresentationController)
            #expect(presented.view.frame == Rect(x: 0, y: 400, width: 400, height: 400), "the medium detent")
        }

        /// The bottom sheet at its medium detent covers the lower half; above it is its dimming
        /// view. Its `dimming-tap` parameter (0 dismiss, 1 nothing) decides what a tap there does;
        /// a tap on the sheet itself never dismisses.
        @Test(
            "a tap on a presented bottom sheet's dimming dismisses it, unless its dimming-tap says nothing",
            arguments: [(0.0, true), (1.0, false)])
        func tapOnDimming(policy: Double, dismisses: Bool) throws {
            let session = try session(try presenting("org.segue.bottom-sheet", parameters: ["dimming-tap": policy]))
            let hand = LiveHand(session)
            try session.perform(.present)
            #expect(hand.settle())
            let first = try #require(session.window.rootViewController)
            #expect(first.presentedViewController?.presentationController is PluginPresentationController)
            for point in [Point(x: 200, y: 600), Point(x: 200, y: 100)] {
                hand.press(at: point)
                hand.release(at: point)
                #expect(hand.settle())
            }
            #expect((first.presentedViewController == nil) == dismisses, "\(session.status)")
        }
    }
}
