import SegueEngine
import SegueKit

/// A transitioning delegate for modal tests: vends whatever the test configures and counts what
/// it was asked.
final class ModalTestDelegate: TransitioningDelegate {
    var presentAnimator: (() -> AnimatedTransitioning?)?
    var dismissAnimator: (() -> AnimatedTransitioning?)?
    var presentInteraction: InteractiveTransitioning?
    var dismissInteraction: InteractiveTransitioning?
    var makePresentationController: ((ViewController, ViewController) -> PresentationController?)?
    private(set) var presentationControllersVended: [PresentationController] = []

    init(
        presentAnimator: (() -> AnimatedTransitioning?)? = nil,
        dismissAnimator: (() -> AnimatedTransitioning?)? = nil
    ) {
        self.presentAnimator = presentAnimator
        self.dismissAnimator = dismissAnimator
    }

    /// A delegate vending a fresh `DiagonalAnimator` both ways, on `curve` over `duration`.
    static func diagonal(duration: Double = 0.5, curve: TimingCurve = .easeInOut) -> ModalTestDelegate {
        ModalTestDelegate(
            presentAnimator: { DiagonalAnimator(presenting: true, duration: duration, curve: curve) },
            dismissAnimator: { DiagonalAnimator(presenting: false, duration: duration, curve: curve) })
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> AnimatedTransitioning?
    {
        presentAnimator?()
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        dismissAnimator?()
    }

    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        presentInteraction
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        dismissInteraction
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        guard let presenting, let make = makePresentationController, let controller = make(presented, presenting) else {
            return nil
        }
        presentationControllersVended.append(controller)
        return controller
    }
}

/// A controller whose appearance callbacks run closures the test sets (to reach the coordinator
/// from `viewWillAppear`, as apps do).
final class HookedController: ViewController {
    var onViewWillAppear: ((HookedController) -> Void)?
    var onViewDidAppear: ((HookedController) -> Void)?
    var onViewWillDisappear: ((HookedController) -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onViewWillAppear?(self)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onViewDidAppear?(self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onViewWillDisappear?(self)
    }
}

/// An animator wrapper that records which context it got and lets tests misbehave on purpose.
final class ScriptedAnimator: AnimatedTransitioning {
    enum Behaviour {
        /// Animate like `DiagonalAnimator` and complete normally.
        case normal
        /// Add the incoming view, animate, but never call `completeTransition`.
        case neverCompletes
        /// Complete twice from the animation's completion.
        case completesTwice
    }

    let presenting: Bool
    let behaviour: Behaviour
    var duration: Double
    private(set) var endedCalls: [Bool] = []
    private(set) var animateCalls = 0
    private(set) var lastContext: ContextTransitioning?

    init(presenting: Bool, duration: Double = 0.5, behaviour: Behaviour = .normal) {
        self.presenting = presenting
        self.duration = duration
        self.behaviour = behaviour
    }

    func transitionDuration(using context: ContextTransitioning?) -> Double { duration }

    func animateTransition(using context: ContextTransitioning) {
        animateCalls += 1
        lastContext = context
        let container = context.containerView
        let toView = context.view(forKey: .to)
        let fromView = context.view(forKey: .from)
        if presenting, let toView, let to = context.viewController(forKey: .to) {
            let final = context.finalFrame(for: to)
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            context.engine.animate(
                withDuration: duration.isFinite ? max(duration, 0) : 0, curve: .linear,
                animations: { toView.frame = final }
            ) { [behaviour] _ in
                let success = !context.transitionWasCancelled
                if !success { toView.removeFromSuperview() }
                switch behaviour {
                case .normal: context.completeTransition(success)
                case .neverCompletes: break
                case .completesTwice:
                    context.completeTransition(success)
                    context.completeTransition(success)
                }
            }
        } else {
            let start = fromView?.frame ?? .zero
            context.engine.animate(
                withDuration: duration.isFinite ? max(duration, 0) : 0, curve: .linear,
                animations: {
                    fromView?.frame = start.offsetBy(dx: 0, dy: container.bounds.height)
                }
            ) { [behaviour] _ in
                let success = !context.transitionWasCancelled
                if success { fromView?.removeFromSuperview() }
                switch behaviour {
                case .normal: context.completeTransition(success)
                case .neverCompletes: break
                case .completesTwice:
                    context.completeTransition(success)
                    context.completeTransition(success)
                }
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedCalls.append(transitionCompleted)
    }
}

extension KitFixture {
    /// One tick at 60 fps (the "next run-loop turn").
    func tick() {
        clock.advance(frames: 1, framesPerSecond: 60)
    }

    /// The render tree under the window now.
    var snapshot: RenderTreeSnapshot {
        engine.tree.snapshot(of: window.view)
    }

    /// How many times event `name` was logged.
    func count(_ name: String) -> Int {
        window.events.names.filter { $0 == name }.count
    }

    /// The log's event names after removing layout calls, interaction progress and alongside
    /// animation starts: the skeleton of a transition's call sequence.
    var skeleton: [String] {
        transitionCalls.filter {
            !$0.hasPrefix("presentation.containerView") && $0 != "coordinator.alongside.animation"
                && $0 != "coordinator.interactionChanged"
        }
    }
}

extension KitFixture {
    /// Appearance calls as `Title.viewWillAppear` and so on, in order.
    var appearanceCalls: [String] {
        window.events.events.compactMap { event in
            guard event.name.hasPrefix("viewController.view"),
                !event.name.hasPrefix("viewController.viewWillTransition"),
                case .string(let title)? = event.field("controller")
            else { return nil }
            let member = event.name.dropFirst("viewController.".count).prefix { $0 != "(" }
            return "\(title).\(member)"
        }
    }

    /// Whether `completed` was logged as the `completed` field of the last event called `name`.
    func lastCompleted(_ name: String) -> Bool? {
        guard let event = window.events.events.last(where: { $0.name == name }),
            case .bool(let value)? = event.field("completed")
        else { return nil }
        return value
    }
}
