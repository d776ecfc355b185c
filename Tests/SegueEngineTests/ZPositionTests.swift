import SegueEngine
import Testing

/// z position: siblings draw by z, then by subview order.
@Suite struct ZPositionTests {
    @Test func defaultsToZeroAndKeepsSubviewOrder() {
        let tree = RenderTree()
        let parent = View(name: "parent", in: tree)
        let children = ["a", "b", "c"].map { View(name: $0, in: tree) }
        children.forEach(parent.addSubview)
        #expect(children.allSatisfy { $0.zPosition == 0 })
        #expect(parent.subviewsInDrawingOrder.map(\.name) == ["a", "b", "c"])
    }

    @Test func drawingOrderIsByZThenBySubviewIndex() {
        let tree = RenderTree()
        let parent = View(name: "parent", in: tree)
        let children = ["a", "b", "c", "d", "e"].map { View(name: $0, in: tree) }
        children.forEach(parent.addSubview)
        children[0].zPosition = 2
        children[1].zPosition = -1
        children[3].zPosition = 2
        #expect(children[0].zPosition == 2)
        #expect(parent.subviewsInDrawingOrder.map(\.name) == ["b", "c", "e", "a", "d"])
        #expect(parent.subviews.map(\.name) == ["a", "b", "c", "d", "e"], "the subview order itself is unchanged")
    }

    static let zCase = LayerPropertyCase(name: "zPosition", setTarget: { $0.zPosition = 40 }, read: { [$0.zPosition] })

    @Test func animatesScrubsReversesAndCancels() throws {
        try LayerPropertyChecks.all(Self.zCase)
    }
}
