import SegueEngine
import Testing

@testable import SegueRaster

/// A page turned about its left edge under a superview's perspective (m34 = −1/500, as the
/// catalogue's Cube and Turn animators set it), its corners taken from the engine's own map.
@Suite("Raster: perspective edges")
struct PerspectiveEdgeTests {
    static let page = Color(red: 0, green: 0, blue: 1)

    /// The frame and the page's corners in root coordinates (top-left, top-right, bottom-right, bottom-left).
    static func turnedPage(angle: Double) -> (views: [ViewSnapshot], corners: [Point]) {
        var pageID: ViewID!
        let views = recordedFrame { window in
            let stage = View(name: "stage", frame: Rect(x: 0, y: 200, width: 400, height: 400), in: window.tree)
            stage.sublayerTransform = Transform3D(perspectiveDistance: 500)
            window.addSubview(stage)
            let page = addView("page", Rect(x: 50, y: 50, width: 300, height: 300), Self.page, to: stage)
            page.anchorPoint = Point(x: 0, y: 0.5)
            page.center = Point(x: 50, y: 200)
            page.transform3D = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            pageID = page.id
        }
        let view = views.first { $0.id == pageID }!
        let map = ViewSnapshot.mapsToTop(views)[pageID]!
        let b = view.bounds
        let corners = [
            Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
            Point(x: b.minX, y: b.maxY),
        ]
        return (views, corners.map(map.apply))
    }

    @Test("the projected corners land within one pixel of the painted edges", arguments: [0.5, -0.7, 1.2])
    func edgesFollowTheMap(angle: Double) throws {
        let (views, corners) = Self.turnedPage(angle: angle)
        #expect(
            abs(corners[1].y - corners[2].y) != abs(corners[0].y - corners[3].y),
            "the far edge is foreshortened: this is perspective")
        let image = plainRenderer().render(views)
        let page = RGBA8(Self.page)
        let white = RGBA8(Paint.white)
        // Along each edge, a probe 1.5 px inside is the page and 1.5 px outside is the window.
        for (start, end) in [
            (corners[0], corners[1]), (corners[1], corners[2]), (corners[2], corners[3]), (corners[3], corners[0]),
        ] {
            let (dx, dy) = (end.x - start.x, end.y - start.y)
            let length = (dx * dx + dy * dy).squareRoot()
            // The outward normal of a clockwise outline (y down) is (dy, -dx) / length.
            let normal = Point(x: dy / length, y: -dx / length)
            for t in [0.25, 0.5, 0.75] {
                let p = Point(x: start.x + t * dx, y: start.y + t * dy)
                let inside = image.pixel(x: Int(p.x - 1.5 * normal.x), y: Int(p.y - 1.5 * normal.y))
                let outside = image.pixel(x: Int(p.x + 1.5 * normal.x), y: Int(p.y + 1.5 * normal.y))
                #expect(inside.isNear(page, 8), "inside the edge at \(p): \(inside)")
                #expect(outside.isNear(white, 8), "outside the edge at \(p): \(outside)")
            }
        }
    }

    @Test("a view turned past the eye draws only its visible part, without garbage")
    func behindTheEye() {
        let views = recordedFrame { window in
            let stage = View(name: "stage", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: window.tree)
            stage.sublayerTransform = Transform3D(perspectiveDistance: 200)
            window.addSubview(stage)
            // Hinged at the middle, its free end swung towards the viewer and past the eye plane
            // (W < 0 beyond about 200 points along it).
            let page = addView("page", Rect(x: 200, y: 200, width: 400, height: 400), Self.page, to: stage)
            page.anchorPoint = Point(x: 0, y: 0.5)
            page.center = Point(x: 200, y: 400)
            page.transform3D = Transform3D(rotationAngle: -1.4, x: 0, y: 1, z: 0)
            page.gradient = Gradient(colors: [Paint.red, Paint.green])
        }
        let image = RasterRenderer().render(views)
        // Every pixel is the window, the page or its gradient: no colour from a wrapped projection.
        #expect(
            image.pixel(x: 300, y: 400).distance(to: RGBA8(Paint.white)) > 8,
            "the visible part swells right of the hinge")
        // Dividing by a negative W would fold the part behind the eye back onto the left half.
        for (x, y) in [(150, 400), (20, 20), (20, 780), (190, 100)] {
            #expect(image.pixel(x: x, y: y).isNear(RGBA8(Paint.white)), "(\(x), \(y)) left of the hinge stays empty")
        }
    }
}
