import SegueEngine
import SegueKit

/// The interaction controller `segue run --interactive` and the live pointer use for pans: the
/// seeds' swipe controller (codes 10-3 and 10-4: a pan on the container, the translation
/// relative to the container's height) with UIKit's release rule (`GestureRelease`). The
/// progress is the drag in container heights (or widths, for a horizontal pan), either
/// direction, as VCTransitionsLibrary's horizontal swipe counts it; the velocity is the
/// recognizer's at the lift, onwards (away from where the finger went down), in containers per
/// second. Later touches grab the transition (`GestureInteraction`).
public final class PanReleaseInteraction: GestureInteraction<PanGestureRecognizer> {
    /// Which way the drag is measured.
    public let axis: PanGestureSpec.Axis

    /// An interaction replaying `script` along `axis`.
    public init(script: PanGestureScript, axis: PanGestureSpec.Axis = .vertical) {
        self.axis = axis
        super.init(play: { script.play(into: $0, on: $1) }, strokes: 1 + script.laterStrokes.count, onward: nil)
    }

    /// An interaction along `axis` that a live pointer feeds through `liveFeed`.
    public init(liveAlong axis: PanGestureSpec.Axis) {
        self.axis = axis
        super.init(play: nil, strokes: nil, onward: nil)
    }

    /// 10-4: the translation counts from where the touch went down.
    override func touchBegan(_ recognizer: PanGestureRecognizer, in container: View) {
        recognizer.setTranslation(Point(x: 0, y: 0), in: container)
    }

    /// The drag along the axis, in container heights or widths.
    override func drag(_ recognizer: PanGestureRecognizer, in container: View) -> Double {
        let extent = self.extent(of: container)
        return extent > 0 ? along(recognizer.translation(in: container)) / extent : 0
    }

    /// How fast the drag grows along the axis, in containers per second.
    override func dragVelocity(_ recognizer: PanGestureRecognizer, in container: View) -> Double {
        let extent = self.extent(of: container)
        return extent > 0 ? along(recognizer.velocity(in: container)) / extent : 0
    }

    /// The axis's coordinate of `point`.
    private func along(_ point: Point) -> Double { axis == .vertical ? point.y : point.x }

    /// The container's height or width.
    private func extent(of container: View) -> Double {
        axis == .vertical ? container.bounds.height : container.bounds.width
    }
}
