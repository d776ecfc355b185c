import SegueABI
import SegueABIValues

extension DescriptorFields {
    /// The `count` parameters at `array` of `kind`'s descriptor, each checked, with no id
    /// declared twice. The count is bounded before the array is touched: the host cannot tell
    /// how long the plugin's array is.
    static func parameters(_ array: UnsafePointer<segue_parameter_t>?, count: UInt32, of kind: PluginKind)
        throws(DescriptorError) -> [ParameterDescriptor]
    {
        guard count <= maximumParameterCount else {
            throw DescriptorError(
                field: "parameter_count",
                "is \(count), more than the \(maximumParameterCount) parameters \(kind.withArticle) may declare; "
                    + "declare fewer")
        }
        guard count == 0 || array != nil else {
            throw DescriptorError(field: "parameters", "is NULL but parameter_count is \(count)")
        }
        var parameters: [ParameterDescriptor] = []
        for index in 0..<Int(count) {
            let parameter = try Self.parameter(array![index], index: UInt32(index))
            guard !parameters.contains(where: { $0.id == parameter.id }) else {
                throw DescriptorError(field: "parameters[\(index)].id", "\"\(parameter.id)\" is declared twice")
            }
            parameters.append(parameter)
        }
        return parameters
    }

    /// Copies and checks parameter `index`, `p`.
    private static func parameter(_ p: segue_parameter_t, index: UInt32) throws(DescriptorError) -> ParameterDescriptor
    {
        let field = "parameters[\(index)]"
        guard p.size >= UInt32(MemoryLayout<segue_parameter_t>.size) else {
            throw DescriptorError(
                field: "\(field).size",
                "is \(p.size), smaller than the ABI's parameter (\(MemoryLayout<segue_parameter_t>.size) bytes)")
        }
        let id = try text(p.id, field: "\(field).id", limit: ParameterDescriptor.maximumIDBytes)
        guard id.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_" || $0 == "-") }) else {
            throw DescriptorError(field: "\(field).id", "\"\(id)\" must use only a-z, 0-9, _ and -")
        }
        let name = try text(p.name, field: "\(field).name", limit: ParameterDescriptor.maximumNameBytes)
        let summary = try text(
            p.description, field: "\(field).description", limit: ParameterDescriptor.maximumDescriptionBytes,
            allowEmpty: true)
        guard let kind = ParameterDescriptor.Kind(p.parameterType) else {
            throw DescriptorError(
                field: "\(field).type", "is \(p.type), not one of SEGUE_PARAMETER_DOUBLE, _INT64, _BOOL")
        }
        try checkRange(p, kind: kind, id: id, field: field)
        guard let getter = p.get else { throw DescriptorError(field: "\(field).get", "is NULL") }
        guard let setter = p.set else { throw DescriptorError(field: "\(field).set", "is NULL") }
        return ParameterDescriptor(
            id: id, name: name, summary: summary, kind: kind, defaultValue: p.default_value,
            minimum: p.min_value, maximum: p.max_value, index: index, getter: getter, setter: setter)
    }

    /// Whether `value` is a whole number an int64 parameter can hold exactly (|value| ≤ 2⁵³).
    private static func isWholeNumber(_ value: Double) -> Bool {
        value == value.rounded() && abs(value) <= 9_007_199_254_740_992
    }

    /// Checks min <= default <= max, each within ±``ParameterDescriptor/maximumMagnitude`` (finite
    /// is not enough: 1e308 overflows the first sum a plugin does with it), and whole numbers in
    /// 0...1 for a bool.
    private static func checkRange(_ p: segue_parameter_t, kind: ParameterDescriptor.Kind, id: String, field: String)
        throws(DescriptorError)
    {
        let values = [("min", p.min_value), ("default", p.default_value), ("max", p.max_value)]
        guard values.allSatisfy({ $0.1.isFinite }), p.min_value <= p.default_value, p.default_value <= p.max_value
        else {
            throw DescriptorError(
                field: "\(field)",
                "\(id) needs finite min <= default <= max, got \(p.min_value) <= \(p.default_value) <= \(p.max_value)")
        }
        let limit = ParameterDescriptor.maximumMagnitude
        if let huge = values.first(where: { abs($0.1) > limit }) {
            throw DescriptorError(
                field: "\(field)",
                "\(id) has \(huge.0) \(huge.1), beyond the ±\(Int(limit)) a parameter may reach; scale the "
                    + "parameter's unit"
            )
        }
        if kind != .double, let fractional = values.first(where: { !Self.isWholeNumber($0.1) }) {
            throw DescriptorError(
                field: "\(field)",
                "\(id) is a\(kind == .int64 ? "n int64" : " bool"), so its \(fractional.0) must be a whole number, "
                    + "not \(fractional.1)"
            )
        }
        if kind == .bool, p.min_value < 0 || p.max_value > 1 {
            throw DescriptorError(field: "\(field)", "\(id) is a bool, so its range must lie within 0...1")
        }
    }
}
