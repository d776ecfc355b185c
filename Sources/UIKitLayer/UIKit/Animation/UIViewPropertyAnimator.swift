internal import SeguePluginSDK

/// UIKit's property animator over the host's engine: animation blocks captured when it starts (and when added
/// while it runs), one host animation per delay factor, completions told where it ended.
///
/// The host runs the animations; a plugin cannot pause, scrub or reverse one it started (the ABI has no such
/// service: the host's interaction controllers drive transitions). Those calls before `startAnimation` shape
/// how it starts; on a running animator they are reported once and change nothing.
///
/// [main thread]
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The duration.
    open private(set) var duration: TimeInterval
    /// The delay it started with.
    open private(set) var delay: TimeInterval = 0
    /// The timing.
    open private(set) var timingParameters: UITimingCurveProvider?
    /// The state.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether it is running.
    open private(set) var isRunning = false
    /// Whether it runs backwards (only before it starts).
    open var isReversed = false {
        didSet { if isRunning && isReversed != oldValue { unsupported("reversing a running animator") } }
    }
    /// Whether it can be interrupted.
    open var isInterruptible = true
    /// Whether touches reach its views.
    open var isUserInteractionEnabled = true
    /// Whether hit testing is manual.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing is linear.
    open var scrubsLinearly = true
    /// Whether it pauses instead of ending.
    open var pausesOnCompletion = false

    /// The animation blocks not started yet, with their delay factors.
    private var pending: [(block: () -> Void, delayFactor: CGFloat)] = []
    /// The completions.
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Host animations in flight.
    private var inFlight = 0
    /// Whether every animation ran to its end.
    private var allFinished = true
    /// The fraction set before it started (start from there).
    private var startFraction: CGFloat = 0
    /// When it started, on the media clock.
    private var startedAt: CFTimeInterval = 0

    /// An animator of `duration` with custom timing.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    /// An animator on a named curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a cubic curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a spring of `ratio`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running (UIView.animate's property-animator form).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self.init(duration: duration, timingParameters: UICubicTimingParameters())
        animator.curveOverride = options.timing
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A curve given as block options.
    private var curveOverride: Timing?

    /// How far it is: set before it starts, it starts from there; while it runs, the time elapsed.
    open var fractionComplete: CGFloat {
        get {
            guard isRunning, duration > 0 else { return state == .inactive && inFlight == 0 ? startFraction : 1 }
            return min(max(startFraction + CGFloat((CACurrentMediaTime() - startedAt - delay) / duration), 0), 1)
        }
        set {
            guard !isRunning else { return unsupported("scrubbing a running animator") }
            startFraction = min(max(newValue, 0), 1)
            if state == .inactive { state = .active }
        }
    }

    /// Adds the changes `animation` makes (run when the animator starts, or at once over the rest of its time).
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds changes that start `delayFactor` of the remaining duration in.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if isRunning {
            run(animation, delayFactor: delayFactor, remaining: max(duration * (1 - Double(fractionComplete)), 0))
        } else {
            pending.append((animation, min(max(delayFactor, 0), 1)))
        }
    }

    /// Adds a completion, told where the animator ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animations now.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations after `delay` seconds on the transition's timeline.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard !isRunning, state != .stopped else { return }
        if isReversed { unsupported("running an animator reversed") }
        self.delay = UIView.clampSeconds(delay)
        state = .active
        isRunning = true
        startedAt = CACurrentMediaTime()
        let remaining = duration * Double(1 - startFraction)
        let blocks = pending
        pending = []
        for (block, factor) in blocks { run(block, delayFactor: factor, remaining: remaining) }
        // An animator that changes nothing still runs for its duration on the timeline, as UIKit's does.
        if inFlight == 0 {
            inFlight = 1
            HostAnimations.start(
                duration: UIView.clampSeconds(remaining), delay: self.delay, timing: .linear, []
            ) { [self] finished in
                inFlight -= 1
                end(at: finished ? .end : .start)
            }
        }
    }

    /// Pauses before it starts (a running animator cannot be paused in a plugin: warned).
    open func pauseAnimation() {
        if isRunning { return unsupported("pausing a running animator") }
        state = .active
    }

    /// Stops it: inactive without completions when `withoutFinishing`, else stopped until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        if isRunning { unsupported("stopping a running animator") }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions = [] }
    }

    /// Ends a stopped animator at `finalPosition`, telling the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        end(at: finalPosition)
    }

    /// Continues with new timing and a scaled duration (starts it when it has not run).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        if let parameters { timingParameters = parameters }
        if durationFactor > 0 { duration *= Double(durationFactor) }
        if !isRunning { startAnimation() }
    }

    /// The host's timing for this animator.
    private var timing: Timing {
        if let curveOverride { return curveOverride }
        if let spring = timingParameters?.springTimingParameters {
            let velocity = Double(max(abs(spring.initialVelocity.dx), abs(spring.initialVelocity.dy)))
            if let physics = spring.physics {
                return .physicalSpring(
                    mass: Double(physics.mass), stiffness: Double(physics.stiffness), damping: Double(physics.damping),
                    initialVelocity: velocity)
            }
            return .spring(dampingRatio: min(max(Double(spring.dampingRatio ?? 1), 0.01), 1), initialVelocity: velocity)
        }
        if let cubic = timingParameters?.cubicTimingParameters {
            return .cubicBezier(
                x1: Double(cubic.controlPoint1.x), y1: Double(cubic.controlPoint1.y),
                x2: Double(cubic.controlPoint2.x), y2: Double(cubic.controlPoint2.y))
        }
        return .easeInOut
    }

    /// Captures `block` and starts its host animation over the rest of `remaining` after its delay factor.
    private func run(_ block: () -> Void, delayFactor: CGFloat, remaining: Double) {
        let capture = AnimationCapture.capturing(block)
        let targets = capture.targets()
        guard !targets.isEmpty else { return }
        let wait = remaining * Double(delayFactor)
        inFlight += 1
        HostAnimations.start(
            duration: UIView.clampSeconds(remaining - wait), delay: UIView.clampSeconds(delay + wait), timing: timing,
            targets
        ) { [self] finished in
            inFlight -= 1
            allFinished = allFinished && finished
            if inFlight == 0 { end(at: allFinished ? .end : (isReversed ? .end : .start)) }
        }
    }

    /// Ends the animator at `position` and tells the completions, once.
    private func end(at position: UIViewAnimatingPosition) {
        guard state != .inactive || isRunning else { return }
        isRunning = false
        state = .inactive
        let told = completions
        completions = []
        told.forEach { $0(position) }
    }

    /// Reports a call the host cannot carry out on a running animation.
    private func unsupported(_ what: String) {
        HostSession.warnOnce("\(what) is not supported in a plugin (the host runs its animations to the end)")
    }
}
