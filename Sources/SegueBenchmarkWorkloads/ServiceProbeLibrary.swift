import Foundation

/// The service probe plugin (`Benchmarks/ServiceProbe/ServiceProbe.c`), compiled once per
/// process into a temporary folder on first use.
public enum ServiceProbeLibrary {
    /// The probe's animator id.
    public static let animatorID = "org.segue.bench.service-probe"

    /// The compiled library's path, or why it could not be built.
    public static let built: Result<String, PluginCompiler.Failure> = {
        guard let checkout = BenchmarkFiles.checkout else {
            return .failure(
                PluginCompiler.Failure(
                    description: "the Segue checkout (for the probe's source) is not where this segue was built"))
        }
        do {
            let output = try BenchmarkFiles.temporaryFolder("probe") + "/libSegueBenchServiceProbe.so"
            try PluginCompiler.compile(
                checkout.appendingPathComponent("Benchmarks/ServiceProbe/ServiceProbe.c").path, to: output)
            return .success(output)
        } catch let failure as PluginCompiler.Failure {
            return .failure(failure)
        } catch {
            return .failure(PluginCompiler.Failure(description: "\(error)"))
        }
    }()
}
