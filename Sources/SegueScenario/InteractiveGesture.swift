import SegueEngine
import SegueKit

/// A scripted gesture that drives a transition interactively (`segue run --interactive`): a
/// vertical or horizontal pan, or a pinch.
public enum InteractiveGesture: Equatable, Sendable {
    /// `pan:` (down the container) or `hpan:` (across it).
    case pan(PanGestureSpec)
    /// `pinch:`, the fingers closing.
    case pinch(PinchGestureSpec)

    /// Parses any gesture's command-line form by its prefix; throws one sentence naming the bad part.
    public init(parsing text: String) throws(TransitionError) {
        if text.hasPrefix("pinch:") {
            self = .pinch(try PinchGestureSpec(parsing: text))
        } else if text.hasPrefix("pan:") || text.hasPrefix("hpan:") {
            self = .pan(try PanGestureSpec(parsing: text))
        } else {
            throw TransitionError(
                "gesture \"\(text)\" must start with pan:, hpan: or pinch:, for example "
                    + "pan:0@0,0.3@0.2,0.6@0.4,release or pinch:0.8@0.1,0.4@0.3,release"
            )
        }
    }

    /// The driver replaying the gesture in a container of `container`'s size with `decider`
    /// deciding (an interaction controller plugin, `--interaction`) instead of UIKit's rule, for
    /// a transition of `operation`.
    public func interaction(container: Size, decider: InteractionDeciding, operation: TransitionOperation = .present)
        throws(TransitionError) -> InteractiveTransitioning
    {
        switch self {
        case .pan(let pan):
            let script = try pan.script(container: container)
            let driver = GestureInteraction<PanGestureRecognizer>(
                decider: decider, kind: pan.axis.gestureKind, play: { script.play(into: $0, on: $1) },
                strokes: 1 + script.laterStrokes.count)
            driver.operation = operation
            return driver
        case .pinch(let pinch):
            let script = pinch.script
            let driver = GestureInteraction<PinchGestureRecognizer>(
                decider: decider, kind: .pinch, play: { script.play(into: $0, on: $1) },
                strokes: 1 + script.laterStrokes.count)
            driver.operation = operation
            return driver
        }
    }

    /// The interaction controller replaying the gesture in a container of `container`'s size.
    public func interaction(container: Size) throws(TransitionError) -> InteractiveTransitioning {
        switch self {
        case .pan(let pan): PanReleaseInteraction(script: try pan.script(container: container), axis: pan.axis)
        case .pinch(let pinch): PinchReleaseInteraction(script: pinch.script)
        }
    }
}
