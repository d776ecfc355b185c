import Foundation
import SegueEngine
import Testing

@testable import SegueRender

/// The SVG writer draws what no plugin may build through the host (include/README.md rule 12:
/// 256 views deep, snapshots 16 deep) without recursion, so the limits, not the thread's stack,
/// are what bound it: clips nested in clips and looks nested in looks are defined in loops.
@Suite("Pictures: deep clips and nested looks")
struct DeepPictureTests {
    /// One frame of a 400 × 800 window set up by `build`.
    private func frame(_ build: (View) -> Void) -> TraceRecorder.Frame {
        let engine = AnimationEngine()
        let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: engine.tree)
        build(window)
        let recorder = TraceRecorder(root: window)
        recorder.captureFrame(at: 0)
        return recorder.frames[0]
    }

    /// How often `needle` occurs in `text`.
    private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test("a chain of 20 000 views, each clipping its subviews, gets 20 000 nested clip paths, outermost first")
    func deepClipChain() {
        let picture = frame { window in
            var parent = window
            for level in 0..<20_000 {
                let view = View(name: "v\(level)", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: window.tree)
                view.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
                view.clipsToBounds = true
                parent.addSubview(view)
                parent = view
            }
        }
        let svg = TransitionPicture(frames: [picture], title: "t").filmstripSVG(count: 1, panelWidth: 400)
        #expect(count("<clipPath", in: svg) == 20_000)
        // Each clip is defined after the clip it lies inside, so every reference points backwards.
        let outer = svg.range(of: "clip-\(picture.views[1].id.rawValue)-")!.lowerBound
        let inner = svg.range(of: "clip-\(picture.views[2].id.rawValue)-")!.lowerBound
        #expect(outer < inner)
    }

    @Test("5 000 looks, each showing the one before, are each defined once, inner looks first")
    func nestedLooks() throws {
        let picture = frame { window in
            let first = View(name: "c0", frame: Rect(x: 0, y: 0, width: 20, height: 20), in: window.tree)
            first.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
            var shown = first.snapshotView(afterScreenUpdates: true)
            for level in 1..<5_000 {
                let container = View(name: "c\(level)", frame: Rect(x: 0, y: 0, width: 20, height: 20), in: window.tree)
                container.addSubview(shown)
                shown = container.snapshotView(afterScreenUpdates: true)
            }
            window.addSubview(shown)
        }
        let svg = TransitionPicture(frames: [picture], title: "t").animatedSVG()
        #expect(count("class=\"look\"", in: svg) == 5_000)
        let outermost = try #require(picture.views.last?.snapshotContent?.lookID)
        // Where each group is defined (`<g id="…look-N" class="look">`), not where it is used.
        let first = try #require(svg.range(of: "look-1\" class=\"look\"")).lowerBound
        let last = try #require(svg.range(of: "look-\(outermost)\" class=\"look\"")).lowerBound
        #expect(first < last, "the innermost look is defined before the outermost")
    }
}
