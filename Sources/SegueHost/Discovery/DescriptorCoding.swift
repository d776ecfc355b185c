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
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        vendor = try c.decode(String.self, forKey: .vendor)
        let versionText = try c.decode(String.self, forKey: .version)
        guard let version = SemanticVersion(versionText) else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: c, debugDescription: "\(versionText) is not a semantic version")
        }
        self.version = version
        summary = try c.decode(String.self, forKey: .summary)
        capabilities = AnimatorCapabilities(rawValue: try c.decode(UInt64.self, forKey: .capabilities))
        parameters = try c.decode([ParameterDescriptor].self, forKey: .parameters)
        let texts = [id, name, vendor, summary] + parameters.flatMap { [$0.id, $0.name, $0.summary] }
        guard Self.isReverseDNS(id), !texts.contains(where: Self.hasControlCharacters) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "the descriptor of \(id) is not one a plugin could have passed")
        }
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

    private static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}

extension ParameterDescriptor: Codable {
    private enum Key: String, CodingKey {
        case id, name, summary, kind, defaultValue, minimum, maximum, index
    }

    /// Decodes a parameter whose accessors forward to the animator's plugin process.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        guard let kind = Kind(rawValue: try c.decode(Int32.self, forKey: .kind)) else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "unknown parameter type")
        }
        let (minimum, value, maximum) = (
            try c.decode(Double.self, forKey: .minimum), try c.decode(Double.self, forKey: .defaultValue), try c.decode(Double.self, forKey: .maximum)
        )
        guard minimum.isFinite, maximum.isFinite, minimum <= value, value <= maximum else {
            throw DecodingError.dataCorruptedError(forKey: .defaultValue, in: c, debugDescription: "min <= default <= max does not hold")
        }
        self.init(
            id: try c.decode(String.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
            summary: try c.decode(String.self, forKey: .summary), kind: kind, defaultValue: value, minimum: minimum, maximum: maximum,
            index: try c.decode(UInt32.self, forKey: .index),
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

/// What loading one library showed: the animators it offers and every problem found, as data
/// that crosses from the plugin process and is kept in the registry cache.
public struct LibraryScanReport: Codable, Sendable, Equatable {
    /// The animators it offers, checked, in the library's order.
    public var animators: [AnimatorDescriptor]
    /// Everything wrong with it (a library that did not load has one and no animators).
    public var diagnostics: [PluginDiagnostic]

    /// A report of these animators and diagnostics.
    public init(animators: [AnimatorDescriptor], diagnostics: [PluginDiagnostic]) {
        self.animators = animators
        self.diagnostics = diagnostics
    }
}
