/// How a keyframe animation joins each property's values at its key times
/// (`UIView.KeyframeAnimationOptions`' calculation modes that Segue implements).
public enum KeyframeCalculationMode: Sendable, Equatable {
    /// Straight lines between key values: each keyframe moves linearly inside its window.
    case linear
    /// A Catmull-Rom spline through the key values (`calculationModeCubic`), see `KeyframeSpline`.
    case cubic
}
