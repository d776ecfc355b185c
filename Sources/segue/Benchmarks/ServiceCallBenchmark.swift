import SegueBenchmarkWorkloads
import SegueHost

/// One context service call through the plugin ABI (the service probe plugin, in this process
/// and in a plugin process) against its native twin in Swift: setting a frame (target: within
/// 1.5x of `view.frame =`) and asking `is_animated` (target: under 5 ns).
struct ServiceCallBenchmark {
    /// Calls per timed presentation, in process and natively.
    let calls: Int
    /// How to run the probe isolated; nil skips the isolated column.
    let isolation: PluginIsolation?

    /// What was measured.
    struct Result: Encodable {
        /// One service's figures, in nanoseconds per call.
        struct Service: Encodable {
            /// The service's label.
            let service: String
            /// Natively.
            let nativeNs: Double
            /// Through the ABI, plugin in this process.
            let pluginNs: Double
            /// Plugin over native.
            let pluginOverNative: Double
            /// Through the ABI, plugin in a plugin process (when measured).
            let isolatedNs: Double?
        }
        /// Calls per timed transition in process and natively.
        let calls: Int
        /// Calls per timed transition isolated (when measured).
        let isolatedCalls: Int?
        /// One entry per service.
        let services: [Service]
    }

    /// Timed pairs per figure (after one warm-up pair); the median is kept.
    private static let rounds = 5

    /// Calls per timed presentation in a plugin process, where each call is a round trip.
    private var isolatedCalls: Int { max(calls / 500, 100) }

    /// Builds the probe (throws when it cannot: no checkout or no C compiler) and measures.
    func run() throws -> Result {
        let library = try ServiceProbeLibrary.built.get()
        let inProcess = try ServiceCalls(probeLibrary: library)
        let isolated = try isolation.map { try ServiceCalls(probeLibrary: library, isolation: $0) }
        let services = try [ProbedService.setFrame, .isAnimated].map { service in
            let native = try nanosecondsPerCall(service, calls: calls, on: inProcess, throughPlugin: false)
            let plugin = try nanosecondsPerCall(service, calls: calls, on: inProcess, throughPlugin: true)
            let remote = try isolated.map {
                try nanosecondsPerCall(service, calls: isolatedCalls, on: $0, throughPlugin: true)
            }
            return Result.Service(
                service: service.label, nativeNs: native, pluginNs: plugin, pluginOverNative: plugin / native,
                isolatedNs: remote)
        }
        return Result(calls: calls, isolatedCalls: isolation == nil ? nil : isolatedCalls, services: services)
    }

    /// The median over rounds of (a presentation with `calls` calls − one with none) / `calls`.
    private func nanosecondsPerCall(_ service: ProbedService, calls: Int, on probe: ServiceCalls, throughPlugin: Bool)
        throws -> Double
    {
        var samples: [Double] = []
        for round in 0...Self.rounds {
            let loaded = try probe.presentationSeconds(service, calls: calls, throughPlugin: throughPlugin)
            let empty = try probe.presentationSeconds(.none, calls: 0, throughPlugin: throughPlugin)
            if round > 0 { samples.append((loaded - empty) * 1e9 / Double(calls)) }
        }
        return Stopwatch.median(samples)
    }

    /// The text table for `result`.
    static func table(_ result: Result) -> [String] {
        let widths = [14, 12, 14, 16]
        let isolatedNote = result.isolatedCalls.map { ", \($0) isolated" } ?? ""
        return [
            "Context service calls through the plugin ABI against native Swift (\(result.calls) calls per "
                + "transition\(isolatedNote); targets: set frame within 1.5x, is animated under 5 ns)",
            BenchFormat.row(["service", "native ns", "plugin ns", "plugin/native"], widths: widths)
                + "isolated plugin ns",
        ]
            + result.services.map {
                BenchFormat.row(
                    [
                        $0.service, BenchFormat.fixed($0.nativeNs, 2), BenchFormat.fixed($0.pluginNs, 2),
                        BenchFormat.ratio($0.pluginOverNative),
                    ],
                    widths: widths) + ($0.isolatedNs.map { BenchFormat.fixed($0, 0) } ?? "not measured")
            }
    }
}
