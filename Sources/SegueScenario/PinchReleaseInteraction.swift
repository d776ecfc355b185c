import SegueEngine
import SegueKit

/// The interaction controller `segue run --interactive pinch:…` and the live pointer use for
/// pinches: the driver (`GestureInteraction`) on a pinch recognizer with VCTransitionsLibrary's
/// pinch rule (`PinchReleaseDecider`, UIKit's release rule `GestureRelease`). Later touches grab
/// the transition.
public final class PinchReleaseInteraction: GestureInteraction<PinchGestureRecognizer> {
    /// An interaction controller replaying `script`.
    public init(script: PinchGestureScript) {
        super.init(
            decider: PinchReleaseDecider(), kind: .pinch, play: { script.play(into: $0, on: $1) },
            strokes: 1 + script.laterStrokes.count)
    }

    /// An interaction controller that a live pointer feeds through `liveFeed`, decided by
    /// `decider` (an interaction controller plugin), by default UIKit's release rule for pinches.
    public init(decider: InteractionDeciding? = nil) {
        super.init(decider: decider ?? PinchReleaseDecider(), kind: .pinch, play: nil, strokes: nil)
    }

    /// How far a pinch at `scale` has gone: 1 − scale, within 0…1.
    public static func progress(scale: Double) -> Double {
        min(max(1 - scale, 0), 1)
    }
}
