import SegueEngine

extension ParameterRange {
    /// `value` when it is finite and in range; otherwise the refusal the ABI asks for: invalid
    /// for NaN and infinities (timing.h, properties.h), out of range naming value and range for the rest.
    @inline(__always)
    func admit(_ value: Double) throws(ServiceRefusal) -> Double {
        // Inline and branch-only when the value is fine: a frame set through the ABI admits four.
        if value.isFinite, range.contains(value) { return value }
        throw refusal(admitting: value)
    }

    /// Why `value` is not admitted (it is not finite, or out of range).
    @inline(never)
    private func refusal(admitting value: Double) -> ServiceRefusal {
        value.isFinite ? .range(refusal(of: value)) : .invalid("\(name) must be finite, got \(value)")
    }
}
