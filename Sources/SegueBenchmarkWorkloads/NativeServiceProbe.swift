import SegueEngine
import SegueKit

/// The service probe plugin's native twin: on a presentation it adds the incoming view, calls
/// one service `calls` times straight through SegueKit, then completes at once.
public final class NativeServiceProbe: AnimatedTransitioning {
    /// The service called.
    private let service: ProbedService
    /// Calls per transition.
    private let calls: Int

    /// A probe calling `service` `calls` times per transition.
    public init(service: ProbedService, calls: Int) {
        self.service = service
        self.calls = calls
    }

    /// No animation: the transition completes in `animateTransition`.
    public func transitionDuration(using context: ContextTransitioning?) -> Double { 0 }

    /// Adds the incoming view, makes the calls, completes.
    public func animateTransition(using context: ContextTransitioning) {
        let toView = context.view(forKey: .to)
        if let toView { context.containerView.addSubview(toView) }
        var answered = 0
        switch service {
        case .none: break
        case .setFrame:
            for call in 0..<calls {
                toView?.frame = Rect(x: Double(call & 1023), y: 0, width: 400, height: 800)
                answered += 1
            }
        case .isAnimated:
            for _ in 0..<calls where context.isAnimated { answered += 1 }
        }
        // As the plugin does: the answers decide the completion, so no call can be optimised away.
        context.completeTransition(answered == calls || service == .none)
    }
}
