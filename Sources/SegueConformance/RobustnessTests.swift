import SegueABI
import SegueEngine
import SegueHost
import SegueKit
import SegueScenario

/// Tests that push an animator past the happy path: frame rates, repeatability, fuzzed and
/// non-finite parameters, and every ABI entry point called with edge-case arguments.
enum RobustnessTests {
    /// The present of the default scene at `fps`, recorded.
    static func record(_ subject: ValidationSubject, fps: Double) throws -> ScenarioRecording {
        let operation: PluginOperation = try subject.capabilities().contains(.present) ? .present : .dismiss
        return try TransitionScenario(operation: operation, framesPerSecond: fps).run { _ in
            try subject.makeAnimator(operation)
        }
    }

    static let ok = PluginStatus.ok.raw

    static let all: [ValidationTest] = [
        deterministic, frameRateIndependence, parameterFuzz, nonFiniteRefused, abiEdgeCases,
    ]

    static let deterministic = ValidationTest(
        id: "robustness.deterministic", level: 5,
        summary: "Two runs in one process give byte-identical traces (independence.processes compares processes).",
        proves: "Pictures, traces and tests of the animator are reproducible.", scope: .animator
    ) { subject in
        let (a, b) = (try record(subject, fps: 60), try record(subject, fps: 60))
        guard a.recorder.jsonLines() == b.recorder.jsonLines() else {
            return .failed(
                expected: "identical traces from two runs", got: "they differ",
                hint: "keep no state between transitions, use no clocks or randomness of your own")
        }
        return .passed
    }

    /// The frame rates compared; every one draws a frame each `sampleInterval` after the
    /// transition's first frame.
    static let frameRates: [Double] = [24, 30, 60, 120, 240]
    /// Seconds between the instants compared: 1/6 s is 4, 5, 10, 20 and 40 frames at the rates.
    static let sampleInterval = 1.0 / 6

    /// `operation` with a fresh animator at `fps`: the tree every `sampleInterval` from the tick
    /// that starts the transition, the seconds from then to the operation's completion, and the
    /// tree at the end.
    static func sampledPoses(_ subject: ValidationSubject, _ operation: PluginOperation, fps: Double) throws -> (
        poses: [[ViewLook]], completion: Double?, end: [ViewLook]
    ) {
        let scene = ProbeScene(for: operation)
        try scene.start(operation, with: try subject.makeAnimator(operation))
        scene.clock.advance(frames: 1, framesPerSecond: fps)
        let start = scene.engine.currentTime
        var poses = [scene.looks()]
        let framesPerSample = Int((fps * sampleInterval).rounded())
        while scene.engine.hasRunningAnimations || scene.engine.hasPendingTasks,
            Double(poses.count) * sampleInterval < 30
        {
            scene.clock.advance(frames: framesPerSample, framesPerSecond: fps)
            poses.append(scene.looks())
        }
        scene.settle(fps: fps)
        return (poses, scene.completedAt.map { $0 - start }, scene.looks())
    }

    /// Whether the instant `seconds` after the first frame lies within a frame of the slowest rate
    /// of a run's completion: there the end falls a rounding error either side of the instant,
    /// drawn before it at one rate and after it at another, so such instants do not compare.
    static func isNearCompletion(_ seconds: Double, _ completions: Double?...) -> Bool {
        completions.contains { $0.map { abs($0 - seconds) <= 1 / frameRates[0] + 1e-9 } ?? false }
    }

    static let frameRateIndependence = ValidationTest(
        id: "robustness.frame-rate-independence", level: 6,
        summary:
            "At 24, 30, 60, 120 and 240 fps, a presentation (or the dismissal, if it claims only that) shows the "
            + "same tree at the instants all rates draw (every 1/6 s from the first frame; none within a frame of "
            + "the completion) and at the end.",
        proves:
            "The animator moves with time, not frames: every display shows the same motion and ends in the same place.",
        scope: .animator
    ) { subject in
        // One operation: the rates multiply the cost, and a frame count in the animator's
        // motion shows in any transition it animates.
        for operation in try LifecycleTests.claimedOperations(subject, among: LifecycleTests.modal).prefix(1) {
            let reference = try sampledPoses(subject, operation, fps: 60)
            for fps in frameRates where fps != 60 {
                let run = try sampledPoses(subject, operation, fps: fps)
                for (index, (expected, actual)) in zip(reference.poses, run.poses).enumerated()
                where !isNearCompletion(Double(index) * sampleInterval, reference.completion, run.completion) {
                    guard let difference = firstDifference(expected, actual, tolerance: 1e-6) else { continue }
                    return failure(operation, fps, "\(index)/6 s after the first frame", difference)
                }
                if let difference = firstDifference(reference.end, run.end, tolerance: 1e-6) {
                    return failure(operation, fps, "at the end", difference)
                }
            }
        }
        return .passed
    }

