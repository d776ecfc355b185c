/// The pictures the project draws itself (SegueRaster's `ImageLibrary` paints them), named so
/// that scene files, the default scene and the renderer agree on the names without files.
/// They are the project's own work, under the project's licence.
extension ViewImage {
    /// A picture the project generates, by its name in `ViewImage.name`.
    public enum Generated: String, Hashable, Sendable, CaseIterable {
        /// A landscape photograph at dusk: sky, sun, layered hills, a lake with reflections (3:2).
        case landscape = "segue.landscape"
        /// A portrait of a mountain peak under a starry blue-hour sky (2:3).
        case mountain = "segue.mountain"
        /// Soft overlapping colour discs, an abstract wallpaper (1:1).
        case abstract = "segue.abstract"
    }

    /// The generated picture `picture`, filling the bounds by `contentMode`.
    public init(_ picture: Generated, contentMode: ContentMode = .scaleAspectFill) {
        self.init(name: picture.rawValue, contentMode: contentMode)
    }

    /// The prefix of every generated picture's name: a name starting with it never names a file.
    public static let generatedPrefix = "segue."

    /// The generated picture this names, or nil for a file.
    public var generated: Generated? { Generated(rawValue: name) }
}
