package import SeguePluginSDK

/// Starts animations on the host's one engine for every part of the layer (blocks, Core Animation, timers):
/// the completion runs once, back inside the scope that started it, with whether the animation ran to its end.
///
/// [main thread]
package enum HostAnimations {
    /// Animates `changes` over `duration` after `delay` along `timing`; nil when the host refused it (logged) or
    /// no host call is running, in which case `completion` runs at the end of the turn, finished when nothing
    /// was refused (UIKit calls it at once for views that are not on screen).
    @discardableResult
    package static func start(
        duration: Double, delay: Double = 0, timing: Timing, _ changes: [(ViewHandle, PropertyValue)],
        completion: ((_ finished: Bool) -> Void)? = nil
    ) -> AnimationHandle? {
        if HostSession.current?.isPresenting == true { return alongside(changes, completion) }
        let handle = HostSession.perform("an animation of \(changes.count) changes") { context throws(ServiceError) in
            try context.animate(
                duration: duration, delay: delay, timing: timing, changes,
                completion: wrap(completion, endingAfter: delay + duration))
        }
        if handle == nil { completeUnstarted(completion) }
        return handle
    }

    /// Keyframe windows over `duration`, eased as a whole by `timing`.
    @discardableResult
    package static func startKeyframes(
        duration: Double, delay: Double, timing: Timing, calculationMode: KeyframeCalculationMode,
        _ keyframes: [(start: Double, duration: Double, changes: [(ViewHandle, PropertyValue)])],
        completion: ((_ finished: Bool) -> Void)?
    ) -> AnimationHandle? {
        if HostSession.current?.isPresenting == true {
            return alongside(keyframes.flatMap(\.changes), completion)
        }
        let handle = HostSession.perform("a keyframe animation") { context throws(ServiceError) in
            try context.animateKeyframes(
                duration: duration, delay: delay, timing: timing, calculationMode: calculationMode, keyframes,
                completion: wrap(completion, endingAfter: delay + duration))
        }
        if handle == nil { completeUnstarted(completion) }
        return handle
    }

    /// A presentation controller's own block: the host runs no animation of a controller's, so it runs alongside
    /// the transition, with the transition's duration and curve (once warned); outside a transition, at once.
    private static func alongside(
        _ changes: [(ViewHandle, PropertyValue)], _ completion: ((Bool) -> Void)?
    ) -> AnimationHandle? {
        HostSession.warnOnce(
            "an animation a presentation controller starts runs alongside the transition, with its duration and curve")
        return startAlongside(changes, completion: completion)
    }

    /// Alongside the running transition (a presentation controller's chrome), with its timing.
    @discardableResult
    package static func startAlongside(
        _ changes: [(ViewHandle, PropertyValue)], completion: ((_ completed: Bool) -> Void)?
    ) -> AnimationHandle? {
        let scope = HostSession.current
        let started = MediaClock.now
        return HostSession.perform("an alongside animation") { context throws(ServiceError) in
            try context.animateAlongside(changes) { completed in
                guard let completion else { return }
                guard let scope else { return completion(completed) }
                MediaClock.advance(to: started)
                HostSession.run(in: scope) { completion(completed) }
            }
        }
    }

    /// Completes an animation the host did not start at the end of the turn: finished when no host call runs (UIKit
    /// calls it at once for views that are not on screen), not finished when the host refused it.
    private static func completeUnstarted(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        let refused = HostSession.current != nil
        HostSession.atEndOfTurn { completion(!refused) }
    }

    /// The SDK's completion for `completion`: back in the starting scope, the media clock at the animation's end.
    /// Every animation is waited for by the transactions open when it starts that have a completion block already
    /// ("all animations subsequently added", CATransaction.h).
    private static func wrap(
        _ completion: ((Bool) -> Void)?, endingAfter length: Double
    ) -> ((AnimationPosition) -> Void)? {
        guard let scope = HostSession.current else { return nil }
        let groups = CATransaction.openGroups.filter(\.waits)
        guard completion != nil || !groups.isEmpty else { return nil }
        groups.forEach { $0.animationStarted() }
        let started = MediaClock.now
        return { position in
            if position == .end { MediaClock.advance(to: started + length) }
            HostSession.run(in: scope) {
                completion?(position == .end)
                groups.forEach { $0.animationEnded() }
            }
        }
    }
}

extension CAMediaTimingFunction {
    /// The host's timing for this curve.
    package var timing: Timing {
        let p = controlPoints
        return .cubicBezier(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2)
    }
}
