import Dispatch

// Main-queue work a plugin schedules runs on the transition's timeline, not the wall clock: on the virtual clock
// in `segue run` and `validate`, in real time in `preview`, the same frame for frame. These overloads take
// fewer arguments than Dispatch's, so Swift picks them for the common calls; work on other queues, or with
// a QoS or flags, goes to Dispatch as written.

extension DispatchQueue {
    /// Whether this is the main queue (Linux's Dispatch makes a new wrapper object on each `DispatchQueue.main`,
    /// so identity cannot tell; the label can).
    private var isMain: Bool { label == DispatchQueue.main.label }

    /// Runs `work` on the next turn of the transition's run loop (on the main queue; other queues as Dispatch).
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain, HostSession.current != nil else {
            return async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
        TimelineWork.schedule(after: 0, work)
    }

    /// Runs `work` once `deadline` has come on the transition's timeline (on the main queue).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain, HostSession.current != nil else {
            return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
        TimelineWork.schedule(after: TimelineWork.seconds(until: deadline), work)
    }

    /// Runs `work` after `deadline` on the transition's timeline (on the main queue).
    public func asyncAfter(
        wallDeadline: DispatchWallTime, execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        guard isMain, HostSession.current != nil else {
            return asyncAfter(wallDeadline: wallDeadline, qos: .unspecified, flags: [], execute: work)
        }
        let now = DispatchWallTime.now()
        let nanoseconds = wallDeadline.rawValue > now.rawValue ? Double(wallDeadline.rawValue - now.rawValue) : 0
        TimelineWork.schedule(after: TimelineWork.rounded(nanoseconds / 1e9), work)
    }
}

/// Main-queue work on the transition's timeline: an animation of nothing that lasts the delay, whose completion
/// runs the work. Paused, scrubbed and cancelled with the transition, as its other animations are.
package enum TimelineWork {
    /// Runs `work` after `delay` seconds of the timeline.
    package static func schedule(after delay: Double, _ work: @escaping () -> Void) {
        HostAnimations.start(duration: 0, delay: min(max(delay, 0), 3600), timing: .linear, []) { _ in work() }
    }

    /// Seconds from now to `deadline` (the caller computed it from `.now()` a moment ago).
    static func seconds(until deadline: DispatchTime) -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        let end = deadline.uptimeNanoseconds
        return rounded(end > now ? Double(end - now) / 1e9 : 0)
    }

    /// A delay rounded to 0.1 ms: the microseconds between the caller's `.now()` and this one differ run to run,
    /// and the timeline must not.
    static func rounded(_ seconds: Double) -> Double { (seconds * 1e4).rounded() / 1e4 }
}
