import SegueEngine

/// The curve a grabbed transition continues on after its release, so it starts at the speed the
/// finger let go with instead of from rest: WWDC 2016 "Advances in UIKit Animations and
/// Transitions" continues an interrupted property animator with
/// `continueAnimation(withTimingParameters:durationFactor:)` and timing parameters whose initial
/// velocity is the gesture's, relative to the distance left. Over the `remaining` fraction in
/// `remaining × duration` seconds, a release at `velocity` fractions per second is an initial
/// slope of `velocity × duration` in the curve's unit square (the remaining cancels out).
enum ReleaseContinuation {
    /// The steepest start the curve takes: ten times the plain speed (a flick that fast is a jump).
    static let maximumSlope = 10.0
    /// How far into the curve its first control point lies, when the slope allows: a cubic Bézier
    /// starts at the slope from its end to that control point, so the point sets the speed.
    static let controlReach = 1.0 / 3

    /// A cubic whose start, in the direction the transition runs, has the release's slope: for a
    /// finish, the curve's start; for a cancel (which runs the curve backwards), its end. A
    /// velocity towards the other end starts from rest.
    static func curve(velocity: Double, duration: Double, finishing: Bool) -> TimingCurve {
        let towards = finishing ? velocity : -velocity
        let wanted = towards * duration
        let slope = wanted.isFinite ? min(max(wanted, 0), maximumSlope) : 0
        let reach = slope * controlReach > 1 ? 1 / slope : controlReach
        let rise = slope * reach
        // The other end eases in, as the default curves do.
        return finishing
            ? .cubic(CubicBezier(x1: reach, y1: rise, x2: 0.58, y2: 1))
            : .cubic(CubicBezier(x1: 0.42, y1: 0, x2: 1 - reach, y2: 1 - rise))
    }
}
