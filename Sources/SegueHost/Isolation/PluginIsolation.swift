/// How plugins run out of process: which executable hosts them (`segue plugin-host`) and how
/// long a plugin may take to answer before it is stopped.
public struct PluginIsolation: Sendable {
    /// The `segue` executable whose hidden `plugin-host` command loads and calls plugins.
    public let executable: String
    /// Seconds one call into a plugin (with every service it calls meanwhile) may take. A
    /// transition's calls return in microseconds and a whole transition lasts under a second, so
    /// the default (`defaultCallTimeout`) stops a hung call while someone still waits at the prompt.
    public let callTimeout: Double
    /// Seconds loading one library in the plugin process (dlopen, constructors, `init`, the
    /// descriptors) may take. Loading maps the library and its dependencies from a file cache
    /// that may be cold (a Swift plugin pulls in the Swift runtime), so it keeps a longer default
    /// (`defaultLoadTimeout`) than a call; it happens once per library per process.
    public let loadTimeout: Double
    /// The most bytes a plugin process may write to its standard output and error together.
    public let outputLimit: Int

    /// Whether a plugin process may be forked from this one (without exec) while this process
    /// has a single thread; otherwise, and always when false, `executable` is started.
    public let forksWhenPossible: Bool

    /// The bounds `callTimeout` and `loadTimeout` must lie in.
    public static let callTimeoutRange = 0.05...600.0
    /// The default `callTimeout`: 2 s (README, "Plugins run isolated").
    public static let defaultCallTimeout = 2.0
    /// The default `loadTimeout`: 5 s.
    public static let defaultLoadTimeout = 5.0

    /// Isolation through `executable`; both time limits are clamped to `callTimeoutRange`, and
    /// `loadTimeout` is never shorter than `callTimeout`.
    public init(
        executable: String, callTimeout: Double = defaultCallTimeout, loadTimeout: Double = defaultLoadTimeout,
        outputLimit: Int = 64 << 20,
        forksWhenPossible: Bool = true
    ) {
        self.executable = executable
        self.forksWhenPossible = forksWhenPossible
        self.callTimeout = Self.clamped(callTimeout)
        self.loadTimeout = max(Self.clamped(loadTimeout), self.callTimeout)
        self.outputLimit = max(outputLimit, 4096)
    }

    /// `seconds` within `callTimeoutRange`.
    private static func clamped(_ seconds: Double) -> Double {
        min(max(seconds, callTimeoutRange.lowerBound), callTimeoutRange.upperBound)
    }

    /// The time limit of a request made for `callback`: loading keeps the longer one.
    func timeout(for callback: PluginCallback) -> Double {
        callback == .load ? loadTimeout : callTimeout
    }

    /// The descriptor the plugin process finds its socket on.
    static let socketDescriptor: Int32 = 3
}
