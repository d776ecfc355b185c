import Foundation
import SegueEngine
import Testing

@testable import SegueRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A 400 × 800 window set up by `build`, recorded as one frame.
private func still(_ build: (View) -> Void) -> (frame: TraceRecorder.Frame, window: View, engine: AnimationEngine) {
    let engine = AnimationEngine()
    let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: engine.tree)
    build(window)
    let recorder = TraceRecorder(root: window)
    recorder.captureFrame(at: 0)
    return (recorder.frames[0], window, engine)
}

/// The filmstrip of one frame, parsed (failing when it is not well-formed).
private func picture(_ frame: TraceRecorder.Frame) throws -> XMLDocument {
    let svg = TransitionPicture(frames: [frame], title: "t").filmstripSVG(count: 1, panelWidth: 400)
    return try XMLDocument(data: Data(svg.utf8), options: [])
}

private func elements(_ document: XMLDocument, _ name: String) throws -> [XMLElement] {
    try document.nodes(forXPath: "//*[local-name()='\(name)']") as! [XMLElement]
}

private func attribute(_ element: XMLElement?, _ name: String) -> String? {
    element?.attributes?.first { $0.name == name }?.stringValue
}

private func points(_ text: String) -> [Point] {
    text.split(separator: " ").map { pair in
        let xy = pair.split(separator: ",").map { Double($0)! }
        return Point(x: xy[0], y: xy[1])
    }
}

