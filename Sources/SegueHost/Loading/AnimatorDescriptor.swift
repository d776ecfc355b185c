import Foundation
import SegueABI

/// A plugin animator's descriptor, copied out of the library and checked field by field.
public struct AnimatorDescriptor: Hashable, Sendable {
    /// Reverse-DNS identifier.
    public let id: String
    /// Display name.
    public let name: String
    /// Who made it.
    public let vendor: String
    /// The animator's own version.
    public let version: SemanticVersion
    /// One or two sentences.
    public let summary: String
    /// What it can animate.
    public let capabilities: AnimatorCapabilities
    /// Its knobs, in order.
    public let parameters: [ParameterDescriptor]

    /// Copies and checks `raw`; throws naming the first bad field.
    init(_ raw: UnsafePointer<segue_animator_descriptor_t>) throws(DescriptorError) {
        let d = raw.pointee
        guard d.size >= UInt32(MemoryLayout<segue_animator_descriptor_t>.size) else {
            throw DescriptorError(field: "size", "is \(d.size), smaller than the ABI's descriptor (\(MemoryLayout<segue_animator_descriptor_t>.size) bytes)")
        }
        id = try Self.text(d.id, field: "id")
        guard Self.isReverseDNS(id) else {
            throw DescriptorError(field: "id", "\"\(id)\" is not a reverse-DNS identifier such as org.example.zoom")
        }
        name = try Self.text(d.name, field: "name")
        vendor = try Self.text(d.vendor, field: "vendor", allowEmpty: true)
        let versionText = try Self.text(d.version, field: "version")
        guard let version = SemanticVersion(versionText) else {
            throw DescriptorError(field: "version", "\"\(versionText)\" is not a semantic version such as 1.2.0")
        }
        self.version = version
        summary = try Self.text(d.description, field: "description", allowEmpty: true)
        let known = AnimatorCapabilities.named.reduce(AnimatorCapabilities()) { $0.union($1.1) }
        capabilities = AnimatorCapabilities(rawValue: d.capabilities)
        guard capabilities.isSubset(of: known) else {
            throw DescriptorError(field: "capabilities", "has unknown flags 0x\(String(d.capabilities & ~known.rawValue, radix: 16))")
        }
        guard !capabilities.isDisjoint(with: [.present, .dismiss]) else {
            throw DescriptorError(field: "capabilities", "claims neither present nor dismiss, so the animator can animate nothing")
        }
        guard d.parameter_count == 0 || d.parameters != nil else {
            throw DescriptorError(field: "parameters", "is NULL but parameter_count is \(d.parameter_count)")
        }
        var parameters: [ParameterDescriptor] = []
        for index in 0..<Int(d.parameter_count) {
            let parameter = try Self.parameter(d.parameters![index], index: UInt32(index))
            guard !parameters.contains(where: { $0.id == parameter.id }) else {
                throw DescriptorError(field: "parameters[\(index)].id", "\"\(parameter.id)\" is declared twice")
            }
            parameters.append(parameter)
        }
        self.parameters = parameters
    }

    /// Whether `text` is a reverse-DNS identifier: at least two dot-separated labels of ASCII
    /// letters, digits and inner hyphens.
    public static func isReverseDNS(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { label in
            !label.isEmpty && label.first != "-" && label.last != "-"
                && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        }
    }

    /// Whether `value` is a whole number an int64 parameter can hold exactly (|value| ≤ 2⁵³).
    private static func isWholeNumber(_ value: Double) -> Bool {
        value == value.rounded() && abs(value) <= 9_007_199_254_740_992
    }

    private static func text(_ pointer: UnsafePointer<CChar>?, field: String, allowEmpty: Bool = false) throws(DescriptorError) -> String {
        guard let pointer else { throw DescriptorError(field: field, "is NULL") }
        guard let text = String(validatingCString: pointer) else { throw DescriptorError(field: field, "is not valid UTF-8") }
        guard allowEmpty || !text.allSatisfy(\.isWhitespace) else { throw DescriptorError(field: field, "is empty") }
        // A terminal obeys control characters (ESC sequences clear screens and forge lines), so
        // text the host may print holds none, not even a newline.
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw DescriptorError(
                field: field, "contains the control character U+\(String(format: "%04X", control.value)); use plain text on one line")
        }
        return text
    }

    private static func parameter(_ p: segue_parameter_t, index: UInt32) throws(DescriptorError) -> ParameterDescriptor {
        let field = "parameters[\(index)]"
        guard p.size >= UInt32(MemoryLayout<segue_parameter_t>.size) else {
            throw DescriptorError(field: "\(field).size", "is \(p.size), smaller than the ABI's parameter (\(MemoryLayout<segue_parameter_t>.size) bytes)")
        }
        let id = try text(p.id, field: "\(field).id")
        guard id.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_" || $0 == "-") }) else {
            throw DescriptorError(field: "\(field).id", "\"\(id)\" must use only a-z, 0-9, _ and -")
        }
        let name = try text(p.name, field: "\(field).name")
        let summary = try text(p.description, field: "\(field).description", allowEmpty: true)
        guard let kind = ParameterDescriptor.Kind(rawValue: p.type) else {
            throw DescriptorError(field: "\(field).type", "is \(p.type), not one of SEGUE_PARAMETER_DOUBLE, _INT64, _BOOL")
        }
        guard p.min_value.isFinite, p.max_value.isFinite, p.default_value.isFinite,
              p.min_value <= p.default_value, p.default_value <= p.max_value
        else {
            throw DescriptorError(field: "\(field)", "\(id) needs finite min <= default <= max, got \(p.min_value) <= \(p.default_value) <= \(p.max_value)")
        }
        if kind != .double, let fractional = [("default", p.default_value), ("min", p.min_value), ("max", p.max_value)].first(where: { !Self.isWholeNumber($0.1) }) {
            throw DescriptorError(
                field: "\(field)", "\(id) is a\(kind == .int64 ? "n int64" : " bool"), so its \(fractional.0) must be a whole number, not \(fractional.1)")
        }
        if kind == .bool, p.min_value < 0 || p.max_value > 1 {
            throw DescriptorError(field: "\(field)", "\(id) is a bool, so its range must lie within 0...1")
        }
        guard let getter = p.get else { throw DescriptorError(field: "\(field).get", "is NULL") }
        guard let setter = p.set else { throw DescriptorError(field: "\(field).set", "is NULL") }
        return ParameterDescriptor(
            id: id, name: name, summary: summary, kind: kind, defaultValue: p.default_value,
            minimum: p.min_value, maximum: p.max_value, index: index, getter: getter, setter: setter)
    }
}

/// A descriptor field that is missing or malformed.
public struct DescriptorError: Error, Sendable, CustomStringConvertible {
    /// The field, e.g. `name` or `parameters[1].id`.
    public let field: String
    /// What is wrong with it.
    public let problem: String

    init(field: String, _ problem: String) {
        self.field = field
        self.problem = problem
    }

    /// "field problem".
    public var description: String { "descriptor field \(field) \(problem)" }
}
