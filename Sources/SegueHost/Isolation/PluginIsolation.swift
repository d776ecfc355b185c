/// How plugins run out of process: which executable hosts them (`segue plugin-host`) and how
/// long a plugin may take to answer before it is stopped.
public struct PluginIsolation: Sendable {
    /// The `segue` executable whose hidden `plugin-host` command loads and calls plugins.
    public let executable: String
    /// Seconds one call into a plugin (with every service it calls meanwhile) may take. Longer
    /// than any transition takes to start, so only a plugin that hangs reaches it.
    public let callTimeout: Double
    /// The most bytes a plugin process may write to its standard output and error together.
    public let outputLimit: Int

    /// Whether a plugin process may be forked from this one (without exec) while this process
    /// has a single thread; otherwise, and always when false, `executable` is started.
    public let forksWhenPossible: Bool

    /// The bounds `callTimeout` must lie in.
    public static let callTimeoutRange = 0.05...600.0

    /// Isolation through `executable`; `callTimeout` is clamped to `callTimeoutRange`.
    public init(executable: String, callTimeout: Double = 10, outputLimit: Int = 64 << 20, forksWhenPossible: Bool = true) {
        self.executable = executable
        self.forksWhenPossible = forksWhenPossible
        self.callTimeout = min(max(callTimeout, Self.callTimeoutRange.lowerBound), Self.callTimeoutRange.upperBound)
        self.outputLimit = max(outputLimit, 4096)
    }

    /// The hidden command and its arguments: the plugin process talks on descriptor 3.
    static let arguments = ["plugin-host", "--socket", "3"]
    /// The descriptor the plugin process finds its socket on.
    static let socketDescriptor: Int32 = 3
}
