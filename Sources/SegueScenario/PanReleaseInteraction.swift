import SegueEngine
import SegueKit

/// The interaction controller `segue run --interactive` uses for pans: the seeds' swipe
/// controller with UIKit's release rule (`GestureRelease`). The progress is the drag in container
/// heights (or widths, for a horizontal pan), either direction, as VCTransitionsLibrary's
/// horizontal swipe counts it; the velocity is the recognizer's at the lift, onwards (away from
/// where the finger went down), in containers per second.
public final class PanReleaseInteraction: SwipeInteractionController, ReleasingInteraction {
    /// Which way the drag is measured.
    public let axis: PanGestureSpec.Axis
    /// The release's decision, once the finger lifted.
    public private(set) var release: GestureRelease?

    /// An interaction replaying `script` along `axis`.
    public init(script: PanGestureScript, axis: PanGestureSpec.Axis = .vertical) {
        self.axis = axis
        super.init(script: script)
    }

    /// Follows the drag along `axis`; on release moves to where the finger lifted, then finishes
    /// or cancels by the rule.
    public override func handleSwipeUpdate(_ recognizer: PanGestureRecognizer) {
        guard let container = contextData?.containerView else { return }
        switch recognizer.state {
        case .changed: update(progress(recognizer, in: container))
        case .ended, .cancelled, .failed:
            update(progress(recognizer, in: container))
            let decision = GestureRelease(
                fraction: percentComplete, velocity: onwardsVelocity(recognizer, in: container), systemCancelled: recognizer.state != .ended)
            release = decision
            if decision.finishes { finish() } else { cancel() }
            recognizer.detach()
        case .possible, .began: super.handleSwipeUpdate(recognizer)
        }
    }

    /// The drag along the axis, in container heights or widths, either direction.
    private func progress(_ recognizer: PanGestureRecognizer, in container: View) -> Double {
        let extent = self.extent(of: container)
        return extent > 0 ? abs(along(recognizer.translation(in: container))) / extent : 0
    }

    /// How fast the drag grows away from the start, in containers per second.
    private func onwardsVelocity(_ recognizer: PanGestureRecognizer, in container: View) -> Double {
        let extent = self.extent(of: container)
        guard extent > 0 else { return 0 }
        let away = along(recognizer.translation(in: container)) < 0 ? -1.0 : 1.0
        return away * along(recognizer.velocity(in: container)) / extent
    }

    /// The axis's coordinate of `point`.
    private func along(_ point: Point) -> Double { axis == .vertical ? point.y : point.x }

    /// The container's height or width.
    private func extent(of container: View) -> Double { axis == .vertical ? container.bounds.height : container.bounds.width }
}
