internal import SeguePluginSDK

// Explicit animations on a layer: they change the host's on-screen value only. When one is removed at its end
// (the default), the host shows the model value again; `fillMode = .forwards` with `isRemovedOnCompletion =
// false` keeps the end on screen, as on iOS.

extension CALayer {
    /// Adds `anim` under `key` (replacing the animation under the same key), starting it now or at its
    /// `beginTime`.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        explicitAnimations.append((key, anim))
        let finish: (Bool) -> Void = { [weak self] finished in self?.animationDidEnd(anim, finished: finished) }
        switch anim {
        case let group as CAAnimationGroup: runGroup(group, finish)
        case let keyframes as CAKeyframeAnimation: runKeyframes(keyframes, finish)
        case let basic as CABasicAnimation: runBasic(basic, finish)
        default:
            HostSession.warnOnce("\(String(describing: type(of: anim))) is not run by Segue")
            HostSession.atEndOfTurn { finish(true) }
        }
        HostSession.atEndOfTurn { anim.delegate?.animationDidStart(anim) }
    }

    /// The animation under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        explicitAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the animations running.
    public func animationKeys() -> [String]? {
        let keys = explicitAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Takes the animation under `key` off the layer: its delegate hears it did not finish. The host cannot
    /// stop an animation it runs, so what it animates keeps moving to its end, and then shows the model value.
    public func removeAnimation(forKey key: String) {
        guard let index = explicitAnimations.firstIndex(where: { $0.key == key }) else { return }
        let anim = explicitAnimations.remove(at: index).animation
        anim.delegate?.animationDidStop(anim, finished: false)
    }

    /// Takes every animation off the layer.
    public func removeAllAnimations() {
        for key in explicitAnimations.compactMap(\.key) { removeAnimation(forKey: key) }
        let unkeyed = explicitAnimations
        explicitAnimations = []
        for (_, anim) in unkeyed { anim.delegate?.animationDidStop(anim, finished: false) }
    }

    /// An animation ended: still on the layer, it comes off (telling the delegate) unless it fills forwards.
    private func animationDidEnd(_ anim: CAAnimation, finished: Bool) {
        guard let index = explicitAnimations.firstIndex(where: { $0.animation === anim }) else { return }
        let keeps = !anim.isRemovedOnCompletion && (anim.fillMode == .forwards || anim.fillMode == .both)
        if !keeps { explicitAnimations.remove(at: index) }
        anim.delegate?.animationDidStop(anim, finished: finished)
    }

    /// Seconds an animation waits: its begin time ahead of the clock.
    private func delay(of anim: CAAnimation) -> Double {
        anim.beginTime > 0 ? max(0, anim.beginTime - CACurrentMediaTime()) : 0
    }

    /// Its duration: its own, or the transaction's when 0.
    private func length(of anim: CAAnimation) -> Double {
        anim.duration > 0 ? anim.duration : CATransaction.animationDuration()
    }

    /// The host's timing for `anim`: a spring's physics, else its curve (linear when it has none).
    private func timing(of anim: CAAnimation) -> Timing {
        if let spring = anim as? CASpringAnimation {
            return .physicalSpring(
                mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.damping),
                initialVelocity: Double(spring.initialVelocity))
        }
        return anim.timingFunction?.timing ?? .linear
    }

    /// A basic animation: the host jumps to `fromValue` (or stays where it is) and animates to `toValue`, the
    /// model value by default; at its end the model shows again unless it fills forwards.
    private func runBasic(_ anim: CABasicAnimation, _ finish: @escaping (Bool) -> Void) {
        let keyPath = LayerKeyPath(path: anim.keyPath ?? "")
        let target = keyPath.target(self)
        guard let handle = target.hostHandle() else { return HostSession.atEndOfTurn { finish(true) } }
        guard let to = keyPath.hostValue(anim.toValue ?? keyPath.modelValue(on: self), on: self) else {
            HostSession.warnOnce("an animation of \"\(keyPath.path)\" with these values is not run by Segue")
            return HostSession.atEndOfTurn { finish(true) }
        }
        if let from = keyPath.hostValue(anim.fromValue, on: self) { target.applyNow(from) }
        let restoresModel = anim.isRemovedOnCompletion || !(anim.fillMode == .forwards || anim.fillMode == .both)
        HostAnimations.start(
            duration: length(of: anim), delay: delay(of: anim), timing: timing(of: anim), [(handle, to)]
        ) {
            [weak self] finished in
            if restoresModel, let self, let restored = keyPath.hostValue(keyPath.modelValue(on: self), on: self) {
                target.applyNow(restored)
            }
            finish(finished)
        }
    }

    /// A keyframe animation: the host jumps to the first value and moves through the rest at their key times.
    private func runKeyframes(_ anim: CAKeyframeAnimation, _ finish: @escaping (Bool) -> Void) {
        let keyPath = LayerKeyPath(path: anim.keyPath ?? "")
        let target = keyPath.target(self)
        let values = (anim.values ?? []).compactMap { keyPath.hostValue($0, on: self) }
        guard let handle = target.hostHandle(), values.count >= 2 else {
            return HostSession.atEndOfTurn { finish(true) }
        }
        if anim.path != nil { HostSession.warnOnce("keyframe animations along a path move through their values") }
        let times = keyTimes(anim, count: values.count)
        target.applyNow(values[0])
        var frames: [(start: Double, duration: Double, changes: [(ViewHandle, PropertyValue)])] = []
        for i in 1..<values.count {
            let change: (ViewHandle, PropertyValue) = (handle, values[i])
            frames.append((start: times[i - 1], duration: max(0, times[i] - times[i - 1]), changes: [change]))
        }
        let mode: KeyframeCalculationMode =
            anim.calculationMode == .cubic || anim.calculationMode == .cubicPaced
            ? .cubic : .linear
        let whole = anim.timingFunction ?? anim.timingFunctions?.first
        let restoresModel = anim.isRemovedOnCompletion || !(anim.fillMode == .forwards || anim.fillMode == .both)
        HostAnimations.startKeyframes(
            duration: length(of: anim), delay: delay(of: anim), timing: whole?.timing ?? .linear,
            calculationMode: mode, frames
        ) { [weak self] finished in
            if restoresModel, let self, let restored = keyPath.hostValue(keyPath.modelValue(on: self), on: self) {
                target.applyNow(restored)
            }
            finish(finished)
        }
    }

    /// Key times clamped to 0...1 and increasing, evenly spread when absent or of the wrong count.
    private func keyTimes(_ anim: CAKeyframeAnimation, count: Int) -> [Double] {
        let given = (anim.keyTimes ?? []).map { min(max($0.doubleValue, 0), 1) }
        guard given.count == count else { return (0..<count).map { Double($0) / Double(count - 1) } }
        var times = given
        for i in 1..<times.count where times[i] < times[i - 1] { times[i] = times[i - 1] }
        return times
    }

    /// A group: each member runs with the group's timing where it sets none; the group ends with the last.
    private func runGroup(_ group: CAAnimationGroup, _ finish: @escaping (Bool) -> Void) {
        let members = group.animations ?? []
        guard !members.isEmpty else { return HostSession.atEndOfTurn { finish(true) } }
        var remaining = members.count
        var allFinished = true
        for member in members {
            if member.duration == 0 { member.duration = length(of: group) }
            if member.beginTime == 0 { member.beginTime = group.beginTime }
            if member.timingFunction == nil { member.timingFunction = group.timingFunction }
            member.isRemovedOnCompletion = group.isRemovedOnCompletion
            member.fillMode = group.fillMode
            let done: (Bool) -> Void = { finished in
                allFinished = allFinished && finished
                remaining -= 1
                if remaining == 0 { finish(allFinished) }
            }
            switch member {
            case let keyframes as CAKeyframeAnimation: runKeyframes(keyframes, done)
            case let basic as CABasicAnimation: runBasic(basic, done)
            default: done(true)
            }
        }
    }
}
