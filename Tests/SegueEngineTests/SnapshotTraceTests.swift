import Foundation
import Testing

@testable import SegueEngine

/// Snapshot views in traces: frame lines reference looks, each look is written once.
@Suite struct SnapshotTraceTests {
    @Test func frameLinesReferenceTheLookAndEachLookIsWrittenOnce() throws {
        let scene = TestScene()
        scene.tick(to: 0)
        let snapshot = scene.box.resizableSnapshotView(
            from: Rect(x: 0, y: 0, width: 50, height: 100), afterScreenUpdates: false,
            withCapInsets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        let twin = scene.box.resizableSnapshotView(
            from: Rect(x: 50, y: 0, width: 50, height: 100), afterScreenUpdates: false, withCapInsets: .zero)
        scene.container.addSubview(snapshot)
        scene.container.addSubview(twin)
        let lookID = try #require(snapshot.snapshotContent?.lookID)
        let recorder = TraceRecorder(root: scene.container)
        recorder.attach(to: scene.engine)
        let animator = PropertyAnimator(engine: scene.engine, duration: 0.05, curve: .linear) { snapshot.alpha = 0 }
        try animator.startAnimation()
        scene.clock.advance(frames: 4, framesPerSecond: 60)

        let lines = recorder.jsonLines().split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "one look line and four frames")
        let objects = try lines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects[0]["look"] as? Int == lookID)
        #expect(objects[0]["size"] as? [Double] == [100, 100])
        let lookViews = try #require(objects[0]["views"] as? [[String: Any]])
        #expect(lookViews.map { $0["name"] as? String } == ["box"])
        #expect(objects[0]["frame"] == nil)
        for object in objects.dropFirst() {
            let views = try #require(object["views"] as? [[String: Any]])
            #expect(views.map { $0["name"] as? String } == ["container", "box", "box snapshot", "box snapshot"])
            let reference = try #require(views[2]["snapshot"] as? [String: Any])
            #expect(reference["look"] as? Int == lookID)
            #expect(reference["rect"] as? [Double] == [0, 0, 50, 100])
            #expect(reference["capInsets"] as? [Double] == [0, 5, 0, 5])
            #expect((views[3]["snapshot"] as? [String: Any])?["rect"] as? [Double] == [50, 0, 50, 100])
            #expect(views[1]["snapshot"] == nil)
        }
        #expect(
            lines[0].hasPrefix(
                "{\"t\":0.016666666666666666,\"look\":\(lookID),\"size\":[100,100],\"views\":[{\"name\":\"box\""))
    }

    @Test func aLookShownInsideALookIsWrittenFirst() throws {
        let scene = TestScene()
        scene.tick(to: 0)
        let inner = scene.box.snapshotView(afterScreenUpdates: true)
        scene.container.addSubview(inner)
        let outer = scene.container.snapshotView(afterScreenUpdates: true)
        let holder = View(name: "holder", in: scene.engine.tree)
        holder.addSubview(outer)
        let recorder = TraceRecorder(root: holder)
        recorder.captureFrame(at: 0)
        recorder.captureFrame(at: 1)
        let lines = recorder.jsonLines().split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].contains("\"look\":\(inner.snapshotContent!.lookID),"))
        #expect(lines[1].contains("\"look\":\(outer.snapshotContent!.lookID),"))
        #expect(lines[2].hasPrefix("{\"t\":0,\"frame\":0,"))
        #expect(lines[3].hasPrefix("{\"t\":1,\"frame\":1,"))
    }

    @Test func aTreeWithoutSnapshotsTracesExactlyAsBefore() throws {
        let scene = TestScene()
        scene.box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let recorder = TraceRecorder(root: scene.container)
        recorder.captureFrame(at: 0)
        recorder.recordEvent("e", at: 0.5)
        scene.box.transform = AffineTransform(scaleX: 2, y: 2)
        recorder.captureFrame(at: 1)
        let expected = """
            {"t":0,"frame":0,"views":[{\
            "name":"container","id":1,"frame":[0,0,400,800],"alpha":1,"transform":[1,0,0,1,0,0],"superview":null,"hidd\
            en":false,"backgroundColor":[0,0,0,0],"cornerRadius":0},{\
            "name":"box","id":2,"frame":[0,0,100,100],"alpha":1,"transform":[1,0,0,1,0,0],"superview":"container","hid\
            den":false,"backgroundColor":[1,0,0,1],"cornerRadius":0}]}
            {"t":0.5,"event":"e"}
            {"t":1,"frame":1,"views":[{\
            "name":"container","id":1,"frame":[0,0,400,800],"alpha":1,"transform":[1,0,0,1,0,0],"superview":null,"hidd\
            en":false,"backgroundColor":[0,0,0,0],"cornerRadius":0},{\
            "name":"box","id":2,"frame":[-50,-50,200,200],"alpha":1,"transform":[2,0,0,2,0,0],"superview":"container",\
            "hidden":false,"backgroundColor":[1,0,0,1],"cornerRadius":0}]}

            """
        #expect(recorder.jsonLines() == expected)
    }
}
