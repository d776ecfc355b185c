import Foundation
import SegueABI
import SegueABIValues

/// A plugin animator's descriptor, copied out of the library and checked field by field.
public struct AnimatorDescriptor: PluginDescribing {
    /// An animator.
    public static let kind = PluginKind.animator
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

    /// The longest `id`: reverse-DNS identifiers are far shorter.
    public static let maximumIDBytes = DescriptorFields.maximumIDBytes
    /// The longest `name`: a display name fits on a line.
    public static let maximumNameBytes = DescriptorFields.maximumNameBytes
    /// The longest `vendor`.
    public static let maximumVendorBytes = DescriptorFields.maximumVendorBytes
    /// The longest `version`: room for a pre-release tag and build metadata.
    public static let maximumVersionBytes = DescriptorFields.maximumVersionBytes
    /// The longest `description`: one or two sentences, with room to spare.
    public static let maximumDescriptionBytes = DescriptorFields.maximumDescriptionBytes
    /// The most parameters an animator may declare (as every kind of plugin).
    public static let maximumParameterCount = DescriptorFields.maximumParameterCount

    /// Copies and checks `raw`; throws naming the first bad field.
    init(_ raw: UnsafePointer<segue_animator_descriptor_t>) throws(DescriptorError) {
        let d = raw.pointee
        try DescriptorFields.checkSize(d.size, of: segue_animator_descriptor_t.self, what: "descriptor")
        let fields = try DescriptorFields(
            id: d.id, name: d.name, vendor: d.vendor, version: d.version, description: d.description)
        (id, name, vendor, version, summary) = (fields.id, fields.name, fields.vendor, fields.version, fields.summary)
        capabilities = try Self.capabilities(d.capabilities)
        parameters = try DescriptorFields.parameters(d.parameters, count: d.parameter_count, of: .animator)
    }

    /// The capability flags `raw`, checked to be known and to allow presenting or dismissing.
    private static func capabilities(_ raw: UInt64) throws(DescriptorError) -> AnimatorCapabilities {
        let known = AnimatorCapabilities.named.reduce(AnimatorCapabilities()) { $0.union($1.1) }
        try DescriptorFields.checkKnown(raw, known: known.rawValue, field: "capabilities")
        let capabilities = AnimatorCapabilities(rawValue: raw)
        guard !capabilities.isDisjoint(with: [.present, .dismiss]) else {
            throw DescriptorError(
                field: "capabilities", "claims neither present nor dismiss, so the animator can animate nothing")
        }
        return capabilities
    }

    /// Whether `text` is a reverse-DNS identifier by ``ReverseDNS``'s rule.
    public static func isReverseDNS(_ text: String) -> Bool { ReverseDNS.isValid(text) }
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
