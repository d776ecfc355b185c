import CCairo
import SegueEngine

/// The pictures the project paints itself (`ViewImage.Generated`), so the default scene and
/// scene files show real-looking photographs without shipping binary assets. Each is drawn with
/// cairo paths and gradients from a fixed seed: the same picture, byte for byte, every time on
/// a given machine.
///
/// Licence: these pictures are the Segue project's own work, made by this code, and are
/// covered by the project's licence like the code that draws them.
enum GeneratedPictures {
    /// `picture`, painted.
    static func paint(_ picture: ViewImage.Generated) -> RasterImage {
        switch picture {
        case .landscape: LandscapePicture.paint()
        case .mountain: MountainPicture.paint()
        case .abstract: AbstractPicture.paint()
        }
    }

    /// A new picture `width` × `height` pixels and a cairo context drawing on it; `paint` draws,
    /// then the context is released.
    static func canvas(width: Int, height: Int, _ paint: (OpaquePointer) -> Void) -> RasterImage {
        let image = RasterImage(width: width, height: height)
        let cr = cairo_create(image.surface)!
        paint(cr)
        cairo_destroy(cr)
        return image
    }
}

/// A small deterministic random source (SplitMix64) for the painted pictures' details: the same
/// seed gives the same ridges, clouds and ripples on every run.
struct PaintingRandom {
    private var state: UInt64

    /// A source starting from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next number in 0..<1.
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }

    /// The next number in `range`.
    mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + next() * (range.upperBound - range.lowerBound)
    }
}

/// Drawing steps the painted pictures share.
enum Painting {
    /// Sets a linear gradient from (`x0`, `y0`) to (`x1`, `y1`) through `stops` (offset, colour) as the source.
    static func setLinear(
        _ cr: OpaquePointer, from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, _ stops: [(Double, Color)]
    ) {
        let pattern = cairo_pattern_create_linear(x0, y0, x1, y1)!
        for (offset, c) in stops { cairo_pattern_add_color_stop_rgba(pattern, offset, c.red, c.green, c.blue, c.alpha) }
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Fills a soft disc at (`x`, `y`): `color` at the centre fading to clear at `radius`.
    static func glow(_ cr: OpaquePointer, x: Double, y: Double, radius: Double, _ color: Color) {
        let pattern = cairo_pattern_create_radial(x, y, 0, x, y, radius)!
        cairo_pattern_add_color_stop_rgba(pattern, 0, color.red, color.green, color.blue, color.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 0.45, color.red, color.green, color.blue, color.alpha * 0.45)
        cairo_pattern_add_color_stop_rgba(pattern, 1, color.red, color.green, color.blue, 0)
        cairo_set_source(cr, pattern)
        cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    /// Heights of a ridge line across `width` at `count` + 1 evenly spaced points: midpoint
    /// displacement from `base`, each halving of the spacing adding half the roughness again
    /// (a fractal skyline, as mountains look from afar).
    static func ridge(count: Int, base: Double, roughness: Double, random: inout PaintingRandom) -> [Double] {
        var heights = [Double](repeating: base, count: count + 1)
        heights[0] = base + random.next(in: -roughness...roughness)
        heights[count] = base + random.next(in: -roughness...roughness)
        var step = count
        var amount = roughness
        while step > 1 {
            let half = step / 2
            for start in stride(from: 0, to: count, by: step) {
                heights[start + half] = (heights[start] + heights[start + step]) / 2 + random.next(in: -amount...amount)
            }
            step = half
            amount *= 0.55
        }
        return heights
    }

    /// Adds the closed outline under the ridge `heights` (spread across `width`) down to `bottom`.
    static func addRidge(_ cr: OpaquePointer, _ heights: [Double], width: Double, bottom: Double) {
        let step = width / Double(heights.count - 1)
        cairo_move_to(cr, 0, bottom)
        for (index, height) in heights.enumerated() { cairo_line_to(cr, Double(index) * step, height) }
        cairo_line_to(cr, width, bottom)
        cairo_close_path(cr)
    }

    /// Darkens the picture's corners as a lens does, so it reads as a photograph.
    static func vignette(_ cr: OpaquePointer, width: Double, height: Double, strength: Double) {
        let (cx, cy) = (width / 2, height / 2)
        let pattern = cairo_pattern_create_radial(
            cx, cy, min(width, height) * 0.35, cx, cy, (cx * cx + cy * cy).squareRoot())!
        cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, 0)
        cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 0, 0, strength)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
    }

    /// `color` with alpha `alpha`.
    static func faded(_ color: Color, _ alpha: Double) -> Color {
        Color(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }
}
