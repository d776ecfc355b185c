/// What a transitioning delegate vended for one modal transition, and the animator that runs it.
struct VendedAnimators {
    /// The delegate's animator, if it vended one.
    var animator: AnimatedTransitioning?
    /// The delegate's interaction controller, if it vended one (only for animated transitions).
    var interaction: InteractiveTransitioning?

    /// Whether the delegate is asked at all. UIKit asks for an animated transition, and also for
    /// an unanimated `.custom` one: the header comment of `isAnimated`
    /// (UIViewControllerTransitioning.h) says a custom presentation's animator still gets
    /// `animateTransition(using:)`, so it can add and remove its views. Other styles get none.
    static func areAsked(animated: Bool, style: ModalPresentationStyle) -> Bool {
        animated || style == .custom
    }

    /// The animator that runs the transition: the delegate's, else the built-in one of
    /// `transitionStyle` when animated, else the unanimated stand-in.
    func resolved(animated: Bool, transitionStyle: ModalTransitionStyle, presenting: Bool) -> AnimatedTransitioning {
        if let animator { return animator }
        return animated
            ? BuiltInAnimators.animator(for: transitionStyle, presenting: presenting) : UnanimatedTransition()
    }
}
