import Foundation
import SegueABI
import SegueEngine
import SegueKit
import Testing

@testable import SegueHost

#if canImport(SegueRender)
    import SegueRender
#endif

/// The service fuzzer (docs/service-fuzzer.md): random sequences of every context and host
/// service, in process against SegueKit, through the C function pointers a plugin gets, with
/// valid, stale, foreign, forged and zero handles and hostile numbers, driving each transition to
/// its end (interactive ones finished or cancelled) and drawing the result. Its claim is the
/// issue's: no sequence of calls a plugin can make traps the host (a trap ends this process, so
/// the test failing to finish is the failure), and when the host cleans up, none of the
/// controllers' views is left inside a view of the plugin's.
@Suite("Service fuzzer", .serialized) struct ServiceFuzzTests {
    /// The run's settings, from the environment (a short run by default).
    struct Settings {
        /// How many sequences: `SEGUE_FUZZ_SEQUENCES`, default 25.
        let sequences: Int
        /// The first sequence's seed: `SEGUE_FUZZ_SEED` (decimal or 0x hex), default fixed.
        let seed: UInt64
        /// Whether each sequence's seed is printed before it runs (`SEGUE_FUZZ_VERBOSE=1`), so
        /// a trap, which ends the process, names the sequence to replay.
        let verbose: Bool

        static var current: Settings {
            let environment = ProcessInfo.processInfo.environment
            let sequences =
                environment["SEGUE_FUZZ_SEQUENCES"].flatMap(Int.init).map { min(max($0, 1), 1_000_000) } ?? 25
            let seedText = environment["SEGUE_FUZZ_SEED"] ?? ""
            let seed = seedText.hasPrefix("0x") ? UInt64(seedText.dropFirst(2), radix: 16) : UInt64(seedText)
            return Settings(
                sequences: sequences, seed: seed ?? 0x5E6E_0027, verbose: environment["SEGUE_FUZZ_VERBOSE"] == "1")
        }

        /// Sequence `index`'s seed: the first one, then SplitMix64's steps, so any sequence
        /// replays alone with `SEGUE_FUZZ_SEED=<its seed> SEGUE_FUZZ_SEQUENCES=1`.
        func seed(of index: Int) -> UInt64 {
            index == 0 ? seed : seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15
        }
    }

    /// The plugins the sequences run: the well-behaved fixture and bundled plugins that create
    /// views, take snapshots and walk the hierarchy.
    static let libraries =
        ["libSegueFixtureWellBehaved.so"]
        + ["PageFlip", "Fold", "Explode", "Cube", "NatGeo", "Portal", "Match", "Bubble"].map {
            "libSeguePlugin\($0).so"
        }

