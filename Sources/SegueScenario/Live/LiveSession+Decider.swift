import SegueKit

extension LiveSession {
    /// The decider for a live gesture of `kind` starting `pointerOperation`: nil for UIKit's rule
    /// (no maker), else a fresh one from `controllers` (made per transition, so a reloaded library's
    /// new build decides the next drag). Throws one sentence when it cannot be made or does not
    /// handle `kind`, rather than letting UIKit's rule decide in its place.
    func liveDecider(for kind: GestureEvent.Kind) throws(TransitionError) -> InteractionDeciding? {
        guard let make = controllers.makeDecider else { return nil }
        let decider: InteractionDeciding
        do { decider = try make(pointerOperation) } catch { throw TransitionError("\(error)") }
        guard decider.gestures.contains(kind) else {
            let handled = decider.gestures.map(Self.name(of:)).sorted()
            throw TransitionError(
                "the interaction controller handles "
                    + (handled.isEmpty ? "no gestures" : handled.joined(separator: ", "))
                    + ", not \(Self.name(of: kind)); drag that way instead")
        }
        return decider
    }

    /// How the status line names a gesture `kind`.
    private static func name(of kind: GestureEvent.Kind) -> String {
        switch kind {
        case .horizontalPan: "horizontal pans"
        case .verticalPan: "vertical pans"
        case .pinch: "pinches (hold Ctrl)"
        case .tap: "taps"
        }
    }
}
