import ArgumentParser
import Foundation

/// `segue bench`: the engine's and the plugin host's costs, each measured side by side with
/// what it is compared against, in one run.
struct BenchCommand: LoggingCommand {
    /// The command's name, summary and examples.
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the engine, transitions and plugin calls side by side with their yardsticks.",
        discussion: """
            Build in release mode for meaningful numbers. Every ratio is measured in the same run: the tick against \
            a dense C loop doing the same work (and a naive one-object-per-animation baseline), transitions at 10 \
            against 10 000 at once, one animator per view against a shared one, snapshot views of a 51-view \
            subtree against copying it, a context service call through the \
            plugin ABI against its native twin (the probe plugin is compiled with cc from the checkout), and whole \
            plugin transitions in process and isolated against native ones, and the raster renderer on every bundled \
            animator's busiest frame at 1x, 2x and 3x (figures only). Allocations are counted by preloading \
            libSegueAllocationCounter.so (done automatically when it sits beside the segue executable).

            Sections: \(BenchSection.allCases.map(\.rawValue).joined(separator: ", ")).

            Examples:
              swift run -c release segue bench
              swift run -c release segue bench --only tick --properties 100000 --ticks 500 --json
              segue bench --only tick --properties 1000,10000 --ticks 50 --require-zero-allocations
            """
    )

    /// `--log-level` and `-v`.
    @OptionGroup var logging: LoggingOptions

    /// `--only`.
    @Option(
        name: .long,
        help: ArgumentHelp("Comma-separated sections to run, in order (default: all).", valueName: "SECTION,…"),
        transform: BenchSection.parseList)
    var only: [BenchSection] = BenchSection.allCases

    /// `--properties`.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Comma-separated numbers of animated properties to measure, each 1 to 10000000.", valueName: "N,N,…"),
        transform: { try BenchCommand.parseSizes($0, in: 1...10_000_000, unit: "properties") })
    var properties: [Int] = [1000, 10000, 100000]

    /// `--ticks`.
    @Option(
        name: .long, parsing: .unconditional, help: "Ticks to time at each size (after 10 warm-up ticks), 1 to 100000.")
    var ticks: Int = 200

    /// `--bezier-evaluations`.
    @Option(name: .long, parsing: .unconditional, help: "Bézier evaluations to time, 1 to 1000000000.")
    var bezierEvaluations: Int = 2_000_000

    // The sizes below default smaller in a debug build (BenchSettings.debugDefaults), where the
    // release sizes would take many minutes and measure nothing representative.

    /// `--concurrent`.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Comma-separated numbers of transitions to run at once, each 1 to 100000 (default 10,1000,10000).",
            valueName: "N,N,…"),
        transform: { try BenchCommand.parseSizes($0, in: 1...100_000, unit: "transitions") })
    var concurrent: [Int]?

    /// `--views`.
    @Option(
        name: .long, parsing: .unconditional,
        help: "Views to fade with one animator each and with a shared one, 1 to 1000000 (default 10000).")
    var views: Int?

    /// `--snapshots`.
    @Option(
        name: .long, parsing: .unconditional,
        help: """
            Whole snapshots of a 51-view subtree (and naive copies) to take and keep per way, 1 to 10000 \
            (default 1000; each kept, so 10000 holds some 500 MB).
            """
    )
    var snapshots: Int?

    /// `--calls`.
    @Option(
        name: .long, parsing: .unconditional,
        help: "Context service calls per timed transition, 1 to 100000000 (default 1000000).")
    var calls: Int?

    /// `--transitions`.
    @Option(
        name: .long, parsing: .unconditional,
        help: "Transitions per timed round of each plugin and its native twin, 1 to 100000 (default 300).")
    var transitions: Int?

    /// `--memory-transitions`.
    @Option(
        name: .long, parsing: .unconditional,
        help: "Transitions whose memory is measured, 10 to 1000000 (default 10000).")
    var memoryTransitions: Int?

    /// `--require-zero-allocations`.
    @Flag(
        name: .long,
        help: "Exit with status 1 unless the tick was measured allocating nothing (needs the counter library).")
    var requireZeroAllocations = false

    /// `--json`.
    @Flag(name: .long, help: "Print the results as JSON.")
    var json = false

    /// Refuses sizes out of range before anything runs.
    func validate() throws {
        try Self.check(ticks, "--ticks", 1...100_000)
        try Self.check(bezierEvaluations, "--bezier-evaluations", 1...1_000_000_000)
        try views.map { try Self.check($0, "--views", 1...1_000_000) }
        try snapshots.map { try Self.check($0, "--snapshots", 1...10_000) }
        try calls.map { try Self.check($0, "--calls", 1...100_000_000) }
        try transitions.map { try Self.check($0, "--transitions", 1...100_000) }
        try memoryTransitions.map { try Self.check($0, "--memory-transitions", 10...1_000_000) }
        if requireZeroAllocations && !only.contains(.tick) {
            throw ValidationError("--require-zero-allocations checks the tick; add tick to --only")
        }
    }

    /// Measures every section asked for, printing each as it ends.
    func run() throws {
        AllocationCounting.reexecuteWithCounterIfNeeded()
        var run = BenchRun(settings: settings)
        if !json && BenchReport.buildConfiguration == "debug" {
            print(
                "note: debug build, with smaller default sizes; a release build gives representative numbers: "
                    + "\(SegueInvocation.current.releaseBuildHint("bench"))\n"
            )
        }
        for section in only {
            let lines = try run.measure(section)
            if !json { print(lines.joined(separator: "\n") + "\n") }
        }
        if json { try JSONOutput.print(run.report) }
        if requireZeroAllocations { try Self.requireZeroAllocations(run.report) }
    }

    /// The sizes given, the configuration's defaults for the others.
    private var settings: BenchSettings {
        var settings =
            BenchReport.buildConfiguration == "debug" ? BenchSettings.debugDefaults : BenchSettings.releaseDefaults
        (settings.properties, settings.ticks, settings.bezierEvaluations) = (properties, ticks, bezierEvaluations)
        if let concurrent { settings.concurrent = concurrent }
        if let views { settings.views = views }
        if let snapshots { settings.snapshots = snapshots }
        if let calls { settings.calls = calls }
        if let transitions { settings.transitions = transitions }
        if let memoryTransitions { settings.memoryTransitions = memoryTransitions }
        return settings
    }

    /// Fails unless every tick size was measured allocating nothing.
    private static func requireZeroAllocations(_ report: BenchReport) throws {
        let sizes = report.sizes ?? []
        if let unmeasured = sizes.first(where: { $0.allocationsPerTick == nil }) {
            throw CommandFailure(
                "allocations were not counted at \(unmeasured.properties) properties: libSegueAllocationCounter.so is "
                    + "not beside segue; build every product (swift build)",
                status: .jobFailed)
        }
        if let allocating = sizes.first(where: { ($0.allocationsPerTick ?? 0) > 0 }) {
            throw CommandFailure(
                "the tick allocated \(allocating.allocationsPerTick ?? 0) times per tick at "
                    + "\(allocating.properties) properties; it must allocate nothing",
                status: .jobFailed)
        }
    }

    /// Fails naming `option` unless `value` lies in `range`.
    private static func check(_ value: Int, _ option: String, _ range: ClosedRange<Int>) throws {
        guard range.contains(value) else {
            throw ValidationError(
                "\(option) \(value) is out of range; use from \(range.lowerBound) to \(range.upperBound)")
        }
    }

    /// Comma-separated sizes, each a whole number in `range`.
    private static func parseSizes(_ text: String, in range: ClosedRange<Int>, unit: String) throws -> [Int] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { item in
            try InvalidValue.integer(String(item), in: range, unit: "\(unit) in each comma-separated size")
        }
    }
}
