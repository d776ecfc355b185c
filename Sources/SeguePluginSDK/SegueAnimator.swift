/// An animator written in Swift for the plugin ABI: the SDK turns a type conforming to this into
/// a descriptor and a `segue_animator_t` vtable.
public protocol SegueAnimator: AnyObject {
    /// What the host lists: id, name, vendor, version, capabilities, parameters.
    static var info: AnimatorInfo { get }
    /// A fresh animator reading its knobs from `parameters` (the host may change them between
    /// transitions).
    init(parameters: ParameterValues)
    /// Seconds the transition takes; `context` is nil when the host asks outside a transition.
    func transitionDuration(_ context: TransitionContext?) -> Double
    /// Runs the transition; must call `context.completeTransition(_:)` exactly once. When a
    /// context service refuses a call and this throws, the SDK logs it and completes the
    /// transition at once, so a plugin never leaves the host waiting for its watchdog.
    func animateTransition(_ context: TransitionContext) throws(ServiceError)
    /// Told once the transition has ended.
    func animationEnded(_ completed: Bool)
}

extension SegueAnimator {
    /// Nothing to clean up by default.
    public func animationEnded(_ completed: Bool) {}
}
