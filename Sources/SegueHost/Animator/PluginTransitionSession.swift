import CSegueProcess
import SegueABI
import SegueEngine
import SegueKit

#if canImport(Glibc)
    import Glibc
#endif

/// The host side of one transition a plugin animator runs, or of one hook of a presentation
/// controller plugin (state "presenting", inside a transition or outside one): the
/// `segue_context_t` handed to the plugin, the handles it issued, and the state that decides
/// which calls are allowed.
final class PluginTransitionSession {
    /// Where the transition is, for the ABI's state rules (context.h).
    enum State: String {
        /// Before `animate_transition`: queries, changes and animations are allowed.
        case preparing
        /// From `animate_transition` until `complete_transition`.
        case animating
        /// After `complete_transition`: every call is refused.
        case ended
        /// A presentation controller's hook (1.2): queries, views and `animate_alongside`.
        case presenting

        /// The state as its slot's facts carry it (segue_process.h).
        var slotBit: UInt32 {
            switch self {
            case .preparing: UInt32(SEGUE_SLOT_STATE_PREPARING)
            case .animating: UInt32(SEGUE_SLOT_STATE_ANIMATING)
            case .ended: UInt32(SEGUE_SLOT_STATE_ENDED)
            // Neither preparing nor animating: the C `is_animated` leaves it to Swift's checks.
            case .presenting: 8
            }
        }
    }

    /// Some states as bits, so checking a call against the states that allow it hashes nothing.
    struct States: OptionSet {
        /// One bit per state.
        let rawValue: UInt8
        /// Before `animate_transition`.
        static let preparing = States(rawValue: 1 << 0)
        /// From `animate_transition` until `complete_transition`.
        static let animating = States(rawValue: 1 << 1)
        /// After `complete_transition`.
        static let ended = States(rawValue: 1 << 2)
        /// A presentation controller's hook.
        static let presenting = States(rawValue: 1 << 3)

        /// Whether `state` is one of these.
        func allow(_ state: State) -> Bool {
            switch state {
            case .preparing: contains(.preparing)
            case .animating: contains(.animating)
            case .ended: contains(.ended)
            case .presenting: contains(.presenting)
            }
        }
    }

    /// What a handle refers to (its top byte).
    enum HandleKind: UInt64 {
        case view = 1
        case controller = 2
        case animation = 3
    }

    let context: ContextTransitioning
    let operation: PluginOperation
    /// `context.isAnimated`, which never changes during a transition, kept here so that
    /// `is_animated` answers from the session without a call through the context's protocol.
    let isAnimated: Bool
    /// The plugin running this transition or hook; animation completions keep it (and so the
    /// plugin's instance) alive until they have run.
    unowned let owner: any PluginSessionOwner
    /// Whether `context` is a running transition's (false: a presenting hook outside one, whose
    /// transition queries are refused).
    let transitionRuns: Bool
    /// The running transition's coordinator, for `animate_alongside` (presenting sessions only).
    var coordinator: TransitionCoordinator?
    // Read by every context service; written only on the session's thread, never while a
    // service holds it, so dynamic exclusivity checks would only cost time.
    @exclusivity(unchecked) var state = State.preparing {
        // The C `is_animated` reads the state from the slot (ContextSlots).
        didSet { ContextSlots.publishState(of: self) }
    }
    /// The C struct handed to the plugin; its `host_data` points back here.
    let raw: UnsafeMutablePointer<segue_context_t>
    /// Distinguishes this transition's handles from every other's (24 bits, wrapping).
    let serial: UInt64
    /// The thread every call must come from.
    let thread = pthread_self()

