import UIKit

/// What a controller presenting a card vends: the flip both ways, over UIKit's own presentation.
final class CardFlipTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The flip that turns the presented card in.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardFlipAnimator(presenting: true)
    }

    /// The flip that turns it back.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardFlipAnimator(presenting: false)
    }
}
