import SegueUIKit

/// The patterns, one animator each.
@c @implementation
public func segue_sdk_plugin() {
    UIKitPlugin.export(animator: { KeyframePopAnimator() }, id: "org.fixture.uikit-keyframe-pop", name: "Pop")
    UIKitPlugin.export(animator: { PropertyAnimatorFade() }, id: "org.fixture.uikit-property-fade", name: "Fade")
    UIKitPlugin.export(
        animator: { CrossDissolveTransition() }, id: "org.fixture.uikit-cross-dissolve", name: "Dissolve")
    UIKitPlugin.export(animator: { ModelReadsAnimator() }, id: "org.fixture.uikit-model-reads", name: "Reads")
    UIKitPlugin.export(animator: { ExplicitAnimationAnimator() }, id: "org.fixture.uikit-explicit", name: "Explicit")
    UIKitPlugin.export(animator: { OwnViewsAnimator() }, id: "org.fixture.uikit-own-views", name: "Own views")
    UIKitPlugin.export(animator: { ThumbnailZoomAnimator() }, id: "org.fixture.uikit-zoom", name: "Zoom")
}
