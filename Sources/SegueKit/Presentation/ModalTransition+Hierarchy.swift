import SegueEngine

extension ModalTransition {
    /// Takes the presenter's view out of the hierarchy (out of the container, after a
    /// presentation; its place was remembered at the start).
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

    /// Moves the presenter's view into the container for a transition of a style that removes it,
    /// as UIKit does before `animateTransition(using:)` (`containerView`'s documentation: UIKit
    /// "automatically adds the view of the presenting view controller to it"): at its remembered
    /// place's frame in the container's coordinates, beneath the presented view. A view already
    /// in the container (a curled page) stays where it is.
    static func movePresenterViewIntoContainer(of controller: PresentationController) {
        guard let container = controller.containerView,
            let frame = rememberedPresenterFrame(of: controller, in: container)
        else { return }
        let view = controller.presentingViewController.view
        guard view.superview !== container else { return }
        view.removeFromSuperview()
        view.frame = frame
        let presented = controller.presentedView.flatMap { shown in container.subviews.firstIndex { $0 === shown } }
        container.insertSubview(view, at: presented ?? 0)
    }

    /// The frame the presenter's view had in its remembered place, in `container`'s coordinates
    /// (nil when no place is remembered).
    static func rememberedPresenterFrame(of controller: PresentationController, in container: View) -> Rect? {
        controller.removedPresenterView.map { place in place.superview.convert(place.frame, to: container) }
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
