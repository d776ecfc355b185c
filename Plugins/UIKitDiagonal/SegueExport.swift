import SegueUIKit

/// Exports the seeds' diagonal animator, written in UIKit, for both directions.
@c @implementation
public func segue_sdk_plugin() {
    UIKitPlugin.export(animator: { DiagonalAnimator() }, id: "org.segue.uikit-diagonal", name: "UIKit Diagonal")
}
