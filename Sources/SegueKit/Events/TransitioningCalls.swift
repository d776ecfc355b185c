import SegueEngine

/// The animator's members.
public enum AnimatorCall: Equatable, Sendable {
    /// `transitionDuration(using:)`, with the answer (-1 when it was not a finite number).
    case transitionDuration(duration: Double)
    /// `animateTransition(using:)`.
    case animateTransition
    /// `interruptibleAnimator(using:)`, when it vended one.
    case interruptibleAnimator
    /// `animationEnded(_:)`.
    case animationEnded(completed: Bool)

    /// The member, as Swift spells it.
    var member: String {
        switch self {
        case .transitionDuration: "transitionDuration(using:)"
        case .animateTransition: "animateTransition(using:)"
        case .interruptibleAnimator: "interruptibleAnimator(using:)"
        case .animationEnded: "animationEnded(_:)"
        }
    }

    /// The arguments worth reading, named and in order.
    var fields: [(String, TraceValue)] {
        switch self {
        case .transitionDuration(let duration): [("duration", .number(duration.isFinite ? duration : -1))]
        case .animationEnded(let completed): [("completed", .bool(completed))]
        case .animateTransition, .interruptibleAnimator: []
        }
    }
}

/// The interaction controller's members.
public enum InteractionCall: Equatable, Sendable {
    /// `startInteractiveTransition(_:)`, with whether the transition starts under interaction.
    case startInteractiveTransition(interactive: Bool)

    /// The member, as Swift spells it.
    var member: String { "startInteractiveTransition(_:)" }

    /// The arguments worth reading, named and in order.
    var fields: [(String, TraceValue)] {
        switch self {
        case .startInteractiveTransition(let interactive): [("interactive", .bool(interactive))]
        }
    }
}

/// The transition context's members, with the progress at the call.
public enum ContextCall: Equatable, Sendable {
    /// `updateInteractiveTransition(_:)`.
    case updateInteractiveTransition(percentComplete: Double)
    /// `finishInteractiveTransition()`.
    case finishInteractiveTransition(percentComplete: Double)
    /// `cancelInteractiveTransition()`.
    case cancelInteractiveTransition(percentComplete: Double)
    /// `pauseInteractiveTransition()`.
    case pauseInteractiveTransition(percentComplete: Double)
    /// `completeTransition(_:)`.
    case completeTransition(completed: Bool)

    /// The member, as Swift spells it.
    var member: String {
        switch self {
        case .updateInteractiveTransition: "updateInteractiveTransition(_:)"
        case .finishInteractiveTransition: "finishInteractiveTransition()"
        case .cancelInteractiveTransition: "cancelInteractiveTransition()"
        case .pauseInteractiveTransition: "pauseInteractiveTransition()"
        case .completeTransition: "completeTransition(_:)"
        }
    }

    /// The arguments worth reading, named and in order.
    var fields: [(String, TraceValue)] {
        switch self {
        case .updateInteractiveTransition(let percent), .finishInteractiveTransition(let percent),
            .cancelInteractiveTransition(let percent), .pauseInteractiveTransition(let percent):
            [("percentComplete", .number(percent))]
        case .completeTransition(let completed): [("completed", .bool(completed))]
        }
    }
}

/// What the transition coordinator ran.
public enum CoordinatorCall: Equatable, Sendable {
    /// An alongside animation block, inside the transition's animation or (not animated) at once.
    case alongsideAnimation(animated: Bool)
    /// An alongside completion block, as the transition ended.
    case alongsideCompletion(cancelled: Bool)
    /// The interaction-change handlers, after finish, cancel or pause.
    case interactionChanged(interactive: Bool, cancelled: Bool)

    /// The member, as Swift spells it.
    var member: String {
        switch self {
        case .alongsideAnimation: "alongside.animation"
        case .alongsideCompletion: "alongside.completion"
        case .interactionChanged: "interactionChanged"
        }
    }

    /// The arguments worth reading, named and in order.
    var fields: [(String, TraceValue)] {
        switch self {
        case .alongsideAnimation(let animated): [("animated", .bool(animated))]
        case .alongsideCompletion(let cancelled): [("cancelled", .bool(cancelled))]
        case .interactionChanged(let interactive, let cancelled):
            [("interactive", .bool(interactive)), ("cancelled", .bool(cancelled))]
        }
    }
}

/// The end of a transition a caller asked for, before the caller's completion handler runs.
public enum TransitionCompletion: Equatable, Sendable {
    /// `present(_:animated:completion:)` ended.
    case present(completed: Bool)
    /// `dismiss(animated:completion:)` ended.
    case dismiss(completed: Bool)
    /// A navigation push or pop ended.
    case navigation(operation: NavigationOperation, completed: Bool)
    /// A tab switch to tab `index` ended.
    case tabSelection(index: Int, completed: Bool)
    /// A custom container's switch ended.
    case container(completed: Bool)
    /// A window resize ended.
    case resize(completed: Bool)

    /// `role.member`, as the trace names it.
    var name: String {
        switch self {
        case .present: "present.completion"
        case .dismiss: "dismiss.completion"
        case .navigation(let operation, _): "navigation.\(operation.rawValue).completion"
        case .tabSelection: "tabBar.select.completion"
        case .container: "container.completion"
        case .resize: "window.resize.completion"
        }
    }

    /// The arguments worth reading, named and in order.
    var fields: [(String, TraceValue)] {
        switch self {
        case .present(let completed), .dismiss(let completed), .navigation(_, let completed),
            .container(let completed), .resize(let completed):
            [("completed", .bool(completed))]
        case .tabSelection(let index, let completed):
            [("completed", .bool(completed)), ("index", .number(Double(index)))]
        }
    }
}
