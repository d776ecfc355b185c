import SegueEngine

/// The part of an interaction controller that decides (the role an interaction controller plugin
/// plays, interaction.h): it gets each gesture event and answers what the transition does. The
/// driver that owns the recognizers and the percent-driven machinery applies the answers and
/// enforces their rules (`InteractionAnswer.violation(for:)`), so a decider in process, in a
/// plugin process or written in Swift behaves the same.
public protocol InteractionDeciding: AnyObject {
    /// The gestures it handles.
    var gestures: Set<GestureEvent.Kind> { get }
    /// A transition of `operation` lasting `duration` seconds in a container of `container` starts
    /// under this decider. Throws when it cannot drive it (the transition then runs without interaction).
    func begin(operation: TransitionOperation, duration: Double, container: Size) throws(TransitionError)
    /// The answer to `event`. Throws when the decider failed (a release is then cancelled).
    func decide(_ event: GestureEvent) throws(TransitionError) -> InteractionAnswer
    /// The transition ended, completed or cancelled.
    func ended(completed: Bool)
}
