import SegueABI

/// The transition a plugin animator is asked to animate (the ABI's `segue_operation_t`).
public enum PluginOperation: String, CaseIterable, Sendable, PluginABIEnumeration {
    /// A modal presentation.
    case present
    /// A modal dismissal.
    case dismiss
    /// A navigation push.
    case push
    /// A navigation pop.
    case pop
    /// A tab switch.
    case tab
    /// A custom container switch.
    case container

    /// The ABI value.
    var raw: Int32 {
        switch self {
        case .present: Int32(SEGUE_OPERATION_PRESENT.rawValue)
        case .dismiss: Int32(SEGUE_OPERATION_DISMISS.rawValue)
        case .push: Int32(SEGUE_OPERATION_PUSH.rawValue)
        case .pop: Int32(SEGUE_OPERATION_POP.rawValue)
        case .tab: Int32(SEGUE_OPERATION_TAB.rawValue)
        case .container: Int32(SEGUE_OPERATION_CONTAINER.rawValue)
        }
    }

    /// The capability an animator must claim to animate this.
    public var requiredCapability: AnimatorCapabilities {
        self == .dismiss || self == .pop ? .dismiss : .present
    }
}
