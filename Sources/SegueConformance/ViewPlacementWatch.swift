import SegueEngine
import SegueKit

/// Stands between an animator and its context to check, at the start of the animation and after
/// every frame until it completes, that the views are where UIKit's rule puts them and that the
/// animator changed nothing it was not handed.
///
/// The rule (UIViewControllerTransitioning.h, `view(forKey:)` and `containerView`; context.h's
/// `view_for_key`): the views the context offers (from and to) are in the container during the
/// transition, or in no hierarchy at all; every other view outside the container (the presenter's
/// view when the style keeps it, which the context answers nil for, and the window itself) stays
/// exactly as it was, in every property.
final class ViewPlacementWatch: AnimatedTransitioning, NamesContractCalls {
    private let animator: AnimatedTransitioning
    private var context: ContextTransitioning?
    /// The views outside the container but for the offered ones, as they were when the animation began.
    private var guarded = RenderTreeSnapshot(views: [])
    /// The first broken rule seen, in words.
    private(set) var violation: String?

    init(_ animator: AnimatedTransitioning) {
        self.animator = animator
    }

    /// Whether the watched transition began and has not completed yet. A context of another kind
    /// cannot say when it completed, so it counts as animating until `animationEnded`.
    var isAnimating: Bool {
        guard let context else { return false }
        return !((context as? TransitionContext)?.isCompleted ?? false)
    }

    func transitionDuration(using context: ContextTransitioning?) -> Double {
        animator.transitionDuration(using: context)
    }

    func animateTransition(using context: ContextTransitioning) {
        self.context = context
        guarded = guardedViews(in: context)
        check(when: "when animate_transition was called")
        animator.animateTransition(using: context)
        if isAnimating { check(when: "when animate_transition returned") }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator.animationEnded(transitionCompleted)
        context = nil
    }

    func interruptibleAnimator(using context: ContextTransitioning) -> PropertyAnimator? {
        animator.interruptibleAnimator(using: context)
    }

    /// The wrapped animator's spelling, so SegueKit's diagnostics name a C plugin's calls as C.
    func name(of call: AnimatorContractCall) -> String { call.name(for: animator) }

    /// Checks the rule now (the first violation is kept); `moment` says when, for the message.
    func check(when moment: String) {
        guard violation == nil, isAnimating, let context else { return }
        violation =
            misplacedOfferedView(in: context).map { "\($0) \(moment)" }
            ?? changedGuardedView(in: context).map { "\($0) \(moment)" }
    }

    /// An offered view that is somewhere other than the container's subtree, in words.
    private func misplacedOfferedView(in context: ContextTransitioning) -> String? {
        for key in [TransitionKey.from, .to] {
            guard let view = context.view(forKey: key), let superview = view.superview else { continue }
            if view === context.containerView || !view.isDescendant(of: context.containerView) {
                return "the \(key.rawValue)-view \(view.name) was in \(superview.name), outside the container"
            }
        }
        return nil
    }

    /// A view outside the container that differs from its state when the animation began, in words.
    private func changedGuardedView(in context: ContextTransitioning) -> String? {
        let now = guardedViews(in: context)
        guard now != guarded, let first = now.differences(from: guarded).first else { return nil }
        let unoffered = [TransitionKey.from, .to].filter { context.view(forKey: $0) == nil }
            .compactMap { key in context.viewController(forKey: key).map { (key, $0.view) } }
        let note =
            unoffered.first { first.hasPrefix("\($0.1.name) \($0.1.id):") }
            .map { " (the \($0.0.rawValue) controller's view, which the context answered nil for)" } ?? ""
        return "outside the container, \(first)\(note)"
    }

    /// The views of the window that the animator may not change: every view outside the
    /// container except the offered ones and their subviews.
    private func guardedViews(in context: ContextTransitioning) -> RenderTreeSnapshot {
        let offered = [TransitionKey.from, .to].compactMap { context.view(forKey: $0) }
        let excluded = offered + [context.containerView]
        var found: [ViewSnapshot] = []
        var pending = [context.containerView.root]
        while let view = pending.popLast() {
            guard !excluded.contains(where: { $0 === view }) else { continue }
            found.append(ViewSnapshot(view))
            pending.append(contentsOf: view.subviews.reversed())
        }
        return RenderTreeSnapshot(views: found)
    }
}
