import Benchmark
import Foundation
import SegueBenchmarkWorkloads

/// `segue list` as text and as JSON over 100 and 1 000 plugins, with a warm registry cache: one
/// iteration is one run of the built `segue`, output discarded; JSON should take within 2x of
/// text. Needs a segue build.
enum ListOutputBenchmarks {
    /// Plugins per size.
    static let sizes = [100, 1_000]

    /// Registers text and JSON at both sizes.
    static func register() {
        guard let segue = SuiteFiles.segue else { return }
        for size in sizes {
            for json in [false, true] {
                let arguments = Fixture<(folder: String, environment: [String: String])>()
                Benchmark(
                    "List.\(json ? "JSON" : "Text").\(size)Plugins",
                    configuration: SuiteConfiguration.with(iterations: 30)
                ) { _ in
                    try list(segue, arguments.built.folder, json: json, environment: arguments.built.environment)
                } setup: {
                    let home = try BenchmarkFiles.temporaryFolder("home")
                    let environment = [
                        "HOME": home, "SEGUE_PLUGIN_PATH": "", "SEGUE_REGISTRY_CACHE": home + "/registry",
                        "PATH": "/usr/bin:/bin",
                    ]
                    arguments.value = (try PluginFarm.folder(count: size), environment)
                    try list(segue, arguments.built.folder, json: json, environment: environment)
                } teardown: {
                    arguments.value = nil
                }
            }
        }
    }

    /// Runs `segue list --plugin-path folder [--json]`, discarding its output; throws unless it succeeds.
    private static func list(_ segue: String, _ folder: String, json: Bool, environment: [String: String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: segue)
        process.arguments = ["list", "--plugin-path", folder] + (json ? ["--json"] : [])
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginCompiler.Failure(description: "segue list exited with status \(process.terminationStatus)")
        }
    }
}
