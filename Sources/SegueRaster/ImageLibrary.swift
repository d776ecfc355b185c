import SegueEngine

/// The pictures views can show (`ViewImage.name`), decoded once and shared by every frame:
/// the pictures the renderer generates (`ImageLibrary.generatedNames`) and PNG files.
public final class ImageLibrary {
    /// A library knowing the generated pictures; files are added with `add(file:as:)`.
    public init() {}

    /// SKELETON: names of the generated pictures.
    public static let generatedNames: [String] = []
}
