import SegueHost

/// Watches the calls between host and plugin while a body runs (a `PluginCallObserver` put in
/// front of the worker's own, which still hears every call): the presentation hooks in the
/// order they ran, and the host services called from inside `frame_of_presented_view`.
final class HookOrderWatch: PluginCallObserver {
    /// The hooks whose order presentation.h fixes.
    static let ordered: Set<PluginCallback> = [
        .adaptive_presentation_style, .presentation_will_begin, .container_will_layout, .container_did_layout,
        .presentation_did_end, .dismissal_will_begin, .dismissal_did_end,
    ]

    private let previous: PluginCallObserver?
    private var stack: [PluginCallSite] = []
    /// The ordered hooks, as they ran.
    private(set) var hooks: [PluginCallback] = []
    /// Services the plugin called while inside `frame_of_presented_view`.
    private(set) var servicesInFrame: [String] = []
    /// Whether `frame_of_presented_view` was called at all.
    private(set) var framesAsked = false

    private init(previous: PluginCallObserver?) { self.previous = previous }

    /// Runs `body` watched; the observer before it is put back after.
    static func watching<T>(_ body: () throws -> T) rethrows -> (T, HookOrderWatch) {
        let watch = HookOrderWatch(previous: PluginCalls.observer)
        PluginCalls.observer = watch
        defer { PluginCalls.observer = watch.previous }
        return (try body(), watch)
    }

    func enter(_ site: PluginCallSite) {
        previous?.enter(site)
        switch site {
        case .plugin(.frame_of_presented_view): framesAsked = true
        case .plugin(let callback) where Self.ordered.contains(callback): hooks.append(callback)
        case .host(let service) where stack.contains(.plugin(.frame_of_presented_view)):
            servicesInFrame.append(service)
        default: break
        }
        stack.append(site)
    }

    func leave() {
        previous?.leave()
        _ = stack.popLast()
    }
}
