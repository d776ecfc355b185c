import Testing

@testable import SegueEngine

/// Views, their geometry and hierarchy, and snapshots of whole trees.
@Suite struct RenderTreeTests {
    @Test func frameBoundsAndCenterStayConsistent() {
        let tree = RenderTree()
        let view = View(name: "v", frame: Rect(x: 10, y: 20, width: 100, height: 50), in: tree)
        #expect(view.center == Point(x: 60, y: 45))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        view.center = Point(x: 0, y: 0)
        #expect(view.frame == Rect(x: -50, y: -25, width: 100, height: 50))
        view.bounds = Rect(x: 5, y: 5, width: 20, height: 10)
        #expect(view.frame == Rect(x: -10, y: -5, width: 20, height: 10))
        view.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.bounds.origin == Point(x: 5, y: 5), "setting the frame keeps the bounds origin")
    }

    @Test func aTransformedViewsFrameIsTheBoundingBoxOfItsTransformedBounds() {
        let tree = RenderTree()
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 100, height: 50), in: tree)
        view.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == Rect(x: -50, y: -25, width: 200, height: 100))
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        let frame = view.frame
        #expect(near(frame.width, 50) && near(frame.height, 100))
        #expect(near(frame.midX, 50) && near(frame.midY, 25))
    }

    @Test func defaultsMatchUIKit() {
        let view = View(name: "v", in: RenderTree())
        #expect(view.alpha == 1)
        #expect(view.transform.isIdentity)
        #expect(view.backgroundColor == .clear)
        #expect(!view.isHidden)
        #expect(view.superview == nil)
    }

    @Test func subviewsKeepTheirBackToFrontOrderThroughEveryInsertion() {
        let tree = RenderTree()
        let parent = View(name: "parent", in: tree)
        let (a, b, c, d) = (
            View(name: "a", in: tree), View(name: "b", in: tree), View(name: "c", in: tree), View(name: "d", in: tree)
        )
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(\.name) == ["c", "a", "b"])
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews.map(\.name) == ["c", "d", "a", "b"])
        parent.insertSubview(b, belowSubview: d)
        #expect(parent.subviews.map(\.name) == ["c", "b", "d", "a"])
        parent.bringSubviewToFront(c)
        parent.sendSubviewToBack(a)
        #expect(parent.subviews.map(\.name) == ["a", "b", "d", "c"])
        d.removeFromSuperview()
        #expect(parent.subviews.map(\.name) == ["a", "b", "c"])
        #expect(d.superview == nil)
        parent.insertSubview(d, at: 99)
        #expect(parent.subviews.last === d, "an index past the end appends")
    }

    @Test func addingAViewElsewhereMovesIt() {
        let tree = RenderTree()
        let first = View(name: "first", in: tree)
        let second = View(name: "second", in: tree)
        let child = View(name: "child", in: tree)
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
        #expect(child.isDescendant(of: second))
        #expect(!child.isDescendant(of: first))
        #expect(second.descendant(named: "child") === child)
    }

    @Test func identitiesAreNeverReusedEvenWhenStorageIs() {
        let tree = RenderTree()
        var ids: Set<ViewID> = []
        for _ in 0..<10 {
            let view = View(name: "temporary", in: tree)
            ids.insert(view.id)
        }
        #expect(ids.count == 10)
        #expect(tree.liveViewCount == 0)
        #expect(tree.storage.count == AnimatableProperty.stride, "the freed block is reused")
        let fresh = View(name: "fresh", in: tree)
        #expect(fresh.alpha == 1 && fresh.frame == .zero, "a reused block starts from the defaults")
    }

    @Test func snapshotsCompareWholeTreesAndNameEachDifference() {
        let tree = RenderTree()
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: tree)
        let child = View(name: "child", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: tree)
        root.addSubview(child)
        let before = tree.snapshot(of: root)
        #expect(before.views.map(\.name) == ["root", "child"])
        #expect(tree.snapshot(of: root) == before)

        child.alpha = 0.5
        child.center = Point(x: 60, y: 50)
        let extra = View(name: "extra", in: tree)
        root.addSubview(extra)
        let after = tree.snapshot(of: root)
        #expect(after != before)
        let differences = after.differences(from: before)
        #expect(differences.contains { $0.hasPrefix("child") && $0.contains("alpha") })
        #expect(differences.contains { $0.hasPrefix("child") && $0.contains("frame") })
        #expect(differences.contains { $0.hasPrefix("extra") && $0.contains("added") })
        #expect(differences.contains { $0.hasPrefix("root") && $0.contains("subviews") })

        child.alpha = 1
        child.center = Point(x: 50, y: 50)
        extra.removeFromSuperview()
        #expect(tree.snapshot(of: root) == before, "restoring every value restores the snapshot exactly")
    }

    @Test func differencesHonourATolerance() {
        let tree = RenderTree()
        let root = View(name: "root", in: tree)
        let before = tree.snapshot(of: root)
        root.alpha = 1 - 1e-12
        #expect(!tree.snapshot(of: root).differences(from: before).isEmpty)
        #expect(tree.snapshot(of: root).differences(from: before, tolerance: 1e-9).isEmpty)
    }
}

/// The render tree and the engine read and write transforms as sixteen packed doubles.
@Test func transform3DIsSixteenPackedDoublesInRowOrder() {
    #expect(MemoryLayout<Transform3D>.size == 16 * MemoryLayout<Double>.size)
    var transform = Transform3D.identity
    transform[2, 3] = -0.002
    #expect(transform.m34 == -0.002)
    transform.m41 = 7
    #expect(transform[3, 0] == 7)
}
