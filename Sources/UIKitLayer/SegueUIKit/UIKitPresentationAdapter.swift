import SeguePluginSDK

/// An exported UIKit presentation controller as the SDK's: one delegate and one `UIPresentationController` per
/// presentation (as UIKit makes one per presentation), its hooks called inside host sessions.
///
/// [main thread]
final class UIKitPresentationAdapter<Slot: ExportSlot>: SeguePresentationController {
    static var info: PresentationInfo { UIKitPlugin.presentations[Slot.index].info }

    /// The delegate that vended the controller (kept alive with it).
    private let delegate: UIViewControllerTransitioningDelegate
    /// The UIKit controller.
    private let controller: UIPresentationController?

    init(parameters: ParameterValues) {
        delegate = UIKitPlugin.presentations[Slot.index].makeDelegate()
        let presented = ControllerDirectory.controller(for: .presented)
        let presenting = ControllerDirectory.controller(for: .presenting)
        controller = delegate.presentationController(
            forPresented: presented, presenting: presenting, source: presenting)
    }

    /// The controller's frame for the layout's container: the container's model bounds are the layout's for
    /// the call (the hook is pure and has no context).
    func frameOfPresentedView(in layout: PresentationLayout) -> Rect {
        let container = HostContainer.view.layer
        container.modelValues.bounds = CGRect(layout.containerBounds)
        container.fetched.insert(.geometry)
        guard let controller else { return layout.containerBounds }
        return controller.frameOfPresentedViewInContainerView.abi
    }

    func presentationWillBegin(_ context: TransitionContext) throws(ServiceError) {
        hook(context) { $0.presentationTransitionWillBegin() }
    }

    func presentationDidEnd(_ context: TransitionContext, completed: Bool) throws(ServiceError) {
        hook(context) { $0.presentationTransitionDidEnd(completed) }
    }

    func dismissalWillBegin(_ context: TransitionContext) throws(ServiceError) {
        hook(context) { $0.dismissalTransitionWillBegin() }
    }

    func dismissalDidEnd(_ context: TransitionContext, completed: Bool) throws(ServiceError) {
        hook(context) { $0.dismissalTransitionDidEnd(completed) }
    }

    func containerWillLayout(_ context: TransitionContext) throws(ServiceError) {
        hook(context) { $0.containerViewWillLayoutSubviews() }
    }

    func containerDidLayout(_ context: TransitionContext) throws(ServiceError) {
        hook(context) { $0.containerViewDidLayoutSubviews() }
    }

    var shouldRemovePresentersView: Bool { controller?.shouldRemovePresentersView ?? false }

    func adaptivePresentationStyle(for sizeClass: SegueSizeClass) -> SeguePresentationStyle {
        guard let controller else { return .none }
        let traits = UITraitCollection(horizontalSizeClass: sizeClass == .regular ? .regular : .compact)
        let style = controller.adaptivePresentationStyle(for: traits)
        return style == .none ? .none : SeguePresentationStyle(rawValue: Int32(style.rawValue))
    }

    /// Runs a hook in a new scope (each hook's context is fresh: handles from earlier ones are stale).
    private func hook(_ context: TransitionContext, _ body: (UIPresentationController) -> Void) {
        guard let controller else { return }
        HostSession.run(in: HostSession.scope(for: context, presenting: true)) { body(controller) }
    }
}
