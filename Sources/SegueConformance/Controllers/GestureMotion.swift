import SegueABIValues
import SegueEngine
import SegueKit

/// A synthetic monotone gesture: a pan along its axis in one direction, or a closing pinch,
/// sampled at any progress 0…1 of its course.
struct GestureMotion: CustomStringConvertible {
    /// The recognizer it comes from.
    let kind: GestureEvent.Kind
    /// +1 or -1: which way a pan goes along its axis (a pinch always closes).
    let sign: Double

    /// How much of the container a pan crosses, and how far a pinch closes, over its course.
    static let reach = 0.9
    /// How long a course takes, in seconds.
    static let course = 0.5

    /// Every motion for the claimed `gestures`: each pan both ways along its axis (which way a
    /// controller measures is its own choice), and the closing pinch.
    static func motions(for gestures: SegueGestures) -> [GestureMotion] {
        var motions: [GestureMotion] = []
        if gestures.contains(.panHorizontal) {
            motions += [.init(kind: .horizontalPan, sign: 1), .init(kind: .horizontalPan, sign: -1)]
        }
        if gestures.contains(.panVertical) {
            motions += [.init(kind: .verticalPan, sign: 1), .init(kind: .verticalPan, sign: -1)]
        }
        if gestures.contains(.pinch) { motions.append(.init(kind: .pinch, sign: -1)) }
        return motions
    }

    var description: String {
        switch kind {
        case .horizontalPan: sign > 0 ? "a pan to the right" : "a pan to the left"
        case .verticalPan: sign > 0 ? "a pan down" : "a pan up"
        case .pinch: "a closing pinch"
        case .tap: "a tap"
        }
    }

    /// The event at `progress` of the course (BEGAN at 0) in a container of `size`, from time
    /// `start`, for `touch`; the transition's state and fraction are the driver's to fill.
    func event(
        _ phase: GestureEvent.Phase, progress: Double, in size: Size, start: Double = 0, touch: Int = 0
    ) -> GestureEvent {
        let p = phase == .began ? 0 : progress
        let travel = Self.reach * p
        var translation = Point.zero
        var velocity = Point.zero
        var scale = 1.0
        var scaleVelocity = 0.0
        var location = Point(x: size.width / 2, y: size.height / 2)
        switch kind {
        case .horizontalPan:
            translation.x = sign * travel * size.width
            velocity.x = sign * Self.reach * size.width / Self.course
            location.x = (sign > 0 ? 0.05 : 0.95) * size.width + translation.x
        case .verticalPan:
            translation.y = sign * travel * size.height
            velocity.y = sign * Self.reach * size.height / Self.course
            location.y = (sign > 0 ? 0.05 : 0.95) * size.height + translation.y
        case .pinch, .tap:
            scale = 1 - travel
            scaleVelocity = -Self.reach / Self.course
        }
        if phase == .began { (velocity, scaleVelocity) = (.zero, 0) }
        return GestureEvent(
            kind: kind, phase: phase, touch: touch, state: .driving, time: start + p * Self.course,
            location: location, translation: translation, velocity: velocity, scale: scale,
            scaleVelocity: scaleVelocity, containerSize: size, fraction: 0, duration: GestureRun.duration)
    }

    /// How far the gesture moved between progress `a` and `b`, as a fraction of its course's
    /// reach in the container (what a controller following it may move the transition by).
    static func movement(from a: Double, to b: Double) -> Double { abs(b - a) * reach }
}
