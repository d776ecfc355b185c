import SegueABI
import SegueABIValues

/// A plugin interaction controller's descriptor (interaction.h), copied out of the library and
/// checked field by field with the animator descriptor's rules and its own.
public struct InteractionDescriptor: PluginDescribing {
    /// An interaction controller.
    public static let kind = PluginKind.interaction
    /// Reverse-DNS identifier.
    public let id: String
    /// Display name, accepted by `--interaction`.
    public let name: String
    /// Who made it.
    public let vendor: String
    /// Its own version.
    public let version: SemanticVersion
    /// One or two sentences.
    public let summary: String
    /// The gestures it handles: at least one of the pans and the pinch.
    public let gestures: SegueGestures
    /// The operations it drives: present, dismiss or both.
    public let operations: SegueCapabilities
    /// Its knobs, in order (their accessors take the controller).
    public let parameters: [ParameterDescriptor]

    /// The gestures an interaction controller may claim (a tap belongs to presentations).
    public static let drivingGestures: SegueGestures = [.panHorizontal, .panVertical, .pinch]

    /// Copies and checks `raw`; throws naming the first bad field.
    init(_ raw: UnsafePointer<segue_interaction_descriptor_t>) throws(DescriptorError) {
        let d = raw.pointee
        try DescriptorFields.checkSize(d.size, of: segue_interaction_descriptor_t.self, what: "descriptor")
        let fields = try DescriptorFields(
            id: d.id, name: d.name, vendor: d.vendor, version: d.version, description: d.description)
        try self.init(
            fields, gestures: d.gestures, operations: d.operations,
            parameters: try DescriptorFields.parameters(d.parameters, count: d.parameter_count, of: .interaction))
    }

    /// A descriptor of checked `fields` and `parameters`, with its flags checked here.
    init(_ fields: DescriptorFields, gestures: UInt64, operations: UInt64, parameters: [ParameterDescriptor])
        throws(DescriptorError)
    {
        (id, name, vendor, version, summary) = (fields.id, fields.name, fields.vendor, fields.version, fields.summary)
        self.gestures = try Self.gestures(gestures)
        self.operations = try Self.operations(operations)
        self.parameters = parameters
    }

    /// `raw` as gestures: only pans and pinches, at least one.
    private static func gestures(_ raw: UInt64) throws(DescriptorError) -> SegueGestures {
        try DescriptorFields.checkKnown(raw, known: drivingGestures.rawValue, field: "gestures")
        guard raw != 0 else {
            throw DescriptorError(
                field: "gestures",
                "claims no gesture, so nothing can drive it; set SEGUE_GESTURE_PAN_HORIZONTAL, _PAN_VERTICAL or _PINCH")
        }
        return SegueGestures(rawValue: raw)
    }

    /// `raw` as operations: present and/or dismiss, at least one.
    private static func operations(_ raw: UInt64) throws(DescriptorError) -> SegueCapabilities {
        let allowed: SegueCapabilities = [.present, .dismiss]
        try DescriptorFields.checkKnown(raw, known: allowed.rawValue, field: "operations")
        guard raw != 0 else {
            throw DescriptorError(
                field: "operations",
                "claims neither present nor dismiss, so it drives nothing; set SEGUE_CAPABILITY_PRESENT and/or "
                    + "SEGUE_CAPABILITY_DISMISS")
        }
        return SegueCapabilities(rawValue: raw)
    }
}
