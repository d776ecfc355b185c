import SegueABI

extension ForwardedContextCall {
    /// Records the context calls a plugin process refused because a thread other than its main
    /// thread made them (`IsolationCall.offThreadCalls`), each as the same refusal the host
    /// records for such a call in process. Runs on the host's thread, inside a host call.
    static func refuseOffThread(_ message: inout WireReader) throws(WireError) {
        let count = Int(try message.read(UInt32.self))
        guard count <= OffThreadContextCalls.capacity else {
            throw WireError(
                "the plugin process reported \(count) calls from other "
                    + "threads at once, more than \(OffThreadContextCalls.capacity)"
            )
        }
        for _ in 0..<count {
            let code = try message.read(UInt8.self)
            guard let service = ContextServiceCode(rawValue: code) else {
                throw WireError("context service \(code) does not exist")
            }
            let context = UnsafePointer<segue_context_t>(bitPattern: UInt(try message.read(UInt64.self)))
            ContextServices.refuseOffThreadInPluginProcess(service.abiName, at: context)
        }
        let dropped = Int(try message.read(UInt32.self))
        if dropped > 0 { ContextServices.refuseOffThreadInPluginProcess("\(dropped) more context services", at: nil) }
    }
}
