import SegueABI
import SegueHost

/// Parameters at their exact bounds (parameters.h): every value a descriptor offers is usable as
/// given, bounds included, and the nearest values outside are refused.
enum ParameterBoundsTests {
    static let all: [ValidationTest] = [exactBounds]

    static let exactBounds = ValidationTest(
        id: "parameters.exact-bounds", level: 3,
        summary:
            "Each parameter's setter accepts min, max and default, which the getter then answers exactly, and "
            + "refuses the nearest values outside (nextafter for a double, ±1 for an int64, the other of "
            + "false/true for a one-valued bool) with SEGUE_ERROR_OUT_OF_RANGE, keeping its value.",
        proves:
            "Every value the descriptor offers reaches the animator as given, bounds included, and no value past "
            + "them does.",
        scope: .animator
    ) { subject in
        let (available, registry) = try subject.available()
        guard !available.descriptor.parameters.isEmpty else {
            throw ValidationStop(.skipped, "the animator has no parameters")
        }
        let animator = try subject.makeAnimator(
            available.descriptor.capabilities.contains(.present) ? .present : .dismiss)
        // Values between the bounds, drawn from --seed, are robustness.parameter-fuzz's part.
        let probe = BoundsProbe(calls: registry.parameterCalls, animator: animator.raw)
        for parameter in available.descriptor.parameters {
            if let problem = parameter.boundaryValues.lazy.compactMap({ probe.roundTripProblem(parameter, $0) }).first {
                return problem
            }
            if let problem = parameter.valuesJustOutside.lazy.compactMap({ probe.refusalProblem(parameter, $0) }).first
            {
                return problem
            }
        }
        return .passed
    }
}

/// Calls one animator's raw accessors, past the host's own range check, as parameters.h's rules
/// bind the plugin whatever the host checks first.
private struct BoundsProbe {
    let calls: FFIParameterCalls
    let animator: UnsafePointer<segue_animator_t>

    /// Why setting `value` (in range) and reading it back is not exact, or nil.
    func roundTripProblem(_ parameter: ParameterDescriptor, _ value: Double) -> ValidationOutcome? {
        let status = calls.set(parameter, to: value, on: animator)
        guard PluginStatus(status) == .ok else {
            return .failed(
                expected:
                    "\(parameter.id) = \(parameter.exactly(value)) accepted (it lies in "
                    + "\(parameter.exactly(parameter.minimum))…\(parameter.exactly(parameter.maximum)), bounds "
                    + "included)",
                got: "the setter answered \(PluginStatus(status)?.description ?? "status \(status)")",
                hint: "compare with <= and >=, not < and >")
        }
        let read = calls.get(parameter, of: animator)
        guard read.bitPattern == value.bitPattern || (parameter.kind != .double && read == value) else {
            return .failed(
                expected: "the getter to answer \(parameter.exactly(value)) after \(parameter.id) was set to it",
                got: parameter.exactly(read),
                hint: "store the value as given, in its own C type (no float, rounding or clamping)")
        }
        return nil
    }

    /// Why setting `value` (just outside the range) was not refused, or changed the value, or nil.
    func refusalProblem(_ parameter: ParameterDescriptor, _ value: Double) -> ValidationOutcome? {
        let before = calls.get(parameter, of: animator)
        let status = calls.set(parameter, to: value, on: animator)
        guard PluginStatus(status) == .outOfRange else {
            return .failed(
                expected:
                    "\(parameter.id) = \(parameter.exactly(value)) refused with SEGUE_ERROR_OUT_OF_RANGE (just "
                    + "outside \(parameter.exactly(parameter.minimum))…\(parameter.exactly(parameter.maximum)))",
                got: "the setter answered \(PluginStatus(status)?.description ?? "status \(status)")",
                hint: "refuse every value outside [min, max] (parameters.h)")
        }
        let after = calls.get(parameter, of: animator)
        guard after.bitPattern == before.bitPattern else {
            return .failed(
                expected:
                    "\(parameter.id) to keep \(parameter.exactly(before)) after refusing \(parameter.exactly(value))",
                got: parameter.exactly(after),
                hint: "check the value before storing it")
        }
        return nil
    }
}

extension ParameterDescriptor {
    /// Min, max and default: the values a descriptor names.
    var boundaryValues: [Double] { [minimum, maximum, defaultValue] }

    /// The nearest values outside the range that the parameter's C type can carry: the next
    /// doubles below min and above max, min − 1 and max + 1 for an int64, and for a bool whichever
    /// of false and true lies outside it (-1 and 2 are not C bools: the host refuses them).
    var valuesJustOutside: [Double] {
        switch kind {
        case .double: [minimum.nextDown, maximum.nextUp]
        case .int64: [minimum - 1, maximum + 1]
        case .bool: [0, 1].filter { $0 < minimum || $0 > maximum }
        }
    }

    /// `value` written exactly: every digit a double needs to round-trip, as the command line
    /// takes it otherwise.
    func exactly(_ value: Double) -> String { kind == .double ? "\(value)" : format(value) }
}
