import SegueEngine
import SegueKit

/// A drag the presented presentation's controller took (a sheet dragged between its detents):
/// where it went down and the pointer's last place and time, for translation and velocity.
struct PresentationDrag {
    /// Where the press went down, in the window.
    let start: Point
    /// The pointer's last place.
    var last: Point
    /// The engine time of that place.
    var lastTime: Double
    /// Points per second at the last move.
    var velocity = Point(x: 0, y: 0)

    /// The drag moved to `location` at `time`: its velocity from the move before (kept when no time passed).
    mutating func move(to location: Point, at time: Double) {
        let elapsed = time - lastTime
        if elapsed > 0 {
            velocity = Point(x: (location.x - last.x) / elapsed, y: (location.y - last.y) / elapsed)
        }
        last = location
        lastTime = time
    }

    /// How far the pointer moved since the press.
    var translation: Point { Point(x: last.x - start.x, y: last.y - start.y) }
}

/// The pointer on a presented presentation while no transition runs: taps and drags go first to
/// the presentation's controller (`PresentationTouches`), as UIKit's gesture recognizers on the
/// presentation's chrome see them before the views beneath; what it does not take does what it
/// did before (a drag starts the interactive dismissal).
extension LiveSession {
    /// Whether Second is presented over First and nothing runs, so a touch may be the presentation's.
    var presentsSecond: Bool {
        !isRunning && !window.isTransitioning && PresentationTouches.topPresentation(in: window) != nil
    }

    /// A tap at `location`: to the presentation's controller, which may dismiss, or past it.
    func tapPresentation(at location: Point) {
        PresentationTouches.tap(at: location, in: window)
    }

    /// Offers the drag from `press` (locked at `location`) to the presentation's controller as a
    /// began pan; true when it took it (its later moves and release go to it too).
    func dragPresentation(from press: PointerEvent, to location: Point, at time: Double) -> Bool {
        var drag = PresentationDrag(start: press.location, last: press.location, lastTime: press.time)
        drag.move(to: location, at: time)
        guard offerPresentationPan(.began, drag) else { return false }
        presentationDrag = drag
        return true
    }

    /// A later move (`changed`) or the release (`ended`, `cancelled`) of the presentation's drag.
    func dragPresentation(to location: Point, at time: Double, phase: GestureEvent.Phase) {
        guard var drag = presentationDrag else { return }
        drag.move(to: location, at: time)
        let ends = phase == .ended || phase == .cancelled
        presentationDrag = ends ? nil : drag
        _ = offerPresentationPan(phase, drag)
    }

    /// The one call into `PresentationTouches.pan` (where drags on a presented sheet go, including
    /// a swipe-to-dismiss): false sends the touch to the views beneath.
    private func offerPresentationPan(_ phase: GestureEvent.Phase, _ drag: PresentationDrag) -> Bool {
        PresentationTouches.pan(
            phase, at: drag.last, translation: drag.translation, velocity: drag.velocity, in: window)
    }
}
