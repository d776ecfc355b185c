import SegueEngine
import Testing

@testable import SegueRaster

/// Drawing order: siblings by `zPosition`, then subview order (`CALayer.zPosition`); hidden
/// views and their subtrees are not drawn (`UIView.isHidden`).
@Suite("Raster: order and visibility")
struct OrderTests {
    @Test("a higher zPosition draws above a later sibling")
    func zPosition() {
        let views = recordedFrame { window in
            addView("low", Rect(x: 100, y: 100, width: 100, height: 100), Paint.red, to: window).zPosition = 5
            addView("high", Rect(x: 150, y: 150, width: 100, height: 100), Paint.blue, to: window)
        }
        #expect(plainRenderer().render(views).pixel(x: 175, y: 175).isNear(RGBA8(Paint.red)))
    }

    @Test("by subview order when zPositions are equal")
    func subviewOrder() {
        let views = recordedFrame { window in
            addView("first", Rect(x: 100, y: 100, width: 100, height: 100), Paint.red, to: window)
            addView("second", Rect(x: 150, y: 150, width: 100, height: 100), Paint.blue, to: window)
        }
        #expect(plainRenderer().render(views).pixel(x: 175, y: 175).isNear(RGBA8(Paint.blue)))
    }

    @Test("a hidden view skips its subtree; an alpha-0 view too")
    func hidden() {
        let views = recordedFrame { window in
            let hidden = addView("hidden", Rect(x: 0, y: 0, width: 100, height: 100), Paint.red, to: window)
            hidden.isHidden = true
            addView("child", Rect(x: 0, y: 0, width: 50, height: 50), Paint.blue, to: hidden)
            let clear = addView("clear", Rect(x: 200, y: 0, width: 100, height: 100), Paint.red, to: window)
            clear.alpha = 0
            addView("child2", Rect(x: 0, y: 0, width: 50, height: 50), Paint.blue, to: clear)
        }
        let image = plainRenderer().render(views)
        #expect(image.pixel(x: 25, y: 25).isNear(RGBA8(Paint.white)))
        #expect(image.pixel(x: 75, y: 75).isNear(RGBA8(Paint.white)))
        #expect(image.pixel(x: 225, y: 25).isNear(RGBA8(Paint.white)))
    }
}
