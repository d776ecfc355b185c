import SegueEngine

/// The objc.io container's delegate: told about selections, and able to vend an animator (and,
/// beyond the article, an interaction controller) for each transition; every member is optional.
public protocol ContainerViewControllerDelegate: AnyObject {
    /// `controller` was selected.
    func containerViewController(_ container: ContainerViewController, didSelect controller: ViewController)
    /// The animator for moving from `from` to `to`; nil uses the default spring slide.
    func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning?
    /// The interaction controller for a transition animated by `animator`, if interactive.
    func containerViewController(
        _ container: ContainerViewController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning?
}

extension ContainerViewControllerDelegate {
    /// Nothing by default.
    public func containerViewController(_ container: ContainerViewController, didSelect controller: ViewController) {}
    /// The default spring slide by default.
    public func containerViewController(
        _ container: ContainerViewController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? { nil }
    /// Not interactive by default.
    public func containerViewController(
        _ container: ContainerViewController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? { nil }
}

/// objc.io's custom container (issue 12): children shown one at a time in a private container
/// view, switched through its own `ContainerTransitionContext` by any third-party animator, the
/// delegate's, or the default `ContainerSlideAnimator`; interactive when the delegate vends an
/// interaction controller (the article's exercise).
open class ContainerViewController: ViewController {
    /// The children, in button order.
    public private(set) var viewControllers: [ViewController]
    /// The child shown now.
    public private(set) var selectedViewController: ViewController?
    /// Vends animators and interaction controllers; held strongly.
    public var delegate: ContainerViewControllerDelegate?
    /// The view the children's views live in.
    public let privateContainerView: View
    /// Whether a transition is running (the article disables its buttons meanwhile).
    public private(set) var isTransitioning = false

    /// A container of `viewControllers` showing the first.
    public init(viewControllers: [ViewController], title: String = "container", frame: Rect = .zero) {
        precondition(!viewControllers.isEmpty, "a container needs at least one child")
        self.viewControllers = viewControllers
        privateContainerView = View(name: "\(title).content", in: viewControllers[0].engine.tree)
        super.init(engine: viewControllers[0].engine, title: title, frame: frame)
        privateContainerView.frame = view.bounds
        view.addSubview(privateContainerView)
        transition(to: viewControllers[0], interactive: false, completion: nil)
    }

    /// Keeps the private container view and the shown child filling the container's view.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        privateContainerView.frame = view.bounds
        if !isTransitioning, let selected = selectedViewController { selected.view.frame = privateContainerView.bounds }
    }

    /// Selects child `index` (a button tap): transitions to it on the next tick.
    public func select(_ index: Int, completion: ((Bool) -> Void)? = nil) throws(TransitionError) {
        guard viewControllers.indices.contains(index) else {
            throw TransitionError(
                "child \(index) does not exist in '\(title)'; choose " + "0…\(viewControllers.count - 1)")
        }
        guard !isTransitioning else {
            throw TransitionError(
                "cannot select child \(index) while '\(title)' is transitioning; select from the completion")
        }
        let target = viewControllers[index]
        guard target !== selectedViewController else { return }
        isTransitioning = true
        engine.performOnNextTick { [self] in
            selectedViewController = target
            transition(to: target, interactive: true, completion: completion)
            delegate?.containerViewController(self, didSelect: target)
        }
    }

    /// The article's `transitionToChildViewController:`.
    private func transition(
        to toController: ViewController, interactive allowsInteraction: Bool, completion: ((Bool) -> Void)?
    ) {
        let fromController = children.first { $0 !== toController && $0.view.superview === privateContainerView }
        let toView = toController.view
        toView.frame = privateContainerView.bounds
        fromController?.notifyWillMove(toParent: nil)
        addChild(toController)

        // The first child: no animation, just install it.
        guard let fromController else {
            selectedViewController = toController
            privateContainerView.addSubview(toView)
            toController.notifyDidMove(toParent: self)
            return
        }
        let events = window?.events ?? TransitionEventLog(engine: engine)
        var animator: AnimatedTransitioning?
        if let delegate {
            events.record(
                .containerDelegate(.containerAnimationController(from: fromController.title, to: toController.title)))
            animator = delegate.containerViewController(
                self, animationControllerForTransitionFrom: fromController, to: toController)
        }
        let resolved = animator ?? ContainerSlideAnimator()
        var interaction: InteractiveTransitioning?
        if allowsInteraction, let delegate, animator != nil {
            events.record(.containerDelegate(.containerInteractionController))
            interaction = delegate.containerViewController(self, interactionControllerFor: resolved)
        }
        let fromIndex = viewControllers.firstIndex { $0 === fromController } ?? 0
        let toIndex = viewControllers.firstIndex { $0 === toController } ?? 0
        let context = ContainerTransitionContext(
            from: fromController, to: toController, goingRight: toIndex > fromIndex, animator: resolved, events: events)
        let appears = isViewVisible
        if appears { AppearanceTransition.begin(appearing: toController, disappearing: fromController, animated: true) }
        let run = TransitionRun(
            window: window, context: context.base, animator: resolved,
            interaction: interaction, logsAnimator: true, participants: [self, fromController, toController])
        run.contextForCallbacks = context
        run.didEnd = { [self] didComplete in
            if didComplete {
                fromController.view.removeFromSuperview()
                fromController.removeFromParent()
                toController.notifyDidMove(toParent: self)
            } else {
                // Undo: the old child stays, the new one leaves again.
                toView.removeFromSuperview()
                toController.removeFromParent()
                fromController.notifyDidMove(toParent: self)
                selectedViewController = fromController
            }
            if appears {
                AppearanceTransition.finish(
                    appearing: toController, disappearing: fromController, completed: didComplete, animated: true)
            }
        }
        run.completion = { [self] didComplete in
            isTransitioning = false
            events.record(.completion(.container(completed: didComplete)))
            completion?(didComplete)
        }
        run.start()
    }
}
