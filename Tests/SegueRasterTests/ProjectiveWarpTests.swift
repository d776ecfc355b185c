import CCairo
import SegueEngine
import Testing

@testable import SegueRaster

/// A checkerboard of `cells` × `cells` squares, `cell` pixels each, red and blue alternating
/// from a red top-left square.
private func checkerboard(cells: Int, cell: Int) -> RasterImage {
    let image = RasterImage(width: cells * cell, height: cells * cell)
    let cr = cairo_create(image.surface)!
    defer { cairo_destroy(cr) }
    for row in 0..<cells {
        for column in 0..<cells {
            let red = (row + column) % 2 == 0
            cairo_set_source_rgb(cr, red ? 1 : 0, 0, red ? 0 : 1)
            cairo_rectangle(cr, Double(column * cell), Double(row * cell), Double(cell), Double(cell))
            cairo_fill(cr)
        }
    }
    return image
}

/// The checkerboard's map onto a 400 × 400 canvas: turned 55° about its vertical centre line
/// under Core Animation's usual perspective (m34 = −1/500, as the catalogue's Cube and Turn use),
/// centred on the canvas.
private func turnedBoard(side: Double) -> PlaneMap {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let turn = Transform3D(translationX: -side / 2, y: -side / 2)
        .concatenating(Transform3D(rotationAngle: 55 * .pi / 180, x: 0, y: 1, z: 0))
        .concatenating(perspective)
        .concatenating(Transform3D(translationX: 200, y: 200))
    return PlaneMap(turn)
}

/// The affine map that sends the source's top-left, top-right and bottom-left corners where
/// `map` sends them: the best a renderer without perspective can do with three corners.
private func affineFit(of map: PlaneMap, side: Double) -> AffineTransform {
    let (o, x, y) = (map.apply(Point(x: 0, y: 0)), map.apply(Point(x: side, y: 0)), map.apply(Point(x: 0, y: side)))
    return AffineTransform(
        a: (x.x - o.x) / side, b: (x.y - o.y) / side, c: (y.x - o.x) / side, d: (y.y - o.y) / side, tx: o.x, ty: o.y)
}

/// Each cell centre's expected colour and where the exact map puts it.
private func probes(cells: Int, cell: Int, map: PlaneMap) -> [(point: Point, red: Bool)] {
    (0..<cells).flatMap { row in
        (0..<cells).map { column in
            let centre = Point(x: (Double(column) + 0.5) * Double(cell), y: (Double(row) + 0.5) * Double(cell))
            return (map.apply(centre), (row + column) % 2 == 0)
        }
    }
}

/// How many probes show the wrong cell's colour in `canvas`.
private func misses(_ canvas: RasterImage, _ probes: [(point: Point, red: Bool)]) -> Int {
    probes.filter { probe in
        let pixel = canvas.pixel(x: Int(probe.point.x), y: Int(probe.point.y))
        let showsRed = pixel.red > 200 && pixel.blue < 55
        let showsBlue = pixel.blue > 200 && pixel.red < 55
        return probe.red ? !showsRed : !showsBlue
    }.count
}

private func blankCanvas() -> (RasterImage, OpaquePointer) {
    let canvas = RasterImage(width: 400, height: 400)
    let cr = cairo_create(canvas.surface)!
    cairo_set_source_rgb(cr, 1, 1, 1)
    cairo_paint(cr)
    return (canvas, cr)
}

@Test func aCheckerboardUnderPerspectiveShowsEachCellWhereTheExactMapPutsIt() {
    let board = checkerboard(cells: 8, cell: 30)
    let map = turnedBoard(side: 240)
    let (canvas, cr) = blankCanvas()
    defer { cairo_destroy(cr) }
    ProjectiveWarp.draw(board, through: map, into: cr, opacity: 1)
    #expect(misses(canvas, probes(cells: 8, cell: 30, map: map)) == 0)
}

@Test func anAffineFitOfTheSameMapMissesCells() {
    // The same board drawn the way an affine renderer must: through the map fitted to three corners.
    let board = checkerboard(cells: 8, cell: 30)
    let map = turnedBoard(side: 240)
    let fit = affineFit(of: map, side: 240)
    let (canvas, cr) = blankCanvas()
    defer { cairo_destroy(cr) }
    var matrix = cairo_matrix_t(xx: fit.a, yx: fit.b, xy: fit.c, yy: fit.d, x0: fit.tx, y0: fit.ty)
    cairo_set_matrix(cr, &matrix)
    cairo_set_source_surface(cr, board.surface, 0, 0)
    cairo_paint(cr)
    #expect(misses(canvas, probes(cells: 8, cell: 30, map: map)) > 4)
}

@Test func theWarpedEdgesLandWithinOnePixelOfTheProjectedCorners() {
    let board = checkerboard(cells: 8, cell: 30)
    let map = turnedBoard(side: 240)
    let (canvas, cr) = blankCanvas()
    defer { cairo_destroy(cr) }
    ProjectiveWarp.draw(board, through: map, into: cr, opacity: 1)
    // Along the top and bottom edges, 1.5 pixels inside the picture is painted and 1.5 outside is white.
    for (from, to, inward) in [
        (Point(x: 0, y: 0), Point(x: 240, y: 0), 1.0), (Point(x: 0, y: 240), Point(x: 240, y: 240), -1.0),
    ] {
        for step in 1..<8 {
            let t = Double(step) / 8
            let edge = map.apply(Point(x: from.x + (to.x - from.x) * t, y: from.y))
            let inside = canvas.pixel(x: Int(edge.x), y: Int(edge.y + inward * 1.5))
            let outside = canvas.pixel(x: Int(edge.x), y: Int(edge.y - inward * 1.5))
            #expect(inside.green < 60, "inside the edge at \(edge) is painted")
            #expect(outside == RGBA8(red: 255, green: 255, blue: 255), "outside the edge at \(edge) is untouched")
        }
    }
}

@Test func aPictureTurnedBehindTheEyeDrawsNothingThere() {
    // Turned so that one side passes behind the eye (w ≤ 0): nothing is painted from behind.
    let board = checkerboard(cells: 4, cell: 100)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 150
    let map = PlaneMap(
        Transform3D(translationX: -200, y: -200)
            .concatenating(Transform3D(rotationAngle: 80 * .pi / 180, x: 0, y: 1, z: 0))
            .concatenating(perspective)
            .concatenating(Transform3D(translationX: 200, y: 200)))
    #expect(ProjectiveWarp.projectedOutline(of: board, through: map) == nil)
    let (canvas, cr) = blankCanvas()
    defer { cairo_destroy(cr) }
    ProjectiveWarp.draw(board, through: map, into: cr, opacity: 1)
    // The near half (x < 200 after the turn shows the board's left half) is drawn; finite output everywhere.
    var painted = 0
    for x in stride(from: 0, to: 400, by: 8) where canvas.pixel(x: x, y: 200) != RGBA8(red: 255, green: 255, blue: 255)
    { painted += 1 }
    #expect(painted > 0 && painted < 50)
}
