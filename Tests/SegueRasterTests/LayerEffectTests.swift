import SegueEngine
import Testing

@testable import SegueRaster

/// Shadows, gradients and borders as `CALayer` draws them (shadowOpacity, shadowRadius,
/// shadowOffset; `CAGradientLayer` colours, locations, start and end points; borderWidth drawn
/// inside the bounds, above the sublayers).
@Suite("Raster: shadows, gradients, borders")
struct LayerEffectTests {
    static func shadowed(opacity: Double) -> [ViewSnapshot] {
        recordedFrame { window in
            let card = addView("card", Rect(x: 100, y: 100, width: 200, height: 200), Paint.blue, to: window)
            card.shadowOpacity = opacity
            card.shadowRadius = 10
            card.shadowOffset = Size(width: 0, height: 10)
        }
    }

    @Test("a shadow darkens just outside the view on the offset side, not the opposite side")
    func shadowFollowsOffset() {
        let image = plainRenderer().render(Self.shadowed(opacity: 0.8))
        let below = image.pixel(x: 200, y: 304)
        let above = image.pixel(x: 200, y: 96)
        #expect(Int(below.red) < Int(above.red) - 40, "below (the offset side) \(below), above \(above)")
        #expect(below.red < 200, "the shadow is visible below: \(below)")
        let far = image.pixel(x: 200, y: 360)
        #expect(far.isNear(RGBA8(Paint.white)), "three deviations past the shape the shadow has faded: \(far)")
    }

    @Test("no shadow when its opacity is 0")
    func noShadow() {
        let image = plainRenderer().render(Self.shadowed(opacity: 0))
        #expect(image.pixel(x: 200, y: 304).isNear(RGBA8(Paint.white)))
    }

    @Test("a vertical gradient's top, middle and bottom are the analytic blend")
    func gradient() {
        let (top, bottom) = (Color(red: 1, green: 0.2, blue: 0), Color(red: 0, green: 0.6, blue: 1))
        let views = recordedFrame { window in
            addView("fade", Rect(x: 0, y: 100, width: 400, height: 200), Paint.black, to: window).gradient = Gradient(
                colors: [top, bottom])
        }
        let image = plainRenderer().render(views)
        for y in [100, 150, 200, 299] {
            // The pixel's centre along the axis, 0 at the top edge and 1 at the bottom.
            let t = (Double(y) + 0.5 - 100) / 200
            let expected = Color(
                red: top.red + (bottom.red - top.red) * t, green: top.green + (bottom.green - top.green) * t,
                blue: top.blue + (bottom.blue - top.blue) * t)
            #expect(
                image.pixel(x: 200, y: y).isNear(RGBA8(expected), 2),
                "row \(y): \(image.pixel(x: 200, y: y)) vs \(RGBA8(expected))")
        }
    }

    @Test("a gradient under perspective has the analytic blend at points placed by the exact map")
    func gradientUnderPerspective() {
        let (left, right) = (Color(red: 1, green: 0.2, blue: 0), Color(red: 0, green: 0.6, blue: 1))
        var pageID: ViewID!
        let views = recordedFrame { window in
            let stage = View(name: "stage", frame: Rect(x: 0, y: 200, width: 400, height: 400), in: window.tree)
            stage.sublayerTransform = Transform3D(perspectiveDistance: 500)
            window.addSubview(stage)
            let page = addView("page", Rect(x: 50, y: 50, width: 300, height: 300), Paint.black, to: stage)
            page.anchorPoint = Point(x: 0, y: 0.5)
            page.center = Point(x: 50, y: 200)
            page.transform3D = Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0)
            page.gradient = Gradient(
                colors: [left, right], startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
            pageID = page.id
        }
        let map = ViewSnapshot.mapsToTop(views)[pageID]!
        let image = plainRenderer().render(views)
        for t in [0.1, 0.3, 0.5, 0.7, 0.9] {
            // The unit position t across the page, at mid-height, where the exact map puts it.
            let p = map.apply(Point(x: 300 * t, y: 150))
            let expected = Color(
                red: left.red + (right.red - left.red) * t, green: left.green + (right.green - left.green) * t,
                blue: left.blue + (right.blue - left.blue) * t)
            let pixel = image.pixel(x: Int(p.x), y: Int(p.y))
            // A pixel spans up to about 1.3 % of the axis here (300 points foreshortened to ~110 px).
            #expect(pixel.isNear(RGBA8(expected), 6), "t = \(t) at \(p): \(pixel) vs \(RGBA8(expected))")
        }
    }

    @Test("a border is a ring inside the bounds, over the subviews; the fill shows further in")
    func border() {
        let views = recordedFrame { window in
            let box = addView("box", Rect(x: 100, y: 100, width: 200, height: 200), Paint.blue, to: window)
            box.borderWidth = 10
            box.borderColor = Paint.red
            addView("child", Rect(x: 0, y: 0, width: 100, height: 100), Paint.green, to: box)
        }
        let image = plainRenderer().render(views)
        #expect(image.pixel(x: 295, y: 200).isNear(RGBA8(Paint.red)), "inside the right edge: the ring")
        #expect(image.pixel(x: 285, y: 200).isNear(RGBA8(Paint.blue)), "past the ring: the fill")
        #expect(image.pixel(x: 305, y: 200).isNear(RGBA8(Paint.white)), "the ring does not spill outside")
        #expect(image.pixel(x: 105, y: 150).isNear(RGBA8(Paint.red)), "over the subview")
        #expect(image.pixel(x: 150, y: 150).isNear(RGBA8(Paint.green)), "the subview inside the ring")
    }
}
