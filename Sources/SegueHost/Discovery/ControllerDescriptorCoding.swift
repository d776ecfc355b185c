import Foundation

// Interaction and presentation descriptors as data, like animator descriptors
// (DescriptorCoding.swift): decoding checks every field again with the rules reading them out of
// a plugin's memory uses, because a plugin process or a cache file may lie.

extension DescriptorFields {
    /// Fields that crossed from a plugin process or came from the cache, checked again.
    static func decoded(
        id: String, name: String, vendor: String, version: String, summary: String, parameters: [ParameterDescriptor]
    ) throws(WireError) -> DescriptorFields {
        do throws(DescriptorError) {
            return try DescriptorFields(
                checkingID: id, name: name, vendor: vendor, version: version, summary: summary, parameters: parameters)
        } catch {
            throw WireError(
                "the descriptor of \(PrintableText.escaped(id, oneLine: true)) "
                    + "is not one a plugin could have passed: \(error.description)"
            )
        }
    }

    /// `make` with the kind-specific flags checked, its refusal said as a wire error.
    static func decodedFlags<D>(of id: String, _ make: () throws(DescriptorError) -> D) throws(WireError) -> D {
        do throws(DescriptorError) {
            return try make()
        } catch {
            throw WireError(
                "the descriptor of \(PrintableText.escaped(id, oneLine: true)) "
                    + "is not one a plugin could have passed: \(error.description)"
            )
        }
    }
}

/// The keys a controller descriptor encodes: the shared fields, then its kind's own flags.
private enum ControllerKey: String, CodingKey {
    case id, name, vendor, version, summary, gestures, operations, capabilities, parameters
}

extension KeyedDecodingContainer where K == ControllerKey {
    /// The shared fields, checked again.
    fileprivate func fields() throws -> (DescriptorFields, [ParameterDescriptor]) {
        let parameters = try decode([ParameterDescriptor].self, forKey: .parameters)
        do {
            let fields = try DescriptorFields.decoded(
                id: try decode(String.self, forKey: .id), name: try decode(String.self, forKey: .name),
                vendor: try decode(String.self, forKey: .vendor), version: try decode(String.self, forKey: .version),
                summary: try decode(String.self, forKey: .summary), parameters: parameters)
            return (fields, parameters)
        } catch let error as WireError {
            throw DecodingError.dataCorruptedError(forKey: .id, in: self, debugDescription: error.description)
        }
    }
}

extension KeyedEncodingContainer where K == ControllerKey {
    /// Encodes the shared fields (parameters without their accessor pointers).
    fileprivate mutating func encodeFields(of d: some PluginDescribing) throws {
        try encode(d.id, forKey: .id)
        try encode(d.name, forKey: .name)
        try encode(d.vendor, forKey: .vendor)
        try encode(d.version.description, forKey: .version)
        try encode(d.summary, forKey: .summary)
        try encode(d.parameters, forKey: .parameters)
    }
}

extension InteractionDescriptor: Codable {
    /// Decodes and re-checks a descriptor.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: ControllerKey.self)
        let (fields, parameters) = try c.fields()
        let (gestures, operations) = (
            try c.decode(UInt64.self, forKey: .gestures), try c.decode(UInt64.self, forKey: .operations)
        )
        do {
            try self.init(checking: fields, gestures: gestures, operations: operations, parameters: parameters)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .gestures, in: c, debugDescription: error.description)
        }
    }

    /// A descriptor from checked fields, its flags checked again.
    init(checking fields: DescriptorFields, gestures: UInt64, operations: UInt64, parameters: [ParameterDescriptor])
        throws(WireError)
    {
        self = try DescriptorFields.decodedFlags(of: fields.id) { () throws(DescriptorError) in
            try InteractionDescriptor(fields, gestures: gestures, operations: operations, parameters: parameters)
        }
    }

    /// Encodes the descriptor without its accessor pointers.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: ControllerKey.self)
        try c.encodeFields(of: self)
        try c.encode(gestures.rawValue, forKey: .gestures)
        try c.encode(operations.rawValue, forKey: .operations)
    }
}

extension PresentationDescriptor: Codable {
    /// Decodes and re-checks a descriptor.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: ControllerKey.self)
        let (fields, parameters) = try c.fields()
        let capabilities = try c.decode(UInt64.self, forKey: .capabilities)
        do {
            try self.init(checking: fields, capabilities: capabilities, parameters: parameters)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .capabilities, in: c, debugDescription: error.description)
        }
    }

    /// A descriptor from checked fields, its flags checked again.
    init(checking fields: DescriptorFields, capabilities: UInt64, parameters: [ParameterDescriptor]) throws(WireError) {
        self = try DescriptorFields.decodedFlags(of: fields.id) { () throws(DescriptorError) in
            try PresentationDescriptor(fields, capabilities: capabilities, parameters: parameters)
        }
    }

    /// Encodes the descriptor without its accessor pointers.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: ControllerKey.self)
        try c.encodeFields(of: self)
        try c.encode(capabilities.rawValue, forKey: .capabilities)
    }
}
