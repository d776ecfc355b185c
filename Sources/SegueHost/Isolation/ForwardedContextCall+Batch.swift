import Logging
import Synchronization

/// The host side of `ForwardedCallBatch`: the batched calls run one by one through the same
/// services as every forwarded call, so each refusal is logged and blamed as in process.
extension ForwardedContextCall {
    /// How many batched calls this process has served (the host's main thread only), so tests
    /// can tell the batching is in use.
    static let batchedCallsServed = Atomic<Int>(0)

    /// Runs the batched calls at the start of `message`. The plugin process was already told
    /// `SEGUE_OK` for each; one the host refuses all the same breaks that promise, so besides the
    /// service's own refusal (the plugin's diagnostic) the host logs an error naming Segue.
    static func serveBatched(_ message: inout WireReader, logger: Logger, file: String) throws(WireError) {
        let count = Int(try message.read(UInt32.self))
        guard count <= ForwardedCallBatch.maximumCalls else {
            throw WireError("a batch of \(count) calls is over the limit of \(ForwardedCallBatch.maximumCalls)")
        }
        for _ in 0..<count {
            batchedCallsServed.add(1, ordering: .relaxed)
            var call = try message.message()
            var peek = call
            let service = try? peek.read(UInt8.self)
            var reply = WireReader(try serve(&call).bytes)
            let status = try reply.read(Int32.self)
            if status != PluginStatus.ok.raw {
                let name = service.flatMap(ContextServiceCode.init(rawValue:)).map { "\($0)" } ?? "?"
                logger.error(
                    """
                    isolation: \(file)'s batched context call \(name) was answered \(status) after the plugin \
                    process had answered SEGUE_OK for it; this is a Segue bug
                    """
                )
            }
        }
    }
}
