/// A call of the animator's side of the transition contract that SegueKit's diagnostics name.
public enum AnimatorContractCall: Sendable, CaseIterable {
    /// `transitionDuration(using:)`.
    case transitionDuration
    /// `animateTransition(using:)`.
    case animateTransition
    /// The context's `completeTransition(_:)`.
    case completeTransition
    /// The context's `transitionWasCancelled`.
    case transitionWasCancelled

    /// The call as Swift (and UIKit) spells it.
    public var swiftName: String {
        switch self {
        case .transitionDuration: "transitionDuration(using:)"
        case .animateTransition: "animateTransition(using:)"
        case .completeTransition: "completeTransition(_:)"
        case .transitionWasCancelled: "transitionWasCancelled"
        }
    }
}

/// An animator whose authors know the contract's calls by other names (a C plugin's
/// `complete_transition`): SegueKit's diagnostics about it use those names.
public protocol NamesContractCalls {
    /// How the animator's authors spell `call`.
    func name(of call: AnimatorContractCall) -> String
}

extension AnimatorContractCall {
    /// The call as `animator`'s authors know it: its own spelling, else Swift's.
    public func name(for animator: AnimatedTransitioning?) -> String {
        (animator as? NamesContractCalls)?.name(of: self) ?? swiftName
    }
}
