import SegueABI
import SegueEngine
import Testing

@testable import SegueHost

/// The limits that bound what one transition costs the host (include/segue/context.h next to
/// `create_view` and `snapshot_view`, include/segue/animation.h, include/README.md rules 9 and
/// 12): each is reached exactly, one past it answers `SEGUE_ERROR_OUT_OF_RANGE` with a
/// diagnostic naming the limit, and the refused call changes nothing.
@Suite(.serialized) struct TransitionBoundsServiceTests {
    /// What `create_view` answers for a 1×1 view in `parent`, and the handle it wrote.
    private func create(_ harness: ServiceHarness, in parent: segue_view_t, name: String = "link") -> (
        PluginStatus?, segue_view_t
    ) {
        var view: segue_view_t = 0
        let status = name.withCString { name in
            var description = segue_view_desc_t(
                size: UInt32(MemoryLayout<segue_view_desc_t>.size), name: name,
                frame: segue_rect_t(x: 0, y: 0, width: 1, height: 1),
                background_color: segue_color_t(red: 0, green: 0, blue: 1, alpha: 1))
            return harness.services.create_view(harness.context, parent, &description, &view)
        }
        return (PluginStatus(status), view)
    }

    /// What `snapshot_view` answers for the whole of `view` after updates, and the handle it wrote.
    private func snapshot(_ harness: ServiceHarness, _ view: segue_view_t) -> (PluginStatus?, segue_view_t) {
        var out: segue_view_t = 0
        var description = segue_snapshot_desc_t(
            size: UInt32(MemoryLayout<segue_snapshot_desc_t>.size), after_updates: true, has_rect: false,
            rect: segue_rect_t(),
            cap_insets: segue_edge_insets_t())
        return (PluginStatus(harness.services.snapshot_view(harness.context, view, &description, &out)), out)
    }

    /// Sets `view`'s frame to `width`×10 at the origin.
    private func resize(_ harness: ServiceHarness, _ view: segue_view_t, width: Double) {
        var frame = segue_property_value_t()
        frame.property = PluginProperty.frame.rawValue
        frame.value.rect = segue_rect_t(x: 0, y: 0, width: width, height: 10)
        _ = harness.services.set_property(harness.context, view, &frame)
    }

