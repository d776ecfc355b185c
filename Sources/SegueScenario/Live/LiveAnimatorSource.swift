import SegueKit

/// Where a live session gets its animators: the ids it can cycle through, what each declares,
/// and a fresh animator for an operation. A source that follows plugin folders may answer
/// differently between two transitions (a rebuilt library); a running transition keeps the
/// animator it was given.
public protocol LiveAnimatorSource: AnyObject {
    /// The animator ids, in the order next/previous cycles through them.
    var animatorIDs: [String] { get }
    /// What animator `id` declares (name, interaction, parameters); nil when it is gone.
    func summary(for id: String) -> LiveAnimatorSummary?
    /// A fresh animator `id` for `operation`, with the parameters kept for it.
    func makeAnimator(id: String, operation: TransitionOperation) throws -> AnimatedTransitioning
}

extension LiveAnimatorSource {
    /// What animator `id` declares, under the name the plugin host gives its descriptors.
    public func descriptor(for id: String) -> LiveAnimatorSummary? { summary(for: id) }
}
