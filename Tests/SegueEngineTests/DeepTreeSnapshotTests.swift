import Testing

@testable import SegueEngine

/// Snapshots of trees as deep as a plugin may legally build: captured without recursion, so the
/// thread's stack never bounds how deep a captured chain can be.
@Suite struct DeepTreeSnapshotTests {
    /// A chain of `depth` views, each the only subview of the one before, and a sibling of the
    /// deepest's parent, so depth-first order is checked, not only the count.
    private func chain(depth: Int, in tree: RenderTree) -> (root: View, views: [View]) {
        let root = View(name: "v0", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: tree)
        var views = [root]
        for index in 1..<depth {
            let view = View(name: "v\(index)", frame: Rect(x: 0.01, y: 0, width: 100, height: 100), in: tree)
            views.last!.addSubview(view)
            views.append(view)
        }
        return (root, views)
    }

    @Test func aChainOfFiveThousandViewsIsCapturedDepthFirst() {
        let tree = RenderTree()
        let (root, views) = chain(depth: 5000, in: tree)
        let late = View(name: "late", frame: Rect(x: 0, y: 0, width: 1, height: 1), in: tree)
        root.addSubview(late)
        let captured = tree.snapshot(of: root).views
        #expect(captured.count == 5001)
        #expect(
            captured.map(\.id) == views.map(\.id) + [late.id], "the whole chain comes before the root's later subview")
    }

    @Test func aSnapshotViewOfADeepChainCapturesEveryView() {
        let tree = RenderTree()
        let (root, _) = chain(depth: 5000, in: tree)
        let after = root.snapshotView(afterScreenUpdates: true)
        #expect(after.snapshotContent?.look?.views.count == 5000)
    }
}
