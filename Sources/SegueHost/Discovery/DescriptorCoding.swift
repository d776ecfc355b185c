import Foundation

// Descriptors and diagnostics as data: they cross from the plugin process to the host and are
// kept in the registry cache. Decoding checks again what the plugin process checked, because a
// plugin process or a cache file may lie; parameters decoded here forward to a plugin process.

extension AnimatorDescriptor: Codable {
    private enum Key: String, CodingKey {
        case id, name, vendor, version, summary, capabilities, parameters
    }

    /// Decodes and re-checks a descriptor.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        do {
            try self.init(
                checkingID: try c.decode(String.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
                vendor: try c.decode(String.self, forKey: .vendor),
                version: try c.decode(String.self, forKey: .version),
                summary: try c.decode(String.self, forKey: .summary),
                capabilities: try c.decode(UInt64.self, forKey: .capabilities),
                parameters: try c.decode([ParameterDescriptor].self, forKey: .parameters))
        } catch let error as WireError {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: error.description)
        }
    }

    /// A descriptor from fields that crossed from a plugin process or came from the cache,
    /// checked again: either may lie.
    init(
        checkingID id: String, name: String, vendor: String, version versionText: String, summary: String,
        capabilities: UInt64,
        parameters: [ParameterDescriptor]
    ) throws(WireError) {
        // The same rules as reading a descriptor out of the plugin's memory, in the same code.
        let fields = try DescriptorFields.decoded(
            id: id, name: name, vendor: vendor, version: versionText, summary: summary, parameters: parameters)
        (self.id, self.name, self.vendor, self.version) = (fields.id, fields.name, fields.vendor, fields.version)
        self.summary = fields.summary
        self.capabilities = AnimatorCapabilities(rawValue: capabilities)
        self.parameters = parameters
    }

    /// Encodes the descriptor without its accessor pointers.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(vendor, forKey: .vendor)
        try c.encode(version.description, forKey: .version)
        try c.encode(summary, forKey: .summary)
        try c.encode(capabilities.rawValue, forKey: .capabilities)
        try c.encode(parameters, forKey: .parameters)
    }
}

extension ParameterDescriptor: Codable {
    private enum Key: String, CodingKey {
        case id, name, summary, kind, defaultValue, minimum, maximum, index
    }

    /// Decodes a parameter whose accessors forward to the animator's plugin process.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        do {
            try self.init(
                checkingID: try c.decode(String.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
                summary: try c.decode(String.self, forKey: .summary), kind: try c.decode(Int32.self, forKey: .kind),
                defaultValue: try c.decode(Double.self, forKey: .defaultValue),
                minimum: try c.decode(Double.self, forKey: .minimum),
                maximum: try c.decode(Double.self, forKey: .maximum), index: try c.decode(UInt32.self, forKey: .index))
        } catch let error as WireError {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: error.description)
        }
    }

    /// A parameter from fields that crossed from a plugin process or came from the cache,
    /// checked again, whose accessors forward to the animator's plugin process.
    init(
        checkingID id: String, name: String, summary: String, kind rawKind: Int32, defaultValue: Double,
        minimum: Double,
        maximum: Double, index: UInt32
    ) throws(WireError) {
        guard let kind = Kind(rawValue: rawKind) else { throw WireError("parameter type \(rawKind) is unknown") }
        guard minimum.isFinite, maximum.isFinite, minimum <= defaultValue, defaultValue <= maximum else {
            throw WireError("parameter \(id) breaks min <= default <= max")
        }
        self.init(
            id: id, name: name, summary: summary, kind: kind, defaultValue: defaultValue, minimum: minimum,
            maximum: maximum, index: index,
            getter: RemoteParameterAccessors.getter(for: kind), setter: RemoteParameterAccessors.setter(for: kind))
    }

    /// Encodes the parameter without its accessor pointers.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(summary, forKey: .summary)
        try c.encode(kind.rawValue, forKey: .kind)
        try c.encode(defaultValue, forKey: .defaultValue)
        try c.encode(minimum, forKey: .minimum)
        try c.encode(maximum, forKey: .maximum)
        try c.encode(index, forKey: .index)
    }
}

extension PluginDiagnostic: Codable {
    private enum Key: String, CodingKey {
        case kind, file, message, refusal
    }

    /// Decodes a diagnostic (an unknown kind from a newer host reads as `runtime`).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let kind = Kind(rawValue: try c.decode(String.self, forKey: .kind)) ?? .runtime
        self.init(
            kind, file: try c.decodeIfPresent(String.self, forKey: .file), try c.decode(String.self, forKey: .message),
            refusal: try c.decodeIfPresent(PluginRefusal.self, forKey: .refusal))
    }

    /// Encodes the diagnostic.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(kind.rawValue, forKey: .kind)
        try c.encodeIfPresent(file, forKey: .file)
        try c.encode(message, forKey: .message)
        try c.encodeIfPresent(refusal, forKey: .refusal)
    }
}

/// What loading one library showed: the plugins of each kind it offers and every problem found,
/// as data that crosses from the plugin process and is kept in the registry cache.
public struct LibraryScanReport: Codable, Sendable, Equatable {
    /// The animators it offers, checked, in the library's order.
    public var animators: [AnimatorDescriptor]
    /// Everything wrong with it (a library that did not load has one and no plugins).
    public var diagnostics: [PluginDiagnostic]
    /// The interaction controllers it offers, checked, in the library's order.
    public var interactions: [InteractionDescriptor]
    /// The presentation controllers it offers, checked, in the library's order.
    public var presentations: [PresentationDescriptor]

    /// A report of these plugins and diagnostics.
    public init(
        animators: [AnimatorDescriptor], diagnostics: [PluginDiagnostic], interactions: [InteractionDescriptor] = [],
        presentations: [PresentationDescriptor] = []
    ) {
        self.animators = animators
        self.diagnostics = diagnostics
        self.interactions = interactions
        self.presentations = presentations
    }

    /// Whether the library offers no plugin of any kind.
    public var offersNothing: Bool { animators.isEmpty && interactions.isEmpty && presentations.isEmpty }

    private enum Key: String, CodingKey {
        case animators, diagnostics, interactions, presentations
    }

    /// Decodes a report; one written before controller kinds existed has none of them.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        self.init(
            animators: try c.decode([AnimatorDescriptor].self, forKey: .animators),
            diagnostics: try c.decode([PluginDiagnostic].self, forKey: .diagnostics),
            interactions: try c.decodeIfPresent([InteractionDescriptor].self, forKey: .interactions) ?? [],
            presentations: try c.decodeIfPresent([PresentationDescriptor].self, forKey: .presentations) ?? [])
    }
}
