import SegueABIValues

/// How a keyframe animation joins each property's values at its key times (UIKit's
/// `UIView.KeyframeAnimationOptions` calculation modes; `segue_keyframe_calculation_t`):
/// `.linear`, straight lines, each keyframe moving linearly inside its window; or `.cubic`, a
/// Catmull-Rom spline through the key values (`calculationModeCubic`) that overshoots where a
/// property holds between keyframes, as Core Animation's does (rule in `animation.h`).
public typealias KeyframeCalculationMode = SegueKeyframeCalculation

extension ABIEnumeration {
    /// The C value: the SDK's spelling of `rawValue`, which the context's services use.
    @inline(__always)
    var raw: RawValue { rawValue }
}
