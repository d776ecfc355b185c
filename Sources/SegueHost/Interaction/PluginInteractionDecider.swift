import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

/// An interaction controller plugin running in this process (interaction.h), in the role every
/// interaction controller plays (`InteractionDeciding`): the driver in SegueScenario owns the
/// recognizers and the percent-driven machinery, hands each event here and applies the answer.
/// Every call goes through `PluginCalls` (the in-process guard, watchdog and call-site
/// observer), as an animator's do; an answer the ABI cannot mean (an unknown action, a NaN
/// fraction, a speed or curve out of range, an error status) is refused by throwing, which the
/// driver turns into a diagnostic (and, for a release, a cancel).
public final class PluginInteractionDecider: InteractionDeciding {
    /// The descriptor's id.
    public let id: String
    /// The descriptor's display name.
    public let name: String
    /// The gestures the descriptor claims.
    public let gestures: Set<GestureEvent.Kind>
    /// The plugin's controller; valid until `deinit` calls its `destroy`.
    private let raw: UnsafePointer<segue_interaction_t>
    /// What keeps the plugin's code loaded (its library) while the controller lives.
    private let keepAlive: AnyObject
    /// The duration of the transition being driven, for the completion curve's checks.
    private var duration = 0.0

    /// A decider over `raw`, made by the factory of descriptor `id` (`name`, `gestures`), whose
    /// library `keepAlive` holds. Throws (after destroying `raw`) when its vtable is smaller than
    /// the ABI's or lacks a required function.
    public init(
        raw: UnsafePointer<segue_interaction_t>, id: String, name: String, gestures: SegueGestures,
        keepAlive: AnyObject
    ) throws(TransitionError) {
        let vtable = raw.pointee
        let missing = [
            ("begin", vtable.begin == nil), ("handle_event", vtable.handle_event == nil),
            ("destroy", vtable.destroy == nil),
        ].filter(\.1).map(\.0)
        guard vtable.size >= UInt32(MemoryLayout<segue_interaction_t>.size), missing.isEmpty else {
            PluginCalls.into(.destroy) { vtable.destroy?(raw) }
            throw TransitionError(
                "\(id) made an interaction controller with "
                    + (missing.isEmpty
                        ? "size \(vtable.size), smaller than the ABI's" : "NULL \(missing.joined(separator: ", "))")
                    + "; fix the plugin's vtable")
        }
        self.raw = raw
        self.id = id
        self.name = name
        self.gestures = GestureEvent.Kind.kinds(of: gestures)
        self.keepAlive = keepAlive
    }

    deinit {
        PluginCalls.into(.destroy) { raw.pointee.destroy!(raw) }
    }

    /// The plugin's `begin`; a status other than OK is thrown.
    public func begin(operation: TransitionOperation, duration: Double, container: Size) throws(TransitionError) {
        self.duration = duration
        var start = segue_interaction_start_t(
            size: UInt32(MemoryLayout<segue_interaction_start_t>.size), operation: operation.raw,
            duration: duration, container_size: segue_size_t(width: container.width, height: container.height))
        let status = PluginCalls.into(.begin) { raw.pointee.begin!(raw, &start) }
        guard PluginStatus(rawValue: status) == .ok else {
            throw TransitionError("\(id): begin answered status \(status); the transition runs on its own")
        }
    }

    /// The plugin's `handle_event`, its answer zeroed with `size` set before the call and
    /// checked after it.
    public func decide(_ event: GestureEvent) throws(TransitionError) -> InteractionAnswer {
        var rawEvent = event.raw
        var answer = InteractionAnswer.blankRaw
        let status = PluginCalls.into(.handle_event) { raw.pointee.handle_event!(raw, &rawEvent, &answer) }
        guard PluginStatus(rawValue: status) == .ok else {
            throw TransitionError("\(id): handle_event answered status \(status); its answer is ignored")
        }
        do {
            return try InteractionAnswer(raw: answer, duration: duration)
        } catch {
            throw TransitionError("\(id): handle_event's answer refused: \(error.reason)")
        }
    }

    /// The plugin's optional `ended`.
    public func ended(completed: Bool) {
        PluginCalls.into(.ended) { raw.pointee.ended?(raw, completed) }
    }
}
