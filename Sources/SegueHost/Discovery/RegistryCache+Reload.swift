/// Keeping the registry cache current as libraries are reloaded one at a time.
extension RegistryCache {
    /// Records what loading the file `identity` names showed (its animators, why it did not
    /// load, or that its process failed, which blocks it until it changes), replacing the entry
    /// of its older version; answers why the cache could not be written, or nil.
    @discardableResult
    func record(_ loaded: Result<PluginLibrary, PluginDiagnostic>, for identity: FileIdentity) -> String? {
        let entry: Entry
        switch loaded {
        case .success(let library): entry = Entry(identity: identity, report: library.readDescriptors())
        case .failure(let diagnostic) where diagnostic.kind == .blocked:
            entry = Entry(identity: identity, blocked: diagnostic.message)
        case .failure(let diagnostic):
            entry = Entry(identity: identity, report: LibraryScanReport(animators: [], diagnostics: [diagnostic]))
        }
        let kept = load().entries.values.filter { $0.identity.path != identity.path }.sorted {
            $0.identity.path < $1.identity.path
        }
        return save(kept + [entry])
    }
}
