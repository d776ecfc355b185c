/// An interaction controller (UIPercentDrivenInteractiveTransition's role) written in Swift for
/// the plugin ABI: the host owns the gesture recognizers and hands each event in; the controller
/// answers what the transition does. The SDK makes one instance per `create` and turns it into a
/// `segue_interaction_t`.
public protocol SegueInteractionController: AnyObject {
    /// What the host lists: id, name, gestures, operations, parameters.
    static var info: InteractionInfo { get }
    /// A fresh controller reading its knobs from `parameters`.
    init(parameters: ParameterValues)
    /// A transition starts under this controller: reset whatever the last one left.
    func begin(_ start: InteractionStart)
    /// One gesture event: what the transition should do.
    func handle(_ event: InteractionEvent) -> InteractionResponse
    /// The transition ended, completed or cancelled.
    func ended(_ completed: Bool)
}

extension SegueInteractionController {
    /// Nothing to reset by default.
    public func begin(_ start: InteractionStart) {}
    /// Nothing to clean up by default.
    public func ended(_ completed: Bool) {}
}
