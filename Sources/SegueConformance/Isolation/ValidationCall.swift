import SegueHost

/// What the validator asks a worker over their `WorkerChannel`; the request's body is a
/// `WorkerRequest`, the reply's a `WorkerReply`.
enum ValidationCall: UInt8, WorkerCall {
    /// Scan the library: its outcome and the animators it offers.
    case scan = 1
    /// Run one test.
    case test = 2
}

/// What the validator asks a worker: scan the library (no test) or run one test. The token is
/// fresh for every request; only a reply carrying it is believed.
struct WorkerRequest: Equatable {
    let token: String
    let test: String?
    let animator: String?
    /// The seed of this run of the test (`--seed` plus the repetition under `--repeat`).
    let seed: UInt64?
}

/// A request on the wire.
extension WorkerRequest {
    /// The call that carries this request.
    var call: ValidationCall { test == nil ? .scan : .test }

    /// The request as a message body.
    var message: WireWriter {
        var message = WireWriter()
        message.append(token)
        message.append(test) { $0.append($1) }
        message.append(animator) { $0.append($1) }
        message.append(seed) { $0.append($1) }
        return message
    }

    /// The request in `message`.
    init(_ message: inout WireReader) throws(WireError) {
        token = try message.string()
        test = try message.optional { (reader) throws(WireError) in try reader.string() }
        animator = try message.optional { (reader) throws(WireError) in try reader.string() }
        seed = try message.optional { (reader) throws(WireError) in try reader.read(UInt64.self) }
    }
}

/// A worker's answer to one request, sent only by the test code itself after the test body
/// returned.
struct WorkerReply: Equatable {
    let token: String
    let outcome: ValidationOutcome
    /// For a scan: the animator ids the library offers (nil when it does not load).
    let animators: [String]?
    /// For a scan: the interaction and presentation controllers it offers.
    let controllers: ControllerIDs

    /// A reply; `controllers` only for a scan of a library that offers some.
    init(token: String, outcome: ValidationOutcome, animators: [String]?, controllers: ControllerIDs = ControllerIDs())
    {
        self.token = token
        self.outcome = outcome
        self.animators = animators
        self.controllers = controllers
    }
}

/// A reply on the wire.
extension WorkerReply {
    /// The most animator ids a reply may list.
    static let maximumAnimators = 4096

    /// The reply as a message body.
    var message: WireWriter {
        var message = WireWriter()
        message.append(token)
        outcome.append(to: &message)
        for list in [animators, controllers.interactions, controllers.presentations] {
            message.append(list) { message, ids in
                message.append(UInt32(ids.count))
                for id in ids { message.append(id) }
            }
        }
        return message
    }

    /// A list of ids `message` wrote with `append`, bounded before it is read.
    private static func ids(_ message: inout WireReader) throws(WireError) -> [String]? {
        try message.optional { (reader) throws(WireError) in
            let count = Int(try reader.read(UInt32.self))
            guard count <= Self.maximumAnimators else {
                throw WireError("a list of \(count) plugins is over the limit of \(Self.maximumAnimators)")
            }
            var ids: [String] = []
            for _ in 0..<count { ids.append(try reader.string()) }
            return ids
        }
    }

    /// The reply in `message`.
    init(_ message: inout WireReader) throws(WireError) {
        token = try message.string()
        outcome = try ValidationOutcome(&message)
        animators = try Self.ids(&message)
        var controllers = ControllerIDs()
        controllers.interactions = try Self.ids(&message) ?? []
        controllers.presentations = try Self.ids(&message) ?? []
        self.controllers = controllers
    }
}
