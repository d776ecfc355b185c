import SegueEngine

extension PresentationController {
    /// How long a RELAYOUT's spring settles in, and its damping (a sheet snapping to a detent).
    static let relayoutSpring = (duration: 0.45, dampingRatio: 0.85)

    /// Hands a touch on the presentation (`event`, container coordinates) to this controller
    /// while it is presented and no transition runs, and applies its answer. Answers false when
    /// the controller does not take the touch, or passes it through, so the caller delivers it
    /// to the views beneath (the presenter's) by hit testing.
    @discardableResult
    public func deliverPresentedGesture(_ event: GestureEvent) -> Bool {
        guard presentedGestures.contains(event.kind), containerView?.superview != nil,
            presentedViewController.presentingViewController != nil,
            presentedViewController.transitionCoordinator == nil
        else { return false }
        switch handlePresentedGesture(event) {
        case .none: break
        case .follow(let frame): presentedView?.frame = frame
        case .relayout: relayout()
        case .dismiss: dismissPresented()
        case .dismissInteractively:
            // The host side of an interactive dismissal started by a presentation gesture is not
            // built yet: it dismisses, animated, and says so.
            presentingViewController.events?.diagnose(
                "a presentation gesture asked for an interactive dismissal, which is not supported yet; it dismisses "
                    + "animated")
            dismissPresented()
        case .passThrough: return false
        }
        return true
    }

    /// RELAYOUT: the layout pair inside a spring animation, so the presented view (and the
    /// chrome the layout moves) spring to the new frame, as UIKit's `layoutIfNeeded()` in an
    /// animation block does.
    private func relayout() {
        guard let view = presentedView else { return }
        let spring = Self.relayoutSpring
        _ = presentedViewController.engine.animate(
            withDuration: spring.duration, usingSpringWithDamping: spring.dampingRatio, initialSpringVelocity: 0,
            animations: { [self] in
                callLayout()
                view.frame = frameOfPresentedViewInContainerView
            })
    }

    /// Dismisses the presented controller, animated; a refusal is a diagnostic.
    private func dismissPresented() {
        do {
            try presentedViewController.dismiss(animated: true)
        } catch {
            presentingViewController.events?.diagnose("a presentation gesture's dismissal was refused: \(error)")
        }
    }
}
