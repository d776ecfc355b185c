import SegueEngine

/// Which way a navigation transition goes (`UINavigationController.Operation`).
public enum NavigationOperation: String, Sendable {
    /// A controller is pushed onto the stack.
    case push
    /// Controllers are popped off the stack.
    case pop
}

/// Customises a navigation controller's transitions (`UINavigationControllerDelegate`); every
/// member is optional.
public protocol NavigationControllerDelegate: AnyObject {
    /// `controller` is about to become the top controller.
    func navigationController(
        _ navigationController: NavigationController, willShow controller: ViewController, animated: Bool)
    /// `controller` became the top controller.
    func navigationController(
        _ navigationController: NavigationController, didShow controller: ViewController, animated: Bool)
    /// The animator for `operation` from `from` to `to`; nil uses the standard slide.
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning?
    /// The interaction controller for a transition animated by `animator`, if interactive.
    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning?
}

extension NavigationControllerDelegate {
    /// Nothing by default.
    public func navigationController(
        _ navigationController: NavigationController, willShow controller: ViewController, animated: Bool
    ) {}
    /// Nothing by default.
    public func navigationController(
        _ navigationController: NavigationController, didShow controller: ViewController, animated: Bool
    ) {}
    /// The standard slide by default.
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { nil }
    /// Not interactive by default.
    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? { nil }
}

