/// The outline a `ViewMask` keeps visible; not animatable (a change of shape jumps).
public enum MaskShape: String, Hashable, Sendable, Codable, CaseIterable {
    /// The mask rectangle itself.
    case rectangle
    /// The mask rectangle with rounded corners of the mask's corner radius.
    case roundedRectangle
    /// The ellipse inscribed in the mask rectangle (a circle for a square: circular reveals).
    case ellipse
}
