import CCairo
import SegueEngine

/// `segue.mountain`: a snowy peak at blue hour, 800 × 1 200 (2:3, a portrait photograph).
/// A starry sky fading to a pale horizon, the peak lit pink on its left face, a band of mist,
/// and dark pines in front. The project's own work (see `GeneratedPictures`).
enum MountainPicture {
    static let width = 800.0
    static let height = 1200.0

    /// The picture, painted.
    static func paint() -> RasterImage {
        GeneratedPictures.canvas(width: Int(width), height: Int(height)) { cr in
            var random = PaintingRandom(seed: 0x4D07_A1E5)
            sky(cr, &random)
            peak(cr, &random)
            Painting.setLinear(
                cr, from: 0, 760, to: 0, 900,
                [
                    (0, Color(red: 0.75, green: 0.8, blue: 0.9, alpha: 0)),
                    (0.5, Color(red: 0.75, green: 0.8, blue: 0.9, alpha: 0.55)),
                    (1, Color(red: 0.75, green: 0.8, blue: 0.9, alpha: 0)),
                ])
            cairo_rectangle(cr, 0, 760, width, 140)
            cairo_fill(cr)
            forest(cr, &random)
            Painting.vignette(cr, width: width, height: height, strength: 0.5)
        }
    }

    private static func sky(_ cr: OpaquePointer, _ random: inout PaintingRandom) {
        Painting.setLinear(
            cr, from: 0, 0, to: 0, 800,
            [
                (0, Color(red: 0.04, green: 0.06, blue: 0.2)), (0.6, Color(red: 0.2, green: 0.28, blue: 0.55)),
                (1, Color(red: 0.85, green: 0.7, blue: 0.75)),
            ])
        cairo_paint(cr)
        for _ in 0..<220 {
            let (x, y) = (random.next(in: 0...width), random.next() * random.next() * 600)
            cairo_set_source_rgba(cr, 1, 1, 0.95, random.next(in: 0.3...0.95) * (1 - y / 650))
            cairo_arc(cr, x, y, random.next(in: 0.6...1.8), 0, 2 * Double.pi)
            cairo_fill(cr)
        }
    }

    /// The peak: a jagged ridge, its lit left face and shaded right face, snow above the tree line.
    private static func peak(_ cr: OpaquePointer, _ random: inout PaintingRandom) {
        var heights = Painting.ridge(count: 128, base: 0, roughness: 90, random: &random)
        let summit = 0.42
        for index in heights.indices {
            let x = Double(index) / 128
            heights[index] += 300 + 620 * abs(x - summit) * (x < summit ? 1.1 : 0.9)
        }
        Painting.setLinear(
            cr, from: 0, 0, to: width, 0,
            [
                (0, Color(red: 0.86, green: 0.72, blue: 0.8)), (summit, Color(red: 0.95, green: 0.85, blue: 0.88)),
                (summit + 0.05, Color(red: 0.42, green: 0.47, blue: 0.66)),
                (1, Color(red: 0.3, green: 0.35, blue: 0.55)),
            ])
        Painting.addRidge(cr, heights, width: width, bottom: 900)
        cairo_fill(cr)
        // Rock showing through the snow lower down: streaks darkening towards the foot.
        cairo_save(cr)
        Painting.addRidge(cr, heights, width: width, bottom: 900)
        cairo_clip(cr)
        Painting.setLinear(
            cr, from: 0, 450, to: 0, 900,
            [
                (0, Color(red: 0.1, green: 0.12, blue: 0.22, alpha: 0)),
                (1, Color(red: 0.1, green: 0.12, blue: 0.22, alpha: 0.85)),
            ])
        cairo_paint(cr)
        cairo_set_line_width(cr, 2)
        for _ in 0..<400 {
            let x = random.next(in: 0...width)
            let y = random.next(in: 420...880)
            cairo_set_source_rgba(cr, 0.12, 0.13, 0.22, 0.16)
            cairo_move_to(cr, x, y)
            cairo_line_to(cr, x + random.next(in: -12...12), y + random.next(in: 10...40))
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }

    /// Rows of pine silhouettes, darker and larger towards the front.
    private static func forest(_ cr: OpaquePointer, _ random: inout PaintingRandom) {
        for row in 0..<4 {
            let base = 880 + Double(row) * 90
            let shade = 0.16 - Double(row) * 0.035
            cairo_set_source_rgb(cr, shade * 0.5, shade, shade * 0.9)
            cairo_rectangle(cr, 0, base, width, height - base)
            cairo_fill(cr)
            var x = random.next(in: -20...10)
            while x < width + 20 {
                let tall = (90 + Double(row) * 60) * random.next(in: 0.6...1.3)
                let wide = tall * 0.32
                cairo_move_to(cr, x, base - tall)
                for tier in 1...4 {
                    let y = base - tall + tall * Double(tier) / 4
                    cairo_line_to(cr, x + wide * Double(tier) / 4 * 1.2, y)
                    cairo_line_to(cr, x + wide * Double(tier) / 8, y - tall / 14)
                }
                cairo_line_to(cr, x, base + 4)
                for tier in (1...4).reversed() {
                    let y = base - tall + tall * Double(tier) / 4
                    cairo_line_to(cr, x - wide * Double(tier) / 8, y - tall / 14)
                    cairo_line_to(cr, x - wide * Double(tier) / 4 * 1.2, y)
                }
                cairo_close_path(cr)
                cairo_fill(cr)
                x += wide * random.next(in: 0.7...1.6)
            }
        }
    }
}
