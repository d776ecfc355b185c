import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

/// One interaction controller a factory created, called raw (interaction.h); the test that
/// made it destroys it.
final class RawInteraction {
    let raw: UnsafePointer<segue_interaction_t>

    /// `raw` once its vtable is whole, or a failing stop naming what is missing (the
    /// controller is then leaked: not even its `destroy` can be trusted).
    init(_ raw: UnsafePointer<segue_interaction_t>, id: String) throws {
        let v = raw.pointee
        let needed = MemoryLayout<segue_interaction_t>.size
        guard v.size >= UInt32(needed) else {
            throw ValidationStop(
                .failed,
                "expected create(\"\(id)\") to answer a segue_interaction_t of at least \(needed) bytes; "
                    + "its size says \(v.size)")
        }
        let missing = [
            ("begin", v.begin == nil), ("handle_event", v.handle_event == nil), ("destroy", v.destroy == nil),
        ]
        .filter(\.1).map(\.0)
        guard missing.isEmpty else {
            throw ValidationStop(
                .failed,
                "expected every required function of the controller set; \(missing.joined(separator: ", ")) "
                    + "is NULL")
        }
        self.raw = raw
    }

    /// `begin` for a transition of `operation` lasting `duration` in a container of `size`.
    func begin(_ operation: SegueOperation, duration: Double, container size: Size) -> SegueStatus {
        var start = segue_interaction_start_t()
        start.size = UInt32(MemoryLayout<segue_interaction_start_t>.size)
        start.operation = operation.rawValue
        start.duration = duration
        start.container_size = segue_size_t(width: size.width, height: size.height)
        return ControllerCall.into { SegueStatus(rawValue: raw.pointee.begin!(raw, &start)) }
    }

    /// `handle_event` for `event`, its answer zeroed with its size set first (interaction.h).
    func handle(_ event: GestureEvent) -> RawInteractionAnswer {
        var raw = segue_gesture_event_t(event)
        var answer = segue_interaction_answer_t()
        answer.size = UInt32(MemoryLayout<segue_interaction_answer_t>.size)
        let status = ControllerCall.into { self.raw.pointee.handle_event!(self.raw, &raw, &answer) }
        return RawInteractionAnswer(status: SegueStatus(rawValue: status), answer)
    }

    /// `ended`, when set.
    func ended(completed: Bool) {
        ControllerCall.into { raw.pointee.ended?(raw, completed) }
    }

    /// `destroy`; the controller is gone after it.
    func destroy() {
        ControllerCall.into { raw.pointee.destroy!(raw) }
    }
}
