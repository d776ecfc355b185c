/// An animator a loaded library offers: its checked descriptor and where it comes from.
public struct AvailableAnimator: PluginListing {
    /// The descriptor.
    public let descriptor: AnimatorDescriptor
    /// The library that offers it.
    public let library: PluginLibrary

    /// The library's file.
    public var file: String { library.path }
}

/// An interaction or presentation controller a loaded library offers: its checked descriptor
/// and the library that makes it (`makeInteraction(id:)`, `makePresentation(id:)`).
public struct AvailableController<Descriptor: PluginDescribing>: PluginListing {
    /// The descriptor.
    public let descriptor: Descriptor
    /// The library that offers it.
    public let library: PluginLibrary

    /// The library's file.
    public var file: String { library.path }
}

/// An interaction controller a loaded library offers.
public typealias AvailableInteraction = AvailableController<InteractionDescriptor>
/// A presentation controller a loaded library offers.
public typealias AvailablePresentation = AvailableController<PresentationDescriptor>
