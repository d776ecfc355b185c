import SegueEngine
import Testing

@testable import SegueRaster

/// A checkerboard snapshot turned under perspective shows the right cell at every probe the
/// exact projective map places, and an affine fit of the same map (what SVG can draw) lands
/// probes in the wrong cells (issue 25, "How we will know").
@Suite("Raster: snapshots under perspective")
struct PerspectiveSnapshotTests {
    static let cells = 6
    static let cell = 50.0

    static func colour(column: Int, row: Int) -> Color { (column + row).isMultiple(of: 2) ? Paint.red : Paint.blue }

    /// The frame, and the snapshot view's exact map to root coordinates and its bounds.
    static func turnedBoard() -> (views: [ViewSnapshot], map: PlaneMap, bounds: Rect) {
        var snapshotID: ViewID!
        let views = recordedFrame { window in
            let board = View(
                name: "board", frame: Rect(x: 0, y: 0, width: cell * Double(cells), height: cell * Double(cells)),
                in: window.tree)
            for row in 0..<cells {
                for column in 0..<cells {
                    addView(
                        "", Rect(x: Double(column) * cell, y: Double(row) * cell, width: cell, height: cell),
                        colour(column: column, row: row), to: board)
                }
            }
            let stage = View(name: "stage", frame: Rect(x: 0, y: 100, width: 400, height: 600), in: window.tree)
            stage.sublayerTransform = Transform3D(perspectiveDistance: 500)
            window.addSubview(stage)
            let snapshot = board.snapshotView(afterScreenUpdates: true)
            stage.addSubview(snapshot)
            snapshot.anchorPoint = Point(x: 0, y: 0.5)
            snapshot.center = Point(x: 50, y: 300)
            snapshot.transform3D = Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0)
            snapshotID = snapshot.id
        }
        let view = views.first { $0.id == snapshotID }!
        return (views, ViewSnapshot.mapsToTop(views)[snapshotID]!, view.bounds)
    }

    /// Each cell centre in the snapshot's bounds coordinates, with its colour.
    static var centres: [(point: Point, colour: Color)] {
        (0..<cells).flatMap { row in
            (0..<cells).map { column in
                (
                    Point(x: (Double(column) + 0.5) * cell, y: (Double(row) + 0.5) * cell),
                    colour(column: column, row: row)
                )
            }
        }
    }

    @Test("every cell's centre, placed by the exact map, shows that cell's colour")
    func exactMapHitsEveryCell() {
        let (views, map, _) = Self.turnedBoard()
        let image = plainRenderer().render(views)
        for (centre, colour) in Self.centres {
            let p = map.apply(centre)
            let pixel = image.pixel(x: Int(p.x), y: Int(p.y))
            #expect(pixel.isNear(RGBA8(colour), 24), "cell centre \(centre) at \(p): \(pixel)")
        }
    }

    /// Measured: 6 of the 36 centres (the far columns) land on the other colour.
    @Test("an affine fit of the same map puts some cell centres on the wrong colour")
    func affineFitMissesCells() {
        let (views, map, bounds) = Self.turnedBoard()
        let image = plainRenderer().render(views)
        let fit = map.affineFit(over: bounds)
        let misses = Self.centres.filter { centre, colour in
            let p = Point(
                x: fit.a * centre.x + fit.c * centre.y + fit.tx, y: fit.b * centre.x + fit.d * centre.y + fit.ty)
            guard p.x >= 0, p.y >= 0, p.x < 400, p.y < 800 else { return false }
            return !image.pixel(x: Int(p.x), y: Int(p.y)).isNear(RGBA8(colour), 24)
        }
        #expect(misses.count >= 4, "the fit lands \(misses.count) of \(Self.centres.count) centres on the wrong colour")
    }
}
