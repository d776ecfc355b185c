import CSegueProcess

/// Where a process running plugin code is: inside one of the plugin's callbacks, or inside a
/// host service the plugin called. The validator records the innermost site so that a crash is
/// blamed on the side it happened in.
public enum PluginCallSite: Sendable, Equatable, CustomStringConvertible {
    /// Plugin code: a function of the library's entry or of an animator.
    case plugin(PluginCallback)
    /// Host code serving a plugin: a context or host service, by its ABI name.
    case host(String)

    /// "the plugin's animate_transition", "the host's set_property".
    public var description: String {
        switch self {
        case .plugin(let callback): "the plugin's \(callback.rawValue)"
        case .host(let service): "the host's \(service) service"
        }
    }
}

/// A plugin function the host calls, by its ABI name.
public enum PluginCallback: String, Sendable, Codable, CaseIterable {
    /// `dlopen`, which runs the library's constructors.
    case load = "library constructors (dlopen)"
    /// The end of the process that loaded the library: its destructors, `DT_FINI` and
    /// `.fini_array` entries, which `exit` runs.
    case unload = "library destructors at exit (DT_FINI, .fini_array)"
    /// The entry's `init`.
    case `init`
    /// The entry's `deinit`.
    case `deinit`
    /// The entry's `animator_count`.
    case animator_count
    /// The entry's `animator_descriptor`.
    case animator_descriptor
    /// The entry's `create_animator`.
    case create_animator
    /// The entry's optional `get_extension`.
    case get_extension
    /// An animator's `transition_duration`.
    case transition_duration
    /// An animator's `animate_transition`.
    case animate_transition
    /// An animator's optional `animation_ended`.
    case animation_ended
    /// An animator's optional `interruptible_animation`.
    case interruptible_animation
    /// An animator's `destroy`.
    case destroy
    /// A parameter's getter or setter.
    case parameter_get = "parameter getter"
    case parameter_set = "parameter setter"
    /// The completion function a plugin handed to `animate` or `animate_keyframes`.
    case animation_completion = "animation completion"
    /// The interaction factory's `count`, `descriptor` and `create` (interaction.h).
    case interaction_count = "interaction factory's count"
    case interaction_descriptor = "interaction factory's descriptor"
    case create_interaction = "interaction factory's create"
    /// The presentation factory's `count`, `descriptor` and `create` (presentation.h).
    case presentation_count = "presentation factory's count"
    case presentation_descriptor = "presentation factory's descriptor"
    case create_presentation = "presentation factory's create"
    /// An interaction controller's `begin` (interaction.h).
    case begin
    /// An interaction controller's `handle_event`.
    case handle_event
    /// An interaction controller's optional `ended`.
    case ended
    /// A presentation controller's `frame_of_presented_view` (presentation.h).
    case frame_of_presented_view
    /// A presentation controller's optional `presentation_will_begin`.
    case presentation_will_begin
    /// A presentation controller's optional `presentation_did_end`.
    case presentation_did_end
    /// A presentation controller's optional `dismissal_will_begin`.
    case dismissal_will_begin
    /// A presentation controller's optional `dismissal_did_end`.
    case dismissal_did_end
    /// A presentation controller's optional `container_will_layout`.
    case container_will_layout
    /// A presentation controller's optional `container_did_layout`.
    case container_did_layout
    /// A presentation controller's `should_remove_presenters_view`.
    case should_remove_presenters_view
    /// A presentation controller's optional `adaptive_presentation_style`.
    case adaptive_presentation_style
    /// A presentation controller's optional `handle_gesture`.
    case handle_gesture
    /// The completion a presentation controller handed to `animate_alongside`.
    case alongside_completion = "alongside completion"
}

/// Told when the host enters and leaves plugin code and the services plugins call. Thread:
/// called on whichever thread makes the call; the validator's worker runs plugins on one.
public protocol PluginCallObserver: AnyObject {
    /// The process is now inside `site`.
    func enter(_ site: PluginCallSite)
    /// The process left the innermost site it entered.
    func leave()
}

/// The hook through which every call between host and plugin passes.
public enum PluginCalls {
    /// Set once, before any plugin loads (the validator's worker sets it); nil costs one check.
    // Global because it watches every crossing in the process (one observer per validator worker),
    // the C services plugins call included, which check it before resolving their context. Read
    // on every call between host and plugin and set once before any plugin loads, so the runtime's
    // exclusivity bookkeeping (a thread-local lookup per read) buys nothing here.
    @exclusivity(unchecked) nonisolated(unsafe) public static var observer: PluginCallObserver? {
        // The C `is_animated` (segue_process.h) takes the full path while someone observes.
        didSet { segue_set_calls_observed(observer != nil) }
    }

    /// Runs `body`, a call into the plugin's `callback`, with the observer told. Before and after,
    /// delivers what the plugin's calls from other threads left for this thread (PluginThreadMailbox).
    @inline(__always)
    public static func into<T>(_ callback: PluginCallback, _ body: () throws -> T) rethrows -> T {
        PluginThreadMailbox.deliverShared()
        defer { PluginThreadMailbox.deliverShared() }
        if InProcessPluginGuard.isActive { InProcessPluginGuard.enter(callback) }
        defer { if InProcessPluginGuard.isActive { InProcessPluginGuard.leave() } }
        // The host's own memory, handed to the plugin at init, must come back unwritten (host.h).
        defer { PluginHostServices.restoreEveryHost(after: callback) }
        guard let observer else { return try body() }
        observer.enter(.plugin(callback))
        defer { observer.leave() }
        return try body()
    }

    /// Runs `body`, the host's `service` answering a plugin on the right thread, with the observer
    /// told; delivers the mailbox's letters for this thread before and after, like `into`.
    @inline(__always)
    static func serving<T>(_ service: String, _ body: () throws -> T) rethrows -> T {
        PluginThreadMailbox.deliverShared()
        defer { PluginThreadMailbox.deliverShared() }
        guard let observer else { return try body() }
        observer.enter(.host(service))
        defer { observer.leave() }
        return try body()
    }
}