    private static func failure(_ operation: PluginOperation, _ fps: Double, _ when: String, _ difference: String)
        -> ValidationOutcome
    {
        .failed(
            expected: "the 60 fps tree \(when) of the \(operation.rawValue) at \(Int(fps)) fps", got: difference,
            hint: "animate through the context with durations and delays, never a step per frame or per completion")
    }

    static let parameterFuzz = ValidationTest(
        id: "robustness.parameter-fuzz", level: 7,
        summary:
            "Seeded values inside each parameter's range are kept; values outside are refused by the plugin's setter.",
        proves: "Every value the descriptor allows works, and the plugin guards its own range.", scope: .animator
    ) { subject in
        let (available, registry) = try subject.available()
        let parameters = available.descriptor.parameters
        guard !parameters.isEmpty else { throw ValidationStop(.skipped, "the animator has no parameters") }
        let animator = try subject.makeAnimator(
            available.descriptor.capabilities.contains(.present) ? .present : .dismiss)
        var random = SeededRandom(seed: subject.seed)
        for parameter in parameters {
            for _ in 0..<8 {
                var value: Double = parameter.minimum
                if parameter.minimum < parameter.maximum {
                    value = Double.random(in: parameter.minimum...parameter.maximum, using: &random)
                }
                if parameter.kind != .double { value = value.rounded(.down) }
                guard value >= parameter.minimum else { continue }
                let status = registry.parameterCalls.set(parameter, to: value, on: animator.raw)
                let read = registry.parameterCalls.get(parameter, of: animator.raw)
                guard status == ok, read == value else {
                    return .failed(
                        expected: "\(parameter.id) = \(value) (in range) to be kept",
                        got: "the setter answered \(status) and the getter \(read)")
                }
            }
            let span = max(parameter.maximum - parameter.minimum, 1)
            for outside in [parameter.maximum + span, parameter.minimum - span] where parameter.kind != .bool {
                if registry.parameterCalls.set(parameter, to: outside, on: animator.raw) == ok {
                    return .failed(
                        expected:
                            "SEGUE_ERROR_OUT_OF_RANGE for \(parameter.id) = \(outside), outside "
                            + "\(parameter.minimum)…\(parameter.maximum)",
                        got: "the setter accepted it")
                }
            }
        }
        return .passed
    }

    static let nonFiniteRefused = ValidationTest(
        id: "robustness.non-finite-refused", level: 7,
        summary: "NaN and infinite parameter values are refused by the plugin's setter.",
        proves: "A NaN from a caller's arithmetic cannot reach the animation.", scope: .animator
    ) { subject in
        let (available, registry) = try subject.available()
        let doubles = available.descriptor.parameters.filter { $0.kind == .double }
        guard !doubles.isEmpty else { throw ValidationStop(.skipped, "the animator has no double parameters") }
        let animator = try subject.makeAnimator(
            available.descriptor.capabilities.contains(.present) ? .present : .dismiss)
        for parameter in doubles {
            for value in [Double.nan, .infinity, -.infinity]
            where registry.parameterCalls.set(parameter, to: value, on: animator.raw) == ok {
                return .failed(expected: "\(parameter.id) = \(value) to be refused", got: "the setter accepted it")
            }
        }
        return .passed
    }

