import SegueABI
@_exported import SegueABIValues
@_exported import SeguePluginSDKEntry

/// The plugin's registry: the animators it exports, their descriptors as C structs, and the
/// `init` reference count. The host calls a plugin on its main thread only (the ABI's rule),
/// so this state needs no lock.
public enum SeguePlugin {
    /// Exports `animators` from this plugin. Call it once, inside your `segue_sdk_plugin()`:
    ///
    ///     @c @implementation
    ///     public func segue_sdk_plugin() { SeguePlugin.export(ZoomAnimator.self) }
    public static func export(_ animators: any SegueAnimator.Type...) {
        state.types = animators
    }

    /// Exports a library of any mix of kinds: animators, interaction controllers (ABI 1.2) and
    /// presentation controllers (ABI 1.2). Call it once, inside your `segue_sdk_plugin()`:
    ///
    ///     SeguePlugin.export(interactions: [HorizontalSwipeInteraction.self])
    public static func export(
        animators: [any SegueAnimator.Type] = [], interactions: [any SegueInteractionController.Type] = [],
        presentations: [any SeguePresentationController.Type] = []
    ) {
        state.types = animators
        state.interactionTypes = interactions
        state.presentationTypes = presentations
    }

    /// The host that initialised the plugin, for logging; nil outside init…deinit.
    public static var host: UnsafePointer<segue_host_t>? { state.host }

    /// Logs `message` through the host at `level`; the message is not even formatted when the
    /// host would drop it (below its `log_threshold`, ABI 1.1).
    public static func log(_ message: @autoclosure () -> String, level: SegueLogLevel = .info) {
        guard let host = state.host, let log = host.pointee.log, wants(level, from: host) else { return }
        log(host, level.rawValue, message())
    }

    /// Whether `host` keeps messages at `level`: a 1.0 host, without `log_threshold`, keeps all.
    private static func wants(_ level: SegueLogLevel, from host: UnsafePointer<segue_host_t>) -> Bool {
        let end = MemoryLayout<segue_host_t>.offset(of: \.log_threshold)! + MemoryLayout<UnsafeRawPointer?>.size
        guard segue_struct_has_field(host.pointee.size, UInt64(end)), let threshold = host.pointee.log_threshold else {
            return true
        }
        return level.rawValue >= threshold(host)
    }

    struct State {
        var initCount = 0
        var host: UnsafePointer<segue_host_t>?
        var types: [any SegueAnimator.Type] = []
        var descriptors: [DescriptorStorage<segue_animator_descriptor_t>] = []
        var interactionTypes: [any SegueInteractionController.Type] = []
        var interactionDescriptors: [DescriptorStorage<segue_interaction_descriptor_t>] = []
        var presentationTypes: [any SeguePresentationController.Type] = []
        var presentationDescriptors: [DescriptorStorage<segue_presentation_descriptor_t>] = []
    }

    /// The plugin's registered animators, interaction and presentation controllers, and the host
    /// that initialized it.
    // Global because the entry's C functions (init, deinit, count, descriptor, create) receive no
    // user-data pointer; the host calls them on its main thread only (entry.h).
    nonisolated(unsafe) static var state = State()
}

/// The entry's `init`: counts calls and, on the first, registers the plugin's animators and controllers.
@c @implementation
public func segue_sdk_init(_ host: UnsafePointer<segue_host_t>?) -> Bool {
    SeguePlugin.state.initCount += 1
    guard SeguePlugin.state.initCount == 1 else { return true }
    SeguePlugin.state.host = host
    segue_sdk_plugin()
    SeguePlugin.state.descriptors = SeguePlugin.state.types.map {
        DescriptorStorage($0.info, capabilities: $0.claimedCapabilities)
    }
    SeguePlugin.state.interactionDescriptors = SeguePlugin.state.interactionTypes.map { DescriptorStorage($0.info) }
    SeguePlugin.state.presentationDescriptors = SeguePlugin.state.presentationTypes.map { DescriptorStorage($0.info) }
    return true
}

/// The entry's `deinit`: the last balancing call frees the descriptors.
@c @implementation
public func segue_sdk_deinit() {
    guard SeguePlugin.state.initCount > 0 else { return }
    SeguePlugin.state.initCount -= 1
    guard SeguePlugin.state.initCount == 0 else { return }
    SeguePlugin.state.descriptors.forEach { $0.free() }
    SeguePlugin.state.interactionDescriptors.forEach { $0.free() }
    SeguePlugin.state.presentationDescriptors.forEach { $0.free() }
    SeguePlugin.state = SeguePlugin.State()
}

/// The entry's `animator_count`: 0 before `init`.
@c @implementation
public func segue_sdk_animator_count() -> UInt32 {
    UInt32(SeguePlugin.state.descriptors.count)
}

/// The entry's `animator_descriptor`: NULL past the last animator.
@c @implementation
public func segue_sdk_animator_descriptor(_ index: UInt32) -> UnsafePointer<segue_animator_descriptor_t>? {
    let descriptors = SeguePlugin.state.descriptors
    guard Int(index) < descriptors.count else { return nil }
    return UnsafePointer(descriptors[Int(index)].descriptor)
}

/// The entry's `create_animator`: NULL for an unknown id.
@c @implementation
public func segue_sdk_create_animator(_ id: UnsafePointer<CChar>?) -> UnsafePointer<segue_animator_t>? {
    guard let id else { return nil }
    let wanted = String(cString: id)
    guard let type = SeguePlugin.state.types.first(where: { $0.info.id == wanted }) else { return nil }
    return UnsafePointer(AnimatorInstance.make(type).raw)
}
