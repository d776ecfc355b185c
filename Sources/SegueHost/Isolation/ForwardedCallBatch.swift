import SegueABI

/// Context service calls the plugin process answers itself and sends to the host later, in one
/// message, instead of waiting about 90 µs for each answer.
///
/// The rule: **a plugin never observes a difference.** A call is batched only when the proxy
/// knows, from what the host itself answered earlier, that the host will answer `SEGUE_OK` and
/// nothing else; the proxy then answers `SEGUE_OK` at once and the host runs the call later, in
/// order, through the very service a plugin in process calls, so its effects, refusals, blame
/// (plugin and call) and the trace are the same. Every other call travels alone, as before.
/// The batch goes to the host before anything else does (a call that needs an answer, a log
/// line, the time) and before the plugin process answers the host's call, so the host never
/// sees a later call, or the end of a callback, before an earlier batched one.
///
/// What the proxy must know for each batched service (ContextServices):
/// - the transition is active (preparing or animating): a call of this context answered
///   `SEGUE_OK` earlier in the same callback, with no host call into the plugin since (a nested
///   completion may have ended it) and no `complete_transition` since;
/// - every view handle was answered by the host for this context during this transition (handles
///   are indexes into a table that only grows, so they stay valid while it lasts); knowledge is
///   dropped when the host starts a transition with the context (`animate_transition`,
///   `interruptible_animation`), so a context address reused by a later transition starts clean;
/// - every view the call changes is one the plugin may change (ContextServices+Permission.swift):
///   the proxy knows so of the handles the host answered for `container_view`, `view_for_key`,
///   `create_view` and `snapshot_view` (each is a root of what the plugin may change, and the
///   host's set of roots only grows while the transition lasts);
/// - `set_property`: the value passes the host's own check (`PluginPropertyValue`, the same code)
///   and its property is not one whose check reads the view (gradient stops and points);
/// - `add_subview` and `insert_subview` (index ≥ 0): the child is a view the plugin created or
///   snapshotted and never used as a parent, so it has no subviews and no cycle can form, and the
///   parent is the container (`container_view`'s answer), whose depth the plugin cannot change,
///   so the new leaf cannot pass the view-tree depth limit (include/README.md rule 12) the host
///   checks; under any other parent the host alone knows the depth;
/// - `remove_from_superview`: the view is one the plugin created or snapshotted (its superview,
///   if any, is then one it may change, and it is not the container).
final class ForwardedCallBatch {
    /// The most calls one batch carries before it is sent on its own.
    static let maximumCalls = 512

    /// What the proxy knows about one host context.
    private struct Knowledge {
        /// A call answered `SEGUE_OK` in this callback, so the transition is active.
        var active = false
        /// View handles the host answered for this transition.
        var views: Set<segue_view_t> = []
        /// Views the plugin created or snapshotted and never used as a parent: no subviews.
        var leaves: Set<segue_view_t> = []
        /// Views the host said are the plugin's own (created or snapshotted).
        var own: Set<segue_view_t> = []
        /// Views the plugin may change, as far as the proxy knows (the roots it was handed).
        var changeable: Set<segue_view_t> = []
        /// The container's handle, once the host answered `container_view`.
        var container: segue_view_t = 0
    }

    private var knowledge: [UInt64: Knowledge] = [:]
    /// The encoded calls waiting, oldest first (each a `contextService` request body).
    private(set) var pending: [WireWriter] = []
    /// Counts the host's calls into the plugin, so a reply that arrived after a nested one is
    /// not taken as proof that the transition is still active.
    private(set) var generation = 0

