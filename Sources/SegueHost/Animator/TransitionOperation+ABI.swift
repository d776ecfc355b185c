import SegueABIValues
import SegueKit

extension TransitionOperation {
    /// The ABI's value for it (`segue_operation_t`), as the context's `operation` answers it.
    var abiValue: SegueOperation {
        switch self {
        case .present: .present
        case .dismiss: .dismiss
        case .push: .push
        case .pop: .pop
        case .tab: .tab
        case .container: .container
        }
    }

    /// The ABI value: what the context services answer.
    var raw: Int32 { abiValue.rawValue }

    /// The capability an animator must claim to animate this.
    public var requiredCapability: AnimatorCapabilities { isReverse ? .dismiss : .present }
}
