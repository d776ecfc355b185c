import SegueEngine
import SegueKit

/// The interaction controller `segue run --interactive pinch:…` uses, after
/// VCTransitionsLibrary's pinch controller with UIKit's release rule: the progress is how far
/// the fingers closed (1 − scale, 0…1); when they lift, the transition finishes past half way or
/// when still closing faster than half the starting distance per second, else it cancels. A
/// gesture the system cancels always cancels.
public final class PinchReleaseInteraction: PercentDrivenInteractiveTransition {
    /// The pinch to replay.
    public let script: PinchGestureScript
    /// The context while the transition runs; nil once it is over (as SwipeInteractionController's).
    public private(set) var contextData: ContextTransitioning?
    /// The pinch gesture, while attached.
    public private(set) var pinchGesture: PinchGestureRecognizer?

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

    /// Follows the pinch while it changes; finishes or cancels when it is over.
    public func handlePinch(_ recognizer: PinchGestureRecognizer) {
        switch recognizer.state {
        case .changed: update(Self.progress(scale: recognizer.scale))
        case .ended, .cancelled, .failed:
            let finishes = recognizer.state == .ended
                && PanReleaseInteraction.finishes(progress: Self.progress(scale: recognizer.scale), speed: -recognizer.velocity)
            if finishes { finish() } else { cancel() }
            recognizer.detach()
        case .possible, .began: break
        }
    }

    /// How far a pinch at `scale` has gone: 1 − scale, within 0…1.
    public static func progress(scale: Double) -> Double {
        min(max(1 - scale, 0), 1)
    }
}
