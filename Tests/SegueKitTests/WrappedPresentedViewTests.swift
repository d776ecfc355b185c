import SegueEngine
import SegueKit
import Testing

/// An animator that hides the presented view inside a view of its own that is in no hierarchy
/// (the plugin host's cleanup may leave a wrapped view so), then completes.
private final class DetachedWrapperAnimator: AnimatedTransitioning {
    private(set) var wrapper: View?

    func transitionDuration(using context: ContextTransitioning?) -> Double { 0 }

    func animateTransition(using context: ContextTransitioning) {
        let wrapper = View(
            name: "wrapper", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: context.containerView.tree)
        if let presented = context.view(forKey: .to) { wrapper.addSubview(presented) }
        self.wrapper = wrapper
        context.completeTransition(true)
    }
}

/// Source: UIKit's containerView documentation (the presented view belongs in the container
/// when the presentation completes) and ModalTransition+Present.swift's
/// `ensurePresentedViewIsShown`: a presentation that completes with the presented view outside
/// the container, even inside a view of the animator's, ends with it in the container at its
/// final frame and a diagnostic, so a dismissal later finds it where UIKit puts it.
@Suite struct WrappedPresentedViewTests {
    @Test func aPresentedViewLeftInADetachedWrapperEndsInTheContainer() throws {
        let fixture = KitFixture()
        let animator = DetachedWrapperAnimator()
        let delegate = ModalTestDelegate(presentAnimator: { animator }, dismissAnimator: { DetachedWrapperAnimator() })
        let second = fixture.controller("Second")
        second.transitioningDelegate = delegate
        try fixture.root.present(second, animated: true)
        fixture.settle()
        let container = try #require(second.presentationController?.containerView)
        #expect(second.view.superview === container && container.superview === fixture.window.view)
        #expect(second.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(animator.wrapper?.subviews.isEmpty == true, "the wrapper no longer holds it")
        #expect(fixture.window.events.diagnostics.contains { $0.contains("without adding its view to the container") })
        try second.dismiss(animated: true)
        fixture.settle()
        #expect(fixture.root.view.superview === fixture.window.view && second.view.superview == nil)
        withExtendedLifetime(delegate) {}
    }
}
