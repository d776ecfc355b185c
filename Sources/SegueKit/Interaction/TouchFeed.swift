import SegueEngine

/// A headless recognizer a `TouchFeed` feeds: from a script (`GestureReplay`) or a live pointer.
public protocol TouchRecognizer: AnyObject {
    /// What the finger's position is to this recognizer: a translation, a scale.
    associatedtype Value: Interpolatable & Equatable
    /// A recognizer calling `action` on every state change and movement.
    init(action: @escaping (Self) -> Void)
    /// Attaches the recognizer to `view` (`addGestureRecognizer`).
    func attach(to view: View)
    /// Detaches the recognizer (`removeGestureRecognizer`); later events are dropped.
    func detach()
    /// The current state.
    var state: PanGestureRecognizer.State { get }
    /// Whether it still listens (it is attached to a view).
    var isListening: Bool { get }
    /// Forgets the touches of an earlier stroke, so a new one's velocity starts afresh.
    func forgetTouches()
    /// One touch sample, for the velocity: the finger at `value` at engine time `time`.
    func touch(_ value: Value, at time: Double)
    /// One call of its action: the gesture moves to `state` with the finger at `value`.
    func deliver(_ state: PanGestureRecognizer.State, _ value: Value)
}

/// The one path from a finger to a recognizer, shared by scripts and live pointers so both
/// drive a transition the same way: a stroke goes down (`began`), follows a path (`changed`
/// whenever the finger moved since the last delivery) and lifts (`ended` or `cancelled`), and
/// the touches behind the velocity are sampled every `touchInterval` seconds of the gesture,
/// whatever the frame rate, as a digitiser samples a finger while the display draws at its own
/// rate (UIKit hands a recognizer the touches coalesced since the last frame). Like a digitiser
/// it reports a sample only when the finger moved, and always the lift.
///
/// Times are seconds after the gesture's first touch-down (`start`, engine time); each stroke's
/// path has times relative to its own press.
public final class TouchFeed<Recognizer: TouchRecognizer> {
    /// Seconds between touch samples: a 120 Hz digitiser.
    public static var touchInterval: Double { 1.0 / 120 }

    /// The recognizer fed.
    public let recognizer: Recognizer
    /// Engine time of the first touch-down.
    public let start: Double
    /// Grid samples taken or skipped so far (their times are multiples of `touchInterval`).
    private var touchSamples = 0
    private var lastTouch: (time: Double, value: Recognizer.Value)?
    private var lastDelivered: Recognizer.Value?

    /// A feed into `recognizer` whose first touch goes down at engine time `start`.
    public init(into recognizer: Recognizer, start: Double) {
        self.recognizer = recognizer
        self.start = start
    }

    /// A finger goes down at `value`, `elapsed` seconds after the first touch-down: `began`.
    public func press(_ value: Recognizer.Value, at elapsed: Double) {
        // The digitiser's clock runs on; samples it took while the finger was up do not count.
        while Double(touchSamples + 1) * Self.touchInterval <= elapsed { touchSamples += 1 }
        recognizer.forgetTouches()
        lastTouch = (start + elapsed, value)
        lastDelivered = value
        recognizer.touch(value, at: start + elapsed)
        recognizer.deliver(.began, value)
    }

    /// The finger, pressed `pressedAt` seconds into the gesture, follows `path` until `elapsed`:
    /// the touches since the last call, then `changed` where the path is at `elapsed`, if it moved.
    public func move(along path: GesturePath<Recognizer.Value>, pressedAt: Double, to elapsed: Double) {
        sampleTouches(along: path, pressedAt: pressedAt, through: elapsed)
        let value = path.value(at: elapsed - pressedAt)
        if value != lastDelivered {
            lastDelivered = value
            recognizer.deliver(.changed, value)
        }
    }

    /// The finger lifts at `elapsed`: the last touches, the lift where the path is then, and
    /// `ended` (or `cancelled`, when the system took the touch away).
    public func lift(along path: GesturePath<Recognizer.Value>, pressedAt: Double, at elapsed: Double, cancelled: Bool)
    {
        sampleTouches(along: path, pressedAt: pressedAt, through: elapsed)
        let value = path.value(at: elapsed - pressedAt)
        if let lastTouch, start + elapsed > lastTouch.time { recognizer.touch(value, at: start + elapsed) }
        recognizer.deliver(cancelled ? .cancelled : .ended, value)
    }

    /// The digitiser's samples up to `elapsed` seconds into the gesture, where the finger moved.
    private func sampleTouches(along path: GesturePath<Recognizer.Value>, pressedAt: Double, through elapsed: Double) {
        while Double(touchSamples + 1) * Self.touchInterval <= elapsed {
            touchSamples += 1
            let time = Double(touchSamples) * Self.touchInterval
            let value = path.value(at: time - pressedAt)
            guard value != lastTouch?.value else { continue }
            lastTouch = (start + time, value)
            recognizer.touch(value, at: start + time)
        }
    }
}
