import SegueEngine
import SegueKit

/// What a live session's pointer drives: the interactive transition's controller and the live
/// gesture feeding it, for a pan along an axis or a pinch.
enum LivePointer {
    /// A pan: its controller and touches.
    case pan(PanReleaseInteraction, LiveGesture<PanGestureRecognizer>)
    /// A pinch: its controller and touches.
    case pinch(PinchReleaseInteraction, LiveGesture<PinchGestureRecognizer>)

    /// How far the pointer moves from where it went down before a pan picks its axis, in points.
    static let slop = 10.0

    /// The axis a pointer that moved by `delta` picks once past the slop, nil before.
    static func lockedAxis(after delta: Point) -> PanGestureSpec.Axis? {
        guard (delta.x * delta.x + delta.y * delta.y).squareRoot() > slop else { return nil }
        return abs(delta.y) >= abs(delta.x) ? .vertical : .horizontal
    }

    /// A pan along `axis` fed live in a window of `size`: the translation along the axis (the
    /// other coordinate is dropped, as the controller reads only this one), bounded as a script's
    /// fractions are.
    static func pan(
        along axis: PanGestureSpec.Axis, feed: TouchFeed<PanGestureRecognizer>, size: Size,
        interaction: PanReleaseInteraction
    ) -> LivePointer {
        let extent = axis == .vertical ? size.height : size.width
        let bound = PanGestureSpec.fractionRange.upperBound * extent
        let gesture = LiveGesture(feed: feed, origin: Point(x: 0, y: 0)) { pointer, pressedAt, landing in
            let moved = axis == .vertical ? pointer.y - pressedAt.y : pointer.x - pressedAt.x
            let along = min(max((axis == .vertical ? landing.y : landing.x) + moved, -bound), bound)
            return axis == .vertical ? Point(x: 0, y: along) : Point(x: along, y: 0)
        }
        return .pan(interaction, gesture)
    }

    /// A pinch fed live by one pointer: the fingers' scale falls from 1 as the pointer moves away
    /// from where the first touch went down, closing fully at `pinchReach(size)`; a later touch
    /// changes the scale by how much nearer or farther it moved.
    static func pinch(
        firstPress: Point, feed: TouchFeed<PinchGestureRecognizer>, size: Size, interaction: PinchReleaseInteraction
    ) -> LivePointer {
        let reach = pinchReach(size)
        let gesture = LiveGesture(feed: feed, origin: 1.0) { pointer, pressedAt, landing in
            let farther = distance(pointer, firstPress) - distance(pressedAt, firstPress)
            return min(
                max(landing - farther / reach, PinchGestureScript.scaleRange.lowerBound),
                PinchGestureScript.scaleRange.upperBound)
        }
        return .pinch(interaction, gesture)
    }

    /// How far the pointer moves to close a pinch fully: half the window's shorter side.
    static func pinchReach(_ size: Size) -> Double { max(min(size.width, size.height) / 2, 1) }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// The controller.
    var interaction: any ReleasingInteraction & PercentDrivenInteractiveTransition {
        switch self {
        case .pan(let interaction, _): interaction
        case .pinch(let interaction, _): interaction
        }
    }

    /// Whether the driver finishes (true) or cancels (false) after its decider's last answer;
    /// nil while it is driven.
    var driverFinishes: Bool? {
        let state =
            switch self {
            case .pan(let interaction, _): interaction.transitionState
            case .pinch(let interaction, _): interaction.transitionState
            }
        switch state {
        case .driving: return nil
        case .finishing: return true
        case .cancelling: return false
        }
    }

    /// Whether a touch is down.
    var isDown: Bool {
        switch self {
        case .pan(_, let gesture): gesture.isDown
        case .pinch(_, let gesture): gesture.isDown
        }
    }

    /// A touch goes down at `point` at engine time `time`.
    func press(at point: Point, time: Double) {
        switch self {
        case .pan(_, let gesture): gesture.press(at: point, time: time)
        case .pinch(_, let gesture): gesture.press(at: point, time: time)
        }
    }

    /// The pointer moved.
    func move(to point: Point, time: Double) {
        switch self {
        case .pan(_, let gesture): gesture.move(to: point, time: time)
        case .pinch(_, let gesture): gesture.move(to: point, time: time)
        }
    }

    /// The touch lifts (or the system takes it away).
    func lift(at point: Point, time: Double, cancelled: Bool) {
        switch self {
        case .pan(_, let gesture): gesture.lift(at: point, time: time, cancelled: cancelled)
        case .pinch(_, let gesture): gesture.lift(at: point, time: time, cancelled: cancelled)
        }
    }

    /// The touches as an `--interactive` script, nil while a touch is down or past the language's bounds.
    func script(in size: Size) -> String? {
        switch self {
        case .pan(let interaction, let gesture):
            let vertical = interaction.axis == .vertical
            return gesture.scriptBody { vertical ? $0.y / size.height : $0.x / size.width }.map {
                "\(interaction.axis.rawValue):\($0)"
            }
        case .pinch(_, let gesture):
            return gesture.scriptBody { $0 }.map { "pinch:\($0)" }
        }
    }
}