private func near(_ a: Point, _ b: Point, _ tolerance: Double = 0.011) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite("Pictures: anchor point and rotation")
struct AnchorPointPictureTests {
    @Test("a view turned about a corner anchor is outlined at the engine's converted corners")
    func rotatedAboutAnchor() throws {
        var card: View!
        let (frame, window, engine) = still { window in
            card = View(name: "card", frame: Rect(x: 100, y: 100, width: 200, height: 100), in: window.tree)
            card.backgroundColor = Color(red: 1, green: 0, blue: 0)
            card.anchorPoint = Point(x: 0, y: 0)
            card.transform = AffineTransform(rotationAngle: 0.5)
            window.addSubview(card)
        }
        let polygon = try #require(
            try elements(try picture(frame), "polygon").first { attribute($0, "data-name") == "card" })
        let drawn = points(try #require(attribute(polygon, "points")))
        let b = card.bounds
        let expected = [
            Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
            Point(x: b.minX, y: b.maxY),
        ]
        .map { card.convert($0, to: nil) }
        #expect(drawn.count == 4)
        for (d, e) in zip(drawn, expected) { #expect(near(d, e), "\(d) vs \(e)") }
        #expect(near(drawn[0], Point(x: 200, y: 150)), "the anchor corner sits at the position, where the centre was")
        withExtendedLifetime((window, engine)) {}
    }
}

@Suite("Pictures: sublayer perspective")
struct SublayerPerspectivePictureTests {
    @Test("a subview turning under its superview's perspective is outlined where the engine projects it")
    func perspective() throws {
        var turner: View!
        let (frame, window, engine) = still { window in
            let stage = View(name: "stage", frame: Rect(x: 50, y: 100, width: 300, height: 200), in: window.tree)
            stage.sublayerTransform = Transform3D(perspectiveDistance: 400)
            turner = View(name: "turner", frame: stage.bounds, in: window.tree)
            turner.backgroundColor = Color(red: 0, green: 0, blue: 1)
            turner.zPosition = 20
            turner.transform3D = Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0)
            stage.addSubview(turner)
            window.addSubview(stage)
        }
        let shapes = FrameGeometry.shapes(of: frame)
        let shape = try #require(shapes.first { $0.name == "turner" })
        #expect(!shape.map.isAffine)
        let b = turner.bounds
        let corners = [
            Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
            Point(x: b.minX, y: b.maxY),
        ]
        for (d, corner) in zip(shape.outline, corners) { #expect(near(d, turner.convert(corner, to: nil), 1e-9)) }
        let left = shape.outline[3].y - shape.outline[0].y
        let right = shape.outline[2].y - shape.outline[1].y
        #expect(abs(left - right) > 1, "one edge is nearer the viewer")
        let polygon = try #require(
            try elements(try picture(frame), "polygon").first { attribute($0, "data-name") == "turner" })
        for (d, e) in zip(points(try #require(attribute(polygon, "points"))), shape.outline) { #expect(near(d, e)) }
        withExtendedLifetime((window, engine)) {}
    }
}

@Suite("Pictures: z order")
struct ZOrderPictureTests {
    @Test("siblings draw by zPosition, then subview order")
    func zOrder() throws {
        let (frame, _, _) = still { window in
            for (name, z) in [("a", 2.0), ("b", 0), ("c", 1), ("d", 0)] {
                let view = View(name: name, frame: Rect(x: 10, y: 10, width: 50, height: 50), in: window.tree)
                view.backgroundColor = Color(red: 0, green: 1, blue: 0)
                view.zPosition = z
                window.addSubview(view)
            }
        }
        let names = try elements(try picture(frame), "polygon").compactMap { attribute($0, "data-name") }
        #expect(names == ["b", "d", "c", "a"], "the clear window has no fill")
    }
}

@Suite("Pictures: clipping")
struct ClippingPictureTests {
    @Test("a view that clips to bounds clips its subviews (not itself) to its rounded outline")
    func clipsToBounds() throws {
        let (frame, _, _) = still { window in
            let clipper = View(name: "clipper", frame: Rect(x: 20, y: 20, width: 100, height: 100), in: window.tree)
            clipper.backgroundColor = .black
            clipper.cornerRadius = 10
            clipper.clipsToBounds = true
            let child = View(name: "child", frame: Rect(x: 50, y: 50, width: 100, height: 100), in: window.tree)
            child.backgroundColor = .white
            clipper.addSubview(child)
            window.addSubview(clipper)
        }
        let document = try picture(frame)
        let polygons = try elements(document, "polygon")
        let child = try #require(polygons.first { attribute($0, "data-name") == "child" })
        let clipper = try #require(polygons.first { attribute($0, "data-name") == "clipper" })
        #expect(attribute(clipper, "clip-path") == nil)
        let reference = try #require(attribute(child, "clip-path"))
        let clip = try #require(
            try elements(document, "clipPath").first { "url(#\(attribute($0, "id")!))" == reference })
        let path = try #require((clip.children?.first as? XMLElement).flatMap { attribute($0, "d") })
        #expect(path.hasPrefix("M20,30 "), "the clip follows the rounded corner: \(path)")
        #expect(path.split(separator: "L").count == 24, "four corners of six points")
    }
}

@Suite("Pictures: borders")
struct BorderPictureTests {
    @Test("a border is a ring inside the bounds in its colour, drawn after the subviews")
    func border() throws {
        let (frame, _, _) = still { window in
            let framed = View(name: "framed", frame: Rect(x: 100, y: 100, width: 200, height: 100), in: window.tree)
            framed.borderWidth = 8
            framed.borderColor = Color(red: 0, green: 0.5, blue: 0)
            let inside = View(name: "inside", frame: Rect(x: 0, y: 0, width: 50, height: 50), in: window.tree)
            inside.backgroundColor = .white
            framed.addSubview(inside)
            window.addSubview(framed)
        }
        let svg = TransitionPicture(frames: [frame], title: "t").filmstripSVG(count: 1, panelWidth: 400)
        let document = try XMLDocument(data: Data(svg.utf8), options: [])
        let border = try #require(try elements(document, "path").first { attribute($0, "class") == "border" })
        #expect(attribute(border, "fill") == "#008000")
        #expect(attribute(border, "fill-rule") == "evenodd")
        #expect(attribute(border, "d") == "M100,100 L300,100 L300,200 L100,200 Z M108,108 L292,108 L292,192 L108,192 Z")
        let insideAt = try #require(svg.range(of: "data-name=\"inside\""))
        let borderAt = try #require(svg.range(of: "class=\"border\""))
        #expect(insideAt.lowerBound < borderAt.lowerBound)
    }
}

@Suite("Pictures: shadows")
struct ShadowPictureTests {
    @Test("a shadow is a blurred, offset filter defined once for views that share it")
    func shadow() throws {
        let (frame, _, _) = still { window in
            for index in 0..<3 {
                let view = View(
                    name: "card\(index)", frame: Rect(x: 20, y: 20 + Double(index) * 150, width: 200, height: 100),
                    in: window.tree)
                view.backgroundColor = .white
                view.shadowOpacity = 0.4
                view.shadowRadius = 10
                view.shadowOffset = Size(width: 2, height: 5)
                view.shadowColor = Color(red: 0.2, green: 0, blue: 0)
                window.addSubview(view)
            }
        }
        let document = try picture(frame)
        let filters = try elements(document, "filter")
        #expect(filters.count == 1)
        let blur = try #require(try elements(document, "feGaussianBlur").first)
        #expect(attribute(blur, "stdDeviation") == "5", "half the shadow radius")
        let offset = try #require(try elements(document, "feOffset").first)
        #expect(attribute(offset, "dx") == "2" && attribute(offset, "dy") == "5")
        let shadows = try elements(document, "rect").filter { attribute($0, "class") == "shadow" }
        #expect(shadows.count == 3)
        #expect(
            shadows.allSatisfy {
                attribute($0, "filter") == "url(#\(attribute(filters[0], "id")!))" && attribute($0, "fill") == "#330000"
            })
        #expect(attribute(shadows[0], "opacity") == "0.4")
    }
}

