import SegueEngine
import SegueKit

/// Touches on a presented presentation, scripted or from the live pointer: the top-most
/// presentation's controller takes the taps and vertical pans it handles
/// (`PresentationController.deliverPresentedGesture(_:)`), pans driving the interactive
/// dismissal one of them started; a tap it passes through, or does not take, reaches the views
/// beneath by hit testing.
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

    /// One event of a one-finger pan on the top-most presentation in `window` (window coordinates); answers whether
    /// the presentation took it (false: deliver it to the views beneath).
    @discardableResult
    public static func pan(
        _ phase: GestureEvent.Phase, at location: Point, translation: Point, velocity: Point, in window: Window
    ) -> Bool {
        guard let controller = topPresentation(in: window), let container = controller.containerView else {
            return false
        }
        let event = GestureEvent(
            kind: .verticalPan, phase: phase, touch: 0, state: .driving, time: window.engine.currentTime,
            location: container.convert(location, from: window.view), translation: translation, velocity: velocity,
            scale: 1, scaleVelocity: 0, containerSize: container.bounds.size, fraction: 0, duration: 0)
        return controller.deliverPresentedGesture(event)
    }

    /// The presentation controller of the top-most presented controller in `window`.
    static func topPresentation(in window: Window) -> PresentationController? {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top === window.rootViewController ? nil : top?.presentationController
    }
}
