import SegueEngine
import Testing

@testable import SegueRaster

/// Core Animation's group opacity: a layer's opacity applies to the composite of its sublayers
/// (`CALayer.opacity`, and `allowsGroupOpacity`, on by default since iOS 7), so overlapping
/// subviews of a fading view do not show through one another.
@Suite("Raster: group opacity")
struct GroupOpacityTests {
    @Test(
        """
        two overlapping children of a half-transparent parent: the overlap shows the front child only, at half \
        strength
        """
    )
    func overlapShowsFrontChildOnly() {
        let views = recordedFrame { window in
            let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 400, height: 400), in: window.tree)
            parent.alpha = 0.5
            window.addSubview(parent)
            addView("back", Rect(x: 50, y: 50, width: 200, height: 200), Paint.red, to: parent)
            addView("front", Rect(x: 150, y: 150, width: 200, height: 200), Paint.blue, to: parent)
        }
        let image = plainRenderer().render(views)
        // Half blue over white; blending the back child through would give (64, 64, 191).
        #expect(
            image.pixel(x: 200, y: 200).isNear(RGBA8(red: 128, green: 128, blue: 255)), "\(image.pixel(x: 200, y: 200))"
        )
        #expect(
            image.pixel(x: 100, y: 100).isNear(RGBA8(red: 255, green: 128, blue: 128)),
            "the back child alone at half strength")
        #expect(
            image.pixel(x: 300, y: 300).isNear(RGBA8(red: 128, green: 128, blue: 255)),
            "the front child alone at half strength")
    }

    @Test("a single view with alpha draws at that alpha")
    func singleView() {
        let views = recordedFrame { window in
            addView("one", Rect(x: 0, y: 0, width: 100, height: 100), Paint.black, to: window).alpha = 0.25
        }
        #expect(plainRenderer().render(views).pixel(x: 50, y: 50).isNear(RGBA8(red: 191, green: 191, blue: 191)))
    }

    @Test("nested fading groups multiply")
    func nestedGroups() {
        let views = recordedFrame { window in
            let outer = addView("outer", Rect(x: 0, y: 0, width: 200, height: 200), Paint.white, to: window)
            outer.alpha = 0.5
            let inner = addView("inner", Rect(x: 0, y: 0, width: 100, height: 100), Paint.black, to: outer)
            inner.alpha = 0.5
            addView("dot", Rect(x: 0, y: 0, width: 50, height: 50), Paint.black, to: inner)
        }
        let image = plainRenderer().render(views)
        // inner's group: black at 0.5 over outer's white gives 50 % grey; outer's group at 0.5 over white: 75 %.
        #expect(
            image.pixel(x: 75, y: 75).isNear(RGBA8(red: 191, green: 191, blue: 191)), "\(image.pixel(x: 75, y: 75))")
        #expect(
            image.pixel(x: 25, y: 25).isNear(RGBA8(red: 191, green: 191, blue: 191)),
            "the dot and inner form one picture")
    }
}
