import ArgumentParser
import SegueHost

/// `--interaction-param` and `--presentation-param` (`segue run`, `segue preview`): parameters of
/// the interaction and presentation controller plugins, checked as `--param` is for animators
/// (`ParameterAssignment`) once the controller is found, and set on each controller made.
struct ControllerParameterOptions: ParsableArguments {
    @Option(
        name: .customLong("interaction-param"),
        help: ArgumentHelp(
            "Set a parameter of the --interaction plugin (repeatable); `segue list` shows what it takes.",
            valueName: "NAME=VALUE"),
        transform: ParameterAssignment.init(parsing:))
    var interaction: [ParameterAssignment] = []

    @Option(
        name: .customLong("presentation-param"),
        help: ArgumentHelp(
            "Set a parameter of the --presentation plugin (repeatable), such as initial-detent=1 for bottom-sheet.",
            valueName: "NAME=VALUE"),
        transform: ParameterAssignment.init(parsing:))
    var presentation: [ParameterAssignment] = []

    /// Refuses parameters for a controller that is not chosen: `hasInteraction` and
    /// `hasPluginPresentation` say whether `--interaction` and a plugin `--presentation` were given.
    func check(hasInteraction: Bool, hasPluginPresentation: Bool) throws {
        if !interaction.isEmpty && !hasInteraction {
            throw ValidationError(
                "--interaction-param sets a parameter of the --interaction plugin; add --interaction NAME")
        }
        if !presentation.isEmpty && !hasPluginPresentation {
            throw ValidationError(
                "--presentation-param sets a parameter of a --presentation plugin (the built-in dimming takes none); "
                    + "add --presentation NAME")
        }
    }

    /// The `--interaction-param` values checked against `descriptor`, as id → value.
    func interactionValues(for descriptor: InteractionDescriptor) throws -> [String: Double] {
        try Self.values(interaction, option: "--interaction-param", for: descriptor)
    }

    /// The `--presentation-param` values checked against `descriptor`, as id → value.
    func presentationValues(for descriptor: PresentationDescriptor) throws -> [String: Double] {
        try Self.values(presentation, option: "--presentation-param", for: descriptor)
    }

    /// `assignments` checked by `ParameterAssignment`'s rules, its sentence prefixed with `option`.
    private static func values(
        _ assignments: [ParameterAssignment], option: String, for descriptor: some PluginDescribing
    ) throws -> [String: Double] {
        do { return try ParameterAssignment.values(assignments, for: descriptor) } catch let failure as CommandFailure {
            throw CommandFailure("\(option): \(failure.message)", status: failure.status)
        }
    }
}

extension PluginKind {
    /// The option that sets a parameter of a plugin of this kind, as `segue list` writes it.
    var parameterOption: String {
        switch self {
        case .animator: "--param"
        case .interaction: "--interaction-param"
        case .presentation: "--presentation-param"
        }
    }
}