/// A stack of controllers shown one at a time (`UINavigationController`): push and pop with the
/// delegate's animator or the standard slide, interactively when an interaction controller (or
/// an edge-swipe script given to `interactivePop(with:)`) drives it.
///
/// The stack changes at once; the transition runs from the next tick. A cancelled interactive
/// pop puts the popped controller back.
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// Vends animators and interaction controllers; held strongly.
    public var delegate: NavigationControllerDelegate?
    private var pendingInteraction: InteractiveTransitioning?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController, title: String = "navigation", frame: Rect = .zero) {
        super.init(engine: rootViewController.engine, title: title, frame: frame)
        addChild(rootViewController)
        viewControllers = [rootViewController]
        rootViewController.view.frame = view.bounds
        view.addSubview(rootViewController.view)
        rootViewController.notifyDidMove(toParent: self)
    }

    /// Keeps the top controller's view filling the navigation controller's view.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if let top = topViewController, top.view.superview === view, window?.isTransitioning != true {
            top.view.frame = view.bounds
        }
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller shown: a controller presented from the top one, else the top one.
    public var visibleViewController: ViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// A navigation controller handles `show(_:sender:)` by pushing.
    open override func canPerform(_ action: ShowAction, sender: Any?) -> Bool {
        action == .show
    }

    /// Pushes `controller`, animated.
    open override func show(_ controller: ViewController, sender: Any?) throws(TransitionError) {
        events?.record(.viewController(.show(controller: title, shown: controller.title)))
        try pushViewController(controller, animated: true)
    }

    /// Pushes `controller`, animated by the delegate's animator or the standard slide.
    public func pushViewController(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil)
        throws(TransitionError)
    {
        guard let from = topViewController else {
            throw TransitionError("cannot push onto an empty navigation stack; set a root controller first")
        }
        guard controller.parent == nil, controller.presentingStorage == nil, controller.windowStorage == nil else {
            throw TransitionError(
                "cannot push '\(controller.title)': it is already shown elsewhere; push a controller that is not in "
                    + "a hierarchy"
            )
        }
        try ensureIdle("push '\(controller.title)'")
        addChild(controller)
        viewControllers.append(controller)
        transition(.push, from: from, to: controller, animated: animated, completion: completion) { [self] completed in
            if completed {
                controller.notifyDidMove(toParent: self)
            } else {
                viewControllers.removeAll { $0 === controller }
                controller.removeFromParent()
            }
        }
    }

    /// Pops the top controller and returns it (nil when only the root is left).
    @discardableResult
    public func popViewController(animated: Bool, completion: (() -> Void)? = nil) throws(TransitionError)
        -> ViewController?
    {
        guard viewControllers.count > 1 else { return nil }
        return try pop(to: viewControllers[viewControllers.count - 2], animated: animated, completion: completion).last
    }

    /// Pops every controller above the root and returns them, root-most first.
    @discardableResult
    public func popToRootViewController(animated: Bool, completion: (() -> Void)? = nil) throws(TransitionError)
        -> [ViewController]
    {
        guard let root = viewControllers.first, viewControllers.count > 1 else { return [] }
        return try pop(to: root, animated: animated, completion: completion)
    }

    /// Pops until `controller` is on top and returns the popped controllers, root-most first.
    @discardableResult
    public func popToViewController(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil)
        throws(TransitionError) -> [ViewController]
    {
        guard viewControllers.contains(where: { $0 === controller }) else {
            throw TransitionError(
                "cannot pop to '\(controller.title)': it is not in the navigation stack of '\(title)'; pop to one of "
                    + "\(viewControllers.map(\.title))"
            )
        }
        return try pop(to: controller, animated: animated, completion: completion)
    }

    /// Pops the top controller under an edge swipe replayed from `script`: the horizontal
    /// translation over the width is the progress; releasing past half finishes, else cancels.
    /// The delegate's interaction controller, when it vends one, takes precedence.
    public func interactivePop(with script: PanGestureScript, completion: (() -> Void)? = nil) throws(TransitionError) {
        guard viewControllers.count > 1 else {
            throw TransitionError("cannot pop interactively from '\(title)': only the root controller is on the stack")
        }
        pendingInteraction = EdgeSwipeInteraction(script: script)
        do {
            try popViewController(animated: true, completion: completion)
        } catch {
            pendingInteraction = nil
            throw error
        }
    }

    private func pop(to target: ViewController, animated: Bool, completion: (() -> Void)?) throws(TransitionError)
        -> [ViewController]
    {
        guard let from = topViewController, from !== target,
            let index = viewControllers.firstIndex(where: { $0 === target })
        else { return [] }
        try ensureIdle("pop to '\(target.title)'")
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        // Controllers between the target and the top leave at once; only the top one animates.
        for middle in popped.dropLast() {
            middle.notifyWillMove(toParent: nil)
            middle.view.removeFromSuperview()
            middle.removeFromParent()
        }
        from.notifyWillMove(toParent: nil)
        transition(.pop, from: from, to: target, animated: animated, completion: completion) { [self] completed in
            if completed {
                from.removeFromParent()
            } else {
                viewControllers.append(contentsOf: popped.dropLast())
                viewControllers.append(from)
                for middle in popped.dropLast() {
                    addChild(middle)
                    middle.notifyDidMove(toParent: self)
                }
                from.notifyDidMove(toParent: self)
            }
        }
        return popped
    }

    private func ensureIdle(_ action: String) throws(TransitionError) {
        if let window, window.isTransitioning {
            throw TransitionError(
                "cannot \(action) while another transition is running in the window; do it from that transition's "
                    + "completion"
            )
        }
    }

    /// Runs one push or pop on the next tick (at once, unanimated, when not in a window).
    private func transition(
        _ operation: NavigationOperation, from: ViewController, to: ViewController, animated: Bool,
        completion: (() -> Void)?, finish: @escaping (Bool) -> Void
    ) {
        let interaction = pendingInteraction
        pendingInteraction = nil
        guard let window else {
            from.view.removeFromSuperview()
            to.view.frame = view.bounds
            view.addSubview(to.view)
            finish(true)
            completion?()
            return
        }
        window.activeTransition = PendingTransition()
        engine.performOnNextTick { [self] in
            runTransition(
                operation, from: from, to: to, animated: animated, interaction: interaction, in: window, finish: finish,
                completion: completion)
        }
    }

    private func runTransition(
        _ operation: NavigationOperation, from: ViewController, to: ViewController, animated: Bool,
        interaction pending: InteractiveTransitioning?, in window: Window, finish: @escaping (Bool) -> Void,
        completion: (() -> Void)?
    ) {
        let events = window.events
        var animator: AnimatedTransitioning?
        var interaction: InteractiveTransitioning?
        if animated, let delegate {
            events.record(
                .containerDelegate(.navigationAnimationController(operation: operation, from: from.title, to: to.title))
            )
            animator = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to)
            if let animator {
                events.record(.containerDelegate(.navigationInteractionController))
                interaction = delegate.navigationController(self, interactionControllerFor: animator)
            }
        }
        let resolved: AnimatedTransitioning =
            animated ? animator ?? NavigationSlideAnimator(operation: operation) : UnanimatedTransition()
        interaction = interaction ?? (animated ? pending : nil)
        let bounds = view.bounds
        let context = TransitionContext(
            containerView: view, engine: engine, events: events, from: from, to: to, fromView: from.view,
            toView: to.view,
            frames: [(from, .init(initial: bounds, final: .zero)), (to, .init(initial: .zero, final: bounds))],
            isAnimated: animated, presentationStyle: .none, animationController: resolved)
        let run = TransitionRun(
            window: window, context: context, animator: resolved, interaction: interaction, logsAnimator: animated,
            participants: [self, from, to])
        let appears = isViewVisible
        run.willBegin = { [self] in
            delegate?.navigationController(self, willShow: to, animated: animated)
            if appears { AppearanceTransition.begin(appearing: to, disappearing: from, animated: animated) }
        }
        run.didEnd = { [self] completed in
            let (shown, hidden) = completed ? (to, from) : (from, to)
            hidden.view.removeFromSuperview()
            hidden.view.transform3D = .identity
            if !shown.view.isDescendant(of: view) {
                shown.view.frame = bounds
                view.addSubview(shown.view)
            }
            if appears {
                AppearanceTransition.finish(appearing: to, disappearing: from, completed: completed, animated: animated)
            }
            if completed { delegate?.navigationController(self, didShow: to, animated: animated) }
            finish(completed)
        }
        run.completion = { completed in
            events.record(.completion(.navigation(operation: operation, completed: completed)))
            completion?()
        }
        run.start()
    }
}
