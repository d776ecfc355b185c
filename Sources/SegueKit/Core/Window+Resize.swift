import SegueEngine

extension Window {
    /// Resizes the window to `size` as a coordinated transition (a rotation or a split-screen
    /// change): on the next tick every controller hears `viewWillTransition(to:with:)` and may
    /// add alongside animations; the window, the root view and every presentation then animate
    /// to the new layout over `duration` seconds on one coordinator.
    public func transition(to size: Size, duration: Double = 0.3, completion: (() -> Void)? = nil)
        throws(TransitionError)
    {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw TransitionError(
                "cannot resize the window to \(size.width) × \(size.height); give a finite, positive width and height")
        }
        guard duration.isFinite, duration >= 0 else {
            throw TransitionError("cannot resize over \(duration) s; give a finite, non-negative duration")
        }
        guard !isTransitioning else {
            throw TransitionError(
                "cannot resize the window while another transition is running; resize from its completion")
        }
        guard let root = rootViewController else {
            throw TransitionError(
                "cannot run a size transition in a window without a root controller; set rootViewController first")
        }
        activeTransition = PendingTransition()
        engine.performOnNextTick { [self] in runResize(to: size, duration: duration, root: root, completion: completion)
        }
    }

    private func runResize(to size: Size, duration: Double, root: ViewController, completion: (() -> Void)?) {
        var controllers = [root]
        while let presented = controllers.last?.presentedViewController { controllers.append(presented) }
        let animator = ResizeAnimator(window: self, size: size, duration: duration, controllers: controllers)
        let context = TransitionContext(
            containerView: view, engine: engine, events: events, from: nil, to: nil, fromView: nil, toView: nil,
            frames: [], isAnimated: duration > 0, presentationStyle: .none, animationController: animator)
        let run = TransitionRun(
            window: self, context: context, animator: animator, interaction: nil, logsAnimator: false,
            participants: controllers)
        // The coordinator, not the run: a hook capturing its own run would keep it alive.
        let coordinator = run.coordinator
        let sizeClass = horizontalSizeClass(forWidth: size.width)
        var adaptations: [PresentationAdaptation] = []
        run.willBegin = { [events] in
            events.record(.windowWillTransition(width: size.width, height: size.height))
            // Presentations adapt to the new size class first, as UIKit's trait change precedes
            // viewWillTransition(to:with:); their frames then animate with the resize.
            adaptations = PresentationAdaptation.begin(
                for: Array(controllers.dropFirst()), in: sizeClass, animated: duration > 0)
            root.viewWillTransition(to: size, with: coordinator)
        }
        run.didEnd = { _ in for adaptation in adaptations { adaptation.finish() } }
        run.completion = { [events] completed in
            events.record(.completion(.resize(completed: completed)))
            completion?()
        }
        run.start()
    }
}

/// Animates a window's layout to a new size: the window, the root controller's view, and each
/// presentation's container and presented view (placed by its presentation controller).
final class ResizeAnimator: AnimatedTransitioning {
    /// Weak, as the run's: a window dropped mid-resize goes away (and abandons the resize).
    weak var window: Window?
    let size: Size
    let duration: Double
    let controllers: [ViewController]

    init(window: Window, size: Size, duration: Double, controllers: [ViewController]) {
        self.window = window
        self.size = size
        self.duration = duration
        self.controllers = controllers
    }

    func transitionDuration(using context: ContextTransitioning?) -> Double { duration }

    func animateTransition(using context: ContextTransitioning) {
        let layout = { [self] in
            let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            window?.view.frame = bounds
            controllers.first?.view.frame = bounds
            controllers.first?.layoutViewHierarchy()
            for presented in controllers.dropFirst() {
                guard let controller = presented.presentationController, let container = controller.containerView else {
                    continue
                }
                if !controller.presentationStyle.coversCurrentContext { container.frame = bounds }
                controller.log(.containerViewWillLayoutSubviews)
                controller.containerViewWillLayoutSubviews()
                controller.presentedView?.frame = controller.frameOfPresentedViewInContainerView
                presented.layoutViewHierarchy()
                controller.log(.containerViewDidLayoutSubviews)
                controller.containerViewDidLayoutSubviews()
            }
        }
        guard duration > 0 else {
            layout()
            return context.completeTransition(true)
        }
        context.engine.animate(withDuration: duration, curve: .easeInOut, animations: layout) { _ in
            context.completeTransition(true)
        }
    }
}
