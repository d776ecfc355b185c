import SegueEngine

/// One logged call of the transition machinery, typed: a case per role (who was called), each
/// holding a case per member with the arguments worth reading. It renders to the trace's text
/// form, `role.member` with named fields, so traces read as they always have.
public enum TransitionCall: Equatable, Sendable {
    /// A call of the transitioning delegate (`UIViewControllerTransitioningDelegate`).
    case delegate(TransitioningDelegateCall)
    /// A call of the adaptive presentation delegate (`UIAdaptivePresentationControllerDelegate`).
    case adaptiveDelegate(AdaptiveDelegateCall)
    /// A call of (or a decision about) the presentation controller.
    case presentation(PresentationControllerCall)
    /// A call of the animator (`UIViewControllerAnimatedTransitioning`).
    case animator(AnimatorCall)
    /// A call of the interaction controller (`UIViewControllerInteractiveTransitioning`).
    case interaction(InteractionCall)
    /// A call of the transition context (`UIViewControllerContextTransitioning`).
    case context(ContextCall)
    /// Something the transition coordinator ran.
    case coordinator(CoordinatorCall)
    /// A call of a view controller's callbacks or show and segue methods.
    case viewController(ViewControllerCall)
    /// A call of a container's delegate (navigation, tab bar or custom container).
    case containerDelegate(ContainerDelegateCall)
    /// A segue being performed or unwound.
    case segue(SegueCall)
    /// The window heard of a size change.
    case windowWillTransition(width: Double, height: Double)
    /// A controller above the one dismissed left at once, without animation.
    case dismissedUnanimated(controller: String)
    /// A transition a caller asked for ended, right before its completion handler runs.
    case completion(TransitionCompletion)
    /// Something went wrong and Segue said what it did about it.
    case diagnostic(message: String)
    /// The animator never completed the transition, so the watchdog did, with `completed`.
    case watchdogCompletion(completed: Bool)

    /// Whether this is the watchdog completing a transition its animator never completed.
    public var isWatchdogCompletion: Bool {
        if case .watchdogCompletion = self { true } else { false }
    }

    /// `role.member`, as the trace names the call.
    public var name: String {
        switch self {
        case .delegate(let call): "delegate.\(call.member)"
        case .adaptiveDelegate(let call): "adaptiveDelegate.\(call.member)"
        case .presentation(let call): "presentation.\(call.member)"
        case .animator(let call): "animator.\(call.member)"
        case .interaction(let call): "interaction.\(call.member)"
        case .context(let call): "context.\(call.member)"
        case .coordinator(let call): "coordinator.\(call.member)"
        case .viewController(let call): "viewController.\(call.member)"
        case .containerDelegate(let call): call.name
        case .segue(let call): "segue.\(call.member)"
        case .windowWillTransition: "window.viewWillTransition"
        case .dismissedUnanimated: "dismiss.unanimated"
        case .completion(let completion): completion.name
        case .diagnostic: "diagnostic"
        case .watchdogCompletion: "watchdog.completeTransition"
        }
    }

    /// The arguments worth reading, named and in order.
    public var fields: [(String, TraceValue)] {
        switch self {
        case .delegate(let call): call.fields
        case .adaptiveDelegate(let call): call.fields
        case .presentation(let call): call.fields
        case .animator(let call): call.fields
        case .interaction(let call): call.fields
        case .context(let call): call.fields
        case .coordinator(let call): call.fields
        case .viewController(let call): call.fields
        case .containerDelegate(let call): call.fields
        case .segue(let call): call.fields
        case .windowWillTransition(let width, let height): [("width", .number(width)), ("height", .number(height))]
        case .dismissedUnanimated(let controller): [("controller", .string(controller))]
        case .completion(let completion): completion.fields
        case .diagnostic(let message): [("message", .string(message))]
        case .watchdogCompletion(let completed): [("completed", .bool(completed))]
        }
    }
}
