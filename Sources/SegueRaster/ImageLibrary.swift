import CCairo
import SegueEngine

/// The pictures views can show (`ViewImage.name`), decoded once and shared by every frame:
/// the pictures the renderer generates (`ImageLibrary.generatedNames`) and PNG files.
public final class ImageLibrary {
    /// A library knowing the generated pictures; files are added with `add(file:as:)`.
    public init() {}

    /// SKELETON: names of the generated pictures.
    public static let generatedNames: [String] = []

    /// Draws `image` into `bounds` (a view's bounds, in `cr`'s current user space) by its content
    /// mode, clipped to `bounds`; false when the library has no picture of that name.
    /// SKELETON: the content helper replaces this.
    func draw(_ image: ViewImage, in bounds: Rect, into cr: OpaquePointer) -> Bool { false }
}
