import SegueEngine

/// The range the host admits for every number a plugin hands it, so that no finite input can trap
/// the engine or keep it busy for long: durations an hour at most, springs settled within a
/// minute, coordinates ten million points at most, a thousand targets or keyframes per call.
/// Each is documented in the ABI header that declares the number (animation.h, timing.h,
/// properties.h, animator.h); a value outside answers `SEGUE_ERROR_OUT_OF_RANGE` with a refusal
/// naming the value and the range.
enum PluginLimits {
    /// An animation's duration, in seconds: an hour is far past any transition, and keeps the
    /// frames a clock must step through (216 000 at 60 fps) bounded.
    static let duration = ParameterRange(
        "duration", 0...3600, hint: "durations are in seconds, and user-interface animations take about 0.2 to 1")
    /// An animation's delay, in seconds, for the same reason.
    static let delay = ParameterRange(
        "delay", 0...3600, hint: "delays are in seconds, and user-interface delays are well under one")
    /// A transition's duration (`transition_duration`'s answer), in seconds: the watchdog waits
    /// this long plus its grace period.
    static let transitionDuration = ParameterRange(
        "transition duration", 0...3600, hint: "durations are in seconds, and transitions take about 0.2 to 1")

    /// How long a spring may take to settle, in seconds: a minute is far past any transition,
    /// while a barely damped spring could ring for hours.
    static let springSettling = ParameterRange(
        "spring settling duration", 0...60,
        hint: "give the spring more damping (a damping ratio nearer 1) or more stiffness")
    /// `SEGUE_TIMING_SPRING_DAMPING`'s damping ratio: below 0.01 it rings for over a hundred
    /// periods, above 100 it only creeps (the engine's `settlingDampingRatioRange`).
    static let springDampingRatio = Spring.settlingDampingRatioRange
    /// A physical spring's mass (the engine's `massRange`, 0.001...1000).
    static let springMass = Spring.massRange
    /// A physical spring's stiffness (the engine's `stiffnessRange`, 0.0001...1e8).
    static let springStiffness = Spring.stiffnessRange
    /// A physical spring's damping (the engine's `dampingRange`, 0...1e7; 0 is refused separately,
    /// since an undamped spring never settles).
    static let springDamping = Spring.dampingRange
    /// A spring's initial velocity, in whole changes per second (the engine's `velocityRange`, ±10 000).
    static let springVelocity = Spring.velocityRange
    /// A cubic Bézier's x1 and x2 (elapsed time, 0...1) and y1 and y2 (progress, −10...10): the
    /// engine's `CubicBezier` ranges.
    static let bezier = (
        x1: CubicBezier.x1Range, y1: CubicBezier.y1Range, x2: CubicBezier.x2Range, y2: CubicBezier.y2Range
    )

    /// A frame's or bounds' origin, and a transform's translation, in points: ten million points
    /// is thousands of screens, and keeps interpolated values far from overflow.
    static let coordinate = ParameterRange(
        "coordinate", -1e7...1e7, hint: "coordinates are in points, and screens are a few thousand points wide")
    /// A frame's or bounds' width and height, in points.
    static let size = ParameterRange("size", 0...1e7, hint: "sizes are in points and never negative")
    /// Each entry of a 2D or 3D transform's matrix (scales, shears, perspective).
    static let transformEntry = ParameterRange(
        "transform entry", -1e7...1e7, hint: "scales and shears of user-interface transforms stay within a few hundred")
    /// A view's alpha (properties.h: 0...1).
    static let alpha = ParameterRange("alpha", 0...1, hint: "0 is transparent and 1 opaque")
    /// A colour component (geometry.h: 0...1).
    static let colorComponent = ParameterRange(
        "colour component", 0...1, hint: "red, green, blue and alpha are each 0...1")
    /// A corner radius, in points.
    static let cornerRadius = ParameterRange(
        "corner radius", 0...1e7, hint: "the radius is in points and never negative")
    /// A keyframe's relative start and duration (animation.h: fractions of the whole animation).
    static let keyframeFraction = ParameterRange(
        "keyframe fraction", 0...1, hint: "a keyframe's start and duration are fractions of the whole animation")

    /// Views a plugin may create or snapshot in one transition (context.h): Explode's few hundred
    /// tiles fit many times over, while a loop creating views without end is stopped.
    static let maximumOwnViews = 4_096
    /// How many views deep a view may sit in its tree, the root counting as 1 (context.h): a
    /// window's views are a dozen deep and a plugin's effects a few more, while a chain of
    /// thousands would make every walk over the tree, and every picture of it, cost per link.
    static let maximumViewDepth = 256
    /// How deep snapshots may nest, a snapshot of a view showing a snapshot counting 2 (context.h):
    /// a snapshot of a snapshot that crops or copies it shares its look and nests nothing.
    static let maximumSnapshotNesting = 16
    /// Views the snapshots of one transition may capture in all (context.h), each distinct look
    /// once by its weight (its views and, in full, the looks nested in it): one capture of a
    /// full own-view allowance, over 100 times what the bundled plugins capture (Fold's 38 at
    /// most), while hundreds of captures of a large view are stopped early (the time and memory
    /// of drawing what was captured grow with it).
    static let maximumCapturedViews = 4_096
    /// Animations (block and keyframe) one transition may start (animation.h): one per view a
    /// plugin may make, while a loop starting animations without end is stopped.
    static let maximumAnimations = 4_096
    /// Targets over all the animations of one transition (animation.h), so the engine's work per
    /// frame stays bounded however the targets are split between calls.
    static let maximumAnimatedTargets = 100_000
    /// The longest name of a view a plugin creates, in bytes (context.h).
    static let maximumViewNameBytes = 64
    /// A point's coordinates in unit space (anchor points, gradient points; properties.h): a
    /// thousand sizes away is far past any layout, and keeps positions far from overflow.
    static let unitCoordinate = ParameterRange(
        "unit coordinate", -1e3...1e3, hint: "unit coordinates are fractions of the bounds, 0...1 inside it")

    /// A border's width, in points (properties.h).
    static let borderWidth = ParameterRange("border width", 0...1e7, hint: "the width is in points and never negative")
    /// A shadow's blur radius, in points (properties.h).
    static let shadowRadius = ParameterRange(
        "shadow radius", 0...1e7, hint: "the radius is in points and never negative")
    /// A shadow's opacity (properties.h: 0...1).
    static let shadowOpacity = ParameterRange("shadow opacity", 0...1, hint: "0 draws no shadow and 1 an opaque one")
    /// A gradient stop's location (properties.h: 0...1 along the gradient's line).
    static let gradientLocation = ParameterRange(
        "gradient location", 0...1, hint: "0 is the start point and 1 the end point")

    /// Targets in one animation or one keyframe: far more views than a transition moves.
    static let maximumTargets: UInt32 = 1_000
    /// Keyframes in one keyframe animation.
    static let maximumKeyframes: UInt32 = 1_000
    /// Targets over all the keyframes of one keyframe animation, so a thousand keyframes of a
    /// thousand targets each cannot make the host check a million.
    static let maximumKeyframeTargets = 10_000
}
