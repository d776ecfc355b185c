import SegueEngine

/// What one transition has spent of the limits that bound its time and memory as a whole
/// (PluginLimits, context.h, animation.h): the animations and their targets, and the views the
/// looks of its snapshots capture. Checked before anything is made, charged once it is, so a
/// refused call leaves the count as it was.
final class PluginTransitionBudget {
    /// Animations started (block and keyframe).
    private(set) var animations = 0
    /// Targets over every animation started (over every keyframe of a keyframe animation).
    private(set) var animatedTargets = 0
    /// Views the looks of the transition's snapshots capture, each look counted once by its
    /// weight (its views and, in full, every look nested in it).
    private(set) var capturedViews = 0
    /// The looks already counted: snapshots sharing a look (pieces of one view cut in one
    /// frame) share its cost, as the renderers draw it once.
    private var countedLooks = Set<Int>()

    /// Charges an animation of `targets` targets, or refuses it past the transition's limits.
    func chargeAnimation(targets: Int) throws(ServiceRefusal) {
        guard animations < PluginLimits.maximumAnimations else {
            throw .range(
                "the transition already started \(animations) animations, the most one may start; animate "
                    + "many views in one animation (up to \(PluginLimits.maximumTargets) targets) instead"
            )
        }
        guard targets <= PluginLimits.maximumAnimatedTargets - animatedTargets else {
            throw .range(
                "this animation's \(targets) targets would bring the transition's "
                    + "animated targets to \(animatedTargets + targets), past the "
                    + "\(PluginLimits.maximumAnimatedTargets) one may animate in all"
            )
        }
        animations += 1
        animatedTargets += targets
    }

    /// Charges the look `snapshot` shows, unless an earlier snapshot of this transition already
    /// paid for it, or refuses it when it nests too deep or would capture past the limit.
    func chargeLook(of snapshot: View) throws(ServiceRefusal) {
        guard let look = snapshot.snapshotContent?.look, !countedLooks.contains(look.id) else { return }
        guard look.nesting <= PluginLimits.maximumSnapshotNesting else {
            throw .range(
                "the snapshot would nest snapshots \(look.nesting) deep (a snapshot of a view showing a "
                    + "snapshot of …), past the \(PluginLimits.maximumSnapshotNesting) allowed; "
                    + "snapshot the original view instead"
            )
        }
        guard look.weight <= PluginLimits.maximumCapturedViews - capturedViews else {
            let sum = capturedViews.addingReportingOverflow(look.weight)
            throw .range(
                "the snapshot captures \(look.weight) views, which would bring the transition's captured views to "
                    + "\(sum.overflow ? Int.max : sum.partialValue), past the \(PluginLimits.maximumCapturedViews) "
                    + "its snapshots may capture in all; snapshot fewer or smaller views, or reuse a snapshot"
            )
        }
        countedLooks.insert(look.id)
        capturedViews += look.weight
    }
}
