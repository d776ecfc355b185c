import SegueEngine
import SegueKit

/// A scripted drag on the top-most presentation (a sheet): the finger goes down on the presented
/// view just below its top edge, in the middle, moves `distance` points straight up (negative) or
/// down over `duration` seconds and lifts. It is a `PanGestureScript` played on the engine's clock
/// like every scripted pan (`GestureReplay`: frame by frame, velocity from 120 Hz touches), into a
/// recognizer whose events go to `PresentationTouches.pan`.
public struct SheetDrag: Equatable, Sendable {
    /// Distances a drag may name, in points either way (zero is no drag).
    public static let distanceRange: ClosedRange<Double> = -10_000...10_000
    /// Durations a drag may last, in seconds.
    public static let durationRange: ClosedRange<Double> = 0.05...5
    /// How long a drag lasts unless it says.
    public static let defaultDuration = 0.3
    /// How far below the presented view's top edge the finger goes down (on a sheet's grabber).
    public static let pressInset = 12.0
    /// Samples of the straight path (the replay moves the finger frame by frame between them).
    static let steps = 10

    /// How far the finger moves, in points: negative up, positive down.
    public let distance: Double
    /// How long it moves, in seconds.
    public let duration: Double

    /// A drag of `distance` points over `duration` seconds; throws one sentence for a value out of range.
    public init(distance: Double, duration: Double = defaultDuration) throws(TransitionError) {
        guard distance.isFinite, Self.distanceRange.contains(distance), distance != 0 else {
            throw TransitionError(
                "a sheet drag of \(distance) points is out of range; give 1 to \(Int(Self.distanceRange.upperBound)) "
                    + "points up or down")
        }
        guard duration.isFinite, Self.durationRange.contains(duration) else {
            throw TransitionError(
                "a sheet drag over \(duration) s is out of range; give \(Self.durationRange.lowerBound) to "
                    + "\(Self.durationRange.upperBound) seconds")
        }
        self.distance = distance
        self.duration = duration
    }

    /// The pan it plays: a straight vertical drag, released at the end of its movement.
    public var script: PanGestureScript {
        // The bounds checked in `init` make a valid script.
        try! PanGestureScript.verticalDrag(to: distance, over: duration, steps: Self.steps)
    }

    /// Where the finger goes down in `window` now: below the top presentation's top edge, in
    /// the middle (the window's middle when nothing is presented).
    func pressPoint(in window: Window) -> Point {
        let bounds = window.view.bounds
        guard let controller = PresentationTouches.topPresentation(in: window), let view = controller.presentedView,
            let superview = view.superview
        else { return Point(x: bounds.width / 2, y: bounds.height / 2) }
        let frame = view.frame
        return window.view.convert(Point(x: frame.midX, y: frame.minY + Self.pressInset), from: superview)
    }

    /// Plays the drag in `window` from now; `released` runs once the finger lifted.
    public func play(in window: Window, released: @escaping () -> Void) {
        let press = pressPoint(in: window)
        let recognizer = PanGestureRecognizer { [weak window] recognizer in
            guard let window, let phase = recognizer.state.gesturePhase else { return }
            let translation = recognizer.translation(in: nil)
            PresentationTouches.pan(
                phase, at: Point(x: press.x + translation.x, y: press.y + translation.y), translation: translation,
                velocity: recognizer.velocity(in: nil), in: window)
            guard phase == .ended || phase == .cancelled else { return }
            recognizer.detach()
            released()
        }
        recognizer.attach(to: window.view)
        script.play(into: recognizer, on: window.engine)
    }
}

extension PanGestureRecognizer.State {
    /// The gesture event phase of a recognizer state (nil while possible).
    var gesturePhase: GestureEvent.Phase? {
        switch self {
        case .possible: nil
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled, .failed: .cancelled
        }
    }
}
