import SegueEngine

/// `ModalTransitionStyle.flipHorizontal`: the outgoing view turns away about the vertical axis
/// (with perspective) until edge-on at half time, then the incoming view turns in from edge-on;
/// each view is visible only on its own half. Dismissal flips back the other way.
public final class FlipHorizontalAnimator: AnimatedTransitioning {
    /// Whether this animates a presentation (else a dismissal).
    public let presenting: Bool
    /// Seconds the whole flip takes.
    public var duration = 0.6
    /// Distance of the eye from the view plane, in points.
    public var perspectiveDistance = 1000.0

    /// An animator for a presentation (`presenting`) or a dismissal.
    public init(presenting: Bool) {
        self.presenting = presenting
    }

    public func transitionDuration(using context: ContextTransitioning?) -> Double { duration }

    public func animateTransition(using context: ContextTransitioning) {
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        if let toView, let toController = context.viewController(forKey: .to) {
            let final = context.finalFrame(for: toController)
            if final != .zero { toView.frame = final }
            container.addSubview(toView)
        }
        // Presenting turns right-edge-away; dismissing turns back the other way.
        let direction = presenting ? 1.0 : -1.0
        let perspective = Transform3D(perspectiveDistance: perspectiveDistance)
        let edgeOnAway = Transform3D(rotationAngle: direction * .pi / 2, x: 0, y: 1, z: 0).concatenating(perspective)
        let edgeOnToward = Transform3D(rotationAngle: -direction * .pi / 2, x: 0, y: 1, z: 0).concatenating(perspective)
        // First half: the outgoing view turns edge-on and holds; second half: the incoming one turns in.
        let firstHalf = try! KeyframeCurve(
            keyTimes: [0, 0.5, 1], values: [0, 1, 1], segmentCurves: [.easeIn, .linear])
        let secondHalf = try! KeyframeCurve(
            keyTimes: [0, 0.5, 1], values: [0, 0, 1], segmentCurves: [.linear, .easeOut])
        let step = try! KeyframeCurve(keyTimes: [0, 0.5, 0.500001, 1], values: [0, 0, 1, 1])

        let engine = context.engine
        var animators: [PropertyAnimator] = []
        if let fromView {
            fromView.transform3D = perspective
            animators.append(
                engine.animate(
                    withDuration: duration, curve: .keyframes(firstHalf),
                    animations: { fromView.transform3D = edgeOnAway }))
            animators.append(
                engine.animate(withDuration: duration, curve: .keyframes(step), animations: { fromView.alpha = 0 }))
        }
        if let toView {
            toView.transform3D = edgeOnToward
            toView.alpha = 0
            animators.append(
                engine.animate(
                    withDuration: duration, curve: .keyframes(secondHalf),
                    animations: { toView.transform3D = perspective }))
            animators.append(
                engine.animate(withDuration: duration, curve: .keyframes(step), animations: { toView.alpha = 1 }))
        }
        let finish: (Bool) -> Void = { _ in
            let success = !context.transitionWasCancelled
            // Views leave flat and opaque, whichever side they end on.
            for view in [fromView, toView].compactMap({ $0 }) {
                view.transform3D = .identity
                view.alpha = 1
            }
            if success {
                if !self.presenting { fromView?.removeFromSuperview() }
            } else if self.presenting {
                toView?.removeFromSuperview()
            }
            context.completeTransition(success)
        }
        if !animators.isEmpty {
            // Finish once every one of the flip's animators has ended. They all end on the same
            // tick, but in engine-slot order: finishing from one of them (as this did from the
            // last alpha animator) let a transform animator retiring later on that tick write
            // its end value over the reset below, leaving the presenter's view (back in the
            // window after a dismissal) with a stray perspective transform.
            var remaining = animators.count
            for animator in animators {
                animator.addCompletion { position in
                    remaining -= 1
                    if remaining == 0 { finish(position == .end) }
                }
            }
        } else {
            // No incoming view to watch (a dismissal that keeps the presenter): time the flip alone.
            engine.animate(withDuration: duration, animations: {}, completion: finish)
        }
    }
}
