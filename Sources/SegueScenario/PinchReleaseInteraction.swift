import SegueEngine
import SegueKit

/// The interaction controller `segue run --interactive pinch:…` and the live pointer use for
/// pinches, after VCTransitionsLibrary's pinch controller with UIKit's release rule
/// (`GestureRelease`): the progress is how far the fingers closed (1 − scale, 0…1), the
/// velocity how fast they still close when they lift (the recognizer's, in starting distances
/// per second). Later touches grab the transition (`GestureInteraction`).
public final class PinchReleaseInteraction: GestureInteraction<PinchGestureRecognizer> {
    /// The scale where the current touch went down.
    private var scaleAtPress = 1.0

    /// An interaction controller replaying `script`.
    public init(script: PinchGestureScript) {
        super.init(play: { script.play(into: $0, on: $1) }, strokes: 1 + script.laterStrokes.count, onward: 1)
    }

    /// An interaction controller that a live pointer feeds through `liveFeed`.
    public init() {
        super.init(play: nil, strokes: nil, onward: 1)
    }

    /// How far a pinch at `scale` has gone: 1 − scale, within 0…1.
    public static func progress(scale: Double) -> Double {
        min(max(1 - scale, 0), 1)
    }

    override func touchBegan(_ recognizer: PinchGestureRecognizer, in container: View) {
        scaleAtPress = recognizer.scale
    }

    /// How far the fingers closed since they went down, in starting distances.
    override func drag(_ recognizer: PinchGestureRecognizer, in container: View) -> Double {
        scaleAtPress - recognizer.scale
    }

    /// How fast the fingers close, in starting distances per second.
    override func dragVelocity(_ recognizer: PinchGestureRecognizer, in container: View) -> Double {
        -recognizer.velocity
    }
}
