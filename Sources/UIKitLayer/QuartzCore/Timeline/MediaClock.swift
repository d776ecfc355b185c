/// The transition's clock as the plugin sees it: the time of the host call running now. The host runs a
/// transition on one timeline (virtual in `segue run` and `validate`, real in `preview`), and hands the plugin
/// no clock reading, so the layer keeps its own: it starts at 0 and moves to the end of each animation whose
/// completion the host calls. Code that reads it twice within one call (`beginTime = CACurrentMediaTime() + d`)
/// gets the offsets it expects.
///
/// [main thread]
package enum MediaClock {
    /// The time now, in seconds.
    nonisolated(unsafe) package private(set) static var now: CFTimeInterval = 0

    /// Moves the clock to `time` when it is later: a completion arrived at the end of its animation.
    package static func advance(to time: CFTimeInterval) {
        if time > now { now = time }
    }
}

/// The current absolute time on the transition's timeline, in seconds (CACurrentMediaTime).
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
