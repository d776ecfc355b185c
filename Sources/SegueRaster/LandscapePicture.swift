import CCairo
import SegueEngine

/// `segue.landscape`: a lake at sunset, 1 200 × 800 (3:2, a camera's frame). A warm sky over
/// hazy far ranges, nearer green hills, the sun low on the right with its glitter path on the
/// water, the hills mirrored in the lake, ripples, a dark grassy shore in front and a vignette.
/// The project's own work (see `GeneratedPictures`).
enum LandscapePicture {
    static let width = 1200.0
    static let height = 800.0
    /// Where the water meets the land.
    static let horizon = 520.0
    static let sun = Point(x: 820, y: 430)

    /// The picture, painted.
    static func paint() -> RasterImage {
        GeneratedPictures.canvas(width: Int(width), height: Int(height)) { cr in
            var random = PaintingRandom(seed: 0x5E6E_1A9D)
            sky(cr)
            clouds(cr, &random)
            let ranges = hills(&random)
            for range in ranges { fill(cr, range) }
            water(cr, ranges)
            ripples(cr, &random)
            shore(cr, &random)
            Painting.vignette(cr, width: width, height: height, strength: 0.45)
        }
    }

    /// One range of hills: its ridge and colours (top of the range, at its foot).
    struct Range {
        let heights: [Double]
        let top: Color
        let foot: Color
    }

    private static func sky(_ cr: OpaquePointer) {
        Painting.setLinear(
            cr, from: 0, 0, to: 0, horizon,
            [
                (0, Color(red: 0.13, green: 0.25, blue: 0.52)), (0.45, Color(red: 0.45, green: 0.55, blue: 0.78)),
                (0.78, Color(red: 0.95, green: 0.72, blue: 0.55)), (1, Color(red: 1, green: 0.84, blue: 0.6)),
            ])
        cairo_rectangle(cr, 0, 0, width, horizon)
        cairo_fill(cr)
        Painting.glow(cr, x: sun.x, y: sun.y, radius: 420, Color(red: 1, green: 0.75, blue: 0.45, alpha: 0.55))
        Painting.glow(cr, x: sun.x, y: sun.y, radius: 70, Color(red: 1, green: 0.96, blue: 0.85, alpha: 1))
        cairo_set_source_rgb(cr, 1, 0.98, 0.92)
        cairo_arc(cr, sun.x, sun.y, 26, 0, 2 * Double.pi)
        cairo_fill(cr)
    }

    /// Long soft cloud banks: rows of overlapping glows lit warm from below.
    private static func clouds(_ cr: OpaquePointer, _ random: inout PaintingRandom) {
        for bank in 0..<5 {
            let y = 70 + Double(bank) * 55 + random.next(in: -15...15)
            let start = random.next(in: -100...900)
            let light = Color(red: 1, green: 0.86 - Double(bank) * 0.03, blue: 0.78 - Double(bank) * 0.06, alpha: 0.22)
            for puff in 0..<14 {
                let x = start + Double(puff) * random.next(in: 18...34)
                Painting.glow(cr, x: x, y: y + random.next(in: -8...8), radius: random.next(in: 30...60), light)
            }
        }
    }

    /// Three ranges, back to front: hazy blue mountains, blue-green hills, dark green hills.
    private static func hills(_ random: inout PaintingRandom) -> [Range] {
        [
            Range(
                heights: Painting.ridge(count: 256, base: 420, roughness: 70, random: &random),
                top: Color(red: 0.5, green: 0.52, blue: 0.7), foot: Color(red: 0.78, green: 0.68, blue: 0.7)),
            Range(
                heights: Painting.ridge(count: 128, base: 470, roughness: 40, random: &random),
                top: Color(red: 0.27, green: 0.38, blue: 0.45), foot: Color(red: 0.45, green: 0.5, blue: 0.5)),
            Range(
                heights: Painting.ridge(count: 64, base: 495, roughness: 28, random: &random),
                top: Color(red: 0.12, green: 0.26, blue: 0.17), foot: Color(red: 0.2, green: 0.33, blue: 0.2)),
        ]
    }