    /// The views and controllers the plugin has handles for.
    private let views = HandleTable<View>()
    private let controllers = HandleTable<ViewController>()
    // Read by the animation services, on the session's thread; no access calls out while it is
    // held, so dynamic exclusivity checks would only cost time.
    @exclusivity(unchecked) private(set) var animations: [PropertyAnimator] = []
    private var names: [UnsafeMutablePointer<CChar>] = []
    /// The views the plugin created or snapshotted (create_view, snapshot_view), oldest first:
    /// they belong to the transition, and any still in a hierarchy when it ends are removed.
    private(set) var ownViews: [View] = []
    /// The roots of what the plugin may change (context.h): the container, the views
    /// `view_for_key` hands out, its own views and the views it took out of those. Every one is
    /// also held by `views` or `context`, so an identifier is never reused while it lasts.
    private var changeableRoots: Set<ObjectIdentifier> = []
    /// What the transition has spent of its limits on animations and captured views.
    let budget = PluginTransitionBudget()

    nonisolated(unsafe) private static var nextSerial: UInt64 = 1

    init(
        context: ContextTransitioning, operation: PluginOperation, owner: any PluginSessionOwner,
        state: State = .preparing, transitionRuns: Bool = true
    ) {
        self.context = context
        self.operation = operation
        isAnimated = context.isAnimated
        self.owner = owner
        self.state = state
        self.transitionRuns = transitionRuns
        serial = Self.nextSerial & 0xFF_FFFF
        Self.nextSerial &+= 1
        raw = ContextSlots.claim()
        // Inserted one by one: an array of the three views would be two allocations more per transition.
        changeableRoots.reserveCapacity(3)
        changeableRoots.insert(ObjectIdentifier(context.containerView))
        if let from = context.view(forKey: .from) { changeableRoots.insert(ObjectIdentifier(from)) }
        if let to = context.view(forKey: .to) { changeableRoots.insert(ObjectIdentifier(to)) }
        ContextSlots.open(raw, for: self)
    }

    deinit {
        ContextSlots.release(raw)
        names.forEach { free($0) }
    }

    /// The session behind a context pointer a plugin passed back, if it is one the host handed
    /// out and has not taken back (checked without reading through the pointer).
    static func from(_ pointer: UnsafePointer<segue_context_t>?) -> PluginTransitionSession? {
        ContextSlots.session(at: pointer)
    }

    /// Refuses a transition query in a presenting hook that runs outside a transition (context.h).
    @inline(__always)
    func requireTransition() throws(ServiceRefusal) {
        guard transitionRuns else {
            throw ServiceRefusal(
                status: .wrongState, reason: "no transition runs; ask in a hook called during one (will_begin, did_end)"
            )
        }
    }

    // MARK: Handles

    private func handle(_ kind: HandleKind, index: Int) -> UInt64 {
        kind.rawValue << 56 | serial << 32 | UInt64(index + 1)
    }

    @inline(__always)
    private func index(of handle: UInt64, _ kind: HandleKind, count: Int) throws(ServiceRefusal) -> Int {
        let index = Int(handle & 0xFFFF_FFFF) - 1
        guard handle >> 56 == kind.rawValue, (handle >> 32) & 0xFF_FFFF == serial, index >= 0, index < count else {
            throw Self.refusal(of: handle, kind)
        }
        return index
    }

    /// Why `handle` is not a `kind` handle of this transition.
    @inline(never)
    private static func refusal(of handle: UInt64, _ kind: HandleKind) -> ServiceRefusal {
        .handle(
            "0x\(String(handle, radix: 16)), which is not \(kind == .animation ? "an" : "a") \(kind) handle of "
                + "this transition (stale, forged or of another kind)"
        )
    }

    /// The handle for `view`, issuing one on first sight.
    func handle(for view: View) -> segue_view_t {
        handle(.view, index: views.index(of: view))
    }

    /// The handle for `controller`, issuing one on first sight.
    func handle(for controller: ViewController) -> segue_controller_t {
        handle(.controller, index: controllers.index(of: controller))
    }

    /// The handle for a new animation.
    func register(_ animation: PropertyAnimator) -> segue_animation_t {
        animations.append(animation)
        return handle(.animation, index: animations.count - 1)
    }

    /// The view behind `handle`, or a refusal.
    func view(_ handle: segue_view_t) throws(ServiceRefusal) -> View {
        views[try index(of: handle, .view, count: views.count)]
    }

