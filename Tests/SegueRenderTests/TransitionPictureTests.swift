import Foundation
import SegueEngine
import SegueRender
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A recorded transition to draw: a red card sliding in over a blue background, with a corner
/// radius and, half way, a 3D turn.
private func recording() -> TraceRecorder {
    let engine = AnimationEngine()
    let clock = VirtualClock(engine: engine)
    let root = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: engine.tree)
    let back = View(name: "First", frame: root.bounds, in: engine.tree)
    back.backgroundColor = Color(red: 0, green: 0, blue: 1)
    root.addSubview(back)
    let card = View(name: "Second", frame: Rect(x: 400, y: 0, width: 400, height: 800), in: engine.tree)
    card.backgroundColor = Color(red: 1, green: 0, blue: 0)
    card.cornerRadius = 20
    root.addSubview(card)
    let recorder = TraceRecorder(root: root)
    recorder.captureFrame(at: 0)
    recorder.attach(to: engine)
    engine.animate(
        withDuration: 0.5, curve: .linear,
        animations: {
            card.frame = root.bounds
            card.transform3D = Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0).concatenating(
                Transform3D(perspectiveDistance: 1000))
        })
    clock.runUntilIdle(framesPerSecond: 30)
    recorder.detach()
    recorder.captureFrame(at: engine.currentTime)
    return recorder
}

/// The value of attribute `name` of `element` (read from the attribute list: corelibs'
/// `attribute(forName:)` misses hyphenated names such as `data-name`).
private func attribute(_ element: XMLElement?, _ name: String) -> String? {
    element?.attributes?.first { $0.name == name }?.stringValue
}

/// Parses `text` as XML, failing the test when it is not well-formed.
private func parse(_ text: String) throws -> XMLDocument {
    try XMLDocument(data: Data(text.utf8), options: [])
}

@Suite("Pictures of a recorded transition")
struct TransitionPictureTests {
    @Test(
        "the animated SVG is well-formed XML with one animated polygon per view, key times at the trace's frame times")
    func animatedSVG() throws {
        let recorder = recording()
        let picture = TransitionPicture(frames: recorder.frames, title: "test & <slide>")
        let document = try parse(picture.animatedSVG())
        let polygons = try document.nodes(forXPath: "//*[local-name()='polygon']") as! [XMLElement]
        #expect(polygons.compactMap { attribute($0, "data-name") } == ["window", "First", "Second"])
        let frameTimes = picture.frames.map(\.time)
        #expect(Set(recorder.frames.map(\.time)) == Set(frameTimes), "every distinct trace time is a key")
        let total = picture.duration + picture.hold
        for polygon in polygons {
            let animations = (polygon.children ?? []).compactMap { $0 as? XMLElement }
            #expect(animations.map { attribute($0, "attributeName") } == ["points", "opacity", "visibility"])
            let points = try #require(animations.first)
            let keys = try #require(attribute(points, "keyTimes")).split(separator: ";").map { Double($0)! }
            #expect(keys.count == frameTimes.count + 1)
            for (key, time) in zip(keys, frameTimes) { #expect(abs(key * total - (time - frameTimes[0])) < 1e-5) }
            #expect(keys.last == 1)
            let values = try #require(attribute(points, "values")).split(separator: ";")
            #expect(values.count == keys.count)
        }
        // The card's first outline starts off screen to the right and ends over the window.
        let card = polygons[2]
        let values = attribute(card.children!.compactMap { $0 as? XMLElement }[0], "values")!.split(separator: ";")
        #expect(
            values.first!.hasPrefix("400,20 "),
            "rounded corner arcs start 20 points down the left edge: \(values.first!)")
        #expect(attribute(card, "fill") == "#ff0000")
        let title = try document.nodes(forXPath: "//*[local-name()='title']").first?.stringValue
        #expect(title == "test & <slide>")
    }

    @Test("a 3D turn is projected: the far edge of a turned card is shorter than the near one")
    func perspectiveIsProjected() throws {
        let recorder = recording()
        let last = try #require(recorder.frames.last)
        let shapes = FrameGeometry.shapes(of: last)
        let card = try #require(shapes.first { $0.name == "Second" })
        let left = card.outline[3].y - card.outline[0].y
        let right = card.outline[2].y - card.outline[1].y
        #expect(abs(left - right) > 1, "perspective makes one edge look shorter (\(left) vs \(right))")
    }

