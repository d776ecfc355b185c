import SegueEngine
import SegueKit

/// The interaction controller `segue run --interactive` uses: the seeds' swipe controller with
/// UIKit's release rule. When the finger lifts, the transition finishes if the drag is past half
/// the container's height, or if it is still moving down faster than half a container height
/// per second (a flick); otherwise it cancels. A gesture the system cancels always cancels.
public final class PanReleaseInteraction: SwipeInteractionController {
    /// Progress at or beyond which a release finishes.
    public static let finishProgress = 0.5
    /// Downward speed, in container heights per second, at or beyond which a release finishes.
    public static let flickSpeed = 0.5

    /// On release, finishes past `finishProgress` or when flicked faster than `flickSpeed`, else cancels; updates as the superclass.
    public override func handleSwipeUpdate(_ recognizer: PanGestureRecognizer) {
        guard recognizer.state == .ended || recognizer.state == .cancelled || recognizer.state == .failed else {
            return super.handleSwipeUpdate(recognizer)
        }
        if recognizer.state == .ended && Self.finishes(progress: percentComplete, speed: releaseSpeed) {
            finish()
        } else {
            cancel()
        }
        recognizer.detach()
    }

    /// UIKit's rule: past half way, or flicked onwards.
    public static func finishes(progress: Double, speed: Double) -> Bool {
        progress >= finishProgress || speed >= flickSpeed
    }

    /// Downward speed over the script's last two samples, in container heights per second.
    private var releaseSpeed: Double {
        let samples = script.samples
        guard samples.count >= 2, let height = contextData?.containerView.bounds.height, height > 0 else { return 0 }
        let (a, b) = (samples[samples.count - 2], samples[samples.count - 1])
        let dt = b.time - a.time
        return dt > 0 ? (b.translation.y - a.translation.y) / dt / height : 0
    }
}
