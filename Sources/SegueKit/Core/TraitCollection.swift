/// The traits a presentation adapts to (`UITraitCollection`); Segue's windows have one, the
/// horizontal size class.
public struct TraitCollection: Equatable, Sendable {
    /// How wide the container is.
    public var horizontalSizeClass: SizeClass

    /// Traits with `horizontalSizeClass`.
    public init(horizontalSizeClass: SizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
    }
}
