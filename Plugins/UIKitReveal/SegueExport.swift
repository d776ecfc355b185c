import SegueUIKit

/// Exports the circular reveal delegate as animator org.segue.uikit-reveal.
@c @implementation
public func segue_sdk_plugin() {
    UIKitPlugin.export(
        delegate: { CircularRevealTransitioningDelegate() }, id: "org.segue.uikit-reveal", name: "UIKit Reveal")
}
