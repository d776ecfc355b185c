import Testing

@testable import SegueEngine

/// A drawn scene to snapshot: container (400×800) > box (100×100 at the origin) > badge, and a
/// footer at the bottom; one tick has drawn it.
private struct SnapshotScene {
    let scene = TestScene()
    let badge: View
    let footer: View
    var engine: AnimationEngine { scene.engine }
    var tree: RenderTree { scene.engine.tree }
    var container: View { scene.container }
    var box: View { scene.box }

    init() {
        badge = View(name: "badge", frame: Rect(x: 10, y: 10, width: 20, height: 20), in: scene.engine.tree)
        footer = View(name: "footer", frame: Rect(x: 0, y: 700, width: 400, height: 100), in: scene.engine.tree)
        scene.box.addSubview(badge)
        scene.container.addSubview(footer)
        scene.box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        scene.box.cornerRadius = 8
        scene.container.backgroundColor = Color(red: 1, green: 1, blue: 1)
        scene.tick(to: 1.0 / 60)
    }
}

private func look(_ view: View) throws -> CapturedLook {
    try #require(view.snapshotContent?.look)
}

/// `View.snapshotView(afterScreenUpdates:)` and `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
@Suite struct SnapshotViewTests {
    @Test func aSnapshotHoldsTheSubtreesViewSnapshotsAtCaptureAndIsAFreshViewAtTheOrigin() throws {
        let s = SnapshotScene()
        s.container.center = Point(x: 300, y: 500)
        for after in [true, false] {
            let snapshot = s.box.snapshotView(afterScreenUpdates: after)
            #expect(try look(snapshot).views == s.tree.snapshot(of: s.box).views)
            #expect(try look(snapshot).size == Size(width: 100, height: 100))
            #expect(snapshot.frame == Rect(x: 0, y: 0, width: 100, height: 100))
            #expect(snapshot.subviews.isEmpty && snapshot.superview == nil)
            #expect(snapshot.snapshotContent?.rect == s.box.bounds)
            #expect(snapshot.alpha == 1 && snapshot.transform.isIdentity && snapshot.backgroundColor == .clear)
        }
        let whole = s.container.snapshotView(afterScreenUpdates: true)
        #expect(try look(whole).views.map(\.name) == ["container", "box", "badge", "footer"])
        #expect(whole.frame == Rect(x: 0, y: 0, width: 400, height: 800))
    }

    @Test func laterChangesToTheSourceDoNotChangeTheSnapshot() throws {
        let s = SnapshotScene()
        let captured = s.tree.snapshot(of: s.container).views
        let snapshot = s.container.snapshotView(afterScreenUpdates: true)
        s.box.alpha = 0.2
        s.badge.removeFromSuperview()
        s.container.addSubview(View(name: "late", in: s.tree))
        s.scene.tick(to: 2.0 / 60)
        s.footer.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(try look(snapshot).views == captured)
    }

    @Test func beforeAndAfterUpdatesDifferExactlyByThePendingChanges() throws {
        let s = SnapshotScene()
        let drawn = s.tree.snapshot(of: s.container)
        // Pending: two property writes, a hidden flag, an added view, a removed view.
        s.box.alpha = 0.5
        s.box.frame = Rect(x: 50, y: 60, width: 120, height: 120)
        s.box.alpha = 0.25
        s.footer.isHidden = true
        let extra = View(name: "extra", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: s.tree)
        s.container.addSubview(extra)
        s.badge.removeFromSuperview()
        let pending = s.tree.snapshot(of: s.container)

        let before = s.container.snapshotView(afterScreenUpdates: false)
        let after = s.container.snapshotView(afterScreenUpdates: true)
        #expect(try look(before).views == drawn.views)
        #expect(try look(after).views == pending.views)
        let differences = RenderTreeSnapshot(views: try look(after).views).differences(
            from: RenderTreeSnapshot(views: try look(before).views))
        #expect(differences == pending.differences(from: drawn))
        #expect(differences.contains { $0.hasPrefix("extra") && $0.contains("added") })
        #expect(differences.contains { $0.hasPrefix("badge") && $0.contains("missing") })

        // A view created since the last frame was never drawn: before updates it is blank.
        #expect(try look(extra.snapshotView(afterScreenUpdates: false)).isBlank)
        #expect(try look(extra.snapshotView(afterScreenUpdates: true)).views == s.tree.snapshot(of: extra).views)

        // Once a frame is drawn, both kinds agree.
        s.scene.tick(to: 2.0 / 60)
        let drawnNow = s.container.snapshotView(afterScreenUpdates: false)
        let currentNow = s.container.snapshotView(afterScreenUpdates: true)
        #expect(try look(drawnNow).views == look(currentNow).views)
        #expect(try look(drawnNow).views == s.tree.snapshot(of: s.container).views)
        #expect(try look(extra.snapshotView(afterScreenUpdates: false)).views == s.tree.snapshot(of: extra).views)
    }

