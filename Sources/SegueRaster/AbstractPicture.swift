import CCairo
import SegueEngine

/// `segue.abstract`: soft discs of colour overlapping on a deep violet ground, 1 000 × 1 000
/// (1:1), a wallpaper. The project's own work (see `GeneratedPictures`).
enum AbstractPicture {
    static let side = 1000.0

    /// The picture, painted.
    static func paint() -> RasterImage {
        GeneratedPictures.canvas(width: Int(side), height: Int(side)) { cr in
            var random = PaintingRandom(seed: 0xAB57_12AC)
            Painting.setLinear(
                cr, from: 0, 0, to: side, side,
                [
                    (0, Color(red: 0.16, green: 0.05, blue: 0.3)), (1, Color(red: 0.02, green: 0.12, blue: 0.25)),
                ])
            cairo_paint(cr)
            let palette = [
                Color(red: 1, green: 0.35, blue: 0.45), Color(red: 1, green: 0.7, blue: 0.25),
                Color(red: 0.25, green: 0.85, blue: 0.8),
                Color(red: 0.45, green: 0.5, blue: 1), Color(red: 0.9, green: 0.4, blue: 0.95),
            ]
            // Lighten where discs overlap, as coloured lights add.
            cairo_set_operator(cr, CAIRO_OPERATOR_SCREEN)
            for index in 0..<28 {
                let color = Painting.faded(palette[index % palette.count], random.next(in: 0.35...0.8))
                Painting.glow(
                    cr, x: random.next(in: 0...side), y: random.next(in: 0...side), radius: random.next(in: 60...320),
                    color)
            }
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            Painting.vignette(cr, width: side, height: side, strength: 0.35)
        }
    }
}
