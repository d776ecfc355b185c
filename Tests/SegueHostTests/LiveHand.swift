import SegueEngine
import SegueScenario

/// A hand on a live session, on a virtual clock at 60 frames per second: each frame advances
/// the session, and pointer events arrive at frame times, as the preview window delivers them.
final class LiveHand {
    let session: LiveSession
    /// Frames since the hand started; the time is `origin + frame / 60`, so no error accumulates.
    private(set) var frame = 0
    private let origin: Double
    static let framesPerSecond = 60.0

    init(_ session: LiveSession) {
        self.session = session
        origin = session.engine.currentTime
    }

    /// Engine time now.
    var time: Double { origin + Double(frame) / Self.framesPerSecond }

    /// One frame later.
    func tick(_ count: Int = 1) {
        for _ in 0..<count {
            frame += 1
            session.advance(to: time)
        }
    }

    /// Every event arrives with the next frame, as the preview window hands over the events
    /// polled since the last frame before drawing the next.
    func press(at point: Point, pinches: Bool = false) {
        frame += 1
        session.handle(PointerEvent(.press, at: point, time: time, pinches: pinches))
    }

    /// Moves in a straight line from `from` to `to`, one move per frame over `seconds`.
    func drag(from: Point, to: Point, over seconds: Double) {
        let frames = max(Int((seconds * Self.framesPerSecond).rounded()), 1)
        for step in 1...frames {
            frame += 1
            let t = Double(step) / Double(frames)
            session.handle(
                PointerEvent(
                    .move, at: Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t), time: time))
        }
    }

    func release(at point: Point) {
        frame += 1
        session.handle(PointerEvent(.release, at: point, time: time))
    }

    /// A whole touch: a press at `from`, a straight drag to `to` over `seconds`, `holding` frames
    /// still, and the release there.
    func swipe(from: Point, to: Point, over seconds: Double, holding frames: Int = 0) {
        press(at: from)
        drag(from: from, to: to, over: seconds)
        tick(frames)
        release(at: to)
    }

    /// Frames until the session is idle (at most `limit` seconds); whether it went idle.
    @discardableResult
    func settle(limit: Double = 10) -> Bool {
        let end = time + limit
        while !session.isIdle {
            guard time < end else { return false }
            tick()
        }
        return true
    }

    /// The view named `name` as the session shows it now.
    func view(_ name: String) -> ViewSnapshot? {
        session.views().first { $0.name == name }
    }
}