    /// Settings kept on the view rather than in storage (clipping, the mask's and the gradient's
    /// shapes) are pending changes too: a before-updates capture shows them as last drawn.
    @Test func beforeUpdatesShowsTheLastDrawnMaskGradientAndClipping() throws {
        let s = SnapshotScene()
        let drawn = s.tree.snapshot(of: s.container)
        s.box.clipsToBounds = true
        s.box.mask = .ellipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
        s.box.gradient = Gradient(colors: [
            Color(red: 0, green: 0, blue: 0, alpha: 0), Color(red: 0, green: 0, blue: 0, alpha: 0.5),
        ])
        let pending = s.tree.snapshot(of: s.container)
        #expect(try look(s.container.snapshotView(afterScreenUpdates: false)).views == drawn.views)
        #expect(try look(s.container.snapshotView(afterScreenUpdates: true)).views == pending.views)
        #expect(
            s.box.clipsToBounds && s.box.mask?.shape == .ellipse && s.box.gradient?.stops.count == 2,
            "the capture put the present back")
    }

    @Test func aWriteAfterAnAfterUpdatesCaptureGivesANewLook() throws {
        let s = SnapshotScene()
        let first = s.box.snapshotView(afterScreenUpdates: true)
        let again = s.box.snapshotView(afterScreenUpdates: true)
        #expect(try look(first) === look(again))
        s.badge.alpha = 0.5
        let changed = s.box.snapshotView(afterScreenUpdates: true)
        #expect(try look(changed) !== look(first))
        #expect(try look(changed).views[1].alpha == 0.5)
        // Before updates, the look stays the one of the last frame.
        let before = s.box.snapshotView(afterScreenUpdates: false)
        s.badge.alpha = 0.1
        #expect(try look(s.box.snapshotView(afterScreenUpdates: false)) === look(before))
        #expect(try look(before).views[1].alpha == 1)
    }

    @Test func rectanglePiecesAreClippedAndShareOneLook() throws {
        let s = SnapshotScene()
        let top = s.container.resizableSnapshotView(
            from: Rect(x: 0, y: 0, width: 400, height: 400), afterScreenUpdates: false, withCapInsets: .zero)
        let bottom = s.container.resizableSnapshotView(
            from: Rect(x: 0, y: 400, width: 400, height: 400), afterScreenUpdates: false, withCapInsets: .zero)
        #expect(try look(top) === look(bottom))
        #expect(top.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(bottom.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        let topViews = try #require(top.snapshotContent).visibleViews()
        let bottomViews = try #require(bottom.snapshotContent).visibleViews()
        #expect(topViews.map(\.view.name) == ["container", "box", "badge"])
        #expect(
            topViews.map(\.rect) == [
                Rect(x: 0, y: 0, width: 400, height: 400), Rect(x: 0, y: 0, width: 100, height: 100),
                Rect(x: 10, y: 10, width: 20, height: 20),
            ])
        #expect(bottomViews.map(\.view.name) == ["container", "footer"])
        // A piece straddling the box is cut at the rectangle.
        let corner = s.container.resizableSnapshotView(
            from: Rect(x: 50, y: 50, width: 100, height: 100), afterScreenUpdates: false, withCapInsets: .zero)
        #expect(
            try #require(corner.snapshotContent).visibleViews().map(\.rect)[1]
                == Rect(x: 50, y: 50, width: 50, height: 50))
    }

    @Test func twoHundredPiecesCaptureOnceAndCreateNoOtherViews() throws {
        let s = SnapshotScene()
        let looksBefore = s.tree.lastDrawn.lastLookID
        let viewsBefore = s.tree.liveViewCount
        let pieces = (0..<200).map { index in
            s.container.resizableSnapshotView(
                from: Rect(x: Double(index % 10) * 40, y: Double(index / 10) * 40, width: 40, height: 40),
                afterScreenUpdates: true, withCapInsets: .zero)
        }
        #expect(s.tree.lastDrawn.lastLookID == looksBefore + 1, "one capture")
        let first = try look(pieces[0])
        #expect(try pieces.allSatisfy { try look($0) === first })
        #expect(s.tree.liveViewCount == viewsBefore + 200, "only the pieces themselves")
        #expect(pieces.allSatisfy { $0.subviews.isEmpty })
        // A snapshot of a snapshot crops the same look.
        let crop = pieces[11].resizableSnapshotView(
            from: Rect(x: 10, y: 10, width: 20, height: 20), afterScreenUpdates: true, withCapInsets: .zero)
        #expect(try look(crop) === first)
        #expect(crop.snapshotContent?.rect == Rect(x: 50, y: 50, width: 20, height: 20))
    }

    /// Explode-style animators cut a snapshot taken this tick into pieces before anything is drawn: the pieces
    /// show its look, before updates too (a snapshot's look exists from the moment it is taken), whether the
    /// snapshot is as taken or resized.
    @Test func piecesOfASnapshotTakenThisTickShowItsLookBeforeUpdates() throws {
        let s = SnapshotScene()
        let whole = s.container.snapshotView(afterScreenUpdates: false)
        let piece = whole.resizableSnapshotView(
            from: Rect(x: 0, y: 0, width: 40, height: 40), afterScreenUpdates: false, withCapInsets: .zero)
        #expect(try look(piece) === look(whole))
        whole.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        let ofResized = whole.resizableSnapshotView(
            from: Rect(x: 0, y: 0, width: 5, height: 5), afterScreenUpdates: false, withCapInsets: .zero)
        #expect(try !look(ofResized).views.isEmpty, "the resized snapshot's own look, not a blank one")
    }

    @Test func aStretchedResizableSnapshotKeepsItsCapsUnscaled() throws {
        let s = SnapshotScene()
        let caps = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let piece = s.box.resizableSnapshotView(from: s.box.bounds, afterScreenUpdates: true, withCapInsets: caps)
        let content = try #require(piece.snapshotContent)
        #expect(content.capInsets == caps)
        #expect(
            content.slices(for: Size(width: 100, height: 100)).map(\.destination) == [
                Rect(x: 0, y: 0, width: 100, height: 100)
            ])
        piece.bounds = Rect(x: 0, y: 0, width: 300, height: 100)
        let slices = content.slices(for: piece.bounds.size)
        #expect(slices.count == 9)
        #expect(slices[0].source == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(slices[0].destination == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(slices[1].source == Rect(x: 20, y: 0, width: 60, height: 10))
        #expect(slices[1].destination == Rect(x: 20, y: 0, width: 260, height: 10))
        #expect(slices[8].destination == Rect(x: 280, y: 90, width: 20, height: 10))
    }

    @Test func theSnapshotAnimatesAsOneViewAndCancellingRestoresIt() throws {
        let s = SnapshotScene()
        let snapshot = s.box.snapshotView(afterScreenUpdates: false)
        s.container.addSubview(snapshot)
        let start = snapshot.frame
        let animator = PropertyAnimator(engine: s.engine, duration: 1, curve: .linear) {
            snapshot.frame = Rect(x: 200, y: 200, width: 200, height: 200)
            snapshot.alpha = 0
        }
        try animator.startAnimation()
        #expect(s.engine.animatedValueCount == 5, "centre (2), bounds size (2) and alpha of the one view")
        s.scene.tick(to: 1.0 / 60 + 0.5)
        #expect(near(snapshot.frame.minX, 100) && near(snapshot.frame.width, 150))
        #expect(near(snapshot.alpha, 0.5))
        let content = try #require(snapshot.snapshotContent)
        #expect(try look(snapshot).views == s.tree.snapshot(of: s.box).views, "the look does not animate")
        try animator.stopAnimation(false)
        try animator.finishAnimation(at: .start)
        #expect(snapshot.frame == start && snapshot.alpha == 1)
        #expect(snapshot.snapshotContent == content)
    }

    @Test func theLookHoldsNoViewAndOutlivesItsSource() throws {
        let engine = AnimationEngine()
        weak var weakSource: View?
        var snapshot: View?
        do {
            let source = View(name: "source", frame: Rect(x: 0, y: 0, width: 50, height: 50), in: engine.tree)
            let child = View(name: "child", frame: Rect(x: 5, y: 5, width: 10, height: 10), in: engine.tree)
            source.addSubview(child)
            engine.tick(at: 0.1)
            source.alpha = 0.5
            weakSource = source
            snapshot = source.snapshotView(afterScreenUpdates: false)
        }
        #expect(weakSource == nil, "the snapshot and its look keep nothing of the source alive")
        let look = try #require(snapshot?.snapshotContent?.look)
        #expect(look.views.map(\.name) == ["source", "child"])
        #expect(look.views[0].alpha == 1, "as last drawn")
        #expect(!Mirror(reflecting: look).children.contains { $0.value is View || $0.value is [View] })
    }

    @Test func differencesReportAChangedLookReference() {
        let s = SnapshotScene()
        let snapshot = s.box.snapshotView(afterScreenUpdates: true)
        s.container.addSubview(snapshot)
        let first = s.tree.snapshot(of: s.container)
        #expect(first.view(named: "box snapshot")?.snapshotContent == snapshot.snapshotContent)
        s.scene.tick(to: 2.0 / 60)
        snapshot.snapshotContent = s.footer.snapshotView(afterScreenUpdates: true).snapshotContent
        let second = s.tree.snapshot(of: s.container)
        let lines = second.differences(from: first)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("snapshot look") == true)
        #expect(first.differences(from: first).isEmpty)
    }
}
