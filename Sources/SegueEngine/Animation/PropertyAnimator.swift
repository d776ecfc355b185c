/// Animates changes to views the way `UIViewPropertyAnimator` does: animation blocks set
/// properties, the animator carries them there over its duration on the engine's timeline, and
/// it can be started, paused, scrubbed, reversed, stopped, finished and re-timed.
///
/// States follow UIKit: inactive → active (running or paused) → inactive on completion, or
/// active → stopped → inactive through `stopAnimation(false)` and `finishAnimation(at:)`. Calls
/// UIKit forbids in a state throw `PropertyAnimatorError` instead of being ignored.
public final class PropertyAnimator {
    /// The engine whose timeline drives this animator.
    public let engine: AnimationEngine
    /// Total duration in seconds (a spring curve's settling duration when the curve is a spring).
    public let duration: Double
    /// The curve the animations follow (replaced by `continueAnimation(withTimingParameters:…)`).
    public private(set) var timingCurve: TimingCurve
    /// The state, as `UIViewAnimatingState`.
    public private(set) var state: AnimatingState = .inactive
    /// Seconds between `startAnimation(afterDelay:)` and motion.
    public private(set) var delay: Double = 0
    /// Whether a paused animator scrubbed through `setFractionComplete` shows linear progress.
    public var scrubsLinearly = true
    /// Whether reaching the end pauses the animator instead of completing it.
    public var pausesOnCompletion = false
    /// Whether the animator may be paused, stopped or reversed once active.
    public private(set) var isInterruptible = true

    private var timelineSlot: Int?
    private var pendingBlocks: [(animations: () -> Void, windowStart: Double, keyframe: KeyframeWindow)] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    /// Views with tracks in the engine, kept alive while their storage slots are animated.
    private var animatedViews: [View] = []
    private var reversedWhileInactive = false
    private var inactiveFraction = 0.0
    /// Whose behalf the animator was made on (the engine's owner then), if anyone's.
    private let creationOwner: ViewID?
    /// Whose behalf the animator works on while active: the engine's owner when it became active,
    /// else its creation owner. Its completions run on that owner's behalf too.
    private(set) var owner: ViewID?

    /// An animator of `duration` seconds on `curve` with optional first animations; a spring
    /// curve replaces `duration` with its settling duration, as UIKit does for physical springs.
    public init(
        engine: AnimationEngine, duration: Double, curve: TimingCurve = .default, animations: (() -> Void)? = nil
    ) {
        precondition(duration.isFinite && duration >= 0, "animator duration must be finite and non-negative")
        precondition(
            curve.intrinsicDuration?.isFinite ?? true, "a spring without damping never settles; give it some damping")
        self.engine = engine
        self.duration = curve.intrinsicDuration ?? duration
        self.timingCurve = curve
        self.creationOwner = engine.currentOwner
        if let animations { pendingBlocks.append((animations, 0, .whole)) }
    }

    // MARK: Reading the state

    /// Whether the animations are moving now (active and not paused).
    public var isRunning: Bool {
        guard let slot = timelineSlot else { return false }
        return engine.store.timelines[slot].isRunning
    }

    /// Whether the animations run from end to start.
    public var isReversed: Bool {
        guard let slot = timelineSlot else { return reversedWhileInactive }
        return engine.store.timelines[slot].isReversed
    }

    /// How far along the duration the animator is, 0…1.
    public var fractionComplete: Double {
        guard let slot = timelineSlot else { return inactiveFraction }
        return engine.inStore { $0.fraction(ofTimeline: slot) }
    }

    // MARK: Building

    /// Adds animations that run over the whole remaining duration.
    public func addAnimations(_ animations: @escaping () -> Void) throws(PropertyAnimatorError) {
        try addAnimations(animations, delayFactor: 0)
    }