    /// Runs `body` with the view behind `handle` without retaining it (the session holds every
    /// view it issued a handle for until it ends), or refuses the handle. For the services a
    /// plugin calls in loops, where a retain and release would be a tenth of the call.
    @inline(__always)
    func withView<Result>(_ handle: segue_view_t, _ body: (View) throws(ServiceRefusal) -> Result)
        throws(ServiceRefusal) -> Result
    {
        try views.borrow(try index(of: handle, .view, count: views.count), body)
    }

    /// The controller behind `handle`, or a refusal.
    func controller(_ handle: segue_controller_t) throws(ServiceRefusal) -> ViewController {
        controllers[try index(of: handle, .controller, count: controllers.count)]
    }

    /// The animation behind `handle`, or a refusal.
    func animation(_ handle: segue_animation_t) throws(ServiceRefusal) -> PropertyAnimator {
        animations[try index(of: handle, .animation, count: animations.count)]
    }

    /// Adopts `view`, which the plugin just created or snapshotted, and answers its handle; past
    /// `PluginLimits.maximumOwnViews` the view is refused.
    func adopt(_ view: View) throws(ServiceRefusal) -> segue_view_t {
        guard ownViews.count < PluginLimits.maximumOwnViews else {
            throw .range(
                "the transition already has \(ownViews.count) views the plugin created or snapshotted, the most one "
                    + "may have; reuse or remove some"
            )
        }
        ownViews.append(view)
        changeableRoots.insert(ObjectIdentifier(view))
        return handle(for: view)
    }

    // MARK: What the plugin may change

    /// Whether the plugin may change `view`: it or one of its ancestors is a root of what the
    /// plugin may change (ContextServices+Permission.swift states the rule).
    func mayChange(_ view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if changeableRoots.contains(ObjectIdentifier(candidate)) { return true }
            current = candidate.superview
        }
        return false
    }

    /// `view`, which the plugin just took out of a hierarchy it may change, stays its to change.
    func released(_ view: View) {
        changeableRoots.insert(ObjectIdentifier(view))
    }

    // MARK: Cleaning up

    /// Removes from their hierarchies the views the plugin made that it left in one, and answers
    /// their names (the plugin's bug, reported by the caller). A view that is not the plugin's
    /// (a controller's view it wrapped) is never taken with them: it moves out first.
    func removeLeftoverViews() -> [String] {
        let own = Set(ownViews.map(ObjectIdentifier.init))
        for view in ownViews { giveBackForeignSubviews(of: view, own: own) }
        let leftovers = ownViews.filter { $0.superview != nil }
        leftovers.forEach { $0.removeFromSuperview() }
        return leftovers.map(\.name)
    }

    /// Moves each subview of `view` that is not in `own` to the nearest ancestor of `view` that
    /// is not the plugin's, just below the plugin's view in that line, its centre converted so it
    /// shows where it did; with no such ancestor (a tree of the plugin's views in no window), out
    /// of every hierarchy.
    private func giveBackForeignSubviews(of view: View, own: Set<ObjectIdentifier>) {
        let foreign = view.subviews.filter { !own.contains(ObjectIdentifier($0)) }
        guard !foreign.isEmpty else { return }
        var (below, ancestor) = (view, view.superview)
        while let candidate = ancestor, own.contains(ObjectIdentifier(candidate)) {
            (below, ancestor) = (candidate, candidate.superview)
        }
        for subview in foreign {
            guard let ancestor else {
                subview.removeFromSuperview()
                continue
            }
            let center = view.convert(subview.center, to: ancestor)
            ancestor.insertSubview(
                subview, at: ancestor.subviews.firstIndex { $0 === below } ?? ancestor.subviews.count)
            subview.center = center
        }
    }

    /// A C copy of `view`'s name that lives as long as the session.
    func name(of view: View) -> UnsafePointer<CChar> {
        let copy = strdup(view.name)!
        names.append(copy)
        return UnsafePointer(copy)
    }
}
