import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SeguePreview
import SegueScenario

/// A small animator source for the live session's tests: SegueKit's Diagonal (interactive), an
/// interruptible slide that vends a `PropertyAnimator` (`interruptibleAnimator(using:)`), a
/// cross-dissolve that does not claim interaction, and the bundled plugins when built.
final class LiveAnimators: LiveAnimatorSource {
    /// The built-in animators this source serves, by id.
    static let builtIn: [(id: String, name: String, interactive: Bool)] = [
        ("org.segue.test.diagonal", "Diagonal", true),
        ("org.segue.test.interruptible", "Interruptible Slide", true),
        ("org.segue.test.dissolve", "Dissolve", false),
    ]

    var animatorIDs: [String] {
        Self.builtIn.map(\.id) + (BundledPlugins.registry?.animators.map(\.descriptor.id) ?? [])
    }

    func summary(for id: String) -> LiveAnimatorSummary? {
        if let entry = Self.builtIn.first(where: { $0.id == id }) {
            return LiveAnimatorSummary(id: entry.id, name: entry.name, isInteractive: entry.interactive)
        }
        return BundledPlugins.registry?.animator(named: id).map { LiveAnimatorSummary($0.descriptor) }
    }

    func makeAnimator(id: String, operation: TransitionOperation) throws -> AnimatedTransitioning {
        let presenting = operation == .present || operation == .push || operation == .tab || operation == .container
        switch id {
        case "org.segue.test.diagonal": return DiagonalAnimator(presenting: presenting)
        case "org.segue.test.interruptible": return InterruptibleSlide(presenting: presenting)
        case "org.segue.test.dissolve": return CrossDissolveAnimator(presenting: presenting)
        default:
            guard let registry = BundledPlugins.registry, let available = registry.animator(named: id) else {
                throw TransitionError("no animator \(id)")
            }
            return try registry.makeAnimator(available, operation: operation)
        }
    }
}

/// A slide that vends its one `PropertyAnimator` as the interruptible animation (as
/// `UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)` documents: the same
/// animator for the whole transition), linear, 0.5 s: the incoming view rises from below, or
/// the outgoing one falls.
final class InterruptibleSlide: AnimatedTransitioning {
    let presenting: Bool
    private var running: PropertyAnimator?

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using context: ContextTransitioning?) -> Double { 0.5 }

    func animateTransition(using context: ContextTransitioning) {
        try? interruptibleAnimator(using: context)?.startAnimation()
    }

    func interruptibleAnimator(using context: ContextTransitioning) -> PropertyAnimator? {
        if let running { return running }
        let key: TransitionKey = presenting ? .to : .from
        guard let moving = context.view(forKey: key),
            let controller = context.viewController(forKey: presenting ? .to : .from)
        else { return nil }
        let shown = presenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
        let below = shown.offsetBy(dx: 0, dy: context.containerView.bounds.height)
        if presenting { context.containerView.addSubview(moving) }
        moving.frame = presenting ? below : shown
        let animator = PropertyAnimator(engine: context.engine, duration: 0.5, curve: .linear) {
            moving.frame = self.presenting ? shown : below
        }
        animator.addCompletion { position in
            if self.presenting && position != .end { moving.removeFromSuperview() }
            context.completeTransition(position == .end && !context.transitionWasCancelled)
        }
        running = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { running = nil }
}
