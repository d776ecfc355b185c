/// An animator a loaded library offers: its checked descriptor and where it comes from.
public struct AvailableAnimator {
    /// The descriptor.
    public let descriptor: AnimatorDescriptor
    /// The library that offers it.
    public let library: PluginLibrary

    /// The library's file.
    public var file: String { library.path }
}
