import SegueHost

/// Discovery as the commands do it: the plugin scanner (no plugin code runs in this process)
/// over the search path, with the registry cache, printing every diagnostic once.
extension PluginOptions {
    /// The catalogue of every animator on the search path; `rescan` loads every library again.
    func loadCatalogue(rescan: Bool = false) -> PluginCatalogue {
        scanCatalogue(rescan: rescan).catalogue
    }

    /// The catalogue and what the scan did (how many libraries it loaded, how many the cache answered).
    func scanCatalogue(rescan: Bool) -> (catalogue: PluginCatalogue, statistics: PluginScanner.Statistics) {
        var diagnostics: [PluginDiagnostic] = []
        let files = searchPath.libraries(diagnostics: &diagnostics)
        var warnings: [String] = []
        let scanner = PluginScanner(isolation: isolation, cache: RegistryCache.standard())
        let (catalogue, statistics) = scanner.catalogue(
            of: files, diagnostics: diagnostics, rescan: rescan, warnings: &warnings)
        for warning in warnings { StandardError.warning(warning) }
        for diagnostic in PluginDiagnostic.summarised(catalogue.diagnostics) {
            StandardError.warning("\(diagnostic)")
        }
        return (catalogue, statistics)
    }

    /// The animator called `name` in `catalogue`, or a failure naming the closest ids.
    func animator(named name: String, in catalogue: PluginCatalogue) throws -> PluginCatalogue.Entry {
        guard let entry = catalogue.animator(named: name) else {
            // A blocked library's animators are unknown: the name may be one of them, so the
            // job failed (a library did not load) rather than the input being wrong.
            if !catalogue.blocked.isEmpty {
                let files = catalogue.blocked.map(\.file).joined(separator: ", ")
                throw CommandFailure(
                    "no animator named '\(name)' is offered by a library that loads; \(catalogue.blocked.count) "
                        + "blocked (\(files)) may hold it (see the warnings above)",
                    status: .jobFailed)
            }
            let closest = catalogue.closestMatches(to: name)
            throw CommandFailure(
                "no animator named '\(name)'"
                    + (closest.isEmpty
                        ? "; no plugins were found, so \(Self.noPluginsHint)"
                        : "; closest: \(closest.joined(separator: ", ")) (run `\(SegueInvocation.current("list"))` "
                            + "for all)")
            )
        }
        return entry
    }
}
