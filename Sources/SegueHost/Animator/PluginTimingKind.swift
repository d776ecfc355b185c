import SegueABI

/// Which curve a plugin's `segue_timing_t` describes (the ABI's `segue_timing_kind_t`).
enum PluginTimingKind: PluginABIEnumeration {
    /// `SEGUE_TIMING_LINEAR`.
    case linear
    /// `SEGUE_TIMING_EASE_IN`.
    case easeIn
    /// `SEGUE_TIMING_EASE_OUT`.
    case easeOut
    /// `SEGUE_TIMING_EASE_IN_OUT`.
    case easeInOut
    /// `SEGUE_TIMING_DEFAULT`.
    case `default`
    /// `SEGUE_TIMING_CUBIC_BEZIER`: x1, y1, x2, y2.
    case cubicBezier
    /// `SEGUE_TIMING_SPRING_DAMPING`: damping ratio and initial velocity, settling in the duration.
    case springDamping
    /// `SEGUE_TIMING_SPRING_PHYSICAL`: mass, stiffness, damping and initial velocity.
    case springPhysical

    /// The C value.
    var raw: Int32 {
        switch self {
        case .linear: Int32(SEGUE_TIMING_LINEAR.rawValue)
        case .easeIn: Int32(SEGUE_TIMING_EASE_IN.rawValue)
        case .easeOut: Int32(SEGUE_TIMING_EASE_OUT.rawValue)
        case .easeInOut: Int32(SEGUE_TIMING_EASE_IN_OUT.rawValue)
        case .default: Int32(SEGUE_TIMING_DEFAULT.rawValue)
        case .cubicBezier: Int32(SEGUE_TIMING_CUBIC_BEZIER.rawValue)
        case .springDamping: Int32(SEGUE_TIMING_SPRING_DAMPING.rawValue)
        case .springPhysical: Int32(SEGUE_TIMING_SPRING_PHYSICAL.rawValue)
        }
    }
}
