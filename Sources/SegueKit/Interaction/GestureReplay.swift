import SegueEngine

/// Plays a scripted gesture into a recognizer on the engine's clock as a finger moves, through
/// the same `TouchFeed` a live pointer uses: `began` where the first touch goes down (at once);
/// on every frame while a finger is down, `changed` with the path's value at that frame's time
/// (when the finger moved since the last frame); on the first frame at or after a release,
/// `ended` (or `cancelled`) with the value at the release; on the first frame at or after a
/// later press, `began` again where the finger lifted, and so on.
final class GestureReplay<Recognizer: TouchRecognizer> {
    /// One touch: when it goes down and lifts (seconds after the first touch-down), its path
    /// (times relative to its press), and whether the system cancels it.
    struct Stroke {
        let pressTime: Double
        let path: GesturePath<Recognizer.Value>
        let releaseTime: Double
        let endsCancelled: Bool
    }

    private let strokes: [Stroke]
    private let feed: TouchFeed<Recognizer>
    /// Weak: the engine runs the replay from its own task queue, which holds the replay.
    private weak var engine: AnimationEngine?
    /// The stroke being played (or waited for), and whether its finger is down.
    private var current = 0
    private var isDown = false

    /// A replay of `strokes` (at least one, the first pressed at 0) into `recognizer` on
    /// `engine`, from now; nothing happens until `begin()`.
    init(strokes: [Stroke], into recognizer: Recognizer, on engine: AnimationEngine) {
        self.strokes = strokes
        feed = TouchFeed(into: recognizer, start: engine.currentTime)
        self.engine = engine
    }

    /// The strokes of a script whose first touch follows `path` and lifts at `releaseTime`, and
    /// whose `later` touches each land where the one before lifted.
    static func strokes<V>(
        path: GesturePath<V>, releaseTime: Double, endsCancelled: Bool, later: [GestureStroke<V>]
    ) -> [Stroke] where V == Recognizer.Value {
        var strokes = [Stroke(pressTime: 0, path: path, releaseTime: releaseTime, endsCancelled: endsCancelled)]
        for stroke in later {
            let previous = strokes[strokes.count - 1]
            let landing = previous.path.value(at: previous.releaseTime - previous.pressTime)
            strokes.append(
                Stroke(
                    pressTime: stroke.pressTime, path: stroke.path(landingAt: landing), releaseTime: stroke.releaseTime,
                    endsCancelled: stroke.endsCancelled))
        }
        return strokes
    }

    /// Puts the first finger down (`began`, at once) and follows it from the next frame on.
    func begin() {
        guard let first = strokes.first else { return }
        feed.press(first.path.start, at: 0)
        isDown = true
        engine?.performOnNextTick { [self] in frame() }
    }

    /// One frame: the finger's move since the last one, its lift, or the next press.
    private func frame() {
        guard let engine else { return }
        while current < strokes.count, feed.recognizer.isListening {
            let stroke = strokes[current]
            if !isDown {
                guard engine.currentTime >= feed.start + stroke.pressTime else { break }
                feed.press(stroke.path.start, at: stroke.pressTime)
                isDown = true
            }
            guard engine.currentTime >= feed.start + stroke.releaseTime else {
                feed.move(along: stroke.path, pressedAt: stroke.pressTime, to: engine.currentTime - feed.start)
                break
            }
            feed.lift(
                along: stroke.path, pressedAt: stroke.pressTime, at: stroke.releaseTime, cancelled: stroke.endsCancelled
            )
            isDown = false
            current += 1
        }
        if current < strokes.count, feed.recognizer.isListening { engine.performOnNextTick { [self] in frame() } }
    }
}
