import SegueEngine
import SegueKit

/// The native decider every scripted and live gesture used before plugins could decide: each
/// touch moves the fraction, each release decides by UIKit's rule (`GestureRelease`), and a later
/// touch grabs the finishing or cancelling transition where it shows (`pause()`). The first
/// touch's fraction is its drag, onwards from where it went down; a later touch's is the fraction
/// it grabbed plus its own drag along the first touch's onward direction. Subclasses say how far
/// an event dragged (`PanReleaseDecider`, `PinchReleaseDecider`).
public class ReleaseRuleDecider: ReleaseFollowing, ReleasingInteraction {
    /// Every release's decision, in order.
    public private(set) var releases: [GestureRelease] = []
    /// The last release's decision.
    public var release: GestureRelease? { releases.last }
    /// The gestures it handles.
    public let gestures: Set<GestureEvent.Kind>
    /// The direction the drag counts onwards, when the gesture fixes it (a pinch closes).
    private let fixedOnward: Double?
    /// The first touch's onward direction, from its release on.
    private var onward: Double?
    /// The fraction a later touch grabbed the transition at.
    private var grabbed: Double?
    /// A later touch went down: the next event's fraction is where it grabbed the transition.
    private var grabPending = false

    /// A decider for `gestures`; `onward` fixes the direction that counts (nil: away from where
    /// the finger went down).
    init(gestures: Set<GestureEvent.Kind>, onward: Double?) {
        self.gestures = gestures
        fixedOnward = onward
    }

    // MARK: What subclasses say

    /// How far the touch dragged since it went down, in fractions (signed).
    func drag(_ event: GestureEvent) -> Double { 0 }
    /// How fast the drag grows, in fractions per second (same sign as `drag`).
    func dragVelocity(_ event: GestureEvent) -> Double { 0 }

    // MARK: InteractionDeciding

    /// A new transition: forgets the last one's touches.
    public func begin(operation: TransitionOperation, duration: Double, container: Size) throws(TransitionError) {
        (onward, grabbed, grabPending) = (nil, nil, false)
    }

    /// Nothing for a first press, a grab for a later one, the drag's fraction for a move, and
    /// UIKit's rule for a release.
    public func decide(_ event: GestureEvent) throws(TransitionError) -> InteractionAnswer {
        switch event.phase {
        case .began:
            guard event.touch > 0 else { return .none }
            grabPending = true
            return event.state == .driving ? .none : .grab
        case .changed:
            guard let fraction = fraction(event) else { return .none }
            return .update(min(max(fraction, 0), 1))
        case .ended, .cancelled:
            return decideRelease(event)
        }
    }

    /// Nothing to forget: the next `begin` starts afresh.
    public func ended(completed: Bool) {}

    /// The fraction the release's drag shows.
    public func fractionShown(atRelease release: GestureEvent) -> Double? {
        fraction(release)
    }

    // MARK: The rule

    private func decideRelease(_ event: GestureEvent) -> InteractionAnswer {
        let drag = drag(event)
        let direction = onward ?? direction(of: drag)
        let velocity = direction * dragVelocity(event)
        let decision = GestureRelease(
            fraction: event.fraction, velocity: velocity, systemCancelled: event.phase == .cancelled)
        releases.append(decision)
        var completion = InteractionCompletion()
        if event.touch > 0 {
            // A grab's release continues at the velocity it was let go with.
            let curve = ReleaseContinuation.curve(
                velocity: velocity, duration: event.duration, finishing: decision.finishes)
            completion = InteractionCompletion(speed: 1, curve: curve)
        }
        onward = direction
        return decision.finishes ? .finish(completion) : .cancel(completion)
    }

    /// The fraction `event`'s drag shows: the first touch's onwards, a later one's from where it
    /// grabbed (the first event after its press carries that fraction).
    private func fraction(_ event: GestureEvent) -> Double? {
        if grabPending {
            grabbed = event.fraction
            grabPending = false
        }
        let drag = drag(event)
        guard event.touch > 0 else { return direction(of: drag) * drag }
        guard let grabbed, let onward else { return nil }
        return grabbed + onward * drag
    }

    /// The onward direction of the first touch's `drag`: the gesture's own, or away from where it went down.
    private func direction(of drag: Double) -> Double {
        fixedOnward ?? (drag < 0 ? -1 : 1)
    }
}

/// The seeds' swipe rule along an axis (codes 10-3 and 10-4): the drag in container heights (or
/// widths), either direction, as VCTransitionsLibrary's swipe counts it; the velocity the
/// recognizer's at the lift, in containers per second.
public final class PanReleaseDecider: ReleaseRuleDecider {
    /// Which way the drag is measured.
    public let axis: PanGestureSpec.Axis

    /// A decider measuring pans along `axis`.
    public init(axis: PanGestureSpec.Axis) {
        self.axis = axis
        super.init(gestures: [axis == .vertical ? .verticalPan : .horizontalPan], onward: nil)
    }

    override func drag(_ event: GestureEvent) -> Double {
        let extent = self.extent(event.containerSize)
        return extent > 0 ? along(event.translation) / extent : 0
    }

    override func dragVelocity(_ event: GestureEvent) -> Double {
        let extent = self.extent(event.containerSize)
        return extent > 0 ? along(event.velocity) / extent : 0
    }

    /// The axis's coordinate of `point`.
    private func along(_ point: Point) -> Double { axis == .vertical ? point.y : point.x }

    /// The container's height or width.
    private func extent(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
}

/// VCTransitionsLibrary's pinch rule: the progress is how far the fingers closed since the touch
/// went down (1 − scale), the velocity how fast they still close when they lift.
public final class PinchReleaseDecider: ReleaseRuleDecider {
    /// A pinch decider.
    public init() {
        super.init(gestures: [.pinch], onward: 1)
    }

    override func drag(_ event: GestureEvent) -> Double { 1 - event.scale }

    override func dragVelocity(_ event: GestureEvent) -> Double { -event.scaleVelocity }
}
