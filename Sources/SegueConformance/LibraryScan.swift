import SegueEngine
import SegueHost
import Synchronization

/// The scan step every validation starts with: the library loaded as the host loads it
/// (constructors, `init`, every descriptor). Its outcome is `library.loads`; its animator ids
/// decide the per-animator tests.
enum LibraryScan {
    /// The test the scan's outcome is reported as.
    static let testID = "library.loads"

    /// How long each library's first scan in this process took, in milliseconds: later scans
    /// find the library loaded already, so only the first shows what a host pays. Behind a lock
    /// (uncontended: tests run one at a time) so that the compiler, not a promise, checks it.
    private static let firstScans = Mutex<[String: Double]>([:])

    /// How long `file`'s first scan in this process took, in milliseconds; nil before it ran.
    static func firstScanMilliseconds(of file: String) -> Double? {
        firstScans.withLock { $0[file] }
    }

    /// Loads `file` in this process; the animators are nil when the host does not accept it, and
    /// the controllers are those its ABI 1.2 factories offer (none then).
    static func run(_ file: String) -> (outcome: ValidationOutcome, animators: [String]?, controllers: ControllerIDs) {
        let start = MonotonicTimeSource.system.now()
        let registry = PluginRegistry(libraries: [file])
        let milliseconds = (MonotonicTimeSource.system.now() - start) * 1000
        firstScans.withLock { scans in
            if scans[file] == nil { scans[file] = milliseconds }
        }
        guard !registry.libraries.isEmpty else {
            let reason = registry.diagnostics.first?.message ?? "no reason given"
            return (.failed(expected: "the host to load the library", got: reason), nil, ControllerIDs())
        }
        // Read while the registry holds the library initialised (the factories answer between
        // init and deinit only).
        let controllers = withExtendedLifetime(registry) { ControllerIDs(file) }
        return (.passed, registry.animators.map(\.descriptor.id), controllers)
    }
}
