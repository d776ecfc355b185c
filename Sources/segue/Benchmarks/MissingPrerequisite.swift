import SegueBenchmarkWorkloads

/// Why a section cannot be measured on this machine (not a failure of what it measures).
struct MissingPrerequisite: Error {
    /// One phrase.
    let reason: String

    /// A reason in plain words.
    init(reason: String) {
        self.reason = reason
    }

    /// The service probe's build failure as a reason.
    init(_ built: Result<String, PluginCompiler.Failure>) {
        if case .failure(let failure) = built {
            reason = "the service probe plugin could not be built: \(failure.description)"
        } else {
            reason = ""
        }
    }
}
