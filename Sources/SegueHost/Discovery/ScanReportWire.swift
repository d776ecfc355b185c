/// A library's scan report as the plugin process sends it: compact fields rather than JSON,
/// because a cold `segue list` sends one per library. Decoding checks every descriptor again.
extension LibraryScanReport {
    /// The most animators or diagnostics one report carries (a library offers at most 256).
    static let maximumEntries = 4096

    /// Appends the report to `message`.
    func write(to message: inout WireWriter) {
        message.append(UInt32(animators.count))
        for animator in animators {
            for text in [animator.id, animator.name, animator.vendor, animator.version.description, animator.summary] {
                message.append(text)
            }
            message.append(animator.capabilities.rawValue)
            message.append(UInt32(animator.parameters.count))
            for parameter in animator.parameters {
                for text in [parameter.id, parameter.name, parameter.summary] { message.append(text) }
                message.append(parameter.kind.rawValue)
                for number in [parameter.defaultValue, parameter.minimum, parameter.maximum] { message.append(number) }
                message.append(parameter.index)
            }
        }
        message.append(UInt32(diagnostics.count))
        for diagnostic in diagnostics {
            message.append(diagnostic.kind.rawValue)
            message.append(diagnostic.message)
        }
    }

    /// Reads a report of the library `file` from `message`.
    init(reading message: inout WireReader, file: String) throws(WireError) {
        var animators: [AnimatorDescriptor] = []
        for _ in 0..<(try Self.count(&message)) {
            let (id, name, vendor, version, summary) = (
                try message.string(), try message.string(), try message.string(), try message.string(),
                try message.string()
            )
            let capabilities = try message.read(UInt64.self)
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
                        defaultValue: value,
                        minimum: minimum, maximum: maximum, index: try message.read(UInt32.self)))
            }
            animators.append(
                try AnimatorDescriptor(
                    checkingID: id, name: name, vendor: vendor, version: version, summary: summary,
                    capabilities: capabilities,
                    parameters: parameters))
        }
        var diagnostics: [PluginDiagnostic] = []
        for _ in 0..<(try Self.count(&message)) {
            let kind = PluginDiagnostic.Kind(rawValue: try message.string(maximumBytes: 64)) ?? .runtime
            diagnostics.append(PluginDiagnostic(kind, file: file, try message.string()))
        }
        self.init(animators: animators, diagnostics: diagnostics)
    }

    private static func count(_ message: inout WireReader) throws(WireError) -> Int {
        let count = Int(try message.read(UInt32.self))
        guard count <= maximumEntries else {
            throw WireError("a report lists \(count) entries, over the limit of \(maximumEntries)")
        }
        return count
    }
}
