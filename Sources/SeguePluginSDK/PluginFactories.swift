import SegueABI

// The interaction and presentation factories (ABI 1.2) the entry's `get_extension` answers
// (Sources/SeguePluginSDKEntry/entry.c); the same rules as the entry's animator functions.

/// The interaction factory's `count`: 0 before `init`.
@c @implementation
public func segue_sdk_interaction_count() -> UInt32 {
    UInt32(SeguePlugin.state.interactionDescriptors.count)
}

/// The interaction factory's `descriptor`: NULL past the last one.
@c @implementation
public func segue_sdk_interaction_descriptor(_ index: UInt32) -> UnsafePointer<segue_interaction_descriptor_t>? {
    let descriptors = SeguePlugin.state.interactionDescriptors
    guard Int(index) < descriptors.count else { return nil }
    return UnsafePointer(descriptors[Int(index)].descriptor)
}

/// The interaction factory's `create`: NULL for an unknown id (or before `init`).
@c @implementation
public func segue_sdk_create_interaction(_ id: UnsafePointer<CChar>?) -> UnsafePointer<segue_interaction_t>? {
    guard let id, !SeguePlugin.state.interactionDescriptors.isEmpty else { return nil }
    let wanted = String(cString: id)
    guard let type = SeguePlugin.state.interactionTypes.first(where: { $0.info.id == wanted }) else { return nil }
    return UnsafePointer(InteractionInstance.make(type).raw)
}

/// The presentation factory's `count`: 0 before `init`.
@c @implementation
public func segue_sdk_presentation_count() -> UInt32 {
    UInt32(SeguePlugin.state.presentationDescriptors.count)
}

/// The presentation factory's `descriptor`: NULL past the last one.
@c @implementation
public func segue_sdk_presentation_descriptor(_ index: UInt32) -> UnsafePointer<segue_presentation_descriptor_t>? {
    let descriptors = SeguePlugin.state.presentationDescriptors
    guard Int(index) < descriptors.count else { return nil }
    return UnsafePointer(descriptors[Int(index)].descriptor)
}

/// The presentation factory's `create`: NULL for an unknown id (or before `init`).
@c @implementation
public func segue_sdk_create_presentation(_ id: UnsafePointer<CChar>?) -> UnsafePointer<segue_presentation_t>? {
    guard let id, !SeguePlugin.state.presentationDescriptors.isEmpty else { return nil }
    let wanted = String(cString: id)
    guard let type = SeguePlugin.state.presentationTypes.first(where: { $0.info.id == wanted }) else { return nil }
    return UnsafePointer(PresentationInstance.make(type).raw)
}
