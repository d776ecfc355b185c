import Benchmark
import Foundation
import SegueBenchmarkWorkloads
import SegueHost

/// A context service call through the plugin ABI (the service probe plugin, in process and
/// isolated) against its native twin: setting a frame and asking is_animated. One iteration is a
/// presentation making the calls plus one making none; the cost per call is their difference
/// over the calls (targets: set frame within 1.5x of native, is_animated under 5 ns).
enum ServiceCallBenchmarks {
    /// Calls per presentation in process and natively.
    static let calls = 200_000
    /// Calls per presentation in a plugin process, where each is a round trip.
    static let isolatedCalls = 500

    /// Registers native, plugin and (given a segue build) isolated plugin, for both services.
    static func register() {
        for service in [ProbedService.setFrame, .isAnimated] {
            add("Service.\(service.name).Native", service, calls: calls, throughPlugin: false) {
                try ServiceCalls(probeLibrary: $0)
            }
            add("Service.\(service.name).Plugin", service, calls: calls, throughPlugin: true) {
                try ServiceCalls(probeLibrary: $0)
            }
            guard let segue = SuiteFiles.segue else { continue }
            add("Service.\(service.name).IsolatedPlugin", service, calls: isolatedCalls, throughPlugin: true) {
                try ServiceCalls(probeLibrary: $0, isolation: PluginIsolation(executable: segue))
            }
        }
    }

    /// One benchmark: `make` loads the probe (built on first use) in `setup`.
    private static func add(
        _ name: String, _ service: ProbedService, calls: Int, throughPlugin: Bool,
        make: @escaping @Sendable (String) throws -> ServiceCalls
    ) {
        let probe = Fixture<ServiceCalls>()
        Benchmark(name, configuration: SuiteConfiguration.with([.picosecondsPerCall], iterations: 20)) { benchmark in
            let loaded = try probe.built.presentationSeconds(service, calls: calls, throughPlugin: throughPlugin)
            let empty = try probe.built.presentationSeconds(.none, calls: 0, throughPlugin: throughPlugin)
            benchmark.stopMeasurement()
            benchmark.measurement(.picosecondsPerCall, Int((loaded - empty) * 1e12 / Double(calls)))
        } setup: {
            probe.value = try make(try ServiceProbeLibrary.built.get())
        } teardown: {
            probe.value = nil
        }
    }
}

extension ProbedService {
    /// The service's part of a benchmark name (no spaces: the runner's threshold files are named after benchmarks).
    var name: String {
        switch self {
        case .none: "None"
        case .setFrame: "SetFrame"
        case .isAnimated: "IsAnimated"
        }
    }
}
