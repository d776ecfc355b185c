import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

extension ContextServices {
    /// `animate_alongside` (1.2, presenting): the description's targets animate alongside the
    /// running transition through its coordinator (`animate(alongsideTransition:completion:)`),
    /// so they follow its timing and are scrubbed, finished and cancelled with it; the completion
    /// runs once when the transition ends, at the end or (cancelled) at the start. With no
    /// transition running, the targets are set at once and the completion runs before the call
    /// returns, as UIKit does without a coordinator. Alongside animations have no handle of their
    /// own: `out` is set to 0.
    static func animateAlongside(
        _ session: PluginTransitionSession, _ description: UnsafePointer<segue_animation_desc_t>?,
        _ out: UnsafeMutablePointer<segue_animation_t>?
    ) throws(ServiceRefusal) {
        guard let description else { throw .invalid("the animation description must not be NULL") }
        let d = description.pointee
        try PluginAnimations.checkSize(d.size, MemoryLayout<segue_animation_desc_t>.size, "animation description")
        let changes = try PluginAnimations.changes(d.targets, count: d.target_count, in: session)
        try session.budget.chargeAnimation(targets: Int(d.target_count))
        out?.pointee = 0
        let finish = alongsideCompletion(d.completion, data: d.completion_data, in: session)
        guard let coordinator = session.coordinator else {
            changes()
            finish(true)
            return
        }
        coordinator.animate(alongsideTransition: { _ in changes() }, completion: { finish(!$0.isCancelled) })
    }

    /// Calls the plugin's alongside completion (if any) with whether the transition completed;
    /// keeps the session (the context pointer the plugin gets back) and its owner alive until then.
    private static func alongsideCompletion(
        _ completion: segue_animation_completion_t?, data: UnsafeMutableRawPointer?,
        in session: PluginTransitionSession
    ) -> (Bool) -> Void {
        guard let completion else { return { _ in } }
        let owner = session.owner
        return { completed in
            withExtendedLifetime(owner) {
                let position: SegueAnimationPosition = completed ? .end : .start
                PluginCalls.into(.alongside_completion) {
                    completion(data, UnsafePointer(session.raw), 0, position.rawValue)
                }
            }
        }
    }
}
