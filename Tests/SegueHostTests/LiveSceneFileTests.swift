import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    /// A live session on a scene file: its window and segues, replayed from a fresh build; the
    /// default scene's operations and the pointer say they do not apply.
    @Suite("A live session plays a scene file's segues")
    struct LiveSceneFileTests {
        /// Scenes/modal-diagonal.json's shape: a root that presents a second controller with a
        /// named animator, and an unwind back.
        static let json = #"""
            {"window": {"width": 400, "height": 800}, "root": "A",
             "controllers": [{"id": "A", "color": "#3366CC", "unwindActions": ["back"]},
                             {"id": "B", "color": "#CC6633", "animator": "org.segue.test.diagonal"}],
             "segues": [{"identifier": "open", "source": "A", "destination": "B", "kind": "presentModally"},
                        {"identifier": "close", "source": "B", "kind": "unwind", "action": "back"}]}
            """#

        private func session() throws -> LiveSession {
            try LiveSession(
                scene: try SceneDescription(json: Data(Self.json.utf8)), animators: LiveAnimators(),
                animatorID: "org.segue.test.diagonal")
        }

        @Test("its segues perform, with the source's animator, and replay from a fresh build")
        func segues() throws {
            let session = try session()
            let hand = LiveHand(session)
            #expect(session.segueIdentifiers == ["open", "close"])
            #expect(session.views().first?.frame == Rect(x: 0, y: 0, width: 400, height: 800), "the file's window")
            try session.performSegue("open")
            #expect(throws: TransitionError.self, "one transition at a time") { try session.performSegue("close") }
            hand.tick(10)
            #expect(session.status.phase == .animating)
            let midway = try #require(hand.view("B")?.frame)
            #expect(
                midway.minX != 0 && midway.minY != 0,
                "the file's animator, through the session's source, moves B diagonally: \(midway)")
            #expect(hand.settle())
            #expect(hand.view("B")?.frame == Rect(x: 0, y: 0, width: 400, height: 800), "B presented")
            #expect(session.window.events.names.contains("animator.animateTransition(using:)"))
            try session.replay()
            #expect(hand.view("B") == nil, "the replay starts from a fresh build, B not shown")
            #expect(hand.settle())
            #expect(hand.view("B")?.frame == Rect(x: 0, y: 0, width: 400, height: 800))
            try session.performSegue("close")
            #expect(hand.settle())
            #expect(hand.view("B") == nil, "unwound")
        }

        @Test("the default scene's operations and the pointer say they do not apply")
        func defaultSceneOnly() throws {
            let session = try session()
            let hand = LiveHand(session)
            do {
                try session.perform(.present)
                Issue.record("a scene file performed the default scene's present")
            } catch {
                #expect(error.description.contains("this scene file performs its segues (open, close)"), "\(error)")
            }
            hand.press(at: Point(x: 200, y: 200))
            #expect(session.status.lastDiagnostic?.contains("performs its segues by key") == true)
            #expect(throws: TransitionError.self) { try session.performSegue("nope") }
            #expect(throws: TransitionError.self) {
                try LiveSession(size: Size(width: 400, height: 800), animators: LiveAnimators(), animatorID: "x")
                    .performSegue("open")
            }
        }
    }
}
