import SegueEngine
import SegueKit

// TEMPORARY, for building this branch only: the "dismiss" work adds `PresentationTouches.pan` to
// PresentationTouches.swift with this signature. Delete this file when merging that.
extension PresentationTouches {
    /// Stand-in until the presentation's drags are delivered: takes no drag (false), so the touch
    /// reaches the views beneath as before.
    public static func pan(
        _ phase: GestureEvent.Phase, at location: Point, translation: Point, velocity: Point, in window: Window
    ) -> Bool {
        false
    }
}
