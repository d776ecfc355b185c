import Foundation

/// The sane values of one timing parameter: a closed range, the name a person knows it by, and a
/// hint at what typical values look like, so a refusal can say all three in one sentence.
public struct ParameterRange: Sendable {
    /// The name used in messages, e.g. `spring stiffness`.
    public let name: String
    /// The accepted values, bounds included.
    public let range: ClosedRange<Double>
    /// What sensible values look like, e.g. `UI springs use about 100 to 1000`.
    public let hint: String

    /// A range for `name` with a `hint` for people who fall outside it.
    public init(_ name: String, _ range: ClosedRange<Double>, hint: String) {
        self.name = name
        self.range = range
        self.hint = hint
    }

    /// `value` itself, or an error naming the parameter, the value, the range and the hint.
    public func check(_ value: Double) throws(TimingCurveError) -> Double {
        guard range.contains(value) else { throw TimingCurveError(refusal(of: value)) }
        return value
    }

    /// `value` moved into the range; NaN, which has no nearest value, counts as 0.
    public func clamp(_ value: Double) -> Double {
        min(max(value.isNaN ? 0 : value, range.lowerBound), range.upperBound)
    }

    /// The one-sentence refusal of `value`.
    public func refusal(of value: Double) -> String {
        "\(name) must be between \(Self.text(range.lowerBound)) and \(Self.text(range.upperBound)), got "
            + "\(Self.text(value)); \(hint)"
    }

    /// A number as a person reads it: whole numbers without a decimal point, others in Swift's
    /// shortest round-trip form (`1e+20`, `0.0001`).
    static func text(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A computed number rounded to `digits` significant digits, so a derived quantity reads
    /// `15800000000` rather than `15811388300.841896`.
    static func text(_ value: Double, significantDigits digits: Int) -> String {
        guard value.isFinite, value != 0 else { return text(value) }
        let scale = pow(10, Double(digits - 1) - floor(log10(abs(value))))
        let rounded = (value * scale).rounded() / scale
        return text(rounded.isFinite ? rounded : value)
    }
}