    @Test("random service sequences trap nothing and leave no controller's view in a plugin's view")
    func fuzz() throws {
        let settings = Settings.current
        let registry = PluginRegistry(
            searchPath: PluginSearchPath(folders: [.init(path: try BuiltLibraries.folder(with: Self.libraries))]))
        try #require(
            registry.animators.count >= 2, "the fuzzer needs the fixture and bundled plugins: \(registry.diagnostics)")
        let foreign = try ServiceHarness()
        var foreignView: segue_view_t = 0
        _ = foreign.services.container_view(foreign.context, &foreignView)
        let started = Date()
        var (calls, accepted) = (0, 0)
        for index in 0..<settings.sequences {
            let seed = settings.seed(of: index)
            if settings.verbose {
                FileHandle.standardError.write(
                    Data("service fuzz: sequence \(index) seed 0x\(String(seed, radix: 16))\n".utf8))
            }
            let foreignController = foreign.session.handle(for: foreign.window.rootViewController!)
            let driver = ServiceFuzzDriver(
                fuzzer: ServiceFuzzer(seed: seed, foreign: [foreignView, foreignController]),
                foreign: foreign, host: UnsafePointer(registry.host.raw))
            try runSequence(driver, registry: registry, seed: seed)
            (calls, accepted) = (calls + driver.fuzzer.calls, accepted + driver.fuzzer.accepted)
        }
        let seconds = Date().timeIntervalSince(started)
        print(
            "service fuzz: \(settings.sequences) sequences, \(calls) calls (\(accepted) accepted), "
                + "\(String(format: "%.1f", seconds)) s, 0 traps (first seed 0x\(String(settings.seed, radix: 16)))"
        )
        #expect(
            calls > settings.sequences * 20 && accepted > calls / 10,
            "too few calls, or too few accepted, to prove anything: \(calls), \(accepted)")
    }

    /// One sequence: a stage of a random kind, forward then back, each transition fuzzed while it
    /// runs and maybe interactive, then drawn; the checks name `seed`.
    private func runSequence(_ driver: ServiceFuzzDriver, registry: PluginRegistry, seed: UInt64) throws {
        let engine = AnimationEngine()
        let clock = VirtualClock(engine: engine)
        let pick = registry.animators[driver.fuzzer.random.below(registry.animators.count)]
        let delegate = PluginVendingDelegate { operation in try registry.makeAnimator(pick, operation: operation) }
        delegate.wrap = { FuzzingAnimator($0, driver: driver) }
        let stage = ServiceFuzzStage.make(on: engine, random: &driver.fuzzer.random, delegate: delegate)
        // Plugins' transitions last under a second; a short grace keeps a sequence whose
        // completion was refused (or never came) short too.
        stage.window.watchdogGrace = 0.5
        let recorder = TraceRecorder(root: stage.window.view)
        recorder.attach(to: engine)
        for step in [stage.forward, stage.backward] {
            let interaction = PercentDrivenInteractiveTransition()
            delegate.interaction = driver.fuzzer.random.chance(30) ? interaction : nil
            try? step()
            drive(
                driver, delegate: delegate, clock: clock, interaction: delegate.interaction == nil ? nil : interaction)
            _ = clock.runUntilIdle(framesPerSecond: 20, limit: 4)
        }
        recorder.captureFrame(at: engine.currentTime)
        recorder.detach()
        draw(recorder, seed: seed)
        check(stage, driver: driver, seed: seed, label: pick.descriptor.id)
        withExtendedLifetime(delegate) {}
    }

    /// Runs frames with bursts of calls on the live transition, moving and then finishing or
    /// cancelling the interaction when there is one.
    private func drive(
        _ driver: ServiceFuzzDriver, delegate: PluginVendingDelegate, clock: VirtualClock,
        interaction: PercentDrivenInteractiveTransition?
    ) {
        let frames = 1 + driver.fuzzer.random.below(20)
        for frame in 0..<frames {
            clock.advance(frames: 1, framesPerSecond: 60)
            let live = delegate.aliveAnimators.last?.session
            driver.burst(live, count: driver.fuzzer.random.below(30))
            guard let interaction else { continue }
            interaction.update(
                driver.fuzzer.random.chance(80) ? Double(driver.fuzzer.random.below(101)) / 100 : driver.fuzzer.number()
            )
            if frame == frames - 1 { driver.fuzzer.random.chance(50) ? interaction.finish() : interaction.cancel() }
        }
    }

    /// Writes the trace (and, where the renderer is linked, the SVG): both must finish.
    private func draw(_ recorder: TraceRecorder, seed: UInt64) {
        let trace = recorder.jsonLines()
        #expect(!trace.isEmpty, "seed 0x\(String(seed, radix: 16)): no trace")
        #if canImport(SegueRender)
            #expect(
                TransitionPicture(frames: recorder.frames, title: "fuzz").animatedSVG().hasPrefix("<"),
                "seed 0x\(String(seed, radix: 16)): no SVG")
        #endif
    }

    /// After the sequence: no view a plugin made is still in the window, and no controller's
    /// view is inside one (the host's cleanup never takes them along).
    private func check(_ stage: ServiceFuzzStage, driver: ServiceFuzzDriver, seed: UInt64, label: String) {
        let replay = "\(label), replay with SEGUE_FUZZ_SEED=0x\(String(seed, radix: 16)) SEGUE_FUZZ_SEQUENCES=1"
        let own = Set(driver.ownViews.map(ObjectIdentifier.init))
        for view in driver.ownViews where view.isDescendant(of: stage.window.view) {
            Issue.record("\(view.name), a plugin's view, is still in the window: \(replay)")
        }
        for controller in [stage.first, stage.second] {
            var ancestor = controller.view.superview
            while let view = ancestor {
                if own.contains(ObjectIdentifier(view)) {
                    Issue.record("\(controller.title)'s view is inside \(view.name), a plugin's view: \(replay)")
                }
                ancestor = view.superview
            }
        }
    }
}
