import SegueEngine
import Testing

@testable import SegueKit

/// Weak references to the objects of the transitions a plugin test runs (run, context, the
/// context's animation list, coordinator, animator, every property animator the engine
/// activated, controllers and windows), to check that each was freed. A plugin animator's
/// session holds its context, so a freed context means a freed session.
final class TransitionWatch {
    /// One watched object and the name a failure shows.
    private struct Entry {
        weak var object: AnyObject?
        let name: String
    }

    private var entries: [Entry] = []
    private var observer: (engine: AnimationEngine, token: Int)?

    /// Watches every property animator activated on `engine` from now until `expectAllFreed`.
    init(engine: AnimationEngine) {
        let token = engine.addActivationObserver { [weak self] animator in self?.watch(animator, "property animator") }
        observer = (engine, token)
    }

    /// Watches `object` (nothing when nil) under `name`.
    func watch(_ object: AnyObject?, _ name: String) {
        guard let object else { return }
        entries.append(Entry(object: object, name: name))
    }

    /// Watches the transition running in `window` now (call it once the transition started).
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

    /// Stops watching new property animators and expects every watched object freed, having
    /// watched at least `minimum` (so a watch that saw nothing cannot pass).
    func expectAllFreed(
        watchedAtLeast minimum: Int, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let observer { observer.engine.removeActivationObserver(observer.token) }
        observer = nil
        let alive = entries.filter { $0.object != nil }.map(\.name)
        #expect(
            entries.count >= minimum, "\(comment): only \(entries.count) objects were watched",
            sourceLocation: sourceLocation)
        #expect(alive.isEmpty, "\(comment): still alive: \(alive)", sourceLocation: sourceLocation)
    }
}