@Suite("Pictures: gradients")
struct GradientPictureTests {
    @Test("a gradient is a linearGradient with the stops and points, over the background, clipped to the outline")
    func gradient() throws {
        let (frame, _, _) = still { window in
            let view = View(name: "fade", frame: Rect(x: 50, y: 50, width: 200, height: 100), in: window.tree)
            view.backgroundColor = .white
            view.gradient = Gradient(
                stops: [
                    GradientStop(color: Color(red: 1, green: 0, blue: 0), location: 0.2),
                    GradientStop(color: Color(red: 0, green: 0, blue: 1, alpha: 0.5), location: 0.9),
                ],
                startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))
            window.addSubview(view)
        }
        let document = try picture(frame)
        let gradient = try #require(try elements(document, "linearGradient").first)
        #expect(
            [
                attribute(gradient, "x1"), attribute(gradient, "y1"), attribute(gradient, "x2"),
                attribute(gradient, "y2"),
            ] == ["0", "0", "1", "1"])
        let stops = try elements(document, "stop")
        #expect(stops.map { attribute($0, "offset") } == ["0.2", "0.9"])
        #expect(stops.map { attribute($0, "stop-color") } == ["#ff0000", "#0000ff"])
        #expect(stops.map { attribute($0, "stop-opacity") } == ["1", "0.5"])
        let rect = try #require(try elements(document, "rect").first { attribute($0, "class") == "gradient" })
        #expect(attribute(rect, "fill") == "url(#\(attribute(gradient, "id")!))")
        #expect(
            [attribute(rect, "x"), attribute(rect, "y"), attribute(rect, "width"), attribute(rect, "height")] == [
                "0", "0", "200", "100",
            ])
        let group = try #require(rect.parent as? XMLElement)
        #expect(attribute(group, "transform") == "matrix(1,0,0,1,50,50)")
        let svg = TransitionPicture(frames: [frame], title: "t").filmstripSVG(count: 1, panelWidth: 400)
        #expect(
            svg.range(of: "data-name=\"fade\"")!.lowerBound < svg.range(of: "class=\"gradient\"")!.lowerBound,
            "over the background")
        #expect(attribute(group.parent as? XMLElement, "clip-path") != nil)
    }
}

@Suite("Pictures: masks")
struct MaskPictureTests {
    @Test("an ellipse mask is a clipPath in picture coordinates applied to the view and its subviews")
    func mask() throws {
        let (frame, _, _) = still { window in
            let view = View(name: "masked", frame: Rect(x: 100, y: 100, width: 200, height: 100), in: window.tree)
            view.backgroundColor = .black
            view.mask = .ellipse(in: Rect(x: 0, y: 0, width: 200, height: 100))
            let child = View(name: "child", frame: Rect(x: 0, y: 0, width: 20, height: 20), in: window.tree)
            child.backgroundColor = .white
            view.addSubview(child)
            window.addSubview(view)
        }
        let document = try picture(frame)
        let polygons = try elements(document, "polygon")
        let masked = try #require(polygons.first { attribute($0, "data-name") == "masked" })
        let child = try #require(polygons.first { attribute($0, "data-name") == "child" })
        let reference = try #require(attribute(masked, "clip-path"))
        #expect(attribute(child, "clip-path") == reference)
        let clip = try #require(
            try elements(document, "clipPath").first { "url(#\(attribute($0, "id")!))" == reference })
        let d = try #require((clip.children?.first as? XMLElement).flatMap { attribute($0, "d") })
        let outline = points(
            d.replacingOccurrences(of: "M", with: "").replacingOccurrences(of: " Z", with: "").replacingOccurrences(
                of: " L", with: " "))
        #expect(outline.count == FrameGeometry.maskPoints)
        #expect(near(outline[0], Point(x: 100, y: 150)), "the ellipse starts at its left end")
        #expect(outline.allSatisfy { abs(pow(($0.x - 200) / 100, 2) + pow(($0.y - 150) / 50, 2) - 1) < 0.01 })
    }
}

