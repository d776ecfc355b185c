import SegueHost

/// A test's outcome on the worker channel: every field, in order, so the validator reads back
/// exactly what the worker's test answered.
extension ValidationOutcome {
    /// Appends the outcome to `message`.
    func append(to message: inout WireWriter) {
        message.append(status.rawValue)
        message.append(self.message)
        message.append(expected) { $0.append($1) }
        message.append(got) { $0.append($1) }
        message.append(refusals) { message, refusals in
            message.append(UInt32(refusals.count))
            for refusal in refusals { refusal.append(to: &message) }
        }
        message.append(failedByRefusal) { $0.append($1) }
    }

    /// The outcome `append(to:)` wrote at the start of `message`.
    init(_ message: inout WireReader) throws(WireError) {
        let word = try message.string()
        guard let status = ValidationStatus(rawValue: word) else { throw WireError("no status is named \(word)") }
        self.init(status, try message.string())
        expected = try message.optional { (reader) throws(WireError) in try reader.string() }
        got = try message.optional { (reader) throws(WireError) in try reader.string() }
        refusals = try message.optional { (reader) throws(WireError) in
            let count = Int(try reader.read(UInt32.self))
            guard count <= PluginRefusal.maximumOnWire else {
                throw WireError("a list of \(count) refusals is over the limit of \(PluginRefusal.maximumOnWire)")
            }
            var refusals: [PluginRefusal] = []
            for _ in 0..<count { refusals.append(try PluginRefusal(&reader)) }
            return refusals
        }
        failedByRefusal = try message.optional { (reader) throws(WireError) in try reader.bool() }
    }
}

/// A refusal record on the worker channel.
extension PluginRefusal {
    /// The most refusals one outcome may carry on the wire.
    static let maximumOnWire = 1 << 16

    /// Appends the refusal to `message`.
    func append(to message: inout WireWriter) {
        message.append(kind.rawValue)
        message.append(call)
        message.append(status) { $0.append($1.rawValue) }
        message.append(transition) { $0.append($1) }
        message.append(plugin) { $0.append($1) }
        message.append(state) { $0.append($1) }
        message.append(offThread)
        message.append(reason)
    }

    /// The refusal `append(to:)` wrote at the start of `message`.
    init(_ message: inout WireReader) throws(WireError) {
        let word = try message.string()
        guard let kind = Kind(rawValue: word) else { throw WireError("no refusal kind is named \(word)") }
        let call = try message.string()
        let status = try message.optional { (reader) throws(WireError) -> PluginStatus? in
            // Written so that it reads the same whether the initializer may fail or not.
            let known: PluginStatus? = PluginStatus(rawValue: try reader.read(Int32.self))
            return known
        }
        self.init(
            kind, call: call, status: status.flatMap { $0 },
            transition: try message.optional { (reader) throws(WireError) in try reader.read(UInt64.self) },
            plugin: try message.optional { (reader) throws(WireError) in try reader.string() },
            state: try message.optional { (reader) throws(WireError) in try reader.string() },
            offThread: try message.bool(), reason: try message.string())
    }
}