    @Test("the filmstrip shows N evenly spaced recorded frames, first and last included, each at its trace time")
    func filmstrip() throws {
        let recorder = recording()
        let picture = TransitionPicture(frames: recorder.frames, title: "strip")
        let chosen = picture.frames.evenlySpaced(count: 5)
        #expect(chosen.first?.time == picture.frames.first?.time)
        #expect(chosen.last?.time == picture.frames.last?.time)
        #expect(chosen.map(\.time) == chosen.map(\.time).sorted())
        let document = try parse(picture.filmstripSVG(count: 5))
        let panels = try document.nodes(forXPath: "//*[local-name()='g'][@class='panel']") as! [XMLElement]
        #expect(panels.count == 5)
        for (panel, frame) in zip(panels, chosen) {
            #expect(Double(attribute(panel, "data-time")!)! == (frame.time * 1e6).rounded() / 1e6)
            // The panel draws exactly the trace frame's views, outlines included.
            let drawn = try panel.nodes(forXPath: ".//*[local-name()='polygon']") as! [XMLElement]
            let expected = FrameGeometry.shapes(of: frame).filter {
                $0.isVisible && $0.opacity > 0 && $0.color.alpha > 0
            }
            #expect(drawn.map { attribute($0, "data-name")! } == expected.map(\.name))
        }
    }
}

@Suite("The gallery page")
struct GalleryPageTests {
    @Test(
        """
        the page is well-formed, has a picture, a play button and a slider per clip, and carries exactly the \
        recorded frames
        """
    )
    func galleryPage() throws {
        let recorder = recording()
        let clips = [
            GalleryPage.Clip(title: "One", subtitle: "first clip", frames: recorder.frames),
            GalleryPage.Clip(title: "Two", subtitle: "second clip", frames: Array(recorder.frames.prefix(5))),
        ]
        let html = GalleryPage(heading: "Test gallery", clips: clips).html()
        let document = try parse(html)
        let cards = try document.nodes(forXPath: "//section") as! [XMLElement]
        #expect(cards.count == 2)
        for card in cards {
            #expect(try card.nodes(forXPath: ".//polygon").count == 3)
            #expect(try card.nodes(forXPath: ".//button").count == 1)
            #expect(try card.nodes(forXPath: ".//input[@type='range']").count == 1)
        }
        // The script's data: one time per distinct recorded frame, relative to the first.
        let script = try #require(try document.nodes(forXPath: "//script").first?.stringValue)
        let start = try #require(script.range(of: "const clips=")).upperBound
        let end = try #require(script.range(of: "];\n", range: start..<script.endIndex)).lowerBound
        let data = try #require(JSONSerialization.jsonObject(with: Data(script[start...end].utf8)) as? [[String: Any]])
        let picture = TransitionPicture(frames: recorder.frames, title: "")
        let times = try #require(data[0]["times"] as? [Double])
        #expect(times.count == picture.frames.count)
        for (time, frame) in zip(times, picture.frames) {
            #expect(abs(time - (frame.time - picture.frames[0].time)) < 1e-6)
        }
        // Every attribute that changes has one value per frame (the sliding card's outline among them).
        let tracks = try #require(data[0]["tracks"] as? [[String: Any]])
        #expect(tracks.allSatisfy { ($0["v"] as? [String])?.count == times.count })
        #expect(tracks.contains { $0["a"] as? String == "points" })
        #expect(GalleryPage.pictureOrigin(ofClip: 5) == Point(x: 16 + 240 + 16 + 12, y: 72 + 560 + 16 + 64))
    }

    @Test("a motion card embeds its file as a data URI in place of the SVG, and plays by itself")
    func motionCards() throws {
        let frames = recording().frames
        let gif = "data:image/gif;base64,R0lGODlhAQABAAAAACw="
        let webm = "data:video/webm;base64,GkXfow=="
        let clips = [
            GalleryPage.Clip(
                title: "One", subtitle: "animated image", frames: frames,
                motion: GalleryPage.Motion(kind: .animatedImage, dataURI: gif)),
            GalleryPage.Clip(
                title: "Two", subtitle: "video", frames: frames, motion: GalleryPage.Motion(kind: .video, dataURI: webm)
            ),
            GalleryPage.Clip(title: "Three", subtitle: "inline", frames: frames),
        ]
        let document = try parse(GalleryPage(heading: "Mixed", clips: clips).html())
        let cards = try document.nodes(forXPath: "//section") as! [XMLElement]
        #expect(cards.count == 3)
        let image = try cards[0].nodes(forXPath: ".//img") as! [XMLElement]
        #expect(image.count == 1 && attribute(image[0], "src") == gif && attribute(image[0], "width") == "216")
        let video = try cards[1].nodes(forXPath: ".//video") as! [XMLElement]
        #expect(video.count == 1 && attribute(video[0], "src") == webm)
        // A muted, looping, inline video is what browsers autoplay without a gesture.
        #expect(["autoplay", "loop", "muted", "playsinline"].allSatisfy { attribute(video[0], $0) != nil })
        for card in cards.prefix(2) {
            #expect(try card.nodes(forXPath: ".//svg | .//polygon | .//input | .//button").isEmpty)
        }
        #expect(try cards[2].nodes(forXPath: ".//input[@type='range']").count == 1)
        #expect(try cards[2].nodes(forXPath: ".//polygon").count == 3)
    }
}
