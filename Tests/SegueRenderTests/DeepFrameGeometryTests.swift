import SegueEngine
import Testing

@testable import SegueRender

/// The SVG writer's geometry walks a tree as deep as a plugin may build without recursion
/// (issue 25: the SVG writer overflowed its stack at about 2 000 nested views).
@Suite("Pictures: deep trees")
struct DeepFrameGeometryTests {
    @Test("a chain of 4 096 nested views gets its maps and shapes, each view one step further in")
    func deepChain() throws {
        let engine = AnimationEngine()
        let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: engine.tree)
        var chain = [window]
        for level in 0..<4096 {
            let view = View(name: "v\(level)", frame: Rect(x: 0.01, y: 0, width: 100, height: 100), in: engine.tree)
            chain[level].addSubview(view)
            chain.append(view)
        }
        // Captured view by view: the engine's RenderTree.snapshot(of:) is not what this tests.
        let views = chain.map(ViewSnapshot.init)
        let maps = ViewSnapshot.mapsToTop(views)
        let deepest = try #require(maps[chain[4096].id])
        let origin = deepest.apply(Point(x: 0, y: 0))
        #expect(abs(origin.x - 40.96) < 1e-6, "4 096 steps of 0.01 points: \(origin.x)")
        #expect(chain[4096].convert(Point(x: 0, y: 0), to: nil) == origin, "the engine's own conversion agrees")
        let shapes = FrameGeometry.shapes(of: views, cornerSteps: { _ in 1 }, isLook: false)
        #expect(shapes.count == 4097)
        #expect(shapes.map(\.depth) == Array(0...4096), "depth first, one level a view")
    }
}
