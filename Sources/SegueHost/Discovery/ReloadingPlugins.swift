/// The animators of a set of plugin libraries, each library replaced as it is rebuilt: a changed
/// library is scanned again and, when it loads, its plugin process is replaced by a new one (the
/// old one ends); when it does not, the last good one keeps running and the diagnostic says why.
/// Nothing is ever `dlclose`d. Parameters set on an animator survive its library's reload.
///
/// Lead's skeleton: the reload helper implements it behind this API.
public final class ReloadingPlugins {
    /// What happened to one changed library.
    public struct Outcome: Sendable {
        /// The library's path.
        public let path: String
        /// The ids it now provides, when it loaded.
        public let animatorIDs: [String]
        /// Why it was not loaded (the last good one keeps running), when it was not.
        public let failure: String?
    }

    /// The libraries in `files`, each in a plugin process of its own when `isolation` is given
    /// (otherwise in this process).
    public init(files: [String], host: PluginHostServices = PluginHostServices(), isolation: PluginIsolation?) {
        self.isolation = isolation
        self.registry = PluginRegistry(libraries: files, host: host, isolation: isolation)
    }

    /// The registry behind the current libraries.
    public private(set) var registry: PluginRegistry

    /// Whether libraries run in plugin processes of their own; setting it loads every library
    /// again the other way (the last good set keeps running if that fails).
    public var isolation: PluginIsolation?

    /// Reloads each of `paths` that is one of the followed libraries (or new in a followed folder).
    public func reload(_ paths: [String]) -> [Outcome] { [] }
}
