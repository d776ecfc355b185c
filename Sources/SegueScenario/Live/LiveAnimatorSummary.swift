/// What a live session knows of an animator: the part of a plugin's descriptor it shows and
/// acts on, filled in by whoever knows the animator (the command line, for plugins), so the
/// scenario needs no plugin host.
public struct LiveAnimatorSummary: Sendable, Equatable {
    /// One parameter an animator declares.
    public struct Parameter: Sendable, Equatable {
        /// Its command-line identifier.
        public let id: String
        /// Its display name.
        public let name: String

        /// A parameter `id` shown as `name`.
        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// The animator's id.
    public let id: String
    /// Its display name.
    public let name: String
    /// Whether an interaction controller can drive it (a press in the preview starts it).
    public let isInteractive: Bool
    /// Its parameters, in declaration order.
    public let parameters: [Parameter]

    /// The summary of animator `id`, shown as `name`.
    public init(id: String, name: String, isInteractive: Bool, parameters: [Parameter] = []) {
        self.id = id
        self.name = name
        self.isInteractive = isInteractive
        self.parameters = parameters
    }
}
