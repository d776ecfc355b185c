import SegueEngine
import Testing

@testable import SegueRaster

/// The same frame gives the same bytes (issue 25: deterministic on the same machine).
@Suite("Raster: determinism")
struct DeterminismTests {
    @Test("the same frame twice, by one renderer and by two, gives identical bytes")
    func sameBytes() {
        let views = catalogueLikeFrame()
        let renderer = RasterRenderer()
        let first = renderer.render(views).pngData()
        let again = renderer.render(views).pngData()
        let fresh = RasterRenderer().render(views).pngData()
        #expect(first == again)
        #expect(first == fresh)
        #expect(first.count > 1000)
    }
}
