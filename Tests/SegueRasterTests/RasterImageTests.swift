import SegueEngine
import Testing

@testable import SegueRaster

@Test func anEmptyFrameIsTheBackgroundAtTheChosenScale() {
    let renderer = RasterRenderer(options: RasterOptions(scale: 2, background: Color(red: 1, green: 0, blue: 0)))
    let image = renderer.render([])
    #expect(image.width == 2)
    #expect(image.pixel(x: 1, y: 1) == RGBA8(red: 255, green: 0, blue: 0))
}
