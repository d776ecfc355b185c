/// One transition-context service, a member of `segue_context_t` (context.h), declared once: its
/// name, arguments and their C types, reply, the states it is allowed in and how it is refused.
/// The host's C table, the plugin process's proxy, the wire code, the forwarded call and the
/// docs' service table are generated from these declarations (Tests/SegueHostTests/Services,
/// `SEGUE_REGENERATE=1 swift test --filter ContextServiceGeneration`); a test checks the
/// hand-written header against them. Only the implementations (`ContextServices.<swiftName>`)
/// are written by hand, one per service.
struct ServiceDeclaration: Sendable {
    /// The member's name in `segue_context_t` (`view_for_key`).
    let name: String
    /// The ABI minor version that added it (0 for 1.0).
    let since: Int
    /// The arguments after the context, in order.
    let arguments: [ServiceArgument]
    /// What the C function answers.
    let reply: ServiceReply
    /// The transition states in which the host runs it; in any other it is refused.
    let states: ServiceStates
    /// Whether it can end the transition it serves while it runs (so the call keeps the session).
    let mayEndTransition: Bool
    /// How the plugin process forwards it.
    let forwarding: ServiceForwarding
    /// What it does, in a few words, for the docs' table.
    let summary: String

    /// Declares a service; see the members for what each part means.
    init(
        _ name: String, since: Int = 0, _ arguments: [ServiceArgument], reply: ServiceReply = .status,
        states: ServiceStates = .active, mayEndTransition: Bool = false, forwarding: ServiceForwarding = .plain,
        summary: String
    ) {
        self.name = name
        self.since = since
        self.arguments = arguments
        self.reply = reply
        self.states = states
        self.mayEndTransition = mayEndTransition
        self.forwarding = forwarding
        self.summary = summary
    }

    /// The Swift spelling of the name (`viewForKey`): the implementation's and the wire code's.
    var swiftName: String {
        camelCase(name)
    }
}

/// `snake_case` as `snakeCase`.
func camelCase(_ name: String) -> String {
    let words = name.split(separator: "_")
    return words.enumerated().map {
        $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
    }.joined()
}

/// One argument of a service: its name in context.h and its C type.
struct ServiceArgument: Sendable {
    /// The parameter's name in context.h (`out_view`).
    let name: String
    /// Its C type.
    let type: ServiceType

    /// An argument called `name` of `type`.
    init(_ name: String, _ type: ServiceType) {
        self.name = name
        self.type = type
    }
}

/// What a service answers.
enum ServiceReply: Sendable, Equatable {
    /// A `segue_status_t`; a refusal answers its error.
    case status
    /// A value that cannot fail (a query): `fallback` (a Swift expression) when refused.
    case query(ServiceType, fallback: String)
}

/// The states a service is allowed in.
enum ServiceStates: Sendable {
    /// Preparing, animating or presenting (a presentation controller's hook, 1.2).
    case active
    /// Preparing or animating: a transition's own calls (`animate`), refused to a presentation
    /// controller.
    case transition
    /// Animating only (`complete_transition`).
    case animating
    /// Presenting only (`animate_alongside`).
    case presenting

    /// As the docs' table says it.
    var label: String {
        switch self {
        case .active: "preparing, animating, presenting"
        case .transition: "preparing, animating"
        case .animating: "animating"
        case .presenting: "presenting"
        }
    }

    /// The `PluginTransitionSession.States` the generated table passes to `ContextServices.call`.
    var swiftExpression: String {
        switch self {
        case .active: "ContextServices.active"
        case .transition: "ContextServices.inTransition"
        case .animating: "[.animating]"
        case .presenting: "[.presenting]"
        }
    }
}

/// How a plugin process forwards a service to the host.
enum ServiceForwarding: Sendable {
    /// Each argument in order, then the out-pointer's contents; the host's reply is awaited.
    case plain
    /// As `plain`, but answered `SEGUE_OK` at once and sent later when `ForwardedCallBatch`
    /// knows the host accepts it: `views` and `rule` are the `BatchedArguments` it is batched by
    /// (Swift expressions of the arguments).
    case batched(views: String, rule: String)
    /// Written by hand: `Forward.<swiftName>` in the plugin process (ContextForwarding.swift)
    /// and `ForwardedContextCall.serve<SwiftName>` in the host.
    case custom
    /// Answered in C from the context's slot when it can be (`function`); the rest is plain.
    case slot(function: String)
    /// Not forwarded yet: the plugin process answers `SEGUE_ERROR_UNSUPPORTED` itself.
    case unsupported
}
