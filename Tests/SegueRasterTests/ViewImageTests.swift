import SegueEngine
import Testing

@testable import SegueRaster

/// A view's picture comes from the renderer's `ImageLibrary`; a name it does not know draws
/// nothing over the fill and leaves one sentence naming the view and the picture.
@Suite("Raster: view pictures")
struct ViewImageTests {
    @Test("an unknown picture draws nothing and is named in the diagnostics")
    func unknownPicture() {
        var views = recordedFrame { window in
            addView("photo", Rect(x: 100, y: 100, width: 200, height: 100), Paint.blue, to: window)
        }
        views[1].image = ViewImage(name: "no-such-picture.png")
        let renderer = plainRenderer()
        let image = renderer.render(views)
        #expect(image.pixel(x: 200, y: 150).isNear(RGBA8(Paint.blue)), "the fill alone")
        #expect(
            renderer.diagnostics == [
                "View 'photo' shows image 'no-such-picture.png', which the image library does not have; nothing was "
                    + "drawn for it."
            ])
    }
}
