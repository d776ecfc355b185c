import Foundation
import SegueABI
import SegueABIValues

#if canImport(Glibc)
    import Glibc
#endif

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

    // The longest strings the host reads, in UTF-8 bytes before the NUL. The reader stops there
    // (strnlen), so a string with no NUL never sends it through unbounded plugin memory.

    /// The longest `id`: reverse-DNS identifiers are far shorter.
    public static let maximumIDBytes = 128
    /// The longest `name`: a display name fits on a line.
    public static let maximumNameBytes = 64
    /// The longest `vendor`.
    public static let maximumVendorBytes = 128
    /// The longest `version`: room for a pre-release tag and build metadata.
    public static let maximumVersionBytes = 64
    /// The longest `description`: one or two sentences, with room to spare.
    public static let maximumDescriptionBytes = 1024
    /// The most parameters an animator may declare; a larger `parameter_count` is refused
    /// before the array is read, so a wild count never walks off the plugin's array.
    public static let maximumParameterCount: UInt32 = 64

    /// Copies and checks `raw`; throws naming the first bad field.
    init(_ raw: UnsafePointer<segue_animator_descriptor_t>) throws(DescriptorError) {
        let d = raw.pointee
        guard d.size >= UInt32(MemoryLayout<segue_animator_descriptor_t>.size) else {
            throw DescriptorError(
                field: "size",
                "is \(d.size), smaller than the ABI's descriptor (\(MemoryLayout<segue_animator_descriptor_t>.size) bytes)"
            )
        }
        id = try Self.checkedID(try Self.text(d.id, field: "id", limit: Self.maximumIDBytes))
        name = try Self.text(d.name, field: "name", limit: Self.maximumNameBytes)
        vendor = try Self.text(d.vendor, field: "vendor", limit: Self.maximumVendorBytes, allowEmpty: true)
        version = try Self.checkedVersion(try Self.text(d.version, field: "version", limit: Self.maximumVersionBytes))
        summary = try Self.text(
            d.description, field: "description", limit: Self.maximumDescriptionBytes, allowEmpty: true)
        capabilities = try Self.capabilities(d.capabilities)
        parameters = try Self.parameters(d.parameters, count: d.parameter_count)
    }

    /// The capability flags `raw`, checked to be known and to allow presenting or dismissing.
    private static func capabilities(_ raw: UInt64) throws(DescriptorError) -> AnimatorCapabilities {
        let known = AnimatorCapabilities.named.reduce(AnimatorCapabilities()) { $0.union($1.1) }
        let capabilities = AnimatorCapabilities(rawValue: raw)
        guard capabilities.isSubset(of: known) else {
            throw DescriptorError(
                field: "capabilities", "has unknown flags 0x\(String(raw & ~known.rawValue, radix: 16))")
        }
        guard !capabilities.isDisjoint(with: [.present, .dismiss]) else {
            throw DescriptorError(
                field: "capabilities", "claims neither present nor dismiss, so the animator can animate nothing")
        }
        return capabilities
    }

    /// The `count` parameters at `array`, each checked, with no id declared twice. The count is
    /// bounded before the array is touched: the host cannot tell how long the plugin's array is.
    private static func parameters(_ array: UnsafePointer<segue_parameter_t>?, count: UInt32) throws(DescriptorError)
        -> [ParameterDescriptor]
    {
        guard count <= maximumParameterCount else {
            throw DescriptorError(
                field: "parameter_count",
                "is \(count), more than the \(maximumParameterCount) parameters an animator may declare; declare fewer")
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

    /// Whether `text` is a reverse-DNS identifier by ``ReverseDNS``'s rule.
    public static func isReverseDNS(_ text: String) -> Bool { ReverseDNS.isValid(text) }

    /// `id` when it keeps ``ReverseDNS``'s rule.
    static func checkedID(_ id: String) throws(DescriptorError) -> String {
        if let problem = ReverseDNS.problem(in: id) {
            throw DescriptorError(
                field: "id",
                "\"\(PrintableText.escaped(id, oneLine: true))\" \(problem); use a reverse-DNS identifier such as org.example.zoom"
            )
        }
        return id
    }

    /// `text` parsed by ``SemanticVersion``'s grammar.
    static func checkedVersion(_ text: String) throws(DescriptorError) -> SemanticVersion {
        switch SemanticVersion.parse(text) {
        case .success(let version): return version
        case .failure(let error):
            throw DescriptorError(
                field: "version",
                "\"\(PrintableText.escaped(text, oneLine: true))\" \(error.reason); use a semantic version such as 1.2.0 or 1.2.0-beta.1"
            )
        }
    }

    /// Whether `value` is a whole number an int64 parameter can hold exactly (|value| ≤ 2⁵³).
    private static func isWholeNumber(_ value: Double) -> Bool {
        value == value.rounded() && abs(value) <= 9_007_199_254_740_992
    }

    /// The NUL-terminated UTF-8 string at `pointer` for `field`, at most `limit` bytes long.
    /// strnlen reads at most `limit` + 1 bytes, so a string with no NUL in reach is refused as
    /// too long rather than followed through whatever memory comes after it.
    private static func text(_ pointer: UnsafePointer<CChar>?, field: String, limit: Int, allowEmpty: Bool = false)
        throws(DescriptorError) -> String
    {
        guard let pointer else { throw DescriptorError(field: field, "is NULL") }
        let length = strnlen(pointer, limit + 1)
        guard length <= limit else {
            throw DescriptorError(
                field: field, "is longer than \(limit) bytes (or lacks its terminating NUL); shorten it")
        }
        guard let text = String(validating: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self) else {
            throw DescriptorError(field: field, "is not valid UTF-8")
        }
        return try checkedText(text, field: field, limit: limit, allowEmpty: allowEmpty)
    }

    /// `text` when it keeps the rules every descriptor string keeps (descriptor.h): at most
    /// `limit` UTF-8 bytes, not blank unless `allowEmpty`, and no control character. Both the
    /// reader of a plugin's memory and the decoder of a descriptor from a plugin process use it.
    static func checkedText(_ text: String, field: String, limit: Int, allowEmpty: Bool = false) throws(DescriptorError)
        -> String
    {
        guard text.utf8.count <= limit else {
            throw DescriptorError(field: field, "is longer than \(limit) bytes; shorten it")
        }
        guard allowEmpty || !text.allSatisfy(\.isWhitespace) else { throw DescriptorError(field: field, "is empty") }
        // A terminal obeys control characters (ESC sequences clear screens and forge lines), so
        // text the host may print holds none, not even a newline.
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw DescriptorError(
                field: field,
                "contains the control character U+\(String(format: "%04X", control.value)); use plain text on one line")
        }
        return text
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
                "\(id) has \(huge.0) \(huge.1), beyond the ±\(Int(limit)) a parameter may reach; scale the parameter's unit"
            )
        }
        if kind != .double, let fractional = values.first(where: { !Self.isWholeNumber($0.1) }) {
            throw DescriptorError(
                field: "\(field)",
                "\(id) is a\(kind == .int64 ? "n int64" : " bool"), so its \(fractional.0) must be a whole number, not \(fractional.1)"
            )
        }
        if kind == .bool, p.min_value < 0 || p.max_value > 1 {
            throw DescriptorError(field: "\(field)", "\(id) is a bool, so its range must lie within 0...1")
        }
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
