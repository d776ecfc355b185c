import Foundation
import Testing

@testable import SegueEngine

/// Walks a plugin can deepen, taken far past the host's limits (include/README.md rule 12: 256
/// views deep, snapshots 16 deep), so they would stay safe were the limits lifted: finding a
/// view, freeing a chain, weighing nested looks and writing them to a trace use no recursion.
@Suite struct DeepChainBoundsTests {
    /// A chain of `depth` views, each the only subview of the one before. Built from the
    /// deepest up, so `addSubview`'s cycle check (a walk up from the new parent) stays one step.
    private func chain(depth: Int, in tree: RenderTree) -> (root: View, deepest: View) {
        let deepest = View(name: "v\(depth - 1)", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: tree)
        var root = deepest
        for index in stride(from: depth - 2, through: 0, by: -1) {
            let view = View(
                name: index == 0 ? "root" : "v\(index)", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: tree)
            view.addSubview(root)
            root = view
        }
        return (root, deepest)
    }

    @Test func aChainOfAHundredThousandViewsIsSearchedAndFreedWithoutRecursion() {
        let tree = RenderTree()
        do {
            let (root, deepest) = chain(depth: 100_000, in: tree)
            deepest.name = "needle"
            #expect(root.descendant(named: "needle") === deepest)
            #expect(root.descendant(named: "absent") == nil)
            #expect(tree.liveViewCount == 100_000)
        }
        // The chain went out of scope: freeing it one nested deinit per level would have
        // overflowed the stack long before this line.
        #expect(tree.liveViewCount == 0)
    }

    @Test func aSubviewHeldElsewhereKeepsItsSubtreeWhenItsSuperviewIsFreed() {
        let tree = RenderTree()
        let kept: View
        do {
            let (root, _) = chain(depth: 3, in: tree)
            kept = root.subviews[0]
        }
        #expect(kept.superview == nil)
        #expect(kept.subviews.map(\.name) == ["v2"], "the held view's own subviews survive")
        #expect(tree.liveViewCount == 2)
    }

    /// `count` looks, each of a container holding a snapshot view of the look before.
    private func nestedLooks(_ count: Int, in tree: RenderTree) -> View {
        var shown = View(name: "c0", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: tree).snapshotView(
            afterScreenUpdates: true)
        for level in 1..<count {
            let container = View(name: "c\(level)", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: tree)
            container.addSubview(shown)
            shown = container.snapshotView(afterScreenUpdates: true)
        }
        return shown
    }

    @Test func nestedLooksCarryTheirWeightAndNestingFromOnePass() throws {
        let tree = RenderTree()
        let look = try #require(nestedLooks(5_000, in: tree).snapshotContent?.look)
        #expect(look.nesting == 5_000)
        // Look k holds its container and a snapshot view showing look k−1 in full: 1 + 2(k−1) views.
        #expect(look.weight == 1 + 2 * 4_999)
    }

    @Test func doublingLooksWeighWhatDrawingThemInFullWouldDraw() throws {
        let tree = RenderTree()
        var look = try #require(
            View(name: "seed", frame: Rect(x: 0, y: 0, width: 4, height: 4), in: tree).snapshotView(
                afterScreenUpdates: true
            ).snapshotContent?.look)
        for level in 1...80 {
            // Two snapshot views of the look before, in one container: its weight doubles and then some.
            let container = View(name: "pair\(level)", frame: Rect(x: 0, y: 0, width: 4, height: 4), in: tree)
            for _ in 0..<2 {
                let copy = View(name: "copy", frame: Rect(x: 0, y: 0, width: 4, height: 4), in: tree)
                copy.snapshotContent = SnapshotContent(look: look, rect: Rect(x: 0, y: 0, width: 4, height: 4))
                container.addSubview(copy)
            }
            look = try #require(container.snapshotView(afterScreenUpdates: true).snapshotContent?.look)
        }
        #expect(look.weight == Int.max, "2^80 views saturate instead of overflowing")
        #expect(look.nesting == 81)
    }

    @Test func aTraceWritesTenThousandNestedLooksInnermostFirstWithoutRecursion() throws {
        let tree = RenderTree()
        let deepest = nestedLooks(10_000, in: tree)
        let frame = TraceRecorder.Frame(time: 0, index: 0, views: [ViewSnapshot(deepest)])
        var written = Set<Int>()
        let lines = TraceRecorder.lookLines(for: frame, written: &written).split(separator: "\n")
        #expect(lines.count == 10_000)
        let ids = try lines.map { line -> Int in
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["look"] as? Int)
        }
        #expect(ids == ids.sorted(), "each look after the looks it shows")
        #expect(TraceRecorder.lookLines(for: frame, written: &written).isEmpty, "each look is written once")
    }
}
