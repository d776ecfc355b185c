/// One problem found while loading or running a plugin, in one sentence with what to do.
public struct PluginDiagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem it is (stable, for tests and tools).
    public enum Kind: String, Sendable {
        /// A plugin folder could not be read.
        case unreadableFolder
        /// A plugin folder another user could write to was skipped (secure mode).
        case insecureFolder
        /// A plugin library another user could write to was skipped (secure mode).
        case insecureFile
        /// A `*.so` entry is a FIFO, socket, device or folder, so it was never opened.
        case notARegularFile
        /// The file is not a library `dlopen` can load.
        case notALibrary
        /// The library has no `segue_plugin_entry` symbol.
        case missingEntry
        /// The library was built against an incompatible ABI major version.
        case incompatibleABI
        /// The library's `init` answered false.
        case initFailed
        /// A descriptor field is missing or malformed.
        case invalidDescriptor
        /// Two libraries offer the same animator id; one was ignored.
        case duplicateID
        /// Loading the library in a plugin process crashed, hung or broke the protocol, so the
        /// library is blocked until its file changes.
        case blocked
        /// A plugin broke a rule while running (bad handle, second completion, bad duration…).
        case runtime
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// The library it concerns, when there is one.
    public let file: String?
    /// The sentence to show.
    public let message: String
    /// For a runtime problem, the structured record tools decide from.
    public let refusal: PluginRefusal?

    /// A diagnostic about `file`.
    public init(_ kind: Kind, file: String?, _ message: String, refusal: PluginRefusal? = nil) {
        self.kind = kind
        self.file = file
        self.message = message
        self.refusal = refusal
    }

    /// "file: message", or the message alone.
    public var description: String {
        file.map { "\($0): \(message)" } ?? message
    }
}
