import SegueABI
import SegueABIValues

/// A view in the host's render tree, as an opaque handle the host validates.
public struct ViewHandle: Hashable, Sendable {
    /// The ABI handle.
    public let raw: segue_view_t
}

/// A view controller taking part in the transition.
public struct ControllerHandle: Hashable, Sendable {
    /// The ABI handle.
    public let raw: segue_controller_t
}

/// An animation created through the context.
public struct AnimationHandle: Hashable, Sendable {
    /// The ABI handle.
    public let raw: segue_animation_t
}

/// Which end of the transition.
public enum TransitionKey: Int32, Sendable {
    /// The controller and view leaving.
    case from = 0
    /// The controller and view arriving.
    case to = 1
}

/// What kind of transition runs.
public enum Operation: Int32, Sendable {
    /// A modal presentation.
    case present = 0
    /// A modal dismissal.
    case dismiss = 1
    /// A navigation push.
    case push = 2
    /// A navigation pop.
    case pop = 3
    /// A tab switch.
    case tab = 4
    /// A custom container switch.
    case container = 5

    /// Whether this brings the "to" controller in (present, push, tab, container) rather than
    /// taking the "from" controller away (dismiss, pop).
    public var bringsViewIn: Bool { self != .dismiss && self != .pop }
}

extension Operation: CustomStringConvertible {
    /// The case's name ("present", "pop"), as a string literal: the default description goes
    /// through runtime reflection, microseconds on every transition's debug message.
    public var description: String {
        switch self {
        case .present: "present"
        case .dismiss: "dismiss"
        case .push: "push"
        case .pop: "pop"
        case .tab: "tab"
        case .container: "container"
        }
    }
}

/// A failed host service call: the ABI status it answered.
public struct ServiceError: Error, Sendable {
    /// The `SEGUE_ERROR_*` code.
    public let status: segue_status_t
}

/// The transition context the host hands an animator (UIViewControllerContextTransitioning),
/// wrapping the ABI's service table. Valid only during the call it was passed to and the
/// transition's animation completions.
public struct TransitionContext {
    /// The ABI context.
    public let raw: UnsafePointer<segue_context_t>

    /// Wraps an ABI context.
    public init(raw: UnsafePointer<segue_context_t>) {
        self.raw = raw
    }

    // Members are read through the pointer one at a time, never by copying the struct: a 1.0
    // host's table is shorter than this header's (its `size` says how long).

    func check(_ status: segue_status_t) throws(ServiceError) {
        guard status == SegueStatus.ok.rawValue else { throw ServiceError(status: status) }
    }

    // MARK: The transition

    /// Which operation runs (present when the host answers something unknown).
    public var operation: Operation { Operation(rawValue: callOperation()) ?? .present }
    /// Whether the transition animates.
    public var isAnimated: Bool { callIsAnimated() }
    /// Whether an interaction controller drives it now.
    public var isInteractive: Bool { callIsInteractive() }
    /// Whether it was cancelled: complete with the negation.
    public var transitionWasCancelled: Bool { callTransitionWasCancelled() }
    /// The lowest level the host keeps of this plugin's messages (ABI 1.2): skip building a
    /// message below it. Nil from an older host, whose context does not say.
    public var logThreshold: SegueLogLevel? { (try? callLogThreshold()).map(SegueLogLevel.init(rawValue:)) }

    // MARK: Views and controllers

    /// The view the transition happens in.
    public func containerView() throws(ServiceError) -> ViewHandle {
        ViewHandle(raw: try callContainerView())
    }

    /// The view entering (`.to`) or leaving (`.from`), nil when that side has none to animate:
    /// the presenter's view when the presentation style keeps it in place (over full screen,
    /// sheets…), which the animator must then leave alone (context.h, `view_for_key`).
    public func view(forKey key: TransitionKey) throws(ServiceError) -> ViewHandle? {
        let view = try callViewForKey(key.rawValue)
        return view == 0 ? nil : ViewHandle(raw: view)
    }

    /// The controller on side `key`.
    public func viewController(forKey key: TransitionKey) throws(ServiceError) -> ControllerHandle {
        ControllerHandle(raw: try callControllerForKey(key.rawValue))
    }

    /// A controller's root view, to read; change it only when `view(forKey:)` hands out the same view.
    public func view(of controller: ControllerHandle) throws(ServiceError) -> ViewHandle {
        ViewHandle(raw: try callControllerView(controller.raw))
    }

    /// Where the controller's view starts (zero when unknown).
    public func initialFrame(for controller: ControllerHandle) throws(ServiceError) -> Rect {
        try callInitialFrame(controller.raw)
    }

    /// Where the controller's view ends (zero when it leaves).
    public func finalFrame(for controller: ControllerHandle) throws(ServiceError) -> Rect {
        try callFinalFrame(controller.raw)
    }

    // MARK: The view hierarchy

    /// Adds `child` on top of `parent`'s subviews.
    public func addSubview(_ child: ViewHandle, to parent: ViewHandle) throws(ServiceError) {
        try callAddSubview(parent.raw, child.raw)
    }

    /// Inserts `child` at `index` among `parent`'s subviews (0 is the back).
    public func insertSubview(_ child: ViewHandle, in parent: ViewHandle, at index: Int32) throws(ServiceError) {
        try callInsertSubview(parent.raw, child.raw, index)
    }

