import SegueEngine
import SegueKit

extension LiveSession {
    /// Feeds one pointer input: a press on the presented or presenting view starts an interactive
    /// transition (or grabs a finishing or cancelling one), moves drive its fraction, a release
    /// finishes or cancels it by UIKit's rule.
    ///
    /// An event later than the engine's time acts on the tick that brings the engine to it (this
    /// call advances the engine), before the animations advance, where a script's frame acts: a
    /// live run and its recorded script then see the same states. An event at (or before) the
    /// engine's time acts at once.
    public func handle(_ event: PointerEvent) {
        guard event.time.isFinite, event.location.x.isFinite, event.location.y.isFinite else {
            return diagnose("pointer event at a non-finite time or place ignored")
        }
        guard event.time > engine.currentTime else { return apply(event) }
        engine.performOnNextTick { [self] in apply(event) }
        advance(to: event.time)
    }

    /// What `event` does, at the engine's time.
    private func apply(_ event: PointerEvent) {
        let time = engine.currentTime
        switch event.phase {
        case .press: press(event, at: time)
        case .move: move(to: event.location, at: time)
        case .release, .cancel: lift(at: event.location, at: time, cancelled: event.phase == .cancel)
        }
    }

    private func press(_ event: PointerEvent, at time: Double) {
        if isRunning, run?.interactive == true {
            // Grabbing the finishing or cancelling transition where it is.
            if let pointer, !pointer.isDown { pointer.press(at: event.location, time: time) }
            return
        }
        guard !isRunning else {
            return diagnose(
                "the \(operation.rawValue) transition is not interactive; wait for it to end before pressing")
        }
        guard !window.isTransitioning else { return diagnose("the window is resizing; press again when it ends") }
        guard sceneFile == nil else {
            return diagnose("the pointer drives the default scene; this scene file performs its segues by key")
        }
        guard pendingPress == nil, presentationDrag == nil, pressesScene(at: event.location) else { return }
        // Over a presentation, the press may be a tap or a drag of the presentation's own: the
        // animator is asked only once the drag turns out to be the transition's.
        let offered = !event.pinches && presentsSecond
        guard offered || interactiveAnimator() else { return }
        if event.pinches {
            start(pinchingFrom: event.location)
        } else {
            pendingPress = event
        }
    }

    /// Whether the selected animator is interactive; a diagnostic when it is not (or is gone).
    private func interactiveAnimator() -> Bool {
        guard let descriptor = animators.descriptor(for: animatorID) else {
            diagnose("animator \(animatorID) is gone; choose another")
            return false
        }
        guard descriptor.isInteractive else {
            diagnose("animator \(descriptor.name) (\(descriptor.id)) is not interactive; the press starts nothing")
            return false
        }
        return true
    }

    private func move(to location: Point, at time: Double) {
        if let press = pendingPress {
            guard !isRunning else { return }
            let delta = Point(x: location.x - press.location.x, y: location.y - press.location.y)
            guard let axis = LivePointer.lockedAxis(after: delta) else { return }
            pendingPress = nil
            if presentsSecond, dragPresentation(from: press, to: location, at: time) { return }
            guard interactiveAnimator() else { return }
            start(panningAlong: axis, from: press.location, to: location)
            return
        }
        if presentationDrag != nil { return dragPresentation(to: location, at: time, phase: .changed) }
        guard let pointer, pointer.isDown else { return }
        pointer.move(to: location, time: time)
    }

    private func lift(at location: Point, at time: Double, cancelled: Bool) {
        if presentationDrag != nil {
            return dragPresentation(to: location, at: time, phase: cancelled ? .cancelled : .ended)
        }
        if let press = pendingPress, !cancelled, presentsSecond {
            // Never past the slop: a tap, which the presentation takes or passes to the views beneath.
            pendingPress = nil
            return tapPresentation(at: press.location)
        }
        pendingPress = nil
        guard let pointer, pointer.isDown else { return }
        pointer.lift(at: location, time: time, cancelled: cancelled)
    }

    /// Whether `location` falls on First's or Second's view or the container holding Second.
    private func pressesScene(at location: Point) -> Bool {
        guard let hit = window.view.hitTest(location) else { return false }
        let targets = [scene.first.view, scene.second.view, scene.second.view.superview].compactMap { $0 }
        return targets.contains { hit === $0 || hit.isDescendant(of: $0) }
    }

    /// The operation a press starts: back when Second shows, else forward, in the arrangement's kind.
    var pointerOperation: TransitionOperation {
        if case .navigation = scene.arrangement { return scene.showsSecond ? .pop : .push }
        if case .modal = scene.arrangement, scene.showsSecond { return .dismiss }
        return .present
    }

    /// Starts a pan along `axis`; when the transition starts (the next tick), its touch goes down
    /// where the press did and moves to where the pointer locked the axis, as a recognizer's
    /// translation includes the slop.
    private func start(panningAlong axis: PanGestureSpec.Axis, from press: Point, to location: Point) {
        let decider: InteractionDeciding?
        do { decider = try liveDecider(for: axis.gestureKind) } catch { return diagnose("\(error)") }
        let interaction = PanReleaseInteraction(liveAlong: axis, decider: decider)
        startInteractive(interaction) { [unowned interaction] feed, size in
            let pointer = LivePointer.pan(along: axis, feed: feed, size: size, interaction: interaction)
            pointer.press(at: press, time: feed.start)
            pointer.move(to: location, time: feed.start)
            return pointer
        }
    }

    /// Starts a pinch; its touch goes down where the press did when the transition starts.
    private func start(pinchingFrom location: Point) {
        let decider: InteractionDeciding?
        do { decider = try liveDecider(for: .pinch) } catch { return diagnose("\(error)") }
        let interaction = PinchReleaseInteraction(decider: decider)
        startInteractive(interaction) { [unowned interaction] feed, size in
            let pointer = LivePointer.pinch(firstPress: location, feed: feed, size: size, interaction: interaction)
            pointer.press(at: location, time: feed.start)
            return pointer
        }
    }

    /// Starts the pointer's operation under `interaction`, whose live gesture `touchDown` makes
    /// (its first touch down) from the feed when the transition starts, in the window's size then.
    private func startInteractive<Recognizer>(
        _ interaction: GestureInteraction<Recognizer>, touchDown: @escaping (TouchFeed<Recognizer>, Size) -> LivePointer
    ) {
        let size = self.size
        // The decider's begin hears the operation the press starts.
        interaction.operation = pointerOperation
        interaction.onLiveStart = { [weak self] feed in
            self?.pointerSize = size
            self?.pointer = touchDown(feed, size)
        }
        startInteractive(interaction)
    }

    /// Starts the pointer's operation under `interaction`; a diagnostic when it cannot. The scene
    /// needs no settling for it (a press starts present or dismiss, push or pop from where the
    /// scene stands; only a tab or container arrangement is replaced, at once, by the modal one).
    private func startInteractive(_ interaction: InteractiveTransitioning) {
        pointer = nil
        do {
            let operation = pointerOperation
            if scene.start(operation) == nil { try rearrange(for: operation, settling: false) }
            try begin(operation, interaction: interaction)
        } catch {
            diagnose("\(error)")
        }
    }
}
