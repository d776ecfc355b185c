import SegueABI
import SegueEngine
import SegueHost
import SegueScenario
import SegueKit

/// Tests that push an animator past the happy path: frame rates, repeatability, fuzzed and
/// non-finite parameters, and every ABI entry point called with edge-case arguments.
enum RobustnessTests {
    /// The present of the default scene at `fps`, recorded.
    static func record(_ subject: ValidationSubject, fps: Double) throws -> ScenarioRecording {
        let operation: PluginOperation = try subject.capabilities().contains(.present) ? .present : .dismiss
        return try TransitionScenario(operation: operation, framesPerSecond: fps).run { _ in try subject.makeAnimator(operation) }
    }

    /// A frame's views as comparable values.
    static func looks(_ frame: TraceRecorder.Frame?) -> [ViewLook] { ViewLook.looks(of: frame?.views ?? []) }

    static let ok = segue_status_t(SEGUE_OK)

    static let all: [ValidationTest] = [
        ValidationTest(id: "robustness.deterministic", level: 5, summary: "Two runs give byte-identical traces.", scope: .animator) { subject in
            let (a, b) = (try record(subject, fps: 60), try record(subject, fps: 60))
            guard a.recorder.jsonLines() == b.recorder.jsonLines() else {
                return ValidationOutcome(.failed, "expected identical traces from two runs; they differ (keep no state between transitions, use no clocks or randomness of your own)")
            }
            return .passed
        },
        ValidationTest(id: "robustness.frame-rate-independence", level: 6, summary: "The end state is the same at 30, 60, 120 and 240 fps.", scope: .animator) { subject in
            let reference: [ViewLook] = looks(try record(subject, fps: 60).frames.last)
            for fps in [30.0, 120, 240] {
                if let difference = firstDifference(reference, looks(try record(subject, fps: fps).frames.last)) {
                    return ValidationOutcome(.failed, "expected the 60 fps end state at \(Int(fps)) fps; \(difference) (animate through the context, never per frame)")
                }
            }
            return .passed
        },
        ValidationTest(id: "robustness.parameter-fuzz", level: 7, summary: "Seeded values inside each parameter's range are kept; values outside are refused by the plugin's setter.", scope: .animator) { subject in
            let (available, registry) = try subject.available()
            let parameters = available.descriptor.parameters
            guard !parameters.isEmpty else { throw ValidationStop(.skipped, "the animator has no parameters") }
            let animator = try subject.makeAnimator(available.descriptor.capabilities.contains(.present) ? .present : .dismiss)
            var random = SeededRandom(seed: subject.seed)
            for parameter in parameters {
                for _ in 0..<8 {
                    var value: Double = parameter.minimum
                    if parameter.minimum < parameter.maximum { value = Double.random(in: parameter.minimum...parameter.maximum, using: &random) }
                    if parameter.kind != .double { value = value.rounded(.down) }
                    guard value >= parameter.minimum else { continue }
                    let status = registry.parameterCalls.set(parameter, to: value, on: animator.raw)
                    let read = registry.parameterCalls.get(parameter, of: animator.raw)
                    guard status == ok, read == value else {
                        return ValidationOutcome(.failed, "setting \(parameter.id) to \(value) (in range) should be kept; the setter answered \(status) and the getter \(read)")
                    }
                }
                let span = max(parameter.maximum - parameter.minimum, 1)
                for outside in [parameter.maximum + span, parameter.minimum - span] where parameter.kind != .bool {
                    if registry.parameterCalls.set(parameter, to: outside, on: animator.raw) == ok {
                        return ValidationOutcome(.failed, "setting \(parameter.id) to \(outside), outside \(parameter.minimum)…\(parameter.maximum), should answer SEGUE_ERROR_OUT_OF_RANGE; the setter accepted it")
                    }
                }
            }
            return .passed
        },
        ValidationTest(id: "robustness.non-finite-refused", level: 7, summary: "NaN and infinite parameter values are refused by the plugin's setter.", scope: .animator) { subject in
            let (available, registry) = try subject.available()
            let doubles = available.descriptor.parameters.filter { $0.kind == .double }
            guard !doubles.isEmpty else { throw ValidationStop(.skipped, "the animator has no double parameters") }
            let animator = try subject.makeAnimator(available.descriptor.capabilities.contains(.present) ? .present : .dismiss)
            for parameter in doubles {
                for value in [Double.nan, .infinity, -.infinity] where registry.parameterCalls.set(parameter, to: value, on: animator.raw) == ok {
                    return ValidationOutcome(.failed, "setting \(parameter.id) to \(value) should be refused; the setter accepted it")
                }
            }
            return .passed
        },
        ValidationTest(id: "robustness.abi-edge-cases", level: 9, summary: "Every ABI entry point, called through libffi with NULL and edge-case arguments, answers without crashing.", scope: .animator) { subject in
            let (available, registry) = try subject.available()
            let plugin = try RawPlugin(subject.file)
            let entry = plugin.entry.pointee
            let host = PluginHostServices()
            guard entry.`init`?(host.raw) == true else { return ValidationOutcome(.failed, "expected init to answer true; it refused") }
            defer { entry.deinit?() }
            func pointer<T>(_ function: T?) -> UnsafeRawPointer? { function.map { unsafeBitCast($0, to: UnsafeRawPointer.self) } }
            let count = UInt32(entry.animator_count?() ?? 0)
            if let describe = pointer(entry.animator_descriptor) {
                for index in [count, count + 1, UInt32.max] where FFIEdgeCall.call(describe, returning: .pointer, [.uint32(index)]) != 0 {
                    return ValidationOutcome(.failed, "animator_descriptor(\(index)) with \(count) animators should answer NULL; it answered a descriptor")
                }
            }
            if let create = pointer(entry.create_animator) {
                for id in ["", "org.segue.validator.unknown", String(repeating: "x", count: 4096)] {
                    let made = id.withCString { FFIEdgeCall.call(create, returning: .pointer, [.pointer(UnsafeRawPointer($0))]) }
                    if made != 0 {
                        return ValidationOutcome(.failed, "create_animator(\"\(id.prefix(32))\") should answer NULL for an unknown id; it made an animator")
                    }
                }
            }
            if let lookup = pointer(entry.get_extension) {
                _ = "org.segue.validator.unknown/1".withCString { FFIEdgeCall.call(lookup, returning: .pointer, [.pointer(UnsafeRawPointer($0))]) }
            }
            let animator = try subject.makeAnimator(available.descriptor.capabilities.contains(.present) ? .present : .dismiss)
            let vtable = animator.raw.pointee
            if let duration = pointer(vtable.transition_duration) {
                let bits = FFIEdgeCall.call(duration, returning: .double, [.pointer(UnsafeRawPointer(animator.raw)), .pointer(nil)])
                let seconds = Double(bitPattern: bits)
                guard seconds.isFinite, seconds >= 0 else {
                    return ValidationOutcome(.failed, "transition_duration with a NULL context should answer a finite, non-negative duration; it answered \(seconds)")
                }
            }
            // Accessors with an index past the last parameter must answer an error, not write anywhere.
            let parameters = available.descriptor.parameters
            if let first = parameters.first {
                let status = Int32(truncatingIfNeeded: FFIEdgeCall.call(
                    first.setter, returning: .int32, [.pointer(UnsafeRawPointer(animator.raw)), .uint32(UInt32(parameters.count + 7)), .double(first.defaultValue)]))
                if first.kind == .double, status == ok {
                    return ValidationOutcome(.failed, "a setter called with parameter index \(parameters.count + 7) should answer SEGUE_ERROR_NOT_FOUND; it answered SEGUE_OK")
                }
                _ = FFIEdgeCall.call(first.getter, returning: first.kind == .double ? .double : .pointer, [.pointer(UnsafeRawPointer(animator.raw)), .uint32(UInt32.max)])
            }
            _ = registry
            return .passed
        },
    ]
}