    /// Removes `view` from its superview.
    public func removeFromSuperview(_ view: ViewHandle) throws(ServiceError) {
        try callRemoveFromSuperview(view.raw)
    }

    /// A view's frame.
    public func frame(of view: ViewHandle) throws(ServiceError) -> Rect {
        var value = segue_property_value_t()
        value.property = SegueProperty.frame.rawValue
        try callGetProperty(view.raw, &value)
        return value.value.rect
    }

    /// Sets a property at once.
    public func set(_ value: PropertyValue, on view: ViewHandle) throws(ServiceError) {
        var property = value.raw
        try callSetProperty(view.raw, &property)
    }

    // MARK: Animations

    /// Animates `changes` (view, new value) over `duration` seconds after `delay` along
    /// `timing`, calling `completion` once with where it stopped.
    @discardableResult
    public func animate(
        duration: Double, delay: Double = 0, timing: Timing, _ changes: [(ViewHandle, PropertyValue)],
        completion: ((AnimationPosition) -> Void)? = nil
    ) throws(ServiceError) -> AnimationHandle {
        let box = completion.map { Unmanaged.passRetained(CompletionBox($0)).toOpaque() }
        var handle: segue_animation_t = 0
        // On the stack for the usual few targets (heap past the standard library's limit): an
        // array of them would be an allocation on every animation.
        let status = withUnsafeTemporaryAllocation(of: segue_property_target_t.self, capacity: changes.count) {
            targets in
            // The C struct is trivial: nothing to deinitialise when the buffer goes.
            for (index, change) in changes.enumerated() {
                targets.initializeElement(
                    at: index, to: segue_property_target_t(view: change.0.raw, target: change.1.raw))
            }
            var description = segue_animation_desc_t(
                size: UInt32(MemoryLayout<segue_animation_desc_t>.size), duration: duration, delay: delay,
                timing: timing.raw,
                targets: changes.isEmpty ? nil : UnsafePointer(targets.baseAddress),
                target_count: UInt32(changes.count),
                completion: box == nil ? nil : CompletionBox.trampoline, completion_data: box)
            return raw.pointee.animate(raw, &description, &handle)
        }
        if status != SegueStatus.ok.rawValue, let box { Unmanaged<CompletionBox>.fromOpaque(box).release() }
        try check(status)
        return AnimationHandle(raw: handle)
    }

    /// Animates keyframes (start and duration as fractions of the progress, with their changes)
    /// laid out on one timeline eased as a whole by `timing`: each keyframe moves inside its
    /// window of the eased progress, as `calculationMode` joins the key values (linearly by default).
    @discardableResult
    public func animateKeyframes(
        duration: Double, delay: Double = 0, timing: Timing = .linear,
        calculationMode: KeyframeCalculationMode = .linear,
        _ keyframes: [(start: Double, duration: Double, changes: [(ViewHandle, PropertyValue)])],
        completion: ((AnimationPosition) -> Void)? = nil
    ) throws(ServiceError) -> AnimationHandle {
        let targetLists = keyframes.map { $0.changes.map { segue_property_target_t(view: $0.0.raw, target: $0.1.raw) } }
        // The target arrays must stay put while the host reads them: copy each into its own buffer.
        let buffers = targetLists.map { list -> UnsafeMutableBufferPointer<segue_property_target_t> in
            let buffer = UnsafeMutableBufferPointer<segue_property_target_t>.allocate(capacity: max(list.count, 1))
            _ = buffer.initialize(from: list)
            return buffer
        }
        defer { buffers.forEach { $0.deallocate() } }
        let frames = zip(keyframes, buffers).map { keyframe, buffer in
            segue_keyframe_t(
                relative_start: keyframe.start, relative_duration: keyframe.duration,
                targets: UnsafePointer(buffer.baseAddress), target_count: UInt32(keyframe.changes.count))
        }
        let box = completion.map { Unmanaged.passRetained(CompletionBox($0)).toOpaque() }
        var handle: segue_animation_t = 0
        let status = frames.withUnsafeBufferPointer { frames in
            var description = segue_keyframe_animation_desc_t(
                size: UInt32(MemoryLayout<segue_keyframe_animation_desc_t>.size), duration: duration, delay: delay,
                timing: timing.raw, keyframes: frames.baseAddress, keyframe_count: UInt32(frames.count),
                completion: box == nil ? nil : CompletionBox.trampoline, completion_data: box,
                calculation_mode: calculationMode.raw)
            return raw.pointee.animate_keyframes(raw, &description, &handle)
        }
        if status != SegueStatus.ok.rawValue, let box { Unmanaged<CompletionBox>.fromOpaque(box).release() }
        try check(status)
        return AnimationHandle(raw: handle)
    }

    // MARK: Ending

    /// Ends the transition; `didComplete` is false when it was cancelled.
    public func completeTransition(_ didComplete: Bool) {
        _ = raw.pointee.complete_transition(raw, didComplete)
    }
}

/// Carries a Swift completion through the ABI's `completion_data` pointer; the host calls the
/// trampoline exactly once, which releases the box.
final class CompletionBox {
    let completion: (AnimationPosition) -> Void

    init(_ completion: @escaping (AnimationPosition) -> Void) {
        self.completion = completion
    }

    static let trampoline: segue_animation_completion_t = { data, _, _, position in
        guard let data else { return }
        let box = Unmanaged<CompletionBox>.fromOpaque(data).takeRetainedValue()
        box.completion(AnimationPosition(rawValue: position) ?? .current)
    }
}
