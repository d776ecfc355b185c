import SegueEngine
import Testing

@testable import SegueRaster

/// Name labels as the SVG writer places them (`PictureScene.labelSize`): white text centred in an
/// opaque view, at most 40 units, fitting about 0.6 em a character in 90 % of the width.
@Suite("Raster: name labels")
struct NameLabelTests {
    @Test("the label's ink lies inside its rectangle and nowhere else in the view")
    func inkInsideTheLabel() {
        let views = recordedFrame { window in
            addView("Ab", Rect(x: 100, y: 100, width: 200, height: 100), Paint.blue, to: window)
        }
        let image = RasterRenderer(options: RasterOptions(drawsNameLabels: true)).render(views)
        // 40 units (the largest size; 100 / 2 and 0.9 · 200 / 1.2 are larger), centred on (200, 150):
        // at most 0.75 em a character wide and 1.2 em high, plus a pixel of anti-aliasing.
        let size = 40.0
        let label = (
            minX: 200 - 0.75 * size - 1, maxX: 200 + 0.75 * size + 1, minY: 150 - 0.6 * size - 1,
            maxY: 150 + 0.6 * size + 1
        )
        var (inside, outside) = (0, 0)
        for y in 101..<199 {
            for x in 101..<299 where image.pixel(x: x, y: y).distance(to: RGBA8(Paint.blue)) > 8 {
                let within =
                    Double(x) >= label.minX && Double(x) <= label.maxX && Double(y) >= label.minY
                    && Double(y) <= label.maxY
                if within { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 200, "the label has ink: \(inside) pixels")
        #expect(outside == 0, "no ink outside the label: \(outside) pixels")
    }

    @Test("no label on a translucent fill or when labels are off")
    func noLabel() {
        let views = recordedFrame { window in
            addView("Ab", Rect(x: 100, y: 100, width: 200, height: 100), Paint.blue, to: window)
            addView(
                "Cd", Rect(x: 100, y: 300, width: 200, height: 100), Color(red: 0, green: 0, blue: 1, alpha: 0.5),
                to: window)
        }
        let labelled = RasterRenderer(options: RasterOptions(drawsNameLabels: true)).render(views)
        let plain = plainRenderer().render(views)
        let inks = [(labelled, 150), (plain, 150), (labelled, 350)].map { image, midY in
            (midY - 20..<midY + 20).reduce(0) { count, y in
                count + (180..<220).filter { image.pixel(x: $0, y: y) != image.pixel(x: 105, y: midY) }.count
            }
        }
        #expect(inks[0] > 0 && inks[1] == 0 && inks[2] == 0, "\(inks)")
    }
}
