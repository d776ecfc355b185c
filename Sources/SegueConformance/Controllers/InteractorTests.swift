import SegueABI
import SegueABIValues
import SegueEngine
import SegueHost
import SegueKit

/// The catalogue of interaction controllers (interaction.h), run on the raw vtable a library's
/// interaction factory creates: synthetic gestures in, answers judged by the header's rules.
enum InteractorTests {
    static let all: [ValidationTest] = [
        descriptorValid, createDestroy, beginAccepted, fractionsInRange, releaseDecision, monotoneFractions,
        grabContinues, deterministic, edgeEvents,
    ]

    static let descriptorValid = ValidationTest(
        id: "interactor.descriptor-valid", level: 1,
        summary:
            "The descriptor keeps descriptor.h's string rules and claims at least one known gesture (pans, pinch) "
            + "and at least one operation (present, dismiss), and nothing else.",
        proves: "The host can offer the controller and attach it to the gestures and transitions it names.",
        scope: .interaction
    ) { subject in
        try subject.withInteraction { controller in
            let d = controller.descriptor.pointee
            if d.size < UInt32(MemoryLayout<segue_interaction_descriptor_t>.size) {
                return .failed(
                    expected: "a descriptor size of at least \(MemoryLayout<segue_interaction_descriptor_t>.size)",
                    got: "\(d.size)")
            }
            let text = ControllerDescriptorText(
                id: d.id, name: d.name, vendor: d.vendor, version: d.version, description: d.description)
            if let problem = text.problem { return .failed(expected: "valid descriptor strings", got: problem) }
            let known: SegueGestures = [.panHorizontal, .panVertical, .pinch]
            let gestures = SegueGestures(rawValue: d.gestures)
            guard !gestures.isEmpty, gestures.isSubset(of: known) else {
                return .failed(
                    expected: "gestures of SEGUE_GESTURE_PAN_HORIZONTAL, _PAN_VERTICAL and _PINCH, at least one",
                    got: "0x\(String(d.gestures, radix: 16))")
            }
            let operations = SEGUE_CAPABILITY_PRESENT | SEGUE_CAPABILITY_DISMISS
            guard d.operations != 0, d.operations & ~operations == 0 else {
                return .failed(
                    expected: "operations of SEGUE_CAPABILITY_PRESENT and _DISMISS, at least one",
                    got: "0x\(String(d.operations, radix: 16))")
            }
            guard d.parameter_count <= AnimatorDescriptor.maximumParameterCount,
                d.parameter_count == 0 || d.parameters != nil
            else {
                return .failed(
                    expected: "at most 64 parameters, in an array", got: "parameter_count \(d.parameter_count)")
            }
            return .passed
        }
    }

    static let createDestroy = ValidationTest(
        id: "interactor.create-destroy", level: 2,
        summary:
            "create answers a whole controller for its id (NULL for an unknown id), a new one each time, and "
            + "destroy frees each of 50.",
        proves: "The host can make a controller for every transition and free it after.", scope: .interaction
    ) { subject in
        try subject.withInteraction { controller in
            var made: [RawInteraction] = []
            defer { made.forEach { $0.destroy() } }
            for _ in 0..<50 { made.append(try controller.make()) }
            if Set(made.map { UnsafeRawPointer($0.raw) }).count != made.count {
                return .failed(expected: "a new controller from every create", got: "the same controller twice")
            }
            let unknown = ControllerCall.into { controller.factory.pointee.create!("org.segue.validator.no-such-id") }
            guard unknown == nil else {
                return .failed(expected: "NULL from create for an unknown id", got: "a controller")
            }
            return .passed
        }
    }

    static let beginAccepted = ValidationTest(
        id: "interactor.begin-accepted", level: 2,
        summary: "begin answers SEGUE_OK for every claimed operation, on a fresh controller and again on a used one.",
        proves: "A transition the controller claims can start under it, one after another.", scope: .interaction
    ) { subject in
        try subject.withInteraction { controller in
            try controller.withController { raw in
                for operation in controller.operations {
                    for round in ["fresh", "used"] {
                        let status = raw.begin(
                            operation, duration: GestureRun.duration, container: GestureRun.container)
                        guard status == .ok else {
                            return .failed(expected: "SEGUE_OK from begin (\(operation), \(round))", got: "\(status)")
                        }
                        raw.ended(completed: false)
                    }
                }
                return .passed
            }
        }
    }

    static let fractionsInRange = ValidationTest(
        id: "interactor.fractions-in-range", level: 3,
        summary:
            "For every claimed gesture (each pan both ways, a closing pinch) on every claimed operation, every answer "
            + "keeps interaction.h's rules and every UPDATE fraction is finite and within 0…1.",
        proves: "A drag never shows the transition before its start or past its end.", scope: .interaction
    ) { subject in
        try subject.withInteraction { controller in
            for run in try controller.monotoneRuns() {
                for step in run.steps where !step.event.isRelease {
                    if let violation = step.answer.violation(for: step.event) {
                        return .failed(
                            expected: "answers within interaction.h's rules under \(run.label)",
                            got: "\(violation), answering \(Self.describe(step.event))")
                    }
                }
            }
            return .passed
        }
    }
}