    private static func fill(_ cr: OpaquePointer, _ range: Range) {
        let peak = range.heights.min() ?? horizon
        Painting.setLinear(cr, from: 0, peak, to: 0, horizon, [(0, range.top), (1, range.foot)])
        Painting.addRidge(cr, range.heights, width: width, bottom: horizon)
        cairo_fill(cr)
    }

    /// The lake: the sky's colours mirrored and darkened, the hills reflected, the sun's glitter path.
    private static func water(_ cr: OpaquePointer, _ ranges: [Range]) {
        cairo_save(cr)
        cairo_rectangle(cr, 0, horizon, width, height - horizon)
        cairo_clip(cr)
        Painting.setLinear(
            cr, from: 0, horizon, to: 0, height,
            [
                (0, Color(red: 0.86, green: 0.66, blue: 0.52)), (0.35, Color(red: 0.4, green: 0.45, blue: 0.6)),
                (1, Color(red: 0.08, green: 0.14, blue: 0.26)),
            ])
        cairo_paint(cr)
        // Reflections: the hills mirrored about the shoreline, dimmed by the water.
        cairo_save(cr)
        cairo_translate(cr, 0, 2 * horizon)
        cairo_scale(cr, 1, -1)
        for range in ranges {
            Painting.setLinear(
                cr, from: 0, horizon - 80, to: 0, horizon,
                [(0, Painting.faded(range.top, 0.55)), (1, Painting.faded(range.foot, 0.8))])
            Painting.addRidge(cr, range.heights, width: width, bottom: horizon)
            cairo_fill(cr)
        }
        cairo_restore(cr)
        Painting.glow(
            cr, x: sun.x, y: 2 * horizon - sun.y, radius: 160, Color(red: 1, green: 0.8, blue: 0.55, alpha: 0.35))
        cairo_restore(cr)
    }

    /// Horizontal streaks across the water, bright and dense in the sun's path, sparse elsewhere.
    private static func ripples(_ cr: OpaquePointer, _ random: inout PaintingRandom) {
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for _ in 0..<900 {
            let depth = random.next()
            let y = horizon + 4 + depth * depth * (height - horizon - 4)
            let nearness = (y - horizon) / (height - horizon)
            let inPath = random.next() < 0.55
            let spread = 40 + 160 * nearness
            let x = inPath ? sun.x + random.next(in: -1...1) * spread : random.next(in: 0...width)
            let length = (inPath ? 10 + 40 * nearness : 20 + 70 * nearness) * random.next(in: 0.5...1.5)
            if inPath {
                cairo_set_source_rgba(cr, 1, 0.93, 0.75, 0.35 + 0.4 * random.next())
            } else if random.next() < 0.5 {
                cairo_set_source_rgba(cr, 0.95, 0.85, 0.85, 0.12)
            } else {
                cairo_set_source_rgba(cr, 0.03, 0.06, 0.15, 0.18)
            }
            cairo_set_line_width(cr, 0.8 + 2.2 * nearness)
            cairo_move_to(cr, x - length / 2, y)
            cairo_line_to(cr, x + length / 2, y)
            cairo_stroke(cr)
        }
    }

    /// A dark bank of grass across the bottom-left corner, blades against the water.
    private static func shore(_ cr: OpaquePointer, _ random: inout PaintingRandom) {
        let bank = Color(red: 0.06, green: 0.11, blue: 0.06)
        cairo_set_source_rgb(cr, bank.red, bank.green, bank.blue)
        cairo_move_to(cr, 0, 680)
        cairo_curve_to(cr, 180, 690, 330, 730, 470, height)
        cairo_line_to(cr, 0, height)
        cairo_close_path(cr)
        cairo_fill(cr)
        cairo_set_line_width(cr, 2)
        for _ in 0..<260 {
            let x = random.next(in: 0...440)
            // The bank's top edge near x, so blades rise from it.
            let t = x / 470
            let base = 680 + (height - 680) * t * t + random.next(in: 4...30)
            let (lean, tall) = (random.next(in: -14...14), random.next(in: 18...60))
            let shade = random.next(in: 0.05...0.2)
            cairo_set_source_rgb(cr, shade * 0.6, shade, shade * 0.5)
            cairo_move_to(cr, x, base)
            cairo_curve_to(cr, x, base - tall / 2, x + lean / 2, base - tall * 0.8, x + lean, base - tall)
            cairo_stroke(cr)
        }
    }
}
