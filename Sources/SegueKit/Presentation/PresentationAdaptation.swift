import SegueEngine

/// A presentation changing style because its window's size class changed (a form sheet, page
/// sheet or popover going full screen in a compact window, and back in a regular one), run
/// inside the window's size transition so its frames animate on the size-change coordinator.
///
/// UIKit adapts a presentation when the traits change, asking the adaptive delegate
/// (`adaptivePresentationStyle(for:traitCollection:)`, then
/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`), before the
/// controllers hear `viewWillTransition(to:with:)`.
struct PresentationAdaptation {
    /// The adapting presentation.
    let controller: SystemPresentationController
    /// The style it adapts to.
    let style: ModalPresentationStyle
    /// Whether the size change is animated.
    let animated: Bool

    /// Adapts every presentation of `controllers` that a container of `sizeClass` calls for,
    /// before the resize animates; returns them, to be finished when it ends.
    static func begin(for controllers: [ViewController], in sizeClass: SizeClass, animated: Bool)
        -> [PresentationAdaptation]
    {
        controllers.compactMap { presented in
            guard let controller = presented.presentationController as? SystemPresentationController else { return nil }
            let style = controller.adaptivePresentationStyle(for: sizeClass)
            guard style != controller.style, style != .custom, style != .none else { return nil }
            let adaptation = PresentationAdaptation(controller: controller, style: style, animated: animated)
            adaptation.begin()
            return adaptation
        }
    }

    /// The presenter of the adapting presentation.
    private var presenter: ViewController { controller.presentingViewController }

    /// Logs the adaptation, shows the delegate's replacement controller (if any), changes the
    /// style, and begins the presenter's appearance change when its view comes or goes.
    private func begin() {
        controller.presentingViewController.events?.record(
            .presentation(.adaptivePresentationStyle(requested: controller.requestedStyle, adapted: style)))
        showReplacement()
        let removedBefore = controller.shouldRemovePresentersView
        controller.style = style
        switch (removedBefore, controller.shouldRemovePresentersView) {
        case (false, true):
            ModalTransition.rememberPresenterPlace(of: controller)
            presenter.beginAppearanceTransition(false, animated: animated)
        case (true, false):
            // Back under the sheet before it shrinks, so the resize uncovers it.
            ModalTransition.returnPresenterView(of: controller)
            presenter.beginAppearanceTransition(true, animated: animated)
        default:
            break
        }
    }

    /// Once the resize ended: a presenter covered full screen leaves the hierarchy; the
    /// presenter's appearance change ends.
    func finish() {
        if controller.shouldRemovePresentersView, controller.removedPresenterView != nil {
            ModalTransition.removePresenterView(of: controller)
        }
        presenter.endAppearanceTransition(animated: animated)
    }

    /// Asks the adaptive delegate which controller to show in the adapted style, and swaps the
    /// shown view in the container when that changes.
    private func showReplacement() {
        guard let delegate = controller.delegate else { return }
        let replacement = delegate.presentationController(controller, viewControllerForAdaptivePresentationStyle: style)
        controller.presentingViewController.events?.record(
            .adaptiveDelegate(
                .viewControllerForAdaptivePresentationStyle(style: style, replacement: replacement?.title)))
        let shown = controller.presentedView
        controller.adaptiveReplacement = replacement
        guard let container = controller.containerView, let next = controller.presentedView, next !== shown else {
            return
        }
        next.frame = shown?.frame ?? controller.frameOfPresentedViewInContainerView
        container.addSubview(next)
        if let shown, shown.superview === container { shown.removeFromSuperview() }
    }
}