    static let abiEdgeCases = ValidationTest(
        id: "robustness.abi-edge-cases", level: 9,
        summary:
            "Every ABI entry point, called through libffi with NULL and edge-case arguments, answers by the ABI's "
            + "rules without crashing.",
        proves: "A careless or hostile caller cannot crash the plugin or make it answer nonsense.", scope: .animator
    ) { subject in
        let (available, _) = try subject.available()
        let plugin = try RawPlugin(subject.file)
        if let problem = try plugin.initialised({ _ in try entryEdgeCases(plugin) }) { return problem }
        return try animatorEdgeCases(subject, available.descriptor)
    }

    /// The entry's functions with indexes past the end, unknown and huge ids.
    private static func entryEdgeCases(_ plugin: RawPlugin) throws -> ValidationOutcome? {
        let entry = plugin.entry.pointee
        func pointer<T>(_ function: T?) -> UnsafeRawPointer? {
            function.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
        }
        let count = plugin.animatorCount()
        if let describe = pointer(entry.animator_descriptor) {
            for index in [count, count &+ 1, UInt32.max]
            where PluginCalls.into(
                .animator_descriptor, { FFIEdgeCall.call(describe, returning: .pointer, [.uint32(index)]) }) != 0
            {
                return .failed(
                    expected: "NULL from animator_descriptor(\(index)) with \(count) animators", got: "a descriptor")
            }
        }
        if let create = pointer(entry.create_animator) {
            for id in ["", "org.segue.validator.unknown", String(repeating: "x", count: 4096)] {
                let made = PluginCalls.into(.create_animator) {
                    id.withCString { FFIEdgeCall.call(create, returning: .pointer, [.pointer(UnsafeRawPointer($0))]) }
                }
                if made != 0 {
                    return .failed(
                        expected: "NULL from create_animator(\"\(id.prefix(32))\") for an unknown id",
                        got: "an animator")
                }
            }
        }
        if let lookup = pointer(entry.get_extension) {
            for id in ["", "org.segue.validator.unknown/1", String(repeating: "y", count: 4096)] {
                let table = PluginCalls.into(.get_extension) {
                    id.withCString { FFIEdgeCall.call(lookup, returning: .pointer, [.pointer(UnsafeRawPointer($0))]) }
                }
                if table != 0 {
                    return .failed(
                        expected: "NULL from get_extension(\"\(id.prefix(32))\") for an unknown id", got: "a table")
                }
            }
        }
        return nil
    }

    /// An animator's duration with a NULL context and its accessors with an index past the end.
    private static func animatorEdgeCases(_ subject: ValidationSubject, _ descriptor: AnimatorDescriptor) throws
        -> ValidationOutcome
    {
        let animator = try subject.makeAnimator(descriptor.capabilities.contains(.present) ? .present : .dismiss)
        let vtable = animator.raw.pointee
        if let duration = vtable.transition_duration.map({ unsafeBitCast($0, to: UnsafeRawPointer.self) }) {
            let bits = PluginCalls.into(.transition_duration) {
                FFIEdgeCall.call(
                    duration, returning: .double, [.pointer(UnsafeRawPointer(animator.raw)), .pointer(nil)])
            }
            let seconds = Double(bitPattern: bits)
            guard seconds.isFinite, seconds >= 0 else {
                return .failed(
                    expected: "a finite, non-negative duration from transition_duration with a NULL context",
                    got: "\(seconds)")
            }
        }
        // Accessors with an index past the last parameter must answer an error, not write anywhere.
        let parameters = descriptor.parameters
        if let first = parameters.first {
            let index = UInt32(parameters.count + 7)
            let status = PluginCalls.into(.parameter_set) {
                Int32(
                    truncatingIfNeeded: FFIEdgeCall.call(
                        first.setter, returning: .int32,
                        [.pointer(UnsafeRawPointer(animator.raw)), .uint32(index), .double(first.defaultValue)]))
            }
            if first.kind == .double, status == ok {
                return .failed(
                    expected: "SEGUE_ERROR_NOT_FOUND from a setter called with parameter index \(index)",
                    got: "SEGUE_OK")
            }
            _ = PluginCalls.into(.parameter_get) {
                FFIEdgeCall.call(
                    first.getter, returning: first.kind == .double ? .double : .pointer,
                    [.pointer(UnsafeRawPointer(animator.raw)), .uint32(UInt32.max)])
            }
        }
        return .passed
    }
}
