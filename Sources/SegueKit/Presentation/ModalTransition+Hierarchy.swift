import SegueEngine

extension ModalTransition {
    /// Takes the presenter's view out of the hierarchy (its place was remembered at the start).
    static func removePresenterView(of controller: PresentationController) {
        controller.presentingViewController.view.removeFromSuperview()
    }

    /// Records where the presenter's view is, so a dismissal (or a cancel) can put it back.
    static func rememberPresenterPlace(of controller: PresentationController) {
        let view = controller.presentingViewController.view
        guard let superview = view.superview, controller.removedPresenterView == nil else { return }
        let index = superview.subviews.firstIndex { $0 === view } ?? 0
        controller.removedPresenterView = (superview, index, view.frame)
    }

    /// Puts the presenter's view back where it was before the presentation moved or removed it.
    static func returnPresenterView(of controller: PresentationController) {
        guard let (superview, index, frame) = controller.removedPresenterView else { return }
        let view = controller.presentingViewController.view
        view.removeFromSuperview()
        view.transform3D = .identity
        view.frame = frame
        superview.insertSubview(view, at: min(index, superview.subviews.count))
        controller.removedPresenterView = nil
    }

    /// Ends a presentation: the presented view and container leave, the presenter's view returns
    /// where it was, and the two controllers are unlinked.
    static func restoreAfterDismissal(_ controller: PresentationController, unlinking: Bool = true) {
        controller.presentedView?.removeFromSuperview()
        returnPresenterView(of: controller)
        controller.containerView?.removeFromSuperview()
        if unlinking { unlink(controller) }
    }

    /// Unlinks the presenter and the presented controller of `controller`'s presentation.
    static func unlink(_ controller: PresentationController) {
        let presented = controller.presentedViewController
        if controller.presentingViewController.presentedViewController === presented {
            controller.presentingViewController.presentedViewController = nil
        }
        presented.presentingStorage = nil
        presented.presentationController = nil
    }
}
