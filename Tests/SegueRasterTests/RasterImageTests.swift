import SegueEngine
import XCTest

@testable import SegueRaster

final class RasterImageTests: XCTestCase {
    func testAnEmptyFrameIsTheBackgroundAtTheChosenScale() {
        let renderer = RasterRenderer(options: RasterOptions(scale: 2, background: Color(red: 1, green: 0, blue: 0)))
        let image = renderer.render([])
        XCTAssertEqual(image.width, 2)
        XCTAssertEqual(image.pixel(x: 1, y: 1), RGBA8(red: 255, green: 0, blue: 0))
    }
}
