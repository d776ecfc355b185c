import SegueEngine
import SegueKit

/// Touches on a presented presentation, scripted or from the live pointer: the top-most
/// presentation's controller takes the taps and vertical pans it handles
/// (`PresentationController.deliverPresentedGesture(_:)`); a tap it passes through, or does not
/// take, reaches the views beneath by hit testing.
public enum PresentationTouches {
    /// A tap at `location` (window coordinates) in `window`: nil when the presentation took it,
    /// else the view the tap reached (the presenter's, beneath a pass-through).
    @discardableResult
    public static func tap(at location: Point, in window: Window) -> View? {
        guard let controller = topPresentation(in: window), let container = controller.containerView else {
            return window.view.hitTest(location)
        }
        let point = container.convert(location, from: window.view)
        let event = GestureEvent(
            kind: .tap, phase: .ended, touch: 0, state: .driving, time: window.engine.currentTime, location: point,
            translation: Point(x: 0, y: 0), velocity: Point(x: 0, y: 0), scale: 1, scaleVelocity: 0,
            containerSize: container.bounds.size, fraction: 0, duration: 0)
        guard !controller.deliverPresentedGesture(event) else { return nil }
        // Passed through: the presenter's views, beneath the container.
        let presenter = controller.presentingViewController.view
        return presenter.hitTest(presenter.convert(location, from: window.view))
    }

    /// The presentation controller of the top-most presented controller in `window`.
    static func topPresentation(in window: Window) -> PresentationController? {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top === window.rootViewController ? nil : top?.presentationController
    }
}
