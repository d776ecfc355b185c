import SegueEngine
import SegueHost
import SegueKit

/// One window presenting a controller whose animator calls one context service many times,
/// through the plugin ABI (the service probe plugin) or natively (its Swift twin). Each
/// presentation is timed alone, so a call costs (time with n calls − time with none) / n.
public final class ServiceCalls {
    /// The window's engine.
    private let engine = AnimationEngine()
    /// Its clock.
    private let clock: TransitionClock
    /// The window.
    private let stage: TransitionStage
    /// The registry holding the probe library.
    private let registry: PluginRegistry
    /// The probe animator.
    private let probe: AvailableAnimator

    /// Loads the probe from `probeLibrary`, in this process or (with `isolation`) in a plugin process.
    public init(probeLibrary: String, isolation: PluginIsolation? = nil) throws {
        clock = TransitionClock(engine: engine)
        stage = TransitionStage(engine: engine)
        registry = PluginRegistry(libraries: [probeLibrary], isolation: isolation)
        guard let probe = registry.animator(named: ServiceProbeLibrary.animatorID) else {
            throw PluginCompiler.Failure(
                description: "the service probe did not load: \(registry.diagnostics.map(\.description))")
        }
        self.probe = probe
        clock.settle()
    }

    /// Seconds one presentation takes in which the animator calls `service` `calls` times,
    /// through the plugin ABI or natively. The unanimated dismissal after it is not timed.
    public func presentationSeconds(_ service: ProbedService, calls: Int, throughPlugin: Bool) throws -> Double {
        let parameters = ["calls": Double(calls), "service": Double(service.rawValue)]
        let makeAnimator: TransitionStage.MakeAnimator =
            throughPlugin
            ? { [registry, probe] operation in
                try registry.makeAnimator(probe, operation: operation, parameters: parameters)
            }
            : { _ in NativeServiceProbe(service: service, calls: calls) }
        let start = MonotonicTimeSource.system.now()
        try stage.startNextTransition(makeAnimator)
        clock.settle()
        let elapsed = MonotonicTimeSource.system.now() - start
        precondition(stage.isPresenting, "the service probe's presentation did not stay presented")
        try stage.startNextTransitionUnanimated()
        clock.settle()
        return elapsed
    }
}
