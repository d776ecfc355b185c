import SegueABI
import SegueABIValues
import SegueEngine

/// Turns the ABI's timing descriptions into engine curves, refusing what the engine should not
/// run: every parameter is checked against `PluginLimits` before a curve is made.
enum EngineConversions {
    /// The curve and the duration an animation of `duration` seconds (already admitted by
    /// `PluginLimits.duration`) with `timing` runs for.
    static func curve(_ timing: segue_timing_t, duration: Double) throws(ServiceRefusal) -> (
        curve: TimingCurve, duration: Double
    ) {
        let p = timing.parameters
        // Four tests rather than an array of the four: this runs for every animation a plugin starts.
        guard p.0.isFinite, p.1.isFinite, p.2.isFinite, p.3.isFinite else {
            throw .invalid("timing parameters must be finite, got \(p)")
        }
        let kind = timing.timingKind
        guard kind.isKnown else {
            throw .invalid("timing kind \(timing.kind) is not a segue_timing_kind_t")
        }
        switch kind {
        case .linear: return (.linear, duration)
        case .easeIn: return (.easeIn, duration)
        case .easeOut: return (.easeOut, duration)
        case .easeInOut: return (.easeInOut, duration)
        case .default: return (.default, duration)
        case .cubicBezier: return (.cubic(try bezier(p)), duration)
        case .springDamping: return try dampedSpring(ratio: p.0, velocity: p.1, duration: duration)
        default:
            let spring = try physicalSpring(mass: p.0, stiffness: p.1, damping: p.2, velocity: p.3)
            return (.spring(spring), spring.settlingDuration)
        }
    }

    /// A Bézier whose control points lie in `PluginLimits.bezier` (x in 0...1, y in −10...10).
    static func bezier(_ p: (Double, Double, Double, Double)) throws(ServiceRefusal) -> CubicBezier {
        let limits = PluginLimits.bezier
        return CubicBezier(
            x1: try limits.x1.admit(p.0), y1: try limits.y1.admit(p.1), x2: try limits.x2.admit(p.2),
            y2: try limits.y2.admit(p.3))
    }

    /// UIKit's damped spring, tuned to settle in `duration`: the ratio, the velocity and the
    /// duration (a spring's settling, so at most `PluginLimits.springSettling`) are all checked,
    /// so a ratio of 1e-9 is refused here instead of reaching the engine.
    static func dampedSpring(ratio: Double, velocity: Double, duration: Double) throws(ServiceRefusal) -> (
        curve: TimingCurve, duration: Double
    ) {
        let ratio = try PluginLimits.springDampingRatio.admit(ratio)
        let velocity = try PluginLimits.springVelocity.admit(velocity)
        _ = try PluginLimits.springSettling.admit(duration)
        // No time to move in: the animation jumps to its targets, as a zero-length spring would.
        guard duration > 0 else { return (.linear, 0) }
        do {
            return (
                .spring(try Spring.validated(settlingIn: duration, dampingRatio: ratio, initialVelocity: velocity)),
                duration
            )
        } catch {
            throw .range(error.message)
        }
    }

    /// A physical spring with every parameter in range and damping above 0, that settles within
    /// `PluginLimits.springSettling` (the animation lasts exactly that long).
    static func physicalSpring(mass: Double, stiffness: Double, damping: Double, velocity: Double)
        throws(ServiceRefusal) -> Spring
    {
        let (mass, stiffness) = (
            try PluginLimits.springMass.admit(mass), try PluginLimits.springStiffness.admit(stiffness)
        )
        let (damping, velocity) = (
            try PluginLimits.springDamping.admit(damping), try PluginLimits.springVelocity.admit(velocity)
        )
        guard damping > 0 else {
            throw .range("a physical spring's damping must be greater than 0, got 0; an undamped spring never settles")
        }
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        // Infinite (never within the engine's hour) is out of range too: admit refuses it as such.
        guard spring.settlingDuration.isFinite else {
            throw .range(PluginLimits.springSettling.refusal(of: spring.settlingDuration))
        }
        _ = try PluginLimits.springSettling.admit(spring.settlingDuration)
        return spring
    }

    /// An ABI rectangle from an engine one.
    static func raw(_ r: Rect) -> segue_rect_t {
        segue_rect_t(x: r.minX, y: r.minY, width: r.width, height: r.height)
    }
}
