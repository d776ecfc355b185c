/// The textual form of a timing curve used on the command line and in scene files:
/// `linear`, `ease-in`, `ease-out`, `ease-in-out`, `default`, `cubic-bezier(x1,y1,x2,y2)`,
/// `spring(mass=M,stiffness=K,damping=C,velocity=V)`, `spring(damping-ratio=Z,response=R)` or
/// `spring(duration=D,bounce=B)`.
///
/// Every number must be finite and inside its parameter's range (`Spring.massRange` and its
/// siblings, `CubicBezier.x1Range` and its siblings); a refusal names the field, the value and
/// the range.
public enum TimingCurveSpec {
    /// Parses `text`, or throws an error naming the offending part and what would be accepted.
    public static func parse(_ text: String) throws(TimingCurveError) -> TimingCurve {
        let spec = text.trimmingWhitespace().lowercased()
        switch spec {
        case "linear": return .linear
        case "ease-in", "easein": return .easeIn
        case "ease-out", "easeout": return .easeOut
        case "ease-in-out", "easeinout": return .easeInOut
        case "default", "ease": return .default
        default: break
        }
        guard let open = spec.firstIndex(of: "("), spec.hasSuffix(")") else {
            throw TimingCurveError(
                "unknown timing curve '\(text)'; use linear, ease-in, ease-out, ease-in-out, default, "
                    + "cubic-bezier(x1,y1,x2,y2) or spring(...)")
        }
        let name = String(spec[..<open]).trimmingWhitespace()
        let arguments = spec[spec.index(after: open)..<spec.index(before: spec.endIndex)]
            .split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0).trimmingWhitespace() }
        switch name {
        case "cubic-bezier": return .cubic(try parseBezier(arguments))
        case "spring": return .spring(try parseSpring(arguments))
        default:
            throw TimingCurveError(
                "unknown timing function '\(name)' in '\(text)'; use cubic-bezier(...) or spring(...)")
        }
    }

    private static func number(_ text: String, naming part: String) throws(TimingCurveError) -> Double {
        guard let value = Double(text) else {
            throw TimingCurveError("\(part) '\(text)' is not a number")
        }
        guard value.isFinite else {
            throw TimingCurveError("\(part) must be a finite number, got '\(text)'")
        }
        return value
    }

    private static func parseBezier(_ arguments: [String]) throws(TimingCurveError) -> CubicBezier {
        guard arguments.count == 4 else {
            throw TimingCurveError("cubic-bezier needs 4 numbers x1,y1,x2,y2, got \(arguments.count)")
        }
        let names = ["x1", "y1", "x2", "y2"]
        var values: [Double] = []
        for (name, argument) in zip(names, arguments) {
            values.append(try number(argument, naming: "cubic-bezier \(name)"))
        }
        return try CubicBezier.validated(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
    }

    /// The three ways to give a spring; a spec must use fields of one form only.
    private static let springForms: [[String]] = [
        ["mass", "stiffness", "damping", "velocity"],
        ["damping-ratio", "response", "velocity"],
        ["duration", "bounce", "velocity"],
    ]

    private static func parseSpring(_ arguments: [String]) throws(TimingCurveError) -> Spring {
        var fields: [String: Double] = [:]
        for argument in arguments where !(argument.isEmpty && arguments.count == 1) {
            let parts = argument.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace() }
            guard parts.count == 2, !parts[0].isEmpty else {
                throw TimingCurveError("spring field '\(argument)' must look like name=value, e.g. stiffness=200")
            }
            let key = parts[0]
            guard springForms.contains(where: { $0.contains(key) }) else {
                throw TimingCurveError(
                    "unknown spring field '\(key)'; use mass, stiffness, damping, velocity, "
                        + "or damping-ratio and response, or duration and bounce")
            }
            guard fields[key] == nil else { throw TimingCurveError("spring field '\(key)' is given twice") }
            fields[key] = try number(parts[1], naming: "spring \(key)")
        }
        guard let form = springForms.first(where: { form in fields.keys.allSatisfy(form.contains) }) else {
            let keys = fields.keys.sorted().joined(separator: ", ")
            throw TimingCurveError(
                "spring fields \(keys) mix different forms; use mass/stiffness/damping, damping-ratio/response, or "
                    + "duration/bounce"
            )
        }
        let velocity = fields["velocity"] ?? 0
        // The ranges, and the refusal of a damped spring that would not settle within the hour,
        // live with Spring so that code and plugins get the same answers as the command line.
        switch form[0] {
        case "mass":
            return try Spring.validated(
                mass: fields["mass"] ?? 1, stiffness: fields["stiffness"] ?? 100, damping: fields["damping"] ?? 10,
                initialVelocity: velocity)
        case "damping-ratio":
            guard let ratio = fields["damping-ratio"], let response = fields["response"] else {
                throw TimingCurveError("spring(damping-ratio=Z,response=R) needs both damping-ratio and response")
            }
            return try Spring.validated(dampingRatio: ratio, response: response, initialVelocity: velocity)
        default:
            guard let duration = fields["duration"] else {
                throw TimingCurveError("spring(duration=D,bounce=B) needs a duration")
            }
            return try Spring.validated(duration: duration, bounce: fields["bounce"] ?? 0, initialVelocity: velocity)
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
