import SegueEngine

extension PresentationController {
    /// How long a RELAYOUT's spring settles in, and its damping (a sheet snapping to a detent).
    static let relayoutSpring = (duration: 0.45, dampingRatio: 0.85)

    /// Hands a touch on the presentation (`event`, container coordinates) to this controller
    /// while it is presented and no transition runs, and applies its answer; while an interactive
    /// dismissal it started runs, its pans drive that dismissal instead (and taps do nothing).
    /// Answers false when the controller does not take the touch, or passes it through, so the
    /// caller delivers it to the views beneath (the presenter's) by hit testing.
    @discardableResult
    public func deliverPresentedGesture(_ event: GestureEvent) -> Bool {
        if let dismissalInteraction {
            if event.kind != .tap, presentedGestures.contains(event.kind) { dismissalInteraction.deliver(event) }
            return true
        }
        guard presentedGestures.contains(event.kind), containerView?.superview != nil,
            presentedViewController.presentingViewController != nil,
            presentedViewController.transitionCoordinator == nil
        else { return false }
        switch handlePresentedGesture(event) {
        case .none: break
        case .follow(let frame): presentedView?.frame = frame
        case .relayout: relayout()
        case .dismiss: dismissPresented()
        case .dismissInteractively where event.kind != .tap && !event.isRelease: dismissInteractively()
        case .dismissInteractively:
            // No later event of this touch would drive it: an interactive dismissal would wait for ever.
            presentingViewController.events?.diagnose(
                "a presentation gesture asked to dismiss interactively on a \(event.kind) \(event.phase), which no "
                    + "later event of its touch can drive; it dismisses animated")
            dismissPresented()
        case .passThrough: return false
        case .interaction:
            presentingViewController.events?.diagnose(
                "a presentation gesture answered an interaction decision, but no interactive dismissal runs; ignored")
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

    /// DISMISS_INTERACTIVELY: the dismissal starts on the next tick with a percent-driven
    /// interaction controller this touch drives (`PresentationDismissalInteraction`); a refusal
    /// is a diagnostic and leaves the presentation as it is.
    private func dismissInteractively() {
        dismissalInteraction = PresentationDismissalInteraction(controller: self)
        do {
            try presentedViewController.dismiss(animated: true)
        } catch {
            dismissalInteraction = nil
            presentingViewController.events?.diagnose("a presentation gesture's dismissal was refused: \(error)")
        }
    }

    /// The interactive dismissal ended: later touches reach the controller as before. A cancelled
    /// one leaves the presented view where the touch took it over, so it springs back to the
    /// frame answer (as a sheet settles at its detent) on the next tick, once the run has ended.
    func interactiveDismissalEnded(_ interaction: PresentationDismissalInteraction) {
        guard dismissalInteraction === interaction else { return }
        dismissalInteraction = nil
        presentedViewController.engine.performOnNextTick { [weak self] in
            guard let self, presentedViewController.presentingViewController != nil,
                presentedViewController.transitionCoordinator == nil, containerView?.superview != nil,
                let view = presentedView, view.frame != frameOfPresentedViewInContainerView
            else { return }
            relayout()
        }
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
