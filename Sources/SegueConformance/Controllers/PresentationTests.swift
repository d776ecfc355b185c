import SegueABI
import SegueABIValues
import SegueHost

/// The catalogue of presentation controllers (presentation.h), run on the raw vtable a
/// library's presentation factory creates: the hooks that take no context.
enum PresentationTests {
    static let all: [ValidationTest] = [
        descriptorValid, createDestroy, framePure, frameWithinContainer, adaptiveStyle, gestureAnswers,
    ]

    static let descriptorValid = ValidationTest(
        id: "presentation.descriptor-valid", level: 1,
        summary:
            "The descriptor keeps descriptor.h's string rules and claims only known capabilities, interactive "
            + "dismissal only with gestures.",
        proves: "The host can offer the controller and knows which of its hooks to call.", scope: .presentation
    ) { subject in
        try subject.withPresentation { controller in
            let d = controller.descriptor.pointee
            if d.size < UInt32(MemoryLayout<segue_presentation_descriptor_t>.size) {
                return .failed(
                    expected: "a descriptor size of at least \(MemoryLayout<segue_presentation_descriptor_t>.size)",
                    got: "\(d.size)")
            }
            let text = ControllerDescriptorText(
                id: d.id, name: d.name, vendor: d.vendor, version: d.version, description: d.description)
            if let problem = text.problem { return .failed(expected: "valid descriptor strings", got: problem) }
            let known: SeguePresentationCapabilities = [.gestures, .interactiveDismiss]
            let claimed = SeguePresentationCapabilities(rawValue: d.capabilities)
            guard claimed.isSubset(of: known), !claimed.contains(.interactiveDismiss) || claimed.contains(.gestures)
            else {
                return .failed(
                    expected: "SEGUE_PRESENTATION_CAPABILITY_* flags only, INTERACTIVE_DISMISS only with GESTURES",
                    got: "0x\(String(d.capabilities, radix: 16))")
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
        id: "presentation.create-destroy", level: 2,
        summary:
            "create answers a whole controller for its id (handle_gesture set when gestures are claimed), a new one "
            + "each time, NULL for an unknown id, and destroy frees each of 50.",
        proves: "The host can make a controller for every presentation, as UIKit does, and free it after.",
        scope: .presentation
    ) { subject in
        try subject.withPresentation { controller in
            var made: [RawPresentation] = []
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

    static let framePure = ValidationTest(
        id: "presentation.frame-pure", level: 3,
        summary:
            "frame_of_presented_view answers SEGUE_OK and a bit-identical rect for the same layout, asked twice in a "
            + "row and again after every other layout, and calls no host service.",
        proves: "UIKit may ask for the frame any number of times (seed 004): the answer depends on the layout alone.",
        scope: .presentation
    ) { subject in
        try subject.withPresentation { controller in
            try controller.withController { raw in
                let calls = controller.hostCalls
                var first: [[UInt64]] = []
                for layout in PresentationLayouts.all {
                    let (a, b) = (raw.frame(layout), raw.frame(layout))
                    guard a.0 == .ok else {
                        return .failed(expected: "SEGUE_OK for \(PresentationLayouts.describe(layout))", got: "\(a.0)")
                    }
                    if a.1.bits != b.1.bits {
                        return .failed(
                            expected: "the same rect twice for \(PresentationLayouts.describe(layout))",
                            got: "\(a.1.text) then \(b.1.text)")
                    }
                    first.append(a.1.bits)
                }
                for (layout, earlier) in zip(PresentationLayouts.all, first) where raw.frame(layout).1.bits != earlier {
                    return .failed(
                        expected: "the same rect for \(PresentationLayouts.describe(layout)) after other layouts",
                        got: "\(raw.frame(layout).1.text), where it first answered another")
                }
                guard controller.hostCalls == calls else {
                    return .failed(
                        expected: "no host service called from frame_of_presented_view (presentation.h: pure)",
                        got: "\(controller.hostCalls - calls) calls (the clock, the log or from another thread)")
                }
                return .passed
            }
        }
    }
}

extension segue_rect_t {
    /// The four numbers' bits, for comparing bit for bit.
    var bits: [UInt64] { [x, y, width, height].map(\.bitPattern) }

    /// "(x, y, width × height)", for reports.
    var text: String { "(\(x), \(y), \(width) × \(height))" }

    /// Whether all four numbers are finite.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
