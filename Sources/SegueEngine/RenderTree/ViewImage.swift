/// A picture a view shows over its background, as a `UIImageView` does: named, resolved by
/// whoever draws the view (the engine never decodes pictures; `PNGHeader` only checks a file),
/// scaled into the bounds by a content mode.
public struct ViewImage: Hashable, Sendable, Codable {
    /// How the picture fills the bounds (`UIView.ContentMode`'s scaling cases).
    public enum ContentMode: String, Hashable, Sendable, Codable, CaseIterable {
        /// Stretched to the bounds exactly, aspect ratio ignored.
        case scaleToFill
        /// Scaled to fit inside the bounds whole, aspect ratio kept, centred (bars left clear).
        case scaleAspectFit
        /// Scaled to cover the bounds, aspect ratio kept, centred (the overflow cut by the bounds).
        case scaleAspectFill
    }

    /// The picture's name: a file path, or the name of a picture the renderer generates.
    public var name: String
    /// How it fills the bounds.
    public var contentMode: ContentMode

    /// The picture `name`, filling the bounds by `contentMode` (aspect-fill by default, as photos are shown).
    public init(name: String, contentMode: ContentMode = .scaleAspectFill) {
        self.name = name
        self.contentMode = contentMode
    }
}

extension ViewImage: CustomStringConvertible {
    /// `name (contentMode)`, as differences and messages show a picture.
    public var description: String { "\(name) (\(contentMode.rawValue))" }
}
