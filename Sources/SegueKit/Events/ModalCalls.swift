import SegueEngine

/// The transitioning delegate's members, with the controllers (by title) they were asked about.
public enum TransitioningDelegateCall: Equatable, Sendable {
    /// `animationController(forPresented:presenting:source:)`.
    case animationControllerForPresented(presented: String, presenting: String, source: String)
    /// `interactionControllerForPresentation(using:)`.
    case interactionControllerForPresentation
    /// `animationController(forDismissed:)`.
    case animationControllerForDismissed(dismissed: String)
    /// `interactionControllerForDismissal(using:)`.
    case interactionControllerForDismissal
    /// `presentationController(forPresented:presenting:source:)`.
    case presentationControllerForPresented(presented: String, presenting: String, source: String)

    /// The member, as Swift spells it.
    var member: String {
        switch self {
        case .animationControllerForPresented: "animationController(forPresented:presenting:source:)"
        case .interactionControllerForPresentation: "interactionControllerForPresentation(using:)"
        case .animationControllerForDismissed: "animationController(forDismissed:)"
        case .interactionControllerForDismissal: "interactionControllerForDismissal(using:)"
        case .presentationControllerForPresented: "presentationController(forPresented:presenting:source:)"
        }
    }

    /// The arguments worth reading, named and in order.
    var fields: [(String, TraceValue)] {
        switch self {
        case .animationControllerForPresented(let presented, let presenting, let source),
            .presentationControllerForPresented(let presented, let presenting, let source):
            [("presented", .string(presented)), ("presenting", .string(presenting)), ("source", .string(source))]
        case .animationControllerForDismissed(let dismissed): [("dismissed", .string(dismissed))]
        case .interactionControllerForPresentation, .interactionControllerForDismissal: []
        }
    }
}

/// The adaptive presentation delegate's members, asked when a size class change adapts a presentation.
public enum AdaptiveDelegateCall: Equatable, Sendable {
    /// `adaptivePresentationStyle(for:traitCollection:)`, with the size class asked about and the answer.
    case adaptivePresentationStyle(sizeClass: SizeClass, result: ModalPresentationStyle)
    /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`, with the style and
    /// the title of the controller shown instead (nil: the presented controller itself).
    case viewControllerForAdaptivePresentationStyle(style: ModalPresentationStyle, replacement: String?)

    /// The member, as Swift spells it.
    var member: String {
        switch self {
        case .adaptivePresentationStyle: "adaptivePresentationStyle(for:traitCollection:)"
        case .viewControllerForAdaptivePresentationStyle:
            "presentationController(_:viewControllerForAdaptivePresentationStyle:)"
        }
    }

    /// The arguments worth reading, named and in order.
    var fields: [(String, TraceValue)] {
        switch self {
        case .adaptivePresentationStyle(let sizeClass, let result):
            [("sizeClass", .string(sizeClass.rawValue)), ("result", .string(result.rawValue))]
        case .viewControllerForAdaptivePresentationStyle(let style, let replacement):
            [("style", .string(style.rawValue)), ("replacement", replacement.map { .string($0) } ?? .null)]
        }
    }
}

/// The presentation controller's members (logged for custom presentation controllers), and the
/// adaptation of a requested style.
public enum PresentationControllerCall: Equatable, Sendable {
    /// `presentationTransitionWillBegin()`.
    case presentationTransitionWillBegin
    /// `presentationTransitionDidEnd(_:)`.
    case presentationTransitionDidEnd(completed: Bool)
    /// `dismissalTransitionWillBegin()`.
    case dismissalTransitionWillBegin
    /// `dismissalTransitionDidEnd(_:)`.
    case dismissalTransitionDidEnd(completed: Bool)
    /// `containerViewWillLayoutSubviews()`.
    case containerViewWillLayoutSubviews
    /// `containerViewDidLayoutSubviews()`.
    case containerViewDidLayoutSubviews
    /// The requested style was replaced by the one the size class calls for.
    case adaptivePresentationStyle(requested: ModalPresentationStyle, adapted: ModalPresentationStyle)

    /// The member, as Swift spells it.
    var member: String {
        switch self {
        case .presentationTransitionWillBegin: "presentationTransitionWillBegin()"
        case .presentationTransitionDidEnd: "presentationTransitionDidEnd(_:)"
        case .dismissalTransitionWillBegin: "dismissalTransitionWillBegin()"
        case .dismissalTransitionDidEnd: "dismissalTransitionDidEnd(_:)"
        case .containerViewWillLayoutSubviews: "containerViewWillLayoutSubviews()"
        case .containerViewDidLayoutSubviews: "containerViewDidLayoutSubviews()"
        case .adaptivePresentationStyle: "adaptivePresentationStyle(for:)"
        }
    }

    /// The arguments worth reading, named and in order.
    var fields: [(String, TraceValue)] {
        switch self {
        case .presentationTransitionDidEnd(let completed), .dismissalTransitionDidEnd(let completed):
            [("completed", .bool(completed))]
        case .adaptivePresentationStyle(let requested, let adapted):
            [("requested", .string(requested.rawValue)), ("adapted", .string(adapted.rawValue))]
        case .presentationTransitionWillBegin, .dismissalTransitionWillBegin, .containerViewWillLayoutSubviews,
            .containerViewDidLayoutSubviews:
            []
        }
    }
}
