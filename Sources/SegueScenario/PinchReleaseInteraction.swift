import SegueEngine
import SegueKit

/// The interaction controller `segue run --interactive pinch:…` uses, after
/// VCTransitionsLibrary's pinch controller with UIKit's release rule (`GestureRelease`): the
/// progress is how far the fingers closed (1 − scale, 0…1), the velocity how fast they still
/// close when they lift (the recognizer's, in starting distances per second).
public final class PinchReleaseInteraction: PercentDrivenInteractiveTransition, ReleasingInteraction {
    /// The pinch to replay.
    public let script: PinchGestureScript
    /// The context while the transition runs; nil once it is over (as SwipeInteractionController's).
    public private(set) var contextData: ContextTransitioning?
    /// The pinch gesture, while attached.
    public private(set) var pinchGesture: PinchGestureRecognizer?
    /// The release's decision, once the fingers lifted.
    public private(set) var release: GestureRelease?

    /// An interaction controller replaying `script`.
    public init(script: PinchGestureScript) {
        self.script = script
        super.init()
    }

    /// Starts the transition and plays the pinch into a recognizer on the container.
    public override func startInteractiveTransition(_ context: ContextTransitioning) {
        super.startInteractiveTransition(context)
        contextData = context
        let pinch = PinchGestureRecognizer { [weak self] recognizer in self?.handlePinch(recognizer) }
        pinch.attach(to: context.containerView)
        pinchGesture = pinch
        script.play(into: pinch, on: context.engine)
    }

    /// Lets go of the ended transition's context.
    public override func didLetGoOfTransition() {
        contextData = nil
    }

    /// Follows the pinch while it changes; when it is over, moves to where the fingers lifted and
    /// finishes or cancels by the rule.
    public func handlePinch(_ recognizer: PinchGestureRecognizer) {
        switch recognizer.state {
        case .changed: update(Self.progress(scale: recognizer.scale))
        case .ended, .cancelled, .failed:
            update(Self.progress(scale: recognizer.scale))
            let decision = GestureRelease(fraction: percentComplete, velocity: -recognizer.velocity, systemCancelled: recognizer.state != .ended)
            release = decision
            if decision.finishes { finish() } else { cancel() }
            recognizer.detach()
        case .possible, .began: break
        }
    }

    /// How far a pinch at `scale` has gone: 1 − scale, within 0…1.
    public static func progress(scale: Double) -> Double {
        min(max(1 - scale, 0), 1)
    }
}
