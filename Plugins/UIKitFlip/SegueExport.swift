import SegueUIKit

/// Exports the card flip delegate as animator org.segue.uikit-flip.
@c @implementation
public func segue_sdk_plugin() {
    UIKitPlugin.export(delegate: { CardFlipTransitioningDelegate() }, id: "org.segue.uikit-flip", name: "UIKit Flip")
}
