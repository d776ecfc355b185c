import SegueEngine
import SegueHost

/// The scan step every validation starts with: the library loaded as the host loads it
/// (constructors, `init`, every descriptor). Its outcome is `library.loads`; its animator ids
/// decide the per-animator tests.
enum LibraryScan {
    /// The test the scan's outcome is reported as.
    static let testID = "library.loads"

    /// How long each library's first scan in this process took, in milliseconds: later scans
    /// find the library loaded already, so only the first shows what a host pays.
    nonisolated(unsafe) private(set) static var firstScanMilliseconds: [String: Double] = [:]

    /// Loads `file` in this process; the animators are nil when the host does not accept it.
    static func run(_ file: String) -> (outcome: ValidationOutcome, animators: [String]?) {
        let start = MonotonicTimeSource.system.now()
        let registry = PluginRegistry(libraries: [file])
        if firstScanMilliseconds[file] == nil {
            firstScanMilliseconds[file] = (MonotonicTimeSource.system.now() - start) * 1000
        }
        guard !registry.libraries.isEmpty else {
            let reason = registry.diagnostics.first?.message ?? "no reason given"
            return (.failed(expected: "the host to load the library", got: reason), nil)
        }
        return (.passed, registry.animators.map(\.descriptor.id))
    }
}
