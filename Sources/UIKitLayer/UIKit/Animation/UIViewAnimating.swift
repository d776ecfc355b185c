/// The state of an animator (UIViewAnimatingState).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or ended.
    case inactive = 0
    /// Started (running or paused).
    case active = 1
    /// Stopped part way, waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator ended (UIViewAnimatingPosition).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end values.
    case end = 0
    /// Back at its start.
    case start = 1
    /// Where it was stopped.
    case current = 2
}

/// An animation that can be started, paused, stopped and scrubbed (UIViewAnimating).
public protocol UIViewAnimating: AnyObject {
    /// Its state.
    var state: UIViewAnimatingState { get }
    /// Whether it is running.
    var isRunning: Bool { get }
    /// Whether it runs backwards.
    var isReversed: Bool { get set }
    /// How far it is, 0...1.
    var fractionComplete: CGFloat { get set }
    /// Starts it.
    func startAnimation()
    /// Starts it after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses it.
    func pauseAnimation()
    /// Stops it where it is; `withoutFinishing` true ends it without completions.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animator at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animations and completions (UIViewImplicitlyAnimating).
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds the changes `animation` makes.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds changes that start `delayFactor` of the duration in.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion, told where the animator ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues a paused animator with new timing.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// Timing for a property animator (UITimingCurveProvider).
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, for a cubic curve.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, for a spring.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// The kind of a timing curve.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic, spring, composed
}

/// A cubic Bézier timing curve (UICubicTimingParameters).
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The curve's first control point.
    public let controlPoint1: CGPoint
    /// The second.
    public let controlPoint2: CGPoint
    /// The named curve it came from.
    public let animationCurve: UIView.AnimationCurve

    /// The default curve (ease in and out).
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// A named curve, with Core Animation's control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (CGFloat, CGFloat, CGFloat, CGFloat) =
            switch curve {
            case .easeInOut: (0.42, 0, 0.58, 1)
            case .easeIn: (0.42, 0, 1, 1)
            case .easeOut: (0, 0, 0.58, 1)
            case .linear: (0, 0, 1, 1)
            }
        controlPoint1 = CGPoint(x: points.0, y: points.1)
        controlPoint2 = CGPoint(x: points.2, y: points.3)
        super.init()
    }

    /// A curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    /// A cubic curve.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve (UISpringTimingParameters).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The damping ratio, when made from one.
    public let dampingRatio: CGFloat?
    /// Mass, stiffness and damping, when made from them.
    public let physics: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?
    /// The initial velocity (per axis; the host takes the larger component).
    public let initialVelocity: CGVector

    /// UIKit's default: critically damped.
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring of `ratio` (1: no overshoot).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        dampingRatio = ratio
        physics = nil
        initialVelocity = velocity
        super.init()
    }

    /// A spring of mass, stiffness and damping.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        physics = (mass, stiffness, damping)
        initialVelocity = velocity
        super.init()
    }

    /// A spring of `duration` and `bounce` (iOS 17): response `duration`, damping ratio 1 - bounce.
    public convenience init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity: CGVector = .zero) {
        self.init(dampingRatio: min(max(1 - bounce, 0.01), 1), initialVelocity: initialVelocity)
    }

    /// A spring.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }
}