    /// The batch so far, emptied.
    func take() -> [WireWriter] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }

    /// The host starts or ends a call into the plugin: no transition is known to be active any
    /// more (the host may have ended one meanwhile, or the plugin's nested code may have).
    func hostCall() {
        generation += 1
        for id in knowledge.keys { knowledge[id]?.active = false }
    }

    /// The host starts a transition with `context`: what an earlier transition at the same
    /// address taught no longer holds.
    func forget(_ context: UInt64) {
        knowledge[context] = nil
    }

    /// Queues `message` when the host's answer to `service` is known to be `SEGUE_OK`; answers
    /// whether it did (the caller then answers `SEGUE_OK` itself).
    func enqueue(
        _ service: ContextServiceCode, context: UInt64, _ message: WireWriter, when arguments: BatchedArguments
    )
        -> Bool
    {
        guard let known = knowledge[context], known.active, arguments.views.allSatisfy(known.views.contains) else {
            return false
        }
        switch arguments.rule {
        case .valueChecked(let value):
            guard Self.hostAccepts(value), arguments.views.allSatisfy(known.changeable.contains) else { return false }
        case .leafChild(let parent, let child, let index):
            guard known.leaves.contains(child), parent != child, parent == known.container, index >= 0 else {
                return false
            }
            knowledge[context]?.leaves.remove(parent)
        case .ownView(let view): guard known.own.contains(view) else { return false }
        case .never: return false
        }
        pending.append(message)
        return true
    }

    /// Learns from the host's answer to a call that travelled alone, sent at `generation`.
    func learn(
        _ service: ContextServiceCode, context: UInt64, status: Int32, view: segue_view_t?, parent: segue_view_t?,
        sentAt generation: Int
    ) {
        var known = knowledge[context] ?? Knowledge()
        // Any call that may have put something under `parent` makes it no longer a leaf.
        if let parent { known.leaves.remove(parent) }
        if [.completeTransition, .animate, .animateKeyframes, .animateAlongside].contains(service) {
            // The transition may have ended (animations, alongside ones too, may complete at once).
            known.active = false
        } else if status == PluginStatus.ok.raw && generation == self.generation && Self.checksState(service) {
            known.active = true
        }
        if status == PluginStatus.ok.raw, let view, view != 0 {
            known.views.insert(view)
            if service == .snapshotView || service == .createView {
                known.leaves.insert(view)
                known.own.insert(view)
            }
            if Self.answersChangeableView(service) { known.changeable.insert(view) }
            if service == .containerView { known.container = view }
        }
        knowledge[context] = known
    }

    /// Whether the host answers `service` only while the transition is active, so `SEGUE_OK`
    /// proves it was (every service but the queries, which answer a fallback instead).
    private static func checksState(_ service: ContextServiceCode) -> Bool {
        switch service {
        case .operation, .presentationStyle, .isAnimated, .isInteractive, .transitionWasCancelled: false
        default: true
        }
    }

    /// Whether the view `service` answers is one the plugin may change for the rest of the transition.
    private static func answersChangeableView(_ service: ContextServiceCode) -> Bool {
        switch service {
        case .containerView, .viewForKey, .createView, .snapshotView: true
        default: false
        }
    }

    /// Whether the host's `set_property` accepts `value` on any view the plugin may change.
    private static func hostAccepts(_ value: UnsafePointer<segue_property_value_t>) -> Bool {
        guard let checked = try? PluginPropertyValue(value) else { return false }
        switch checked {
        case .gradientStop, .gradientStartPoint, .gradientEndPoint: return false
        default: return true
        }
    }
}

/// What a batchable call names, for `ForwardedCallBatch.enqueue`.
struct BatchedArguments {
    /// The extra condition of the service.
    enum Rule {
        /// `set_property`'s value.
        case valueChecked(UnsafePointer<segue_property_value_t>)
        /// `add_subview` (index 0) and `insert_subview`.
        case leafChild(parent: segue_view_t, child: segue_view_t, index: Int32)
        /// `remove_from_superview`'s view, which must be the plugin's own.
        case ownView(segue_view_t)
        /// The service always travels alone (its answer is never known here).
        case never
    }

    /// Every view handle the call names.
    let views: [segue_view_t]
    /// The service's own condition.
    let rule: Rule
}