    /// Adds animations that start after `delayFactor` (0…1) of the remaining duration and run
    /// for the rest of it.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) throws(PropertyAnimatorError) {
        guard state != .stopped else {
            throw refused("addAnimations(_:)", "finish it with finishAnimation(at:) first and use a new animator")
        }
        guard delayFactor.isFinite, (0...1).contains(delayFactor) else {
            throw refused(
                "addAnimations(_:delayFactor:) with delayFactor \(delayFactor)", "pass a delay factor between 0 and 1")
        }
        if let slot = timelineSlot {
            engine.store.leaveSharedClock(slot)
            let f = engine.store.timelines[slot].fraction
            capture(animations, windowStart: f + delayFactor * (1 - f), slot: slot)
            engine.render(animator: slot)
        } else {
            pendingBlocks.append((animations, delayFactor, .whole))
        }
    }

    /// How the keyframes join each property's key values (`UIView.KeyframeAnimationOptions`'
    /// calculation mode): linear by default, or a Catmull-Rom spline (`KeyframeSpline`). Read when
    /// the animator starts; blocks added after that move as ordinary blocks.
    public var keyframeCalculationMode = KeyframeCalculationMode.linear

    /// Adds a keyframe (`UIView.addKeyframe`): animations over [`relativeStart`, `relativeStart` +
    /// `relativeDuration`] of the animator's eased progress, before the animator starts. As in
    /// UIKit's keyframe animations, the animator's curve eases the whole timeline and each keyframe
    /// moves linearly inside its window (`KeyframeWindow`). A property an earlier block of this
    /// animator animates starts from that block's target, not from the model value.
    public func addAnimations(
        _ animations: @escaping () -> Void, relativeStart: Double, relativeDuration: Double
    ) throws(PropertyAnimatorError) {
        guard state == .inactive, timelineSlot == nil else {
            throw refused("adding a keyframe to a started animator", "add every keyframe before starting the animator")
        }
        guard relativeStart.isFinite, relativeDuration.isFinite, relativeStart >= 0, relativeDuration >= 0,
            relativeStart + relativeDuration <= 1 + 1e-12
        else {
            throw refused(
                "a keyframe at \(relativeStart) lasting \(relativeDuration)",
                "pass a relative start and duration in 0…1 whose sum is at most 1")
        }
        pendingBlocks.append(
            (
                animations, 0,
                KeyframeWindow(start: relativeStart, length: max(0, min(relativeDuration, 1 - relativeStart)))
            ))
    }

    /// Adds a handler called exactly once, with the final position, when the animations end.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Sets whether the animator may be interrupted; only while inactive.
    public func setInterruptible(_ interruptible: Bool) throws(PropertyAnimatorError) {
        guard state == .inactive else {
            throw refused("setting isInterruptible", "set it before starting the animator")
        }
        isInterruptible = interruptible
    }

    // MARK: Driving

    /// Starts (or resumes) the animations now.
    public func startAnimation() throws(PropertyAnimatorError) {
        try startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animations after `delay` seconds of engine time.
    public func startAnimation(afterDelay delay: Double) throws(PropertyAnimatorError) {
        guard state != .stopped else {
            throw refused(
                "startAnimation()",
                "a stopped animator cannot restart; call finishAnimation(at:) and use a new animator")
        }
        guard delay.isFinite, delay >= 0 else {
            throw refused("startAnimation(afterDelay: \(delay))", "pass a finite, non-negative delay")
        }
        let wasInactive = timelineSlot == nil
        let slot = activate()
        self.delay = delay
        var timeline = engine.store.timelines[slot]
        defer { if wasInactive { engine.animatorDidActivate(self) } }
        guard !timeline.isRunning else { return }
        if timeline.showsLinearProgress {
            // Leave linear scrubbing without a jump: the curve resumes from what is on screen.
            engine.store.reanchorSegments(ofAnimator: slot, forward: !timeline.isReversed)
            timeline.showsLinearProgress = false
        }
        timeline.isRunning = true
        timeline.referenceTime = engine.currentTime + delay
        timeline.referenceFraction = timeline.fraction
        engine.store.timelines[slot] = timeline
        engine.store.followSharedClock(slot)
    }

    /// Pauses the animations where they are (an inactive animator becomes active and paused at 0).
    public func pauseAnimation() throws(PropertyAnimatorError) {
        guard state != .stopped else {
            throw refused("pauseAnimation()", "a stopped animator can only be finished with finishAnimation(at:)")
        }
        guard state == .inactive || isInterruptible else {
            throw refused("pauseAnimation()", "make the animator interruptible before starting it")
        }
        let wasInactive = timelineSlot == nil
        let slot = activate()
        engine.store.leaveSharedClock(slot)
        engine.store.timelines[slot].isRunning = false
        if wasInactive { engine.animatorDidActivate(self) }
    }

    /// Moves a paused (or inactive) animator to `fraction` (0…1) and shows it at once.
    public func setFractionComplete(_ fraction: Double) throws(PropertyAnimatorError) {
        guard fraction.isFinite else { throw refused("setFractionComplete(\(fraction))", "pass a finite fraction") }
        guard state != .stopped else {
            throw refused("setFractionComplete(_:)", "a stopped animator can only be finished")
        }
        guard !isRunning else { throw refused("setFractionComplete(_:)", "call pauseAnimation() first") }
        let wasInactive = timelineSlot == nil
        let slot = activate()
        engine.store.timelines[slot].fraction = min(max(fraction, 0), 1)
        engine.store.timelines[slot].showsLinearProgress = scrubsLinearly
        engine.render(animator: slot)
        if wasInactive { engine.animatorDidActivate(self) }
    }

    /// Reverses (or un-reverses) the direction; a running animator turns around where it is.
    public func setReversed(_ reversed: Bool) throws(PropertyAnimatorError) {
        guard state != .stopped else { throw refused("setting isReversed", "a stopped animator can only be finished") }
        guard let slot = timelineSlot else {
            reversedWhileInactive = reversed
            return
        }
        guard isInterruptible else {
            throw refused("setting isReversed", "make the animator interruptible before starting it")
        }
        engine.store.leaveSharedClock(slot)
        var timeline = engine.store.timelines[slot]
        guard timeline.isReversed != reversed else { return }
        if !timeline.showsLinearProgress {
            engine.store.reanchorSegments(ofAnimator: slot, forward: !reversed)
            // The plain curve already runs both ways; keep it when it was not re-anchored before.
            engine.store.restoreOriginAnchorsIfUntouched(ofAnimator: slot)
        }
        timeline.isReversed = reversed
        timeline.referenceTime = max(engine.currentTime, timeline.referenceTime)
        timeline.referenceFraction = timeline.fraction
        engine.store.timelines[slot] = timeline
    }

    /// Stops the animations where they are: with `withoutFinishing` the animator becomes inactive
    /// at once and no completion runs; otherwise it waits in the stopped state for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) throws(PropertyAnimatorError) {
        guard state == .active, let slot = timelineSlot else {
            throw refused(
                "stopAnimation(_:)",
                state == .inactive ? "there is nothing to stop" : "call finishAnimation(at:) instead")
        }
        guard isInterruptible else {
            throw refused("stopAnimation(_:)", "make the animator interruptible before starting it")
        }
        engine.store.leaveSharedClock(slot)
        engine.store.timelines[slot].isRunning = false
        if withoutFinishing {
            completions.removeAll()
            deactivate(slot)
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator with its properties at `position` and runs the completions.
    public func finishAnimation(at position: AnimatingPosition) throws(PropertyAnimatorError) {
        guard state == .stopped, let slot = timelineSlot else {
            throw refused(
                "finishAnimation(at:)",
                state == .active ? "call stopAnimation(false) first" : "there is nothing to finish")
        }
        complete(slot, at: position)
    }

    /// Resumes with new timing: the rest of the animations follow `curve` (nil keeps the current
    /// one) and take `durationFactor` × `duration` seconds (0 keeps the natural remaining time).
    public func continueAnimation(withTimingParameters curve: TimingCurve?, durationFactor: Double)
        throws(PropertyAnimatorError)
    {
        guard state == .active, let slot = timelineSlot else {
            throw refused(
                "continueAnimation(withTimingParameters:durationFactor:)", "start or pause the animator first")
        }
        guard durationFactor.isFinite, durationFactor >= 0 else {
            throw refused(
                "continueAnimation with durationFactor \(durationFactor)", "pass a finite, non-negative factor")
        }
        engine.store.leaveSharedClock(slot)
        var timeline = engine.store.timelines[slot]
        engine.store.reanchorSegments(ofAnimator: slot, forward: !timeline.isReversed)
        if let curve {
            engine.store.setCurve(curve, ofTimeline: slot)
            timeline.curve = engine.store.timelines[slot].curve
            timingCurve = curve
        }
        timeline.showsLinearProgress = false
        let remaining = timeline.isReversed ? timeline.fraction : 1 - timeline.fraction
        if durationFactor > 0 {
            timeline.rate = remaining / (durationFactor * duration)
        }
        timeline.isRunning = true
        timeline.referenceTime = engine.currentTime
        timeline.referenceFraction = timeline.fraction
        engine.store.timelines[slot] = timeline
    }

    // MARK: Engine callbacks

    /// Called by the engine on the tick the timeline reached the end it was running towards.
    func timelineDidReachEnd() {
        guard let slot = timelineSlot else { return }
        if pausesOnCompletion {
            return // Stays active and paused at the end, as UIKit does; no completion yet.
        }
        complete(slot, at: engine.store.timelines[slot].isReversed ? .start : .end)
    }

    // MARK: Internals

    private func refused(_ call: String, _ hint: String) -> PropertyAnimatorError {
        PropertyAnimatorError(call: call, state: state, wasRunning: isRunning, hint: hint)
    }

    /// Makes the animator active (registering its timeline and running pending blocks) and returns its slot.
    private func activate() -> Int {
        if let slot = timelineSlot { return slot }
        var timeline = AnimatorTimeline()
        timeline.rate = duration > 0 ? 1 / duration : .infinity
        timeline.isReversed = reversedWhileInactive
        timeline.fraction = reversedWhileInactive ? 1 : inactiveFraction
        let slot = engine.store.addTimeline(owner: self, timeline, curve: timingCurve)
        timelineSlot = slot
        owner = engine.currentOwner ?? creationOwner
        state = .active
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for block in blocks {
            capture(block.animations, windowStart: block.windowStart, keyframe: block.keyframe, slot: slot)
        }
        if keyframeCalculationMode == .cubic { engine.store.buildSplines(ofAnimator: slot) }
        engine.render(animator: slot)
        return slot
    }

    /// Runs `animations` with change recording on, turns every change into tracks from the old to
    /// the new value, and puts the old values back so the tracks start from them.
    private func capture(_ animations: () -> Void, windowStart: Double, keyframe: KeyframeWindow = .whole, slot: Int) {
        let recorder = PropertyChangeRecorder()
        let outer = engine.tree.changeRecorder
        engine.tree.changeRecorder = recorder
        animations()
        engine.tree.changeRecorder = outer
        let segment = engine.store.addSegment(animator: slot, windowStart: min(windowStart, 1), keyframe: keyframe)
        for change in recorder.changes {
            let old = recorder.oldValues(of: change)
            if change.property.isTransform {
                captureTransform(
                    change.view, change.property, from: Transform3D(flat: Array(old)), slot: slot, segment: segment,
                    outer: outer)
            } else {
                captureScalars(change.view, change.property, from: old, slot: slot, segment: segment, outer: outer)
            }
        }
    }

    /// Adds the track of a transform `property` (the view's or its sublayer transform) the block
    /// moved from `old`, and puts `old` back.
    private func captureTransform(
        _ view: View, _ property: AnimatableProperty, from old: Transform3D, slot: Int, segment: Int,
        outer: PropertyChangeRecorder?
    ) {
        let to = engine.tree.transform(slot: view.slot, property)
        engine.tree.write(slot: view.slot, transform: old, as: property)
        let base = view.slot * AnimatableProperty.stride + property.offset
        // A later keyframe of the same transform starts where the earlier one ends.
        let earlier = engine.inStore { $0.latestTransformTarget(ofAnimator: slot, storageIndex: base) }
        let from = earlier ?? old
        guard from != to else { return }
        noteAnimated(view, property, outer: outer)
        let fromParts = Transform3DDecomposition(from)
        let toParts = Transform3DDecomposition(to)
        engine.store.transformTracks.append(
            TransformTrack(
                storageIndex: base, segment: segment,
                from: fromParts ?? Transform3DDecomposition(.identity)!,
                to: toParts ?? Transform3DDecomposition(.identity)!,
                fromMatrix: from, toMatrix: to, blendsEntries: fromParts == nil || toParts == nil,
                defersBeforeWindow: earlier != nil))
    }

    /// Adds a track for each number of `property` the block moved from `old`, and puts `old` back.
    private func captureScalars(
        _ view: View, _ property: AnimatableProperty, from old: ArraySlice<Double>, slot: Int, segment: Int,
        outer: PropertyChangeRecorder?
    ) {
        let base = view.slot * AnimatableProperty.stride + property.offset
        var animated = false
        for (component, oldValue) in old.enumerated() {
            let new = engine.tree.value(slot: view.slot, property, component)
            engine.tree.overwrite(storageIndex: base + component, oldValue)
            let earlier = engine.inStore { $0.latestScalarTarget(ofAnimator: slot, storageIndex: base + component) }
            let from = earlier ?? oldValue
            guard from != new else { continue }
            animated = true
            engine.store.scalarTracks.append(
                ScalarTrack(
                    storageIndex: base + component, segment: segment, from: from, to: new,
                    defersBeforeWindow: earlier != nil))
        }
        if animated { noteAnimated(view, property, outer: outer) }
    }

    /// Remembers that `view` animates, and tells an enclosing block (nested animations) too.
    private func noteAnimated(_ view: View, _ property: AnimatableProperty, outer: PropertyChangeRecorder?) {
        outer?.willChange(view, property)
        animatedViews.append(view)
    }

    /// The owners whose scoped activation observers hear of this animator: its own owner and the
    /// root of every view it animates, each once.
    func activationOwners() -> [ViewID] {
        var owners: [ViewID] = owner.map { [$0] } ?? []
        var lastParent: View?
        var lastRoot: ViewID?
        for view in animatedViews {
            // Views animated together usually share a parent: find its root once.
            let parent = view.superview
            let root: ViewID
            if let parent, parent === lastParent, let known = lastRoot {
                root = known
            } else {
                var top = view
                while let next = top.superview { top = next }
                root = top.id
                (lastParent, lastRoot) = (parent, root)
            }
            if !owners.contains(root) { owners.append(root) }
        }
        return owners
    }

    /// Puts every property at `position`, retires the timeline, and runs the completions once.
    private func complete(_ slot: Int, at position: AnimatingPosition) {
        switch position {
        case .end: engine.setProgress(1, forAnimator: slot)
        case .start: engine.setProgress(0, forAnimator: slot)
        case .current: break
        }
        inactiveFraction = 0
        let owner = owner ?? engine.currentOwner
        deactivate(slot)
        let handlers = completions
        completions.removeAll()
        // What a completion starts is on behalf of whoever this animator worked for.
        engine.withOwner(owner) {
            for handler in handlers { handler(position) }
        }
    }

    private func deactivate(_ slot: Int) {
        engine.store.removeTimeline(slot)
        timelineSlot = nil
        animatedViews.removeAll()
        state = .inactive
        reversedWhileInactive = false
    }
}

extension Transform3D {
    /// A transform from sixteen entries row by row (the render tree's storage order).
    init(flat values: [Double]) {
        self.init(rows: [Array(values[0..<4]), Array(values[4..<8]), Array(values[8..<12]), Array(values[12..<16])])
    }
}
