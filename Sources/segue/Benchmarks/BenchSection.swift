import ArgumentParser

/// The parts of `segue bench`, selectable with `--only`.
enum BenchSection: String, CaseIterable, Codable, Sendable {
    /// The engine's tick against the C yardstick and the naive baseline, with allocations.
    case tick
    /// Bézier evaluations per second and the solver's largest error.
    case bezier
    /// Microseconds per transition with many transitions at once.
    case concurrency
    /// One property animator per view against one shared animator.
    case animators
    /// Whole snapshots and pieces of a 51-view subtree against copying it, with heap bytes.
    case snapshots
    /// A context service call through the plugin ABI against native.
    case services
    /// A whole plugin transition against its native twin.
    case plugins
    /// An interaction controller plugin's cost per gesture event against the native decider.
    case interaction
    /// Resident memory kept per 1 000 transitions.
    case memory
    /// Raster frames: every bundled animator's busiest frame at 1×, 2× and 3×, and PNG encoding.
    case raster
    /// The preview window: each animator's frames in a real SDL window (needs a display).
    case preview
    /// Reload latency: a rebuilt C plugin renamed into place until the first frame of its new process.
    case reload

    /// `--only` text as sections, in the order given, each once.
    static func parseList(_ text: String) throws -> [BenchSection] {
        var sections: [BenchSection] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let section = BenchSection(rawValue: item.trimmingCharacters(in: .whitespaces)) else {
                throw InvalidValue(
                    "'\(item)' is not a section; give a comma-separated list of "
                        + "\(allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            if !sections.contains(section) { sections.append(section) }
        }
        return sections
    }
}
