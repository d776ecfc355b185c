/// Which kind of transition runs: the operation an animator is asked to animate, named as the
/// command line and scene files name it. The host maps it to the plugin ABI's `segue_operation_t`.
public enum TransitionOperation: String, CaseIterable, Sendable {
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

    /// Whether it takes a controller away (a dismissal or a pop) rather than bringing one on.
    public var isReverse: Bool { self == .dismiss || self == .pop }
}
