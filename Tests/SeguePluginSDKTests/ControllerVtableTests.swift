import SegueABI
import Testing

@testable import SeguePluginSDK

/// A Swift interaction controller through the `segue_interaction_t` the SDK makes of it, and its
/// parameters through the descriptor's accessors called with that vtable (parameters.h: the
/// accessors take the controller, as an animator's take the animator).
@Suite("SDK: controllers through their vtables")
struct ControllerVtableTests {
    /// Answers an update to the event's horizontal travel over the container, and finishes at
    /// `speed` on release.
    final class Follower: SegueInteractionController {
        static let speed = ParameterInfo(
            id: "speed", name: "Speed", description: "Completion speed.", defaultValue: 2, range: 0.5...4)
        static let info = InteractionInfo(
            id: "org.example.follower", name: "Follower", vendor: "Tests", version: "1.0.0",
            description: "Follows the finger.", gestures: .panHorizontal, operations: [.present], parameters: [speed])
        let parameters: ParameterValues
        var begun = 0
        init(parameters: ParameterValues) { self.parameters = parameters }
        func begin(_ start: InteractionStart) { begun += 1 }
        func handle(_ event: InteractionEvent) -> InteractionResponse {
            event.isRelease
                ? .finish(speed: parameters[Self.speed]) : .update(event.translation.x / event.containerSize.width)
        }
    }

    private func event(_ phase: SegueGesturePhase, x: Double) -> segue_gesture_event_t {
        var event = segue_gesture_event_t()
        event.size = UInt32(MemoryLayout<segue_gesture_event_t>.size)
        event.phase = phase.rawValue
        event.gesture = SEGUE_GESTURE_PAN_HORIZONTAL
        event.translation = segue_point_t(x: x, y: 0)
        event.container_size = segue_size_t(width: 400, height: 800)
        return event
    }

    private func answer(_ vtable: UnsafePointer<segue_interaction_t>, _ event: segue_gesture_event_t)
        -> segue_interaction_answer_t
    {
        var event = event
        var answer = segue_interaction_answer_t()
        answer.size = UInt32(MemoryLayout<segue_interaction_answer_t>.size)
        #expect(vtable.pointee.handle_event(vtable, &event, &answer) == SegueStatus.ok.rawValue)
        return answer
    }

    @Test func eventsAndAnswersCrossTheVtable() {
        let instance = InteractionInstance.make(Follower.self)
        let vtable = UnsafePointer(instance.raw)
        defer { vtable.pointee.destroy(vtable) }
        var start = segue_interaction_start_t(
            size: UInt32(MemoryLayout<segue_interaction_start_t>.size), operation: 0, duration: 1,
            container_size: segue_size_t(width: 400, height: 800))
        #expect(vtable.pointee.begin(vtable, &start) == SegueStatus.ok.rawValue)
        #expect((instance.controller as? Follower)?.begun == 1)
        let update = answer(vtable, event(.changed, x: 100))
        #expect(update.action == SegueInteractionAction.update.rawValue && update.fraction == 0.25)
        let finish = answer(vtable, event(.ended, x: 100))
        #expect(finish.action == SegueInteractionAction.finish.rawValue && finish.completion_speed == 2)
        #expect(finish.completion_curve.kind == SegueTimingKind.easeInOut.rawValue)
    }

    @Test func theDescriptorsAccessorsReachTheControllersValues() {
        let storage = DescriptorStorage(Follower.info)
        defer { storage.free() }
        #expect(String(cString: storage.descriptor.pointee.id) == "org.example.follower")
        #expect(storage.descriptor.pointee.gestures == SEGUE_GESTURE_PAN_HORIZONTAL)
        let instance = InteractionInstance.make(Follower.self)
        let vtable = UnsafeRawPointer(instance.raw)
        defer { instance.raw.pointee.destroy(instance.raw) }
        let parameter = storage.descriptor.pointee.parameters![0]
        let set = unsafeBitCast(parameter.set, to: ParameterAccessors.SetDouble.self)
        let get = unsafeBitCast(parameter.get, to: ParameterAccessors.GetDouble.self)
        #expect(get(vtable, 0) == 2)
        #expect(set(vtable, 0, 3.5) == SegueStatus.ok.rawValue && get(vtable, 0) == 3.5)
        #expect(set(vtable, 0, 4.5) == SegueStatus.outOfRange.rawValue && get(vtable, 0) == 3.5)
        #expect(answer(UnsafePointer(instance.raw), event(.ended, x: 0)).completion_speed == 3.5)
    }

    /// A slot found once reads what the host's setter wrote since (the swipe plugins read theirs on
    /// every event instead of looking the id up); an undeclared parameter's slot answers its default.
    @Test func aSlotReadsTheValueLastSet() {
        let instance = InteractionInstance.make(Follower.self)
        defer { instance.raw.pointee.destroy(instance.raw) }
        let slot = instance.values.slot(Follower.speed)
        #expect(slot.value == 2)
        #expect(instance.set(3.5, at: 0) == .ok && slot.value == 3.5)
        #expect(instance.set(9, at: 0) == .outOfRange && slot.value == 3.5)
        let undeclared = ParameterInfo(
            id: "missing", name: "Missing", description: "Not declared.", defaultValue: 0.25, range: 0...1)
        #expect(instance.values.slot(undeclared).value == 0.25)
        #expect(instance.values.values == [3.5])
    }

    @Test func aSwipeRuleFinishesPastHalfAndGrabs() {
        var rule = SwipeRule(axis: .vertical)
        func event(_ phase: SegueGesturePhase, y: Double, touch: Int = 0, state: SegueInteractionState = .driving)
            -> InteractionEvent
        {
            InteractionEvent(
                phase: phase, gesture: .panVertical, touch: touch, state: state, translation: Point(x: 0, y: y),
                containerSize: Size(width: 400, height: 800), fraction: 0.75)
        }
        guard case .update(let fraction) = rule.decide(event(.changed, y: -150), distance: 200, threshold: 0.5) else {
            Issue.record("no update")
            return
        }
        #expect(fraction == 0.75)
        guard case .finish(let speed, _) = rule.decide(event(.ended, y: -150), distance: 200, threshold: 0.5) else {
            Issue.record("no finish")
            return
        }
        #expect(speed == 0.25)
        guard case .grab = rule.decide(event(.began, y: 0, touch: 1, state: .finishing), distance: 200, threshold: 0.5)
        else {
            Issue.record("no grab")
            return
        }
        guard case .update(let grabbed) = rule.decide(event(.changed, y: 20, touch: 1), distance: 200, threshold: 0.5)
        else {
            Issue.record("no update after the grab")
            return
        }
        #expect(grabbed == 0.65, "a downward drag pulls back an upward swipe")
    }
}
