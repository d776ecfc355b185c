import SegueABI
import SegueABIValues

/// An interaction controller's description, turned into a `segue_interaction_descriptor_t` at `init`.
public struct InteractionInfo: Sendable {
    /// Reverse-DNS identifier, unique among all plugins of every kind.
    public var id: String
    /// Display name, what `segue run --interaction` takes.
    public var name: String
    /// Who made it.
    public var vendor: String
    /// Its semantic version, "major.minor.patch".
    public var version: String
    /// One or two sentences.
    public var description: String
    /// The gestures it handles, at least one.
    public var gestures: SegueGestures
    /// The operations it drives: `.present` and/or `.dismiss` (the animator's flags, same meaning).
    public var operations: Capabilities
    /// Its knobs, in order (a parameter's index is its position here).
    public var parameters: [ParameterInfo]

    /// A description; every string must be non-empty UTF-8 without NUL characters.
    public init(
        id: String, name: String, vendor: String, version: String, description: String,
        gestures: SegueGestures, operations: Capabilities, parameters: [ParameterInfo] = []
    ) {
        self.id = id
        self.name = name
        self.vendor = vendor
        self.version = version
        self.description = description
        self.gestures = gestures
        self.operations = operations
        self.parameters = parameters
    }
}

extension DescriptorStorage where Descriptor == segue_interaction_descriptor_t {
    /// An interaction controller's descriptor.
    init(_ info: InteractionInfo) {
        self.init(parameters: info.parameters) { c, table, count in
            segue_interaction_descriptor_t(
                size: UInt32(MemoryLayout<segue_interaction_descriptor_t>.size), id: c(info.id), name: c(info.name),
                vendor: c(info.vendor), version: c(info.version), description: c(info.description),
                gestures: info.gestures.rawValue, operations: info.operations.rawValue, parameters: table,
                parameter_count: count)
        }
    }
}
