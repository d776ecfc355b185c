import Foundation
import SegueABI
import SegueEngine

@testable import SegueHost
@testable import SegueKit

/// A transition being prepared by the misbehaving fixture's parameters animator over a window
/// showing `First`, whose context services tests call directly, as a plugin would.
struct ServiceHarness {
    /// The registry that loaded the fixture (its host services are the plugin's).
    let registry: PluginRegistry
    /// The plugin animator whose diagnostics record refusals.
    let animator: PluginAnimator
    /// The window whose root view is the container.
    let window: Window
    /// The transition being prepared.
    let session: PluginTransitionSession

    /// The context pointer the plugin would hold.
    var context: UnsafePointer<segue_context_t> { UnsafePointer(session.raw) }
    /// The services table the plugin would call.
    var services: segue_context_t { session.raw.pointee }

    /// A fresh registry, animator, window and session, all belonging to the calling thread; the
    /// session's context reports `presentationStyle` and its animator animates `operation`.
    init(presentationStyle: ModalPresentationStyle = .fullScreen, operation: PluginOperation = .present) throws {
        (registry, animator) = try Self.owner(for: operation)
        let engine = AnimationEngine()
        window = Window(engine: engine, size: Size(width: 400, height: 800))
        let first = ViewController(engine: engine, title: "First")
        window.rootViewController = first
        let context = TransitionContext(
            containerView: window.view, engine: engine, events: window.events, from: first, to: first, fromView: nil,
            toView: first.view,
            frames: [], isAnimated: true, presentationStyle: presentationStyle, animationController: animator)
        session = PluginTransitionSession(context: context, operation: operation, owner: animator)
        // As PluginAnimator does when a transition starts: the host's thread is this one.
        registry.host.serve { engine.currentTime }
    }

    /// A registry that loaded the misbehaving fixture, and its parameters animator for
    /// `operation`: the owner a session needs, whose diagnostics record refusals.
    static func owner(for operation: PluginOperation) throws -> (PluginRegistry, PluginAnimator) {
        let registry = PluginRegistry(
            searchPath: PluginSearchPath(folders: [
                .init(path: try BuiltLibraries.folder(with: ["libSegueFixtureMisbehaving.so"]))
            ]))
        guard let available = registry.animator(named: "org.segue.fixture.parameters") else {
            throw BuiltLibraries.LocatorError("the misbehaving fixture offers no parameters animator")
        }
        return (registry, try registry.makeAnimator(available, operation: operation))
    }

    /// The container view's handle.
    func container() -> segue_view_t {
        var view: segue_view_t = 0
        _ = services.container_view(context, &view)
        return view
    }

    /// What `animate` answers for `targets` (the count overridable to test counts the array does not hold).
    func animate(
        duration: Double = 0.3, delay: Double = 0, timing: segue_timing_t = ServiceHarness.timing(.linear),
        targets: [segue_property_target_t] = [], count: UInt32? = nil
    ) -> PluginStatus? {
        targets.withUnsafeBufferPointer { buffer in
            var description = segue_animation_desc_t()
            description.size = UInt32(MemoryLayout<segue_animation_desc_t>.size)
            description.duration = duration
            description.delay = delay
            description.timing = timing
            description.targets = buffer.baseAddress
            description.target_count = count ?? UInt32(buffer.count)
            return PluginStatus(services.animate(context, &description, nil))
        }
    }

    /// A timing of `kind` with `parameters`.
    static func timing(_ kind: PluginTimingKind, _ parameters: (Double, Double, Double, Double) = (0, 0, 0, 0))
        -> segue_timing_t
    {
        segue_timing_t(kind: kind.rawValue, parameters: parameters)
    }

    /// A target animating `view`'s `property`, its value filled in by `fill`.
    static func target(_ view: segue_view_t, _ property: PluginProperty, _ fill: (inout segue_property_value_t) -> Void)
        -> segue_property_target_t
    {
        var target = segue_property_target_t(view: view, target: segue_property_value_t())
        target.target.property = property.rawValue
        fill(&target.target)
        return target
    }

    /// The reason of the animator's latest diagnostic, or "" when there is none.
    var lastReason: String { animator.diagnostics.last?.refusal?.reason ?? "" }
}

/// Runs `body` on a new thread and waits for it to end: a plugin's worker thread calling the host.
func onAnotherThread<T>(_ body: @escaping () -> T) -> T {
    nonisolated(unsafe) var result: T?
    nonisolated(unsafe) let work = body
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result = work()
        done.signal()
    }
    thread.start()
    done.wait()
    return result!
}