@Suite("Pictures: snapshots")
struct SnapshotPictureTests {
    @Test("many pieces of one look define it once and use it clipped to each piece's rectangle")
    func pieces() throws {
        let (frame, _, _) = still { window in
            let source = View(name: "source", frame: Rect(x: 0, y: 0, width: 200, height: 200), in: window.tree)
            source.backgroundColor = Color(red: 1, green: 0, blue: 0)
            window.addSubview(source)
            // Cut every piece first: adding one to the window changes the tree, and a later cut would capture anew.
            let pieces = (0..<100).map { index -> View in
                let (column, row) = (Double(index % 10), Double(index / 10))
                let piece = source.resizableSnapshotView(
                    from: Rect(x: column * 20, y: row * 20, width: 20, height: 20), afterScreenUpdates: true,
                    withCapInsets: .zero)
                piece.center = Point(x: 200 + column * 20, y: 400 + row * 20)
                return piece
            }
            pieces.forEach(window.addSubview)
        }
        let document = try picture(frame)
        let looks = try elements(document, "g").filter { attribute($0, "class") == "look" }
        #expect(looks.count == 1)
        let lookID = try #require(attribute(looks.first, "id"))
        let pieces = try elements(document, "svg").filter { attribute($0, "class") == "piece" }
        #expect(pieces.count == 100)
        #expect(try elements(document, "use").filter { attribute($0, "href") == "#\(lookID)" }.count == 100)
        #expect(attribute(pieces[13], "viewBox") == "60 20 20 20")
        #expect(attribute(pieces[13], "overflow") == "hidden")
        let group = try #require(pieces[13].parent as? XMLElement)
        #expect(attribute(group, "transform") == "matrix(1,0,0,1,250,410)", "drawn where the snapshot view is")
    }

    @Test("a resizable snapshot stretched wider draws its nine slices, caps unscaled")
    func stretched() throws {
        let (frame, _, _) = still { window in
            let source = View(name: "source", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: window.tree)
            source.backgroundColor = Color(red: 0, green: 0, blue: 1)
            window.addSubview(source)
            let snapshot = source.resizableSnapshotView(
                from: source.bounds, afterScreenUpdates: true,
                withCapInsets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
            snapshot.frame = Rect(x: 0, y: 300, width: 300, height: 100)
            snapshot.alpha = 0.5
            window.addSubview(snapshot)
        }
        let document = try picture(frame)
        let pieces = try elements(document, "svg").filter { attribute($0, "class") == "piece" }
        #expect(pieces.count == 9)
        let middle = pieces[4]
        #expect(attribute(middle, "viewBox") == "20 10 60 80")
        #expect(
            [attribute(middle, "x"), attribute(middle, "y"), attribute(middle, "width"), attribute(middle, "height")]
                == ["20", "10", "260", "80"])
        #expect(
            [attribute(pieces[0], "width"), attribute(pieces[0], "height")] == ["20", "10"],
            "a corner cap keeps its size")
        #expect(attribute(middle.parent as? XMLElement, "opacity") == "0.5", "faded with the snapshot view")
    }
}

@Suite("Pictures: labels")
struct LabelPictureTests {
    @Test("a label follows its view's transform and alpha, and fits its bounds")
    func follows() throws {
        let (frame, _, _) = still { window in
            let tile = View(name: "tile 12", frame: Rect(x: 100, y: 100, width: 112, height: 112), in: window.tree)
            tile.backgroundColor = Color(red: 0, green: 0, blue: 0)
            tile.transform = AffineTransform(rotationAngle: .pi / 2)
            tile.alpha = 0.25
            window.addSubview(tile)
            let tiny = View(name: "tiny", frame: Rect(x: 300, y: 300, width: 8, height: 8), in: window.tree)
            tiny.backgroundColor = .black
            window.addSubview(tiny)
        }
        let document = try picture(frame)
        let labels = try elements(document, "text").filter { attribute($0, "class") == "label" }
        #expect(labels.map(\.stringValue) == ["tile 12"], "too small a view gets no label (and the clear window none)")
        let label = try #require(labels.first)
        let size = try #require(attribute(label, "font-size").flatMap(Double.init))
        #expect(size <= 0.9 * 112 / (0.6 * 7) + 0.01 && size > 10, "fits the tile: \(size)")
        let group = try #require(label.parent as? XMLElement)
        #expect(attribute(group, "transform") == "matrix(0,1,-1,0,212,100)")
        #expect(attribute(group, "opacity") == "0.25")
    }

