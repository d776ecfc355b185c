import SegueEngine

/// What a presented presentation controller wants after a touch on its presentation
/// (`segue_presentation_action_t`, presentation.h): a bottom sheet following a finger, snapping
/// to a detent, a tap on the dimming view dismissing, or passing through to the presenter.
public enum PresentationGestureAnswer: Equatable, Sendable {
    /// Nothing.
    case none
    /// The presented view goes to this frame now, unanimated (container coordinates).
    case follow(Rect)
    /// The frame answer changed: the layout pair runs and the presented view springs to it.
    case relayout
    /// Dismiss the presented controller, animated.
    case dismiss
    /// Start dismissing under this touch: its later events (and later touches' while the
    /// dismissal runs) come back with the dismissal's state, to be answered with `.interaction`.
    case dismissInteractively
    /// Deliver the tap to the views beneath the presentation.
    case passThrough
    /// During an interactive dismissal this controller started: what the dismissal does, with an
    /// interaction controller's rules (`InteractionAnswer.violation(for:)`).
    case interaction(InteractionAnswer)
}
