import SegueEngine

extension ParameterRange {
    /// `value` when it is finite and in range; otherwise the refusal the ABI asks for: invalid
    /// for NaN and infinities (timing.h, properties.h), out of range naming value and range for the rest.
    func admit(_ value: Double) throws(ServiceRefusal) -> Double {
        guard value.isFinite else { throw .invalid("\(name) must be finite, got \(value)") }
        guard range.contains(value) else { throw .range(refusal(of: value)) }
        return value
    }
}
