import UIKit

/// What a controller presenting through a circular reveal vends: the reveal both ways, over UIKit's own
/// presentation.
final class CircularRevealTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The reveal that grows the presented view in.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CircularRevealAnimator(presenting: true)
    }

    /// The reveal that shrinks it away.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CircularRevealAnimator(presenting: false)
    }
}
