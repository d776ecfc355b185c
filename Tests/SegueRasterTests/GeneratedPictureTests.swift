import SegueEngine
import Testing

@testable import SegueRaster

/// The pictures the project paints (`ViewImage.Generated`): deterministic, and photographs at a
/// glance rather than flat fills.
@Suite struct GeneratedPictureTests {
    @Test(arguments: ViewImage.Generated.allCases)
    func aGeneratedPictureIsTheSameBytesEveryTime(_ picture: ViewImage.Generated) {
        let first = GeneratedPictures.paint(picture)
        let second = GeneratedPictures.paint(picture)
        #expect(first.withPixelBytes { Array($0) } == second.withPixelBytes { Array($0) })
    }

    /// Thousands of distinct colours on a sampling grid (a flat fill or a plain gradient has a
    /// few hundred at most), and every pixel opaque, as a photograph is.
    @Test(arguments: ViewImage.Generated.allCases)
    func aGeneratedPictureIsNotFlat(_ picture: ViewImage.Generated) {
        let image = GeneratedPictures.paint(picture)
        var colours = Set<RGBA8>()
        for y in stride(from: 0, to: image.height, by: 7) {
            for x in stride(from: 0, to: image.width, by: 7) {
                let pixel = image.pixel(x: x, y: y)
                #expect(pixel.alpha == 255)
                colours.insert(pixel)
            }
        }
        #expect(colours.count > 2000, "\(picture) has \(colours.count) colours")
    }

    @Test func theLandscapeIsSkyAboveAndWaterBelow() {
        let library = ImageLibrary()
        let landscape = try! #require(library.picture(named: "segue.landscape"))
        #expect((landscape.width, landscape.height) == (1200, 800))
        let sky = landscape.pixel(x: 300, y: 20)
        #expect(sky.blue > sky.red + 60, "the top is blue sky: \(sky)")
        let sun = landscape.pixel(x: Int(LandscapePicture.sun.x), y: Int(LandscapePicture.sun.y))
        #expect(sun.red > 240 && sun.green > 230, "the sun is bright: \(sun)")
        // Brightness summed over a row: the near water (ripples and all) is darker than the glowing sky above the
        // hills.
        func brightness(row y: Int) -> Int {
            stride(from: 500, to: 1200, by: 10).map { landscape.pixel(x: $0, y: y) }.reduce(0) {
                $0 + Int($1.red) + Int($1.green) + Int($1.blue)
            }
        }
        #expect(brightness(row: 780) * 2 < brightness(row: 340))
        #expect(library.picture(named: "segue.mountain").map { ($0.width, $0.height) } ?? (0, 0) == (800, 1200))
        #expect(library.picture(named: "segue.abstract").map { ($0.width, $0.height) } ?? (0, 0) == (1000, 1000))
    }
}
