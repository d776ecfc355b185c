import SegueEngine

extension ModalTransition {
    /// Readies the dismissal of `target` when controllers are presented above it, as the
    /// documentation of `dismiss(animated:completion:)` says UIKit does: only the top-most view
    /// is dismissed animated (with its own transition), the controllers between leave the stack
    /// at once, unanimated, and the top-most one is then presented by `target`'s presenter.
    /// Returns the controller whose dismissal runs, and whether its new presenter must hear
    /// `viewWillAppear` (nil: as a plain dismissal decides).
    static func collapseStack(dismissing target: ViewController, in window: Window) -> (
        ViewController, presenterReappears: Bool?
    ) {
        var top = target
        while let above = top.presentedViewController { top = above }
        guard top !== target, let presenter = target.presentingStorage, let topController = top.presentationController
        else {
            return (target, nil)
        }
        var middle = top.presentingStorage
        while let leaving = middle, leaving !== presenter {
            middle = leaving.presentingStorage
            removeUnanimated(leaving, in: window)
        }
        relink(topController, to: presenter)
        return (top, topController.shouldRemovePresentersView || !presenter.hasAppeared)
    }

    /// Takes an intermediate controller out of the stack without animation: its disappearance
    /// calls, its presentation's views, then the links to its presenter and to what it presents.
    private static func removeUnanimated(_ controller: ViewController, in window: Window) {
        controller.beginAppearanceTransition(false, animated: false)
        let presentation = controller.presentationController
        presentation.map { restoreAfterDismissal($0, unlinking: false) }
        controller.endAppearanceTransition(animated: false)
        // Unlinked after viewDidDisappear so that call is logged in the window too.
        presentation.map(unlink)
        controller.presentedViewController = nil
        window.events.record(.dismissedUnanimated(controller: controller.title))
    }

    /// Makes `presenter` the presenter of `controller`'s presented controller. The presenter's
    /// view is back in its place now; a presentation that removes it remembers that place.
    private static func relink(_ controller: PresentationController, to presenter: ViewController) {
        let top = controller.presentedViewController
        presenter.presentedViewController = top
        top.presentingStorage = presenter
        controller.presentingViewController = presenter
        controller.removedPresenterView = nil
        if controller.shouldRemovePresentersView { rememberPresenterPlace(of: controller) }
    }
}
