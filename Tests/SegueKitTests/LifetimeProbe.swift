import SegueEngine
import Testing

@testable import SegueKit

/// Weak references to the objects of a transition (run, context, coordinator, animator, the
/// engine's property animators, controllers, windows), to check that each one was freed once
/// nothing should hold it any more.
final class LifetimeProbe {
    /// One watched object: a weak reference and the name a failure shows.
    private struct Entry {
        weak var object: AnyObject?
        let name: String
    }

    private var entries: [Entry] = []
    private var observers: [(engine: AnimationEngine, token: Int)] = []

    /// Watches `object` (nothing when nil) under `name`.
    func watch(_ object: AnyObject?, _ name: String) {
        guard let object else { return }
        entries.append(Entry(object: object, name: name))
    }

    /// Watches every property animator that becomes active on `engine` until `stopWatching()`:
    /// the engine-side objects of the transitions run meanwhile.
    func watchAnimators(on engine: AnimationEngine) {
        let token = engine.addActivationObserver { [weak self] animator in self?.watch(animator, "property animator") }
        observers.append((engine, token))
    }

    /// Stops watching new property animators (the engine would otherwise keep this probe's observer).
    func stopWatching() {
        for (engine, token) in observers { engine.removeActivationObserver(token) }
        observers.removeAll()
    }

    /// Watches the transition running in `window` now: its run, context, the context's animation
    /// list, its coordinator and its animator. Call it once the transition has started.
    func watchTransition(in window: Window, _ label: String) {
        guard let run = window.activeTransition as? TransitionRun else {
            Issue.record("\(label): no transition is running in the window")
            return
        }
        watch(run, "\(label) run")
        watch(run.context, "\(label) context")
        watch(run.context.animations, "\(label) animation list")
        watch(run.coordinator, "\(label) coordinator")
        watch(run.animator, "\(label) animator")
    }

    /// Stops watching property animators, then expects every watched object freed, having
    /// watched at least `minimum` objects (so a probe that saw nothing cannot pass).
    func expectAllFreed(watchedAtLeast minimum: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        stopWatching()
        #expect(watchedCount >= minimum, "only \(watchedCount) objects were watched", sourceLocation: sourceLocation)
        #expect(survivors.isEmpty, "still alive: \(survivors)", sourceLocation: sourceLocation)
    }

    /// How many objects are watched (a test checks it watched what it meant to).
    var watchedCount: Int { entries.count }

    /// The names of the watched objects still alive, in the order they were watched.
    var survivors: [String] { entries.filter { $0.object != nil }.map(\.name) }
}
