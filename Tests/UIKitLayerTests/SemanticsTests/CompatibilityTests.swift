import Foundation
import Testing
import UIKit

/// Code shapes real iOS transition files use, which must compile unchanged (each snippet is our own, written as
/// those files write it): the coordinator's alongside call without a completion, screen edges, gesture
/// recognizers set up without target–action, the app's status bar, haptics, motion effects, content containers.
@Suite("UIKit layer: what real transition files use compiles")
struct CompatibilityTests {
    /// A presentation controller as open-source sheets write one.
    final class Sheet: UIPresentationController, UIGestureRecognizerDelegate {
        let dimming = UIView()
        let pan = UIPanGestureRecognizer()
        let haptic = UIImpactFeedbackGenerator(style: .light)

        override func presentationTransitionWillBegin() {
            containerView?.addSubview(dimming)
            dimming.addGestureRecognizer(pan)
            pan.delegate = self
            pan.maximumNumberOfTouches = 1
            haptic.prepare()
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
        }

        override func size(
            forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
        ) -> CGSize {
            CGSize(width: parentSize.width, height: parentSize.height - UIApplication.shared.statusBarFrame.height)
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    @Test("a sheet's controller compiles and its off-screen calls answer as UIKit's defaults")
    func sheetController() {
        let presented = UIViewController()
        let sheet = Sheet(presentedViewController: presented, presenting: nil)
        sheet.presentationTransitionWillBegin()
        #expect(sheet.pan.view === sheet.dimming && sheet.pan.state == .possible)
        #expect(sheet.pan.translation(in: sheet.dimming) == .zero)
        let size = sheet.size(
            forChildContentContainer: presented, withParentContainerSize: CGSize(width: 10, height: 20))
        #expect(size == CGSize(width: 10, height: 20), "no status bar in the scene")
        #expect(sheet.gestureRecognizerShouldBegin(sheet.pan), "the delegate's default")
    }

    @Test("screen edges are UIRectEdge's bits; the edge pan keeps them")
    func edges() {
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        #expect(edgePan.edges.rawValue == 2 && UIRectEdge.all.rawValue == 15)
    }

    @Test("motion effects and the window scene's status bar exist and do nothing")
    func inertServices() {
        let view = UIView()
        let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        tilt.minimumRelativeValue = -10
        tilt.maximumRelativeValue = 10
        let group = UIMotionEffectGroup()
        group.motionEffects = [tilt]
        view.addMotionEffect(group)
        #expect(UIApplication.shared.windows.first?.windowScene?.statusBarManager?.statusBarFrame == .zero)
        #expect(view.endEditing(true))
    }
}
