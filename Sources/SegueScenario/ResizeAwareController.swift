import SegueEngine
import SegueKit

/// The root controller of the resize scenario: it adds an alongside animation when its window
/// changes size (dimming to 0.6 for the change, back to 1 when it completes), as a UIKit
/// controller does in `viewWillTransition(to:with:)`; its content is laid out again (animated
/// with the resize) by `SampleViewController`.
final class ResizeAwareController: SampleViewController {
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let view = self.view
        coordinator.animate(alongsideTransition: { _ in view.alpha = 0.6 }, completion: { _ in view.alpha = 1 })
    }
}
