import SegueABI
import SegueABIValues

extension TransitionContext {
    /// The context's service at `member` when the host's table has it (a 1.0 host's table ends
    /// before the 1.1 services), else `SEGUE_ERROR_UNSUPPORTED`.
    func service<Function>(_ member: KeyPath<segue_context_t, Function?>) throws(ServiceError) -> Function {
        let end = MemoryLayout<segue_context_t>.offset(of: member)! + MemoryLayout<Function?>.size
        guard segue_struct_has_field(raw.pointee.size, UInt64(end)), let function = raw.pointee[keyPath: member] else {
            throw ServiceError(status: SegueStatus.unsupported.rawValue)
        }
        return function
    }
}
