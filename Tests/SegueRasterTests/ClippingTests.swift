import SegueEngine
import Testing

@testable import SegueRaster

/// Clipping to bounds, masks and rounded corners, as `CALayer.masksToBounds`, `CALayer.mask` and
/// `CALayer.cornerRadius` cut a layer (the radius clamps to half the shorter side).
@Suite("Raster: clips, masks, rounded corners")
struct ClippingTests {
    @Test("a subview sticking out of a view that clips to its bounds is cut at the bounds")
    func clipsToBounds() {
        let views = recordedFrame { window in
            let box = addView("box", Rect(x: 100, y: 100, width: 100, height: 100), Paint.blue, to: window)
            box.clipsToBounds = true
            addView("child", Rect(x: 50, y: 50, width: 200, height: 200), Paint.red, to: box)
        }
        let image = plainRenderer().render(views)
        #expect(image.pixel(x: 170, y: 170).isNear(RGBA8(Paint.red)), "inside both")
        #expect(image.pixel(x: 230, y: 230).isNear(RGBA8(Paint.white)), "outside the clipping bounds: cut")
        #expect(image.pixel(x: 201, y: 170).isNear(RGBA8(Paint.white)), "just outside the right edge")
    }

    @Test("without clipping the subview shows outside")
    func noClip() {
        let views = recordedFrame { window in
            let box = addView("box", Rect(x: 100, y: 100, width: 100, height: 100), Paint.blue, to: window)
            addView("child", Rect(x: 50, y: 50, width: 200, height: 200), Paint.red, to: box)
        }
        #expect(plainRenderer().render(views).pixel(x: 230, y: 230).isNear(RGBA8(Paint.red)))
    }

    @Test("an elliptical mask leaves the bounds' corners empty and the centre filled, subviews included")
    func ellipseMask() {
        let views = recordedFrame { window in
            let disc = addView("disc", Rect(x: 100, y: 100, width: 200, height: 100), Paint.blue, to: window)
            disc.mask = .ellipse(in: disc.bounds)
            addView("child", Rect(x: 0, y: 0, width: 200, height: 50), Paint.red, to: disc)
        }
        let image = plainRenderer().render(views)
        for (x, y) in [(103, 103), (297, 103), (103, 197), (297, 197)] {
            #expect(image.pixel(x: x, y: y).isNear(RGBA8(Paint.white)), "corner (\(x), \(y)) is masked away")
        }
        #expect(image.pixel(x: 200, y: 175).isNear(RGBA8(Paint.blue)), "the centre's lower half")
        #expect(image.pixel(x: 200, y: 125).isNear(RGBA8(Paint.red)), "the subview inside the ellipse")
        #expect(image.pixel(x: 110, y: 110).isNear(RGBA8(Paint.white)), "the subview outside the ellipse is cut")
    }

    @Test("rounded corners: the corner pixel is background, a pixel inset past the radius is fill")
    func roundedCorners() {
        let views = recordedFrame { window in
            addView("card", Rect(x: 100, y: 100, width: 200, height: 100), Paint.blue, to: window).cornerRadius = 20
            // A radius larger than half the shorter side is clamped to it (a capsule).
            addView("pill", Rect(x: 100, y: 300, width: 200, height: 60), Paint.red, to: window).cornerRadius = 500
        }
        let image = plainRenderer().render(views)
        #expect(image.pixel(x: 101, y: 101).isNear(RGBA8(Paint.white)))
        #expect(image.pixel(x: 298, y: 198).isNear(RGBA8(Paint.white)))
        #expect(
            image.pixel(x: 108, y: 108).isNear(RGBA8(Paint.blue)),
            "inside the arc (20 - 8√2 ≈ 8.7 px from its centre line)")
        #expect(image.pixel(x: 150, y: 101).isNear(RGBA8(Paint.blue)), "the straight edge is full")
        #expect(image.pixel(x: 105, y: 305).isNear(RGBA8(Paint.white)), "the capsule's end is round")
        #expect(image.pixel(x: 131, y: 330).isNear(RGBA8(Paint.red)), "the capsule's end is a half circle of radius 30")
        #expect(image.pixel(x: 102, y: 330).isNear(RGBA8(Paint.red)), "the capsule's tip")
    }
}
