import Benchmark
import Foundation
import SegueBenchmarkWorkloads
import SegueHost

/// Discovering 100 C plugins with the plugin scanner (libraries loaded in plugin processes, as
/// `segue list` does): cold (no registry cache: every library is loaded) and cached (the cache
/// answers for every unchanged library). Needs a segue build for the plugin processes.
enum DiscoveryBenchmarks {
    /// Plugins in the folder.
    static let plugins = 100

    /// The scanner, the folder's files and the cache file, made in `setup`.
    private struct Scan {
        let scanner: PluginScanner
        let files: [String]
        let cache: String

        /// Scans every file; traps unless every plugin was found.
        func run() {
            var warnings: [String] = []
            let (catalogue, _) = scanner.catalogue(of: files, warnings: &warnings)
            precondition(
                catalogue.animators.count == files.count,
                "discovery found \(catalogue.animators.count) of \(files.count) plugins")
        }
    }

    /// Registers the cold and the cached scan.
    static func register() {
        guard let segue = SuiteFiles.segue else { return }
        for cold in [true, false] {
            let scan = Fixture<Scan>()
            Benchmark(
                "Discovery.\(plugins)Plugins.\(cold ? "Cold" : "Cached")",
                configuration: SuiteConfiguration.with(iterations: 30)
            ) { _ in
                if cold { try? FileManager.default.removeItem(atPath: scan.built.cache) }
                scan.built.run()
            } setup: {
                let folder = try PluginFarm.folder(count: plugins)
                let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map {
                    folder + "/" + $0
                }
                let cache = try BenchmarkFiles.temporaryFolder("cache") + "/registry"
                scan.value = Scan(
                    scanner: PluginScanner(
                        isolation: PluginIsolation(executable: segue), cache: RegistryCache(path: cache)), files: files,
                    cache: cache)
                scan.built.run()
            } teardown: {
                scan.value = nil
            }
        }
    }
}
