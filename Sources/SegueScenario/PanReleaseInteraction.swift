import SegueEngine
import SegueKit

/// The interaction controller `segue run --interactive` and the live pointer use for pans: the
/// driver (`GestureInteraction`) on a pan recognizer with the seeds' swipe rule
/// (`PanReleaseDecider`: codes 10-3 and 10-4, UIKit's release rule `GestureRelease`). Later
/// touches grab the transition.
public final class PanReleaseInteraction: GestureInteraction<PanGestureRecognizer> {
    /// Which way the drag is measured.
    public let axis: PanGestureSpec.Axis

    /// An interaction replaying `script` along `axis`.
    public init(script: PanGestureScript, axis: PanGestureSpec.Axis = .vertical) {
        self.axis = axis
        super.init(
            decider: PanReleaseDecider(axis: axis), kind: axis.gestureKind, play: { script.play(into: $0, on: $1) },
            strokes: 1 + script.laterStrokes.count)
    }

    /// An interaction along `axis` that a live pointer feeds through `liveFeed`, decided by
    /// `decider` (an interaction controller plugin in `segue preview --interaction`), by default
    /// the seeds' swipe rule.
    public init(liveAlong axis: PanGestureSpec.Axis, decider: InteractionDeciding? = nil) {
        self.axis = axis
        super.init(
            decider: decider ?? PanReleaseDecider(axis: axis), kind: axis.gestureKind, play: nil, strokes: nil)
    }
}

extension PanGestureSpec.Axis {
    /// The events' kind for pans along this axis.
    public var gestureKind: GestureEvent.Kind { self == .vertical ? .verticalPan : .horizontalPan }
}
