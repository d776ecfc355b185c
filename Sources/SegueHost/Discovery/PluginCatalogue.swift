/// Every plugin found on a search path (animators, interaction and presentation controllers), as
/// data: what `segue list`, `inspect` and name lookup use. Building one runs no plugin code in
/// this process (see `PluginScanner`).
public struct PluginCatalogue: Sendable {
    /// A plugin a library offers, and that library's file.
    public struct Listed<Descriptor: PluginDescribing>: Sendable, PluginListing {
        /// The descriptor.
        public let descriptor: Descriptor
        /// The library's file.
        public let file: String
    }

    /// An animator a library offers, and that library's file.
    public typealias Entry = Listed<AnimatorDescriptor>
    /// An interaction controller a library offers, and that library's file.
    public typealias InteractionEntry = Listed<InteractionDescriptor>
    /// A presentation controller a library offers, and that library's file.
    public typealias PresentationEntry = Listed<PresentationDescriptor>

    /// A library that is blocked until its file changes, and why.
    public struct BlockedLibrary: Sendable, Equatable, Codable {
        /// The library's file.
        public let file: String
        /// Why: how its scan crashed, exited, hung or broke the protocol.
        public let reason: String
    }

    /// The animators, in search order, one per id (the higher version wins; on a tie, the file
    /// found first).
    public private(set) var animators: [Entry] = []
    /// The interaction controllers, in search order, one per id (ids are unique across kinds).
    public private(set) var interactions: [InteractionEntry] = []
    /// The presentation controllers, in search order, one per id (ids are unique across kinds).
    public private(set) var presentations: [PresentationEntry] = []
    /// The blocked libraries, in search order.
    public internal(set) var blocked: [BlockedLibrary] = []
    /// Every problem found, in order (blocked libraries included).
    public internal(set) var diagnostics: [PluginDiagnostic] = []

    /// Adds what scanning `file` showed.
    mutating func add(_ report: LibraryScanReport, file: String) {
        var found = diagnostics + report.diagnostics
        // Local copies: each kind's list grows while the others are asked whether they hold its id.
        var (animators, interactions, presentations) = (self.animators, self.interactions, self.presentations)
        for descriptor in report.animators {
            AnimatorLookup.add(Entry(descriptor: descriptor, file: file), to: &animators, diagnostics: &found) {
                AnimatorLookup.owner(
                    of: $0, among: [Self.ids(.interaction, interactions), Self.ids(.presentation, presentations)])
            }
        }
        for descriptor in report.interactions {
            AnimatorLookup.add(
                InteractionEntry(descriptor: descriptor, file: file), to: &interactions, diagnostics: &found
            ) {
                AnimatorLookup.owner(
                    of: $0, among: [Self.ids(.animator, animators), Self.ids(.presentation, presentations)])
            }
        }
        for descriptor in report.presentations {
            AnimatorLookup.add(
                PresentationEntry(descriptor: descriptor, file: file), to: &presentations, diagnostics: &found
            ) {
                AnimatorLookup.owner(
                    of: $0, among: [Self.ids(.animator, animators), Self.ids(.interaction, interactions)])
            }
        }
        (self.animators, self.interactions, self.presentations, diagnostics) = (
            animators, interactions, presentations, found
        )
    }

    /// The ids and files of `entries`, as kind `kind`.
    private static func ids(_ kind: PluginKind, _ entries: [some PluginListing]) -> (
        PluginKind, [(id: String, file: String)]
    ) {
        (kind, entries.map { ($0.descriptor.id, $0.file) })
    }

    /// The animator whose id or name is `name`, ignoring case (then, as a shorthand, whose id's
    /// last label is: `zoom` for `org.segue.zoom`).
    public func animator(named name: String) -> Entry? {
        AnimatorLookup.index(of: name, in: animators.map(\.descriptor)).map { animators[$0] }
    }

    /// The interaction controller whose id or name is `name`, by the animators' rule.
    public func interaction(named name: String) -> InteractionEntry? {
        AnimatorLookup.index(of: name, in: interactions.map(\.descriptor)).map { interactions[$0] }
    }

    /// The presentation controller whose id or name is `name`, by the animators' rule.
    public func presentation(named name: String) -> PresentationEntry? {
        AnimatorLookup.index(of: name, in: presentations.map(\.descriptor)).map { presentations[$0] }
    }

    /// Up to `limit` animator ids closest to `name` (by edit distance to the id, its last label or the name).
    public func closestMatches(to name: String, limit: Int = 3) -> [String] {
        closestMatches(to: name, among: .animator, limit: limit)
    }

    /// Up to `limit` ids of `kind` closest to `name`.
    public func closestMatches(to name: String, among kind: PluginKind, limit: Int = 3) -> [String] {
        switch kind {
        case .animator: AnimatorLookup.closest(to: name, in: animators.map(\.descriptor), limit: limit)
        case .interaction: AnimatorLookup.closest(to: name, in: interactions.map(\.descriptor), limit: limit)
        case .presentation: AnimatorLookup.closest(to: name, in: presentations.map(\.descriptor), limit: limit)
        }
    }

    /// The library files that offer the listed plugins (animators' first), in search order, each once.
    public var libraryFiles: [String] {
        var seen = Set<String>()
        let files = animators.map(\.file) + interactions.map(\.file) + presentations.map(\.file)
        return files.filter { seen.insert($0).inserted }
    }
}
