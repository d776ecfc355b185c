import SegueEngine
@testable import SegueRaster
import Testing

/// Scale 2 and 3 (iOS screens' pixel densities) draw the same picture with more pixels.
@Suite("Raster: scale")
struct ScaleTests {
    /// The mean absolute difference per channel (0…255) between `small` and `large` averaged
    /// down by `factor` in each direction.
    static func meanDifference(_ small: RasterImage, _ large: RasterImage, factor: Int) -> Double {
        var total = 0.0
        for y in 0..<small.height {
            for x in 0..<small.width {
                var sum = (0.0, 0.0, 0.0)
                for dy in 0..<factor {
                    for dx in 0..<factor {
                        let p = large.pixel(x: x * factor + dx, y: y * factor + dy)
                        sum = (sum.0 + Double(p.red), sum.1 + Double(p.green), sum.2 + Double(p.blue))
                    }
                }
                let n = Double(factor * factor)
                let p = small.pixel(x: x, y: y)
                total += abs(sum.0 / n - Double(p.red)) + abs(sum.1 / n - Double(p.green)) + abs(sum.2 / n - Double(p.blue))
            }
        }
        return total / Double(small.width * small.height * 3)
    }

    @Test("scale 2 and 3 give 2× and 3× the pixels and the same picture averaged down", arguments: [2, 3])
    func scaled(factor: Int) {
        let views = catalogueLikeFrame()
        let one = plainRenderer().render(views)
        let many = plainRenderer(scale: Double(factor)).render(views)
        #expect(one.width == 400 && one.height == 800)
        #expect(many.width == 400 * factor && many.height == 800 * factor)
        let difference = Self.meanDifference(one, many, factor: factor)
        // Only anti-aliased edges, the blur and the perspective texture's sampling differ.
        #expect(difference < 1.5, "mean absolute difference \(difference) per channel")
    }
}
