internal import SeguePluginSDK

/// The context an animator gets: the host's transition context, answered with the UIKit objects that stand for
/// its views and controllers (the same object for the same view every time it is asked).
///
/// [main thread] Valid while the transition runs, in the host call it was handed in and in its animations'
/// completions.
package final class HostTransitionContext: UIViewControllerContextTransitioning {
    /// The host call's scope.
    package let scope: HostSession.Scope
    /// The host's context.
    private var context: TransitionContext { scope.context }
    /// The operation, asked once.
    private var operation: SeguePluginSDK.Operation { scope.operation }
    /// The host's controllers by key, asked once each.
    private var controllers: [TransitionKey: ControllerHandle] = [:]

    /// A context over `scope`.
    package init(scope: HostSession.Scope) {
        self.scope = scope
    }

    /// The container: one view for the plugin process's life, found again in each context.
    package var containerView: UIView { HostContainer.view }

    // After `completeTransition` the host's context answers nothing more: the last answers stand (UIKit code reads
    // them in completions that run after it completed).
    package var isAnimated: Bool { scope.ended ? lastAnimated : remember(context.isAnimated, in: &lastAnimated) }
    package var isInteractive: Bool {
        scope.ended ? lastInteractive : remember(context.isInteractive, in: &lastInteractive)
    }
    package var transitionWasCancelled: Bool {
        scope.ended ? lastCancelled : remember(context.transitionWasCancelled, in: &lastCancelled)
    }
    package var presentationStyle: UIModalPresentationStyle { UIModalPresentationStyle(scope.presentationStyle) }

    /// The last answers of the queries above.
    private var lastAnimated = true
    private var lastInteractive = false
    private var lastCancelled = false

    /// Keeps `answer` in `slot` and returns it.
    private func remember(_ answer: Bool, in slot: inout Bool) -> Bool {
        slot = answer
        return answer
    }
    package var targetTransform: CGAffineTransform { .identity }

    package func updateInteractiveTransition(_ percentComplete: CGFloat) { interactionCall("update") }
    package func finishInteractiveTransition() { interactionCall("finish") }
    package func cancelInteractiveTransition() { interactionCall("cancel") }
    package func pauseInteractiveTransition() { interactionCall("pause") }

    /// An animator may not drive the interaction: the host's interaction controller does.
    private func interactionCall(_ name: String) {
        HostSession.warnOnce("\(name)InteractiveTransition from an animator does nothing: the host drives interactions")
    }

    /// Ends the transition; a second call is refused and reported by the host, as the contract says. Afterwards
    /// the layer keeps changes in the model only (UIKit code touches views in completions that run later).
    package func completeTransition(_ didComplete: Bool) {
        // A second call still reaches the host, which refuses and reports it, as the contract says.
        if !scope.ended { lastCancelled = !didComplete }
        HostSession.run(in: scope) { context.completeTransition(didComplete) }
        scope.end()
    }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        let side: TransitionKey = key == .from ? .from : .to
        return ControllerDirectory.controller(for: ControllerRole.at(side, in: operation))
    }

    /// The controller's root view when the host hands that side's view to the animator, else nil.
    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let side: TransitionKey = key == .from ? .from : .to
        return HostSession.run(in: scope) {
            guard let handed = (try? context.view(forKey: side)) ?? nil else { return nil }
            let view = ControllerDirectory.controller(for: ControllerRole.at(side, in: operation)).view
            // The handed view is the controller's root view: its handle, without asking for it again.
            view?.layer.resolve(as: handed)
            return view
        }
    }

    package func initialFrame(for vc: UIViewController) -> CGRect { frame(of: vc, initial: true) }
    package func finalFrame(for vc: UIViewController) -> CGRect { frame(of: vc, initial: false) }

    /// The host's initial or final frame of a host controller (zero for one of the plugin's own).
    private func frame(of vc: UIViewController, initial: Bool) -> CGRect {
        guard let role = vc.role else { return .zero }
        let key = role.key(in: operation)
        let rect = HostSession.run(in: scope) {
            HostSession.perform("the \(initial ? "initial" : "final") frame") { context throws(ServiceError) in
                let controller: ControllerHandle
                if let known = controllers[key] {
                    controller = known
                } else {
                    controller = try context.viewController(forKey: key)
                    controllers[key] = controller
                }
                return initial ? try context.initialFrame(for: controller) : try context.finalFrame(for: controller)
            }
        }
        return rect.map(CGRect.init) ?? .zero
    }
}

/// The container view: one `UIView` standing for the host's container in every context.
///
/// [main thread]
package enum HostContainer {
    /// The container.
    nonisolated(unsafe) package static let view: UIView = {
        let view = UIView(frame: .zero)
        view.layer.origin = .host(HostQuery { context throws(ServiceError) in try context.containerView() })
        view.layer.fetched = []
        view.layer.childrenKnown = false
        return view
    }()
}
