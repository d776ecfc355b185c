import SegueEngine
import Testing

@testable import SegueRaster

/// Snapshot views show their captured look (`snapshotView(afterScreenUpdates:)`,
/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`): the look drawn once, each
/// piece moved onto the snapshot view's bounds.
@Suite("Raster: snapshot pieces")
struct SnapshotPieceTests {
    /// A 200 × 200 board of four coloured quadrants at the window's top-left, and `place` given a
    /// snapshot of its rectangle `rect`.
    static func board(snapshotOf rect: Rect, place: (View) -> Void) -> [ViewSnapshot] {
        recordedFrame { window in
            let board = addView("board", Rect(x: 0, y: 0, width: 200, height: 200), Paint.red, to: window)
            addView("tr", Rect(x: 100, y: 0, width: 100, height: 100), Paint.green, to: board)
            addView("bl", Rect(x: 0, y: 100, width: 100, height: 100), Paint.blue, to: board)
            addView("br", Rect(x: 100, y: 100, width: 100, height: 100), Paint.black, to: board)
            let snapshot = board.resizableSnapshotView(from: rect, afterScreenUpdates: true, withCapInsets: .zero)
            window.addSubview(snapshot)
            place(snapshot)
        }
    }

    @Test("a piece of the top-right quadrant shows green where it is placed")
    func cropped() {
        let views = Self.board(snapshotOf: Rect(x: 100, y: 0, width: 100, height: 100)) {
            $0.center = Point(x: 300, y: 500)
        }
        let image = plainRenderer().render(views)
        #expect(image.pixel(x: 300, y: 500).isNear(RGBA8(Paint.green)))
        #expect(image.pixel(x: 252, y: 452).isNear(RGBA8(Paint.green)), "its corner")
        #expect(image.pixel(x: 247, y: 500).isNear(RGBA8(Paint.white)), "nothing outside it")
    }

    @Test("a whole snapshot, scaled and moved, shows each quadrant in place")
    func scaledWhole() {
        let views = Self.board(snapshotOf: Rect(x: 0, y: 0, width: 200, height: 200)) { snapshot in
            snapshot.center = Point(x: 200, y: 500)
            snapshot.transform = AffineTransform(scaleX: 1.5, y: 1.5)
        }
        // The snapshot covers 50…350 × 350…650; each quadrant 150 points.
        let image = plainRenderer().render(views)
        #expect(image.pixel(x: 125, y: 425).isNear(RGBA8(Paint.red)))
        #expect(image.pixel(x: 275, y: 425).isNear(RGBA8(Paint.green)))
        #expect(image.pixel(x: 125, y: 575).isNear(RGBA8(Paint.blue)))
        #expect(image.pixel(x: 275, y: 575).isNear(RGBA8(Paint.black)))
    }

    @Test("the look is drawn once and reused by the next frame")
    func drawnOnce() {
        let views = Self.board(snapshotOf: Rect(x: 0, y: 0, width: 200, height: 200)) {
            $0.center = Point(x: 200, y: 500)
        }
        let renderer = plainRenderer()
        let first = renderer.render(views)
        #expect(renderer.lookDrawCount == 1)
        let second = renderer.render(views)
        #expect(renderer.lookDrawCount == 1, "the second frame draws no look")
        #expect(first.pngData() == second.pngData())
    }
}
