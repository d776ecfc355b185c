import SegueEngine
import Testing

@testable import SegueRaster

/// What a plugin may legally build draws in bounded time, memory and stack: the traversal, the
/// maps, group opacity and snapshots of snapshots are all iterative (issue 25: "a chain of
/// 4 096 nested views or snapshots of snapshots draws without recursion").
@Suite("Raster: deep trees and budgets")
struct DeepTreeTests {
    @Test("a chain of 4 096 nested views, each at alpha 0.99, renders with bounded groups")
    func deepChain() {
        // Captured view by view (`ViewSnapshot.init(_:)`): the engine's own `RenderTree.snapshot(of:)`
        // recurses and is not what this test is about.
        let engine = AnimationEngine()
        let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: engine.tree)
        window.backgroundColor = Paint.white
        var chain = [window]
        for level in 0..<4096 {
            let view = addView(
                "v\(level)", Rect(x: 0, y: 0, width: 100, height: 100),
                level.isMultiple(of: 2) ? Paint.red : Paint.blue, to: chain[level])
            view.alpha = 0.99
            chain.append(view)
        }
        let views = chain.map(ViewSnapshot.init)
        let image = plainRenderer().render(views)
        #expect(image.width == 400)
        // The last view is blue, drawn over 4 095 faded ancestors: a colour between red and blue, not white.
        let centre = image.pixel(x: 50, y: 50)
        #expect(centre.distance(to: RGBA8(Paint.white)) > 60, "\(centre)")
        #expect(image.pixel(x: 150, y: 50).isNear(RGBA8(Paint.white)))
        let renderer = plainRenderer()
        _ = renderer.render(views)
        #expect(renderer.diagnostics.count == 1)
        #expect(
            renderer.diagnostics.first?.contains("nested more than 32 faded groups deep") == true,
            "\(renderer.diagnostics)")
    }

    @Test("4 096 snapshots of snapshots render, inner looks first, without recursion")
    func snapshotsOfSnapshots() {
        let views = recordedFrame { window in
            let first = View(name: "c0", frame: Rect(x: 0, y: 0, width: 20, height: 20), in: window.tree)
            addView("dot", Rect(x: 5, y: 5, width: 10, height: 10), Paint.red, to: first)
            var shown = first.snapshotView(afterScreenUpdates: true)
            for level in 1..<4096 {
                // Each container holds the snapshot of the one before, so each look holds the previous look.
                let container = View(name: "c\(level)", frame: Rect(x: 0, y: 0, width: 20, height: 20), in: window.tree)
                container.addSubview(shown)
                shown = container.snapshotView(afterScreenUpdates: true)
            }
            shown.center = Point(x: 200, y: 400)
            shown.transform = AffineTransform(scaleX: 5, y: 5)
            window.addSubview(shown)
        }
        let renderer = plainRenderer()
        let image = renderer.render(views)
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
        #expect(renderer.lookDrawCount == 4096)
        #expect(
            image.pixel(x: 200, y: 400).isNear(RGBA8(Paint.red), 4),
            "the innermost dot shows through 4 096 looks: \(image.pixel(x: 200, y: 400))")
        #expect(image.pixel(x: 200, y: 360).isNear(RGBA8(Paint.white), 4), "the clear containers around it")
    }

    @Test("300 snapshots of distinct 400 × 800 looks stay within the frame's look budget and say what they dropped")
    func manyLooks() {
        let views = recordedFrame { window in
            for index in 0..<300 {
                let container = View(
                    name: "page\(index)", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: window.tree)
                container.backgroundColor = Paint.blue
                addView("title", Rect(x: 20, y: 20, width: 360, height: 60), Paint.red, to: container)
                let snapshot = container.snapshotView(afterScreenUpdates: true)
                snapshot.transform = AffineTransform(scaleX: 0.05, y: 0.05)
                snapshot.center = Point(x: 10 + Double(index % 20) * 20, y: 20 + Double(index / 20) * 40)
                window.addSubview(snapshot)
            }
        }
        let renderer = plainRenderer()
        let image = renderer.render(views)
        // 16 frames' worth of look pixels: 16 looks of 400 × 800 are drawn, the other 284 show their source's colour.
        #expect(renderer.lookDrawCount == 16)
        #expect(
            renderer.diagnostics.contains { $0.hasPrefix("284 captured looks were past this frame's budget") },
            "\(renderer.diagnostics)")
        #expect(image.pixel(x: 10, y: 30).isNear(RGBA8(Paint.blue), 4), "a flat look shows its source's colour")
        _ = renderer.render(views)
        #expect(renderer.lookDrawCount == 32, "the next frame draws the next 16, keeping the first in the cache")
    }
}
