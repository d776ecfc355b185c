/// Follows plugin folders with inotify and reports the plugin libraries that changed and are
/// complete: written and closed, or renamed (moved) into place. A library still being written
/// is never reported, so a half-linked file is never scanned.
///
/// Lead's skeleton: the reload helper implements it behind this API.
public final class PluginFolderWatch {
    /// The folders followed.
    public let folders: [String]

    /// Follows `folders` (each must exist); throws one sentence naming a folder that cannot be followed.
    public init(folders: [String]) throws(PluginWatchError) {
        self.folders = folders
    }

    /// The library paths completed since the last call, each once, waiting at most `seconds`
    /// (0: only what is already queued) for the first.
    public func changes(waitingUpTo seconds: Double = 0) -> [String] { [] }
}

/// Why plugin folders could not be followed, in one sentence with a hint.
public struct PluginWatchError: Error, CustomStringConvertible, Sendable {
    /// The sentence.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
