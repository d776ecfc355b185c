import SegueABI
import SegueABIValues

/// A presentation controller's description, turned into a `segue_presentation_descriptor_t` at `init`.
public struct PresentationInfo: Sendable {
    /// Reverse-DNS identifier, unique among all plugins of every kind.
    public var id: String
    /// Display name, what `segue run --presentation` takes.
    public var name: String
    /// Who made it.
    public var vendor: String
    /// Its semantic version, "major.minor.patch".
    public var version: String
    /// One or two sentences.
    public var description: String
    /// Whether it handles gestures and may start an interactive dismissal. The SDK sets the
    /// vtable's `handle_gesture` exactly when `.gestures` is claimed.
    public var capabilities: SeguePresentationCapabilities
    /// Its knobs, in order (a parameter's index is its position here).
    public var parameters: [ParameterInfo]

    /// A description; every string must be non-empty UTF-8 without NUL characters.
    public init(
        id: String, name: String, vendor: String, version: String, description: String,
        capabilities: SeguePresentationCapabilities = [], parameters: [ParameterInfo] = []
    ) {
        self.id = id
        self.name = name
        self.vendor = vendor
        self.version = version
        self.description = description
        self.capabilities = capabilities
        self.parameters = parameters
    }
}

extension DescriptorStorage where Descriptor == segue_presentation_descriptor_t {
    /// A presentation controller's descriptor.
    init(_ info: PresentationInfo) {
        self.init(parameters: info.parameters) { c, table, count in
            segue_presentation_descriptor_t(
                size: UInt32(MemoryLayout<segue_presentation_descriptor_t>.size), id: c(info.id), name: c(info.name),
                vendor: c(info.vendor), version: c(info.version), description: c(info.description),
                capabilities: info.capabilities.rawValue, parameters: table, parameter_count: count)
        }
    }
}
