/// A library's scan report as the plugin process sends it: compact fields rather than JSON,
/// because a cold `segue list` sends one per library. Decoding checks every descriptor again.
extension LibraryScanReport {
    /// The most descriptors of one kind or diagnostics one report carries (a library offers at
    /// most 256 animators and 64 controllers of each other kind).
    static let maximumEntries = 4096

    /// Appends the report to `message`: animators and diagnostics as before controller kinds
    /// existed, then the interaction and presentation controllers.
    func write(to message: inout WireWriter) {
        message.append(UInt32(animators.count))
        for animator in animators { Self.write(animator, flags: [animator.capabilities.rawValue], to: &message) }
        message.append(UInt32(diagnostics.count))
        for diagnostic in diagnostics {
            message.append(diagnostic.kind.rawValue)
            message.append(diagnostic.message)
        }
        message.append(UInt32(interactions.count))
        for interaction in interactions {
            Self.write(
                interaction, flags: [interaction.gestures.rawValue, interaction.operations.rawValue], to: &message)
        }
        message.append(UInt32(presentations.count))
        for presentation in presentations {
            Self.write(presentation, flags: [presentation.capabilities.rawValue], to: &message)
        }
    }

    /// Reads a report of the library `file` from `message`.
    init(reading message: inout WireReader, file: String) throws(WireError) {
        var animators: [AnimatorDescriptor] = []
        for _ in 0..<(try Self.count(&message)) {
            let (fields, flags, parameters) = try Self.read(&message, flags: 1)
            animators.append(
                try AnimatorDescriptor(
                    checkingID: fields.id, name: fields.name, vendor: fields.vendor, version: fields.version,
                    summary: fields.summary, capabilities: flags[0], parameters: parameters))
        }
        var diagnostics: [PluginDiagnostic] = []
        for _ in 0..<(try Self.count(&message)) {
            let kind = PluginDiagnostic.Kind(rawValue: try message.string(maximumBytes: 64)) ?? .runtime
            diagnostics.append(PluginDiagnostic(kind, file: file, try message.string()))
        }
        var interactions: [InteractionDescriptor] = []
        for _ in 0..<(try Self.count(&message)) {
            let (fields, flags, parameters) = try Self.read(&message, flags: 2)
            interactions.append(
                try InteractionDescriptor(
                    checking: try Self.checked(fields, parameters), gestures: flags[0], operations: flags[1],
                    parameters: parameters))
        }
        var presentations: [PresentationDescriptor] = []
        for _ in 0..<(try Self.count(&message)) {
            let (fields, flags, parameters) = try Self.read(&message, flags: 1)
            presentations.append(
                try PresentationDescriptor(
                    checking: try Self.checked(fields, parameters), capabilities: flags[0], parameters: parameters))
        }
        self.init(
            animators: animators, diagnostics: diagnostics, interactions: interactions, presentations: presentations)
    }

    /// The five strings of a descriptor as they crossed, unchecked.
    private typealias RawFields = (id: String, name: String, vendor: String, version: String, summary: String)

    /// Appends a descriptor of any kind: its strings, its kind's `flags`, its parameters.
    private static func write(_ d: some PluginDescribing, flags: [UInt64], to message: inout WireWriter) {
        for text in [d.id, d.name, d.vendor, d.version.description, d.summary] { message.append(text) }
        for flag in flags { message.append(flag) }
        message.append(UInt32(d.parameters.count))
        for parameter in d.parameters {
            for text in [parameter.id, parameter.name, parameter.summary] { message.append(text) }
            message.append(parameter.kind.rawValue)
            for number in [parameter.defaultValue, parameter.minimum, parameter.maximum] { message.append(number) }
            message.append(parameter.index)
        }
    }

    /// Reads what `write(_:flags:to:)` appended, with `flags` flag words.
    private static func read(_ message: inout WireReader, flags count: Int) throws(WireError)
        -> (RawFields, [UInt64], [ParameterDescriptor])
    {
        let fields = (
            id: try message.string(), name: try message.string(), vendor: try message.string(),
            version: try message.string(), summary: try message.string()
        )
        var flags: [UInt64] = []
        for _ in 0..<count { flags.append(try message.read(UInt64.self)) }
        var parameters: [ParameterDescriptor] = []
        for _ in 0..<(try Self.count(&message)) {
            let (parameterID, parameterName, parameterSummary) = (
                try message.string(), try message.string(), try message.string()
            )
            let kind = try message.read(Int32.self)
            let (value, minimum, maximum) = (try message.double(), try message.double(), try message.double())
            parameters.append(
                try ParameterDescriptor(
                    checkingID: parameterID, name: parameterName, summary: parameterSummary, kind: kind,
                    defaultValue: value, minimum: minimum, maximum: maximum, index: try message.read(UInt32.self)))
        }
        return (fields, flags, parameters)
    }

    /// `fields` checked again with the rules every descriptor keeps.
    private static func checked(_ fields: RawFields, _ parameters: [ParameterDescriptor]) throws(WireError)
        -> DescriptorFields
    {
        try DescriptorFields.decoded(
            id: fields.id, name: fields.name, vendor: fields.vendor, version: fields.version, summary: fields.summary,
            parameters: parameters)
    }

    private static func count(_ message: inout WireReader) throws(WireError) -> Int {
        let count = Int(try message.read(UInt32.self))
        guard count <= maximumEntries else {
            throw WireError("a report lists \(count) entries, over the limit of \(maximumEntries)")
        }
        return count
    }
}