    @Test("in the animated picture, a label's transform is animated and it fades with its view")
    func animated() throws {
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: engine.tree)
        let card = View(name: "card", frame: Rect(x: 100, y: 100, width: 200, height: 200), in: engine.tree)
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        window.addSubview(card)
        let recorder = TraceRecorder(root: window)
        recorder.captureFrame(at: 0)
        recorder.attach(to: engine)
        engine.animate(
            withDuration: 0.2, curve: .linear,
            animations: {
                card.transform = AffineTransform(rotationAngle: 1)
                card.alpha = 0.5
            })
        clock.runUntilIdle(framesPerSecond: 30)
        recorder.detach()
        let svg = TransitionPicture(frames: recorder.frames, title: "t").animatedSVG()
        let document = try XMLDocument(data: Data(svg.utf8), options: [])
        let label = try #require(
            try elements(document, "text").first {
                $0.stringValue?.hasPrefix("card") == true && attribute($0, "class") == "label"
            })
        let group = try #require(label.parent as? XMLElement)
        let animations = (group.children ?? []).compactMap { $0 as? XMLElement }
        let rotate = try #require(animations.first { attribute($0, "type") == "rotate" })
        #expect(attribute(rotate, "additive") == "sum")
        let angles = try #require(attribute(rotate, "values")).split(separator: ";").map { Double($0)! }
        #expect(angles.first == 0 && abs(angles.last! - 180 / .pi) < 0.01)
        let opacity = try #require(animations.first { attribute($0, "attributeName") == "opacity" })
        #expect(attribute(opacity, "values")!.hasSuffix(";0.5;0.5"))
    }
}

@Suite("Pictures: the layer showcase in the gallery")
struct ShowcasePictureTests {
    @Test("the showcase's gallery card is well-formed and uses every feature")
    func showcase() throws {
        let html = GalleryPage(
            heading: "g",
            clips: [
                GalleryPage.Clip(
                    title: LayerShowcase.title, subtitle: "s", frames: LayerShowcase.frames(framesPerSecond: 30))
            ]
        ).html()
        let document = try XMLDocument(data: Data(html.utf8), options: [])
        for name in ["linearGradient", "filter", "clipPath", "use", "text"] {
            #expect(try !document.nodes(forXPath: "//\(name)").isEmpty, "\(name)")
        }
        #expect(try document.nodes(forXPath: "//g[@class='look']").count == 1, "one look for every piece of the card")
        #expect(try document.nodes(forXPath: "//svg[@class='piece']").count == 4 + 9)
    }
}

@Suite("Pictures: views showing images")
struct ImagePictureTests {
    /// The SVG writer cannot draw pictures (it does not link the raster module): a view showing
    /// one keeps its fill and names the picture, so the picture is not lost from the SVG.
    @Test("a view showing a picture keeps its fill and names the picture")
    func aPictureIsNamedOnTheFill() throws {
        let (frame, _, _) = still { window in
            let photo = View(name: "photo", frame: Rect(x: 20, y: 20, width: 200, height: 120), in: window.tree)
            photo.backgroundColor = Color(red: 0.3, green: 0.65, blue: 0.35)
            photo.image = ViewImage(.landscape)
            window.addSubview(photo)
        }
        let document = try picture(frame)
        let polygon = try #require(try elements(document, "polygon").first { attribute($0, "data-name") == "photo" })
        #expect(attribute(polygon, "data-image") == "segue.landscape")
        #expect(attribute(polygon, "fill") == SVGText.hex(Color(red: 0.3, green: 0.65, blue: 0.35)))
        let title = try #require(polygon.elements(forName: "title").first)
        #expect(title.stringValue == "photo shows the picture segue.landscape (scaleAspectFill)")
        #expect(
            try elements(document, "polygon").first { attribute($0, "data-name") == "window" }.map {
                attribute($0, "data-image")
            } ?? nil == nil)
    }
}
