internal import SeguePluginSDK

// View transitions: the view's old look (a snapshot taken before the block's changes) gives way to the new one,
// by a cross-dissolve or a flip about the vertical or horizontal axis. The block's changes happen at once.

extension UIView {
    /// Runs `animations` (at once) and shows the change of `view`'s look by the transition in `options`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        // The old look covers the view from inside, on top of what the block adds: the view's superview may not
        // be the plugin's to change (the container's is the host's).
        let old = view.snapshotView(afterScreenUpdates: false)
        AnimationCapture.withoutAnimation { animations?() }
        if let old {
            old.frame = view.bounds
            view.addSubview(old)
        }
        guard let old else {
            if let completion { HostSession.atEndOfTurn { completion(true) } }
            return
        }
        let length = clampSeconds(duration)
        let finish: (Bool) -> Void = { finished in
            old.removeFromSuperview()
            completion?(finished)
        }
        switch options.transitionKind {
        case 1, 2, 6, 7: flip(old: old, new: view, kind: options.transitionKind, duration: length, finish)
        default:
            if options.transitionKind != 5 && options.transitionKind != 0 {
                HostSession.warnOnce("curl transitions run as a cross-dissolve")
            }
            runBlock(duration: length, delay: 0, timing: options.timing, { old.alpha = 0 }, finish)
        }
    }

    /// Replaces `fromView` with `toView` in its superview by the transition in `options` (or hides one and shows
    /// the other with `.showHideTransitionViews`).
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let parent = fromView.superview else {
            if let completion { HostSession.atEndOfTurn { completion(true) } }
            return
        }
        transition(
            with: parent, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    parent.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    /// A flip: the old look turns edge-on over the first half, the new one turns in from edge-on over the second.
    private static func flip(
        old: UIView, new view: UIView, kind: UInt, duration: Double, _ finish: @escaping (Bool) -> Void
    ) {
        let vertical = kind == 6 || kind == 7
        let sign: CGFloat = kind == 1 || kind == 6 ? 1 : -1
        func turned(_ angle: CGFloat) -> CATransform3D {
            var t = vertical ? CATransform3DMakeRotation(angle, 1, 0, 0) : CATransform3DMakeRotation(angle, 0, 1, 0)
            t.m34 = -1 / 1000
            return t
        }
        guard let oldHandle = old.layer.hostHandle(), let newHandle = view.layer.hostHandle() else {
            return runBlock(duration: duration, delay: 0, timing: .easeInOut, { old.alpha = 0 }, finish)
        }
        // The new look waits edge-on (on screen only: its model transform stays) until the second half.
        let edgeOn = turned(-sign * .pi / 2)
        view.layer.applyNow(.transform3D(edgeOn.sdk))
        HostAnimations.startKeyframes(
            duration: duration, delay: 0, timing: .easeInOut, calculationMode: .linear,
            [
                (0, 0.5, [(oldHandle, .transform3D(turned(sign * .pi / 2).sdk))]),
                (0.5, 0.5, [(newHandle, .transform3D(view.layer.transform.sdk))]),
            ], completion: finish)
    }
}
