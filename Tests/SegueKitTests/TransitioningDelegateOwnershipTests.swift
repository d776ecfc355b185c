import SegueEngine
import SegueKit
import Testing

/// `transitioningDelegate` is weak, as UIKit's: a controller may be its own delegate without a
/// cycle, and a delegate nobody keeps is gone (the built-in animator runs instead).
@Suite("The transitioning delegate is held weakly")
struct TransitioningDelegateOwnershipTests {
    /// A controller vending its own animators, the way UIKit code often sets `transitioningDelegate = self`.
    final class SelfDelegating: ViewController, TransitioningDelegate {
        func animationController(
            forPresented presented: ViewController, presenting: ViewController, source: ViewController
        ) -> AnimatedTransitioning? {
            DiagonalAnimator(presenting: true)
        }

        func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
            DiagonalAnimator(presenting: false)
        }
    }

    @Test("a controller that is its own delegate vends its animators and is freed after present and dismiss")
    func selfDelegating() throws {
        let fixture = KitFixture()
        weak var freed: SelfDelegating?
        try {
            let second = SelfDelegating(engine: fixture.engine, title: "Second")
            second.transitioningDelegate = second
            freed = second
            try fixture.root.present(second, animated: true)
            fixture.settle()
            try second.dismiss(animated: true)
            fixture.settle()
        }()
        #expect(fixture.count("delegate.animationController(forPresented:presenting:source:)") == 1)
        #expect(fixture.count("delegate.animationController(forDismissed:)") == 1)
        #expect(freed == nil, "no cycle through the delegate")
    }

    @Test("a delegate nobody keeps is gone: the presentation uses the built-in animator")
    func unkeptDelegate() throws {
        let fixture = KitFixture()
        let second = fixture.controller("Second")
        second.transitioningDelegate = FreshModalDelegate()
        #expect(second.transitioningDelegate == nil)
        try fixture.root.present(second, animated: true)
        fixture.settle()
        #expect(fixture.count("delegate.animationController(forPresented:presenting:source:)") == 0)
        #expect(second.presentingViewController === fixture.root)
    }
}
