import SegueABI

/// How a keyframe animation joins each property's values at its key times (UIKit's
/// `UIView.KeyframeAnimationOptions` calculation modes; `segue_keyframe_calculation_t`).
public enum KeyframeCalculationMode: Sendable {
    /// Straight lines: each keyframe moves linearly inside its window.
    case linear
    /// A Catmull-Rom spline through the key values (`calculationModeCubic`); it overshoots where
    /// a property holds between keyframes, as Core Animation's does (rule in `animation.h`).
    case cubic

    /// The C value.
    var raw: Int32 {
        switch self {
        case .linear: Int32(SEGUE_KEYFRAME_CALCULATION_LINEAR.rawValue)
        case .cubic: Int32(SEGUE_KEYFRAME_CALCULATION_CUBIC.rawValue)
        }
    }
}
