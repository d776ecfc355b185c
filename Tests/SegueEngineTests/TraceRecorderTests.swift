import Foundation
import Testing

@testable import SegueEngine

/// The trace recorder's JSON Lines.
@Suite struct TraceRecorderTests {
    @Test func framesAndEventsAreWrittenInOrderAsJSONLines() throws {
        let scene = TestScene()
        scene.box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let recorder = TraceRecorder(root: scene.container)
        recorder.captureFrame(at: 0)
        recorder.recordEvent(
            "animator.animateTransition(using:)", at: 0,
            [("completed", .bool(false)), ("note", .string("a \"quoted\" word"))])
        recorder.attach(to: scene.engine)
        let animator = PropertyAnimator(engine: scene.engine, duration: 0.1, curve: .linear) { scene.box.alpha = 0 }
        try animator.startAnimation()
        scene.clock.advance(frames: 6, framesPerSecond: 60)
        recorder.detach()
        scene.clock.advance(frames: 6, framesPerSecond: 60)

        let lines = recorder.jsonLines().split(separator: "\n").map(String.init)
        #expect(lines.count == 8)
        let objects = try lines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects[1]["event"] as? String == "animator.animateTransition(using:)")
        #expect(objects[1]["completed"] as? Bool == false)
        #expect(objects[1]["note"] as? String == "a \"quoted\" word")

        let first = objects[0]
        #expect(first["frame"] as? Int == 0)
        let views = try #require(first["views"] as? [[String: Any]])
        #expect(views.map { $0["name"] as? String } == ["container", "box"])
        #expect(views[1]["frame"] as? [Double] == [0, 0, 100, 100])
        #expect(views[1]["transform"] as? [Double] == [1, 0, 0, 1, 0, 0])
        #expect(views[1]["superview"] as? String == "container")
        #expect(views[0]["superview"] is NSNull)
        #expect(views[1]["backgroundColor"] as? [Double] == [1, 0, 0, 1])

        let last = objects[7]
        #expect(last["frame"] as? Int == 6)
        #expect(last["t"] as? Double == 0.1)
        let lastViews = try #require(last["views"] as? [[String: Any]])
        #expect(lastViews[1]["alpha"] as? Double == 0)
        #expect(recorder.frames.count == 7)
        #expect(recorder.events.count == 1)
    }

    @Test func numbersAreWrittenDeterministically() {
        #expect(JSONText.number(1) == "1")
        #expect(JSONText.number(-0.25) == "-0.25")
        #expect(JSONText.number(.nan) == "null")
        #expect(JSONText.string("tab\there\u{1}") == "\"tab\\there\\u0001\"")
    }
}
