import SegueEngine

/// Customises a tab bar controller's selection changes (`UITabBarControllerDelegate`); every
/// member is optional.
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether tapping `controller`'s tab selects it.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect controller: ViewController) -> Bool
    /// `controller` was selected.
    func tabBarController(_ tabBarController: TabBarController, didSelect controller: ViewController)
    /// The animator for switching from `from` to `to`; nil switches at once, as UIKit does.
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning?
    /// The interaction controller for a switch animated by `animator`, if interactive.
    func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning?
}

extension TabBarControllerDelegate {
    /// Every tab may be selected by default.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect controller: ViewController) -> Bool
    { true }
    /// Nothing by default.
    public func tabBarController(_ tabBarController: TabBarController, didSelect controller: ViewController) {}
    /// No animation by default.
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> AnimatedTransitioning? { nil }
    /// Not interactive by default.
    public func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? { nil }
}

/// Tabs of controllers, one shown at a time above a tab bar (`UITabBarController`). Tapping a
/// tab (`selectTab(at:)`) switches with the delegate's animator, or at once without one.
open class TabBarController: ViewController {
    /// The tabs' controllers, in tab order.
    public private(set) var viewControllers: [ViewController]
    /// The index of the selected tab.
    public private(set) var selectedIndex = 0
    /// Vends animators and interaction controllers; held strongly.
    public var delegate: TabBarControllerDelegate?
    /// The bar along the bottom edge.
    public let tabBar: View
    /// The tab bar's height.
    public static let tabBarHeight = 49.0

    /// A tab bar controller with `viewControllers` (at least one), the first selected.
    public init(viewControllers: [ViewController], title: String = "tabs", frame: Rect = .zero) {
        precondition(!viewControllers.isEmpty, "a tab bar controller needs at least one tab")
        self.viewControllers = viewControllers
        tabBar = View(name: "\(title).tabBar", in: viewControllers[0].engine.tree)
        super.init(engine: viewControllers[0].engine, title: title, frame: frame)
        for child in viewControllers { addChild(child) }
        layoutTabBar()
        view.addSubview(tabBar)
        viewControllers[0].view.frame = contentFrame
        view.insertSubview(viewControllers[0].view, at: 0)
        for child in viewControllers { child.notifyDidMove(toParent: self) }
    }

    /// The selected tab's controller.
    public var selectedViewController: ViewController { viewControllers[selectedIndex] }

    /// Where tab content goes: the bounds above the tab bar.
    public var contentFrame: Rect {
        let bounds = view.bounds
        return Rect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - Self.tabBarHeight, 0))
    }

    /// Keeps the bar at the bottom and the selected content above it.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutTabBar()
        if selectedViewController.view.superview === view { selectedViewController.view.frame = contentFrame }
    }

    private func layoutTabBar() {
        let bounds = view.bounds
        tabBar.frame = Rect(
            x: 0, y: max(bounds.height - Self.tabBarHeight, 0), width: bounds.width,
            height: min(Self.tabBarHeight, bounds.height))
    }

    /// Taps tab `index`: asks the delegate, then switches on the next tick with its animator (at
    /// once without one). Tapping the selected tab does nothing.
    public func selectTab(at index: Int, completion: (() -> Void)? = nil) throws(TransitionError) {
        guard viewControllers.indices.contains(index) else {
            throw TransitionError("tab \(index) does not exist in '\(title)'; choose 0…\(viewControllers.count - 1)")
        }
        guard index != selectedIndex else { return }
        if let window, window.isTransitioning {
            throw TransitionError(
                "cannot switch to tab \(index) while another transition is running; switch from its completion")
        }
        let from = selectedViewController
        let to = viewControllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: to) {
            events?.record(.containerDelegate(.tabShouldSelect(controller: to.title, result: false)))
            return
        }
        selectedIndex = index
        guard let window else {
            from.view.removeFromSuperview()
            to.view.frame = contentFrame
            view.insertSubview(to.view, at: 0)
            delegate?.tabBarController(self, didSelect: to)
            completion?()
            return
        }
        window.activeTransition = PendingTransition()
        engine.performOnNextTick { [self] in
            runTransition(from: from, to: to, index: index, in: window, completion: completion)
        }
    }

    private func runTransition(
        from: ViewController, to: ViewController, index: Int, in window: Window, completion: (() -> Void)?
    ) {
        let events = window.events
        var animator: AnimatedTransitioning?
        var interaction: InteractiveTransitioning?
        if let delegate {
            events.record(.containerDelegate(.tabAnimationController(from: from.title, to: to.title)))
            animator = delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
            if let animator {
                events.record(.containerDelegate(.tabInteractionController))
                interaction = delegate.tabBarController(self, interactionControllerFor: animator)
            }
        }
        let animated = animator != nil
        let resolved = animator ?? UnanimatedTransition()
        let content = contentFrame
        let context = TransitionContext(
            containerView: view, engine: engine, events: events, from: from, to: to, fromView: from.view,
            toView: to.view,
            frames: [(from, .init(initial: content, final: .zero)), (to, .init(initial: .zero, final: content))],
            isAnimated: animated, presentationStyle: .none, animationController: resolved)
        let run = TransitionRun(
            window: window, context: context, animator: resolved, interaction: interaction, logsAnimator: animated,
            participants: [self, from, to])
        let appears = isViewVisible
        run.willBegin = {
            if appears { AppearanceTransition.begin(appearing: to, disappearing: from, animated: animated) }
        }
        run.didEnd = { [self] completed in
            let (shown, hidden) = completed ? (to, from) : (from, to)
            hidden.view.removeFromSuperview()
            if !shown.view.isDescendant(of: view) {
                shown.view.frame = content
                view.insertSubview(shown.view, at: 0)
            }
            // The bar stays in front of whatever the animator added.
            view.bringSubviewToFront(tabBar)
            if !completed { selectedIndex = viewControllers.firstIndex { $0 === from } ?? selectedIndex }
            if appears {
                AppearanceTransition.finish(appearing: to, disappearing: from, completed: completed, animated: animated)
            }
            if completed {
                events.record(.containerDelegate(.tabDidSelect(controller: to.title)))
                delegate?.tabBarController(self, didSelect: to)
            }
        }
        run.completion = { completed in
            events.record(.completion(.tabSelection(index: index, completed: completed)))
            completion?()
        }
        run.start()
    }
}
