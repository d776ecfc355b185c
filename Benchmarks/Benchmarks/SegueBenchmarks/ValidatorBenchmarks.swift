import Benchmark
import Foundation
import SegueBenchmarkWorkloads
import SegueConformance

/// The compliance suite's throughput: every test at strictness 10 over the six bundled plugins,
/// in this process. One iteration is the whole run; the figure is tests per second.
enum ValidatorBenchmarks {
    /// The bundled plugins' folder names.
    static let plugins = ["CoverVertical", "CrossDissolve", "Diagonal", "Flip", "Slide", "Zoom"]

    /// Registers the run (needs a segue build).
    static func register() {
        guard let folder = SuiteFiles.buildFolder, let segue = SuiteFiles.segue else { return }
        let files = plugins.map { BenchmarkFiles.bundledPlugin($0, in: folder) }
        Benchmark(
            "Validator.BundledPlugins.InProcess",
            configuration: SuiteConfiguration.with([.testsPerSecond], iterations: 10)
        ) { benchmark in
            var runner = ValidationRunner(executable: segue)
            runner.inProcess = true
            var tests = 0
            let seconds = try Elapsed.seconds {
                tests = try runner.run(files: files, selection: ValidationSelection(strictness: 10)).count
            }
            benchmark.stopMeasurement()
            benchmark.measurement(.testsPerSecond, Int(Double(tests) / seconds))
        }
    }
}
