/// What a plugin is: the three parts of a transition a library may offer (issue 29).
public enum PluginKind: String, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// How views move (descriptor.h).
    case animator
    /// How a hand drives the transition (interaction.h).
    case interaction
    /// Where the presented view sits and the chrome around it (presentation.h).
    case presentation

    /// "animator", "interaction controller", "presentation controller".
    public var description: String {
        switch self {
        case .animator: "animator"
        case .interaction: "interaction controller"
        case .presentation: "presentation controller"
        }
    }

    /// The noun with its indefinite article: "an animator", "a presentation controller".
    public var withArticle: String {
        switch self {
        case .animator: "an animator"
        case .interaction: "an interaction controller"
        case .presentation: "a presentation controller"
        }
    }

    /// The option that chooses one on the command line.
    public var option: String {
        switch self {
        case .animator: "--animator"
        case .interaction: "--interaction"
        case .presentation: "--presentation"
        }
    }
}

/// What every plugin descriptor tells, whatever its kind: the fields the registry, the cache and
/// name lookup use.
public protocol PluginDescribing: Hashable, Sendable {
    /// The kind of plugin it describes.
    static var kind: PluginKind { get }
    /// Reverse-DNS identifier, unique among the plugins of every kind.
    var id: String { get }
    /// Display name.
    var name: String { get }
    /// Who made it.
    var vendor: String { get }
    /// Its own version.
    var version: SemanticVersion { get }
    /// One or two sentences.
    var summary: String { get }
    /// Its knobs, in order.
    var parameters: [ParameterDescriptor] { get }
}

extension PluginDescribing {
    /// The declared parameter `id`, once `value` is checked against its range; throws naming
    /// the ids it takes, or the range.
    func parameter(_ id: String, accepting value: Double) throws(PluginAnimatorError) -> ParameterDescriptor {
        guard let parameter = parameters.first(where: { $0.id == id }) else {
            let known = parameters.map(\.id)
            throw PluginAnimatorError(
                "\(self.id) has no parameter \(id); "
                    + (known.isEmpty ? "it takes none" : "it takes \(known.joined(separator: ", "))"))
        }
        do {
            try parameter.check(value)
        } catch {
            throw PluginAnimatorError(error.description)
        }
        return parameter
    }
}
