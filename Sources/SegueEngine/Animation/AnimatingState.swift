/// A property animator's state, as `UIViewAnimatingState`.
public enum AnimatingState: String, Sendable, CustomStringConvertible {
    /// Not started, or finished: no animations are in flight.
    case inactive
    /// Started or paused: the animations are in flight.
    case active
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped

    /// The state's name.
    public var description: String { rawValue }
}

/// Where the animated properties end up when an animator finishes, as `UIViewAnimatingPosition`.
public enum AnimatingPosition: String, Sendable, CustomStringConvertible {
    /// At the values the animation blocks set.
    case end
    /// Back at the values before the animation blocks ran.
    case start
    /// Wherever they were when the animator was stopped.
    case current

    /// The position's name.
    public var description: String { rawValue }
}
