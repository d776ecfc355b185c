extension AnimationEngine {
    /// Animates the changes `animations` makes over `duration` seconds and returns the running
    /// animator: the engine's `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// `completion` receives whether the animations reached their end (false when they were
    /// reversed back to the start or stopped where they were).
    @discardableResult
    public func animate(
        withDuration duration: Double,
        delay: Double = 0,
        curve: TimingCurve = .easeInOut,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(engine: self, duration: duration, curve: curve, animations: animations)
        if let completion {
            animator.addCompletion { position in completion(position == .end) }
        }
        // A fresh animator is inactive, so starting it cannot be refused.
        try! animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Animates over `duration` seconds on a spring with `dampingRatio` and `initialVelocity`
    /// (in units of the whole change per second), as `UIView.animate(withDuration:delay:
    /// usingSpringWithDamping:initialSpringVelocity:…)` does: the spring is tuned so it settles
    /// in exactly `duration`.
    @discardableResult
    public func animate(
        withDuration duration: Double,
        delay: Double = 0,
        usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity: Double,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> PropertyAnimator {
        animate(
            withDuration: duration, delay: delay,
            curve: .spring(
                Spring(settlingIn: duration, dampingRatio: dampingRatio, initialVelocity: initialSpringVelocity)),
            animations: animations, completion: completion)
    }
}

extension Spring {
    /// A spring with `dampingRatio` whose settling duration is `duration` seconds, with
    /// `initialVelocity` given per second of that duration (UIKit's spring animation parameters).
    ///
    /// For a fixed damping ratio the motion only stretches in time as the response changes, so a
    /// probe spring's settling time gives the response that settles in `duration`.
    /// Out-of-range values are clamped into `durationRange` and `settlingDampingRatioRange`, within
    /// which the tuned spring always settles; `validated(settlingIn:…)` refuses them instead.
    public init(settlingIn duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let duration = Spring.durationRange.clamp(duration)
        let dampingRatio = Spring.settlingDampingRatioRange.clamp(dampingRatio)
        // Stretching time by `scale` divides a velocity by `scale`, so the probe (response 1)
        // carries velocity × scale; the scale depends on the probe, hence a few fixed-point steps.
        var scale = duration
        for _ in 0..<8 {
            let probe = Spring(dampingRatio: dampingRatio, response: 1, initialVelocity: initialVelocity * scale)
            scale = duration / probe.settlingDuration
        }
        self.init(dampingRatio: dampingRatio, response: scale, initialVelocity: initialVelocity)
    }
}
