import SegueABI
import SegueABIValues

/// A plugin presentation controller's descriptor (presentation.h), copied out of the library and
/// checked field by field with the animator descriptor's rules and its own.
public struct PresentationDescriptor: PluginDescribing {
    /// A presentation controller.
    public static let kind = PluginKind.presentation
    /// Reverse-DNS identifier.
    public let id: String
    /// Display name, accepted by `--presentation`.
    public let name: String
    /// Who made it.
    public let vendor: String
    /// Its own version.
    public let version: SemanticVersion
    /// One or two sentences.
    public let summary: String
    /// What it can do beyond placing the presented view.
    public let capabilities: SeguePresentationCapabilities
    /// Its knobs, in order (their accessors take the controller).
    public let parameters: [ParameterDescriptor]

    /// Copies and checks `raw`; throws naming the first bad field.
    init(_ raw: UnsafePointer<segue_presentation_descriptor_t>) throws(DescriptorError) {
        let d = raw.pointee
        try DescriptorFields.checkSize(d.size, of: segue_presentation_descriptor_t.self, what: "descriptor")
        let fields = try DescriptorFields(
            id: d.id, name: d.name, vendor: d.vendor, version: d.version, description: d.description)
        try self.init(
            fields, capabilities: d.capabilities,
            parameters: try DescriptorFields.parameters(d.parameters, count: d.parameter_count, of: .presentation))
    }

    /// A descriptor of checked `fields` and `parameters`, with its flags checked here.
    init(_ fields: DescriptorFields, capabilities: UInt64, parameters: [ParameterDescriptor]) throws(DescriptorError) {
        (id, name, vendor, version, summary) = (fields.id, fields.name, fields.vendor, fields.version, fields.summary)
        let known = SeguePresentationCapabilities.named.reduce(SeguePresentationCapabilities()) { $0.union($1.1) }
        try DescriptorFields.checkKnown(capabilities, known: known.rawValue, field: "capabilities")
        self.capabilities = SeguePresentationCapabilities(rawValue: capabilities)
        self.parameters = parameters
    }
}
