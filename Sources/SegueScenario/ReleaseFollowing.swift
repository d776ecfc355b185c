import SegueKit

/// A decider that moves the transition to the release's own position before it decides, as the
/// seeds' swipe controllers call `update` with the lift's translation and then `finish` or
/// `cancel` (a plugin answers one action per event, so only native deciders do this).
public protocol ReleaseFollowing: InteractionDeciding {
    /// The fraction `release` (an ENDED or CANCELLED event) shows, or nil to leave it.
    func fractionShown(atRelease release: GestureEvent) -> Double?
}
