import SegueEngine
import SegueKit

/// The interaction controller `segue run --interactive` uses for pans: the seeds' swipe
/// controller with UIKit's release rule. When the finger lifts, the transition finishes if the
/// drag is past half the container (its height, or its width for a horizontal pan), or if it is
/// still moving onwards faster than half a container per second (a flick); otherwise it
/// cancels. A gesture the system cancels always cancels. A horizontal pan counts either
/// direction, as VCTransitionsLibrary's horizontal swipe does.
public final class PanReleaseInteraction: SwipeInteractionController {
    /// Progress at or beyond which a release finishes.
    public static let finishProgress = 0.5
    /// Downward speed, in container heights per second, at or beyond which a release finishes.
    public static let flickSpeed = 0.5

    /// Which way the drag is measured.
    public let axis: PanGestureSpec.Axis

    /// An interaction replaying `script` along `axis`.
    public init(script: PanGestureScript, axis: PanGestureSpec.Axis = .vertical) {
        self.axis = axis
        super.init(script: script)
    }

    /// On release, finishes past `finishProgress` or when flicked faster than `flickSpeed`, else
    /// cancels; a vertical pan updates as the superclass, a horizontal one by the width.
    public override func handleSwipeUpdate(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .ended, .cancelled, .failed: break
        case .changed where axis == .horizontal: return updateAcross(recognizer)
        default: return super.handleSwipeUpdate(recognizer)
        }
        if recognizer.state == .ended && Self.finishes(progress: percentComplete, speed: releaseSpeed) {
            finish()
        } else {
            cancel()
        }
        recognizer.detach()
    }

    /// A horizontal pan's progress: the drag across, in container widths, either direction.
    private func updateAcross(_ recognizer: PanGestureRecognizer) {
        guard let container = contextData?.containerView else { return }
        let width = container.bounds.width
        update(width > 0 ? abs(recognizer.translation(in: container).x / width) : 0)
    }

    /// UIKit's rule: past half way, or flicked onwards.
    public static func finishes(progress: Double, speed: Double) -> Bool {
        progress >= finishProgress || speed >= flickSpeed
    }

    /// Speed onwards over the script's last two samples, in containers per second: downwards for
    /// a vertical pan, away from the start for a horizontal one.
    private var releaseSpeed: Double {
        let samples = script.samples
        guard samples.count >= 2, let bounds = contextData?.containerView.bounds else { return 0 }
        let (a, b) = (samples[samples.count - 2], samples[samples.count - 1])
        let dt = b.time - a.time
        guard dt > 0 else { return 0 }
        switch axis {
        case .vertical: return bounds.height > 0 ? (b.translation.y - a.translation.y) / dt / bounds.height : 0
        case .horizontal: return bounds.width > 0 ? (abs(b.translation.x) - abs(a.translation.x)) / dt / bounds.width : 0
        }
    }
}
