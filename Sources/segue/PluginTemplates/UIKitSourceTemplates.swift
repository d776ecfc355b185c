/// The UIKit sources `segue plugin new --lang uikit` writes, in the package of ``UIKitPluginTemplate``: Apple's
/// API only, so the same files build for iOS.
enum UIKitSourceTemplates {
    /// `Sources/__NAME__/__NAME__Animator.swift` for `--kind animator`: the fade and the delegate vending it.
    static var animator: String { animatorSource + "\n" + delegate(vendsPresentation: false) }

    /// `Sources/__NAME__/__NAME__Animator.swift` for `--kind presentation`: the fade and the delegate vending it
    /// with the presentation controller of ``presentationController``.
    static var presentationAnimator: String { animatorSource + "\n" + delegate(vendsPresentation: true) }

    /// The fade animator, with `__NAME__` to replace.
    private static let animatorSource = #"""
        import UIKit

        /// The __NAME__ animator: the arriving view fades in over the container; on a dismissal the leaving view
        /// fades out over the view it uncovers.
        final class __NAME__Animator: NSObject, UIViewControllerAnimatedTransitioning {
            /// Whether this animator presents (fades the to-view in) or dismisses (fades the from-view out).
            private let presenting: Bool

            /// An animator for a presentation when `presenting`, else for a dismissal.
            init(presenting: Bool) {
                self.presenting = presenting
                super.init()
            }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                0.3
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let container = transitionContext.containerView
                let duration = transitionDuration(using: transitionContext)
                if presenting {
                    guard let toView = transitionContext.view(forKey: .to),
                        let toController = transitionContext.viewController(forKey: .to)
                    else {
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                        return
                    }
                    toView.frame = transitionContext.finalFrame(for: toController)
                    toView.alpha = 0
                    container.addSubview(toView)
                    UIView.animate(
                        withDuration: duration, delay: 0, options: [.curveEaseInOut],
                        animations: { toView.alpha = 1 },
                        completion: { _ in
                            let finished = !transitionContext.transitionWasCancelled
                            if !finished { toView.removeFromSuperview() }
                            transitionContext.completeTransition(finished)
                        })
                } else {
                    guard let fromView = transitionContext.view(forKey: .from) else {
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                        return
                    }
                    // A full-screen dismissal hands back the view it uncovers; a custom one leaves it in place.
                    if let toView = transitionContext.view(forKey: .to) {
                        container.insertSubview(toView, at: 0)
                    }
                    UIView.animate(
                        withDuration: duration, delay: 0, options: [.curveEaseInOut],
                        animations: { fromView.alpha = 0 },
                        completion: { _ in
                            let finished = !transitionContext.transitionWasCancelled
                            if finished { fromView.removeFromSuperview() }
                            fromView.alpha = 1
                            transitionContext.completeTransition(finished)
                        })
                }
            }
        }

        """#

    /// The transitioning delegate, with `__NAME__` to replace; with the presentation controller when
    /// `vendsPresentation`.
    private static func delegate(vendsPresentation: Bool) -> String {
        // Two newlines: one ends the line before, the other leaves a blank line.
        let presentation = #"""


                func presentationController(
                    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
                ) -> UIPresentationController? {
                    __NAME__PresentationController(presentedViewController: presented, presenting: presenting)
                }
            """#
        let dimming = vendsPresentation ? ", over __NAME__PresentationController's dimming view" : ""
        return #"""
            /// The __NAME__ transitioning delegate: the fade for both directions\#(dimming).
            final class __NAME__TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
                func animationController(
                    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
                ) -> UIViewControllerAnimatedTransitioning? {
                    __NAME__Animator(presenting: true)
                }

                func animationController(
                    forDismissed dismissed: UIViewController
                ) -> UIViewControllerAnimatedTransitioning? {
                    __NAME__Animator(presenting: false)
                }\#(vendsPresentation ? presentation : "")
            }

            """#
    }

    /// `Sources/__NAME__/__NAME__PresentationController.swift` for `--kind presentation`, with `__NAME__` to
    /// replace: the presented view centred over a dimming view that fades alongside the transition.
    static let presentationController = #"""
        import UIKit

        /// The __NAME__ presentation controller: the presented view sits centred, 80 % of the container wide and
        /// 60 % high, over a dimming view that fades in and out alongside the transition.
        final class __NAME__PresentationController: UIPresentationController {
            /// The translucent black view behind the presented view.
            private let dimmingView: UIView = {
                let view = UIView()
                view.backgroundColor = UIColor(white: 0, alpha: 0.4)
                view.alpha = 0
                return view
            }()

            override var frameOfPresentedViewInContainerView: CGRect {
                guard let bounds = containerView?.bounds else { return .zero }
                let width = (bounds.width * 0.8).rounded(.down), height = (bounds.height * 0.6).rounded(.down)
                return CGRect(
                    x: ((bounds.width - width) / 2).rounded(.down), y: ((bounds.height - height) / 2).rounded(.down),
                    width: width, height: height)
            }

            override func presentationTransitionWillBegin() {
                guard let containerView = containerView else { return }
                dimmingView.frame = containerView.bounds
                containerView.insertSubview(dimmingView, at: 0)
                // Alongside the animator's fade; at once when there is no transition to go along with.
                let faded = presentedViewController.transitionCoordinator?.animate(
                    alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
                if faded != true { dimmingView.alpha = 1 }
            }

            override func presentationTransitionDidEnd(_ completed: Bool) {
                if !completed { dimmingView.removeFromSuperview() }
            }

            override func dismissalTransitionWillBegin() {
                let faded = presentedViewController.transitionCoordinator?.animate(
                    alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
                if faded != true { dimmingView.alpha = 0 }
            }

            override func dismissalTransitionDidEnd(_ completed: Bool) {
                if completed { dimmingView.removeFromSuperview() }
            }

            override func containerViewWillLayoutSubviews() {
                super.containerViewWillLayoutSubviews()
                dimmingView.frame = containerView?.bounds ?? .zero
                presentedView?.frame = frameOfPresentedViewInContainerView
            }
        }

        """#
}