    @Test("create_view builds a chain exactly 256 views deep, and refuses the 257th level")
    func createViewStopsAtTheDepthLimit() throws {
        let harness = try ServiceHarness()
        var parent = harness.container()
        // The container is the window's root view: 1 deep.
        for _ in 2...PluginLimits.maximumViewDepth {
            let (status, made) = create(harness, in: parent)
            try #require(status == .ok)
            parent = made
        }
        let deepest = try harness.session.view(parent)
        #expect(PluginViewDepth.depth(of: deepest) == 256)
        let (status, made) = create(harness, in: parent)
        #expect(status == .outOfRange && made == 0)
        #expect(deepest.subviews.isEmpty, "nothing was added")
        #expect(harness.session.ownViews.count == 255, "the refused view was never adopted")
        #expect(
            harness.lastReason.contains("257 views deep") && harness.lastReason.contains("256"), "\(harness.lastReason)"
        )
    }

    @Test("add_subview and insert_subview refuse to move a subtree where its deepest view would pass the limit")
    func movingASubtreeCountsItsHeight() throws {
        let harness = try ServiceHarness()
        // A loose chain of 100 views (not in the window), and a 157-deep chain in the container.
        let (_, loose) = create(harness, in: harness.container(), name: "loose")
        _ = harness.services.remove_from_superview(harness.context, loose)
        var tip = loose
        for _ in 1..<100 { tip = create(harness, in: tip).1 }
        var parent = harness.container()
        for _ in 2...157 { parent = create(harness, in: parent).1 }
        // 157 + 100 = 257: one level too deep, by either service; one level higher fits exactly.
        #expect(PluginStatus(harness.services.add_subview(harness.context, parent, loose)) == .outOfRange)
        #expect(PluginStatus(harness.services.insert_subview(harness.context, parent, loose, 0)) == .outOfRange)
        #expect(try harness.session.view(loose).superview == nil, "the refused move changed nothing")
        let higher = try harness.session.view(parent).superview!
        let higherHandle = harness.session.handle(for: higher)
        #expect(PluginStatus(harness.services.add_subview(harness.context, higherHandle, loose)) == .ok)
        #expect(PluginViewDepth.depth(of: try harness.session.view(tip)) == 256)
    }

    @Test("snapshots of snapshots nest 16 deep, and the 17th level is refused")
    func snapshotNestingStopsAtTheLimit() throws {
        let harness = try ServiceHarness()
        var (status, latest) = snapshot(harness, harness.container())
        try #require(status == .ok)
        for level in 2...PluginLimits.maximumSnapshotNesting {
            // Resized, so the next snapshot cannot share its look and must nest it.
            resize(harness, latest, width: Double(level))
            (status, latest) = snapshot(harness, latest)
            try #require(status == .ok)
        }
        #expect(try harness.session.view(latest).snapshotContent?.look?.nesting == 16)
        resize(harness, latest, width: 1)
        let owned = harness.session.ownViews.count
        let (refused, made) = snapshot(harness, latest)
        #expect(refused == .outOfRange && made == 0)
        #expect(harness.session.ownViews.count == owned)
        #expect(harness.lastReason.contains("17 deep") && harness.lastReason.contains("16"), "\(harness.lastReason)")
        // A copy of an unresized snapshot shares its look: it nests nothing and costs nothing more.
        let (_, fresh) = snapshot(harness, harness.container())
        let spent = harness.session.budget.capturedViews
        #expect(snapshot(harness, fresh).0 == .ok)
        #expect(harness.session.budget.capturedViews == spent)
    }

    @Test("a snapshot costs the views it captures, once per look, and the transition's captures stop at 4 096 views")
    func capturedViewsAreCountedAndBounded() throws {
        let harness = try ServiceHarness()
        let (_, holder) = create(harness, in: harness.container(), name: "holder")
        for _ in 0..<999 { _ = create(harness, in: holder) }
        let (first, _) = snapshot(harness, holder)
        #expect(first == .ok)
        #expect(harness.session.budget.capturedViews == 1000, "the holder and its 999 subviews")
        #expect(snapshot(harness, holder).0 == .ok, "nothing changed: the same look, no new cost")
        #expect(harness.session.budget.capturedViews == 1000)
        // Each change makes the next snapshot a new look of 1 000 views: 4 fit, the 5th does not.
        var taken = 1
        var status: PluginStatus? = .ok
        while status == .ok {
            resize(harness, holder, width: Double(taken))
            status = snapshot(harness, holder).0
            if status == .ok { taken += 1 }
        }
        #expect(taken == PluginLimits.maximumCapturedViews / 1000)
        #expect(status == .outOfRange)
        #expect(harness.session.budget.capturedViews == taken * 1000)
        #expect(harness.lastReason.contains("4096"), "\(harness.lastReason)")
    }

    @Test("two snapshots of a look, snapshotted together, weigh twice the look: nesting cannot multiply cost unseen")
    func nestedLooksWeighInFull() throws {
        let harness = try ServiceHarness()
        let (_, holder) = create(harness, in: harness.container(), name: "holder")
        for _ in 0..<9 { _ = create(harness, in: holder) }
        let (_, copy) = snapshot(harness, holder)
        let (_, pair) = create(harness, in: harness.container(), name: "pair")
        let (_, second) = snapshot(harness, copy)
        _ = harness.services.add_subview(harness.context, pair, copy)
        _ = harness.services.add_subview(harness.context, pair, second)
        let before = harness.session.budget.capturedViews
        let (status, outer) = snapshot(harness, pair)
        #expect(status == .ok)
        let look = try #require(try harness.session.view(outer).snapshotContent?.look)
        // pair, its two snapshot views, and the 10-view look each of them shows.
        #expect(look.weight == 3 + 2 * 10 && look.nesting == 2)
        #expect(harness.session.budget.capturedViews == before + 23)
    }

    @Test("a transition starts 4 096 animations, and the 4 097th is refused")
    func animationsPerTransitionAreBounded() throws {
        let harness = try ServiceHarness()
        let fade = [ServiceHarness.target(harness.container(), .alpha) { $0.value.number = 1 }]
        for _ in 0..<PluginLimits.maximumAnimations { try #require(harness.animate(targets: fade) == .ok) }
        #expect(harness.animate(targets: fade) == .outOfRange)
        #expect(
            harness.session.animations.count == PluginLimits.maximumAnimations,
            "the refused animation was never registered")
        #expect(harness.lastReason.contains("4096"), "\(harness.lastReason)")
    }

    @Test("the targets of all a transition's animations stop at 100 000, keyframes counted")
    func animatedTargetsPerTransitionAreBounded() throws {
        let harness = try ServiceHarness()
        let thousand = Array(
            repeating: ServiceHarness.target(harness.container(), .alpha) { $0.value.number = 1 }, count: 1000)
        for _ in 0..<99 { try #require(harness.animate(targets: thousand) == .ok) }
        // 99 000 so far: a keyframe animation of 2 × 1 000 targets would pass the limit.
        let refused = thousand.withUnsafeBufferPointer { targets in
            let frames = Array(
                repeating: segue_keyframe_t(
                    relative_start: 0, relative_duration: 0.5, targets: targets.baseAddress, target_count: 1000),
                count: 2)
            return frames.withUnsafeBufferPointer { frames in
                var description = segue_keyframe_animation_desc_t()
                description.size = UInt32(MemoryLayout<segue_keyframe_animation_desc_t>.size)
                description.duration = 1
                description.timing = ServiceHarness.timing(.linear)
                description.keyframes = frames.baseAddress
                description.keyframe_count = 2
                return PluginStatus(harness.services.animate_keyframes(harness.context, &description, nil))
            }
        }
        #expect(refused == .outOfRange)
        #expect(harness.lastReason.contains("101000") && harness.lastReason.contains("100000"), "\(harness.lastReason)")
        #expect(harness.animate(targets: thousand) == .ok, "exactly 100 000 fit")
        #expect(harness.animate(targets: Array(thousand.prefix(1))) == .outOfRange)
        #expect(harness.session.budget.animatedTargets == PluginLimits.maximumAnimatedTargets)
    }
}
