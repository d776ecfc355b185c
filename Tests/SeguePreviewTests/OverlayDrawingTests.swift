import SegueEngine
import SegueRaster
import Testing

/// What the preview draws over a frame (SegueRaster's text panels and trace outlines) and the
/// image made from read-back pixels.
@Suite struct OverlayDrawingTests {
    /// A 100×100 frame of one grey root view holding a 40×40 box at (30, 30).
    private func frame() -> (RasterRenderer, [ViewSnapshot]) {
        let tree = RenderTree()
        let root = View(name: "Root", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: tree)
        root.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        let box = View(name: "Box", frame: Rect(x: 30, y: 30, width: 40, height: 40), in: tree)
        box.backgroundColor = Color(red: 0, green: 0, blue: 1)
        root.addSubview(box)
        return (RasterRenderer(options: RasterOptions(drawsNameLabels: false)), root.tree.snapshot(of: root).views)
    }

    @Test func aBottomPanelDarkensTheBottomEdgeAndLeavesTheTopAlone() {
        let (renderer, views) = frame()
        let image = renderer.render(views)
        let top = image.pixel(x: 50, y: 2)
        image.drawTextPanel(["fold · present"], at: .bottom, fontSize: 11)
        #expect(image.pixel(x: 98, y: 98).red < 80, "the panel is dark: \(image.pixel(x: 98, y: 98))")
        #expect(image.pixel(x: 50, y: 2) == top)
    }

    @Test func outlinesStrokeEachViewsEdgeAndNotItsInside() {
        let (renderer, views) = frame()
        let image = renderer.render(views)
        let inside = image.pixel(x: 50, y: 50)
        image.drawOutlines(of: views, scale: 1)
        #expect(
            image.pixel(x: 30, y: 50).distance(to: inside) > 60,
            "the box's left edge is stroked: \(image.pixel(x: 30, y: 50))")
        #expect(image.pixel(x: 50, y: 50) == inside)
    }

    @Test func copiedPixelsReadBackAsTheyWere() {
        let (renderer, views) = frame()
        let image = renderer.render(views)
        let copy = image.withPixelBytes {
            RasterImage(
                width: image.width, height: image.height, copying: $0.baseAddress!, bytesPerRow: image.bytesPerRow)
        }
        for (x, y) in [(0, 0), (50, 50), (99, 99), (31, 69)] {
            #expect(copy.pixel(x: x, y: y) == image.pixel(x: x, y: y))
        }
    }
}
