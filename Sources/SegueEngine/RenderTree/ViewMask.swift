/// What of a view stays visible, in the view's own (bounds) coordinates, as a shape layer set as
/// `layer.mask` would: everything outside the shape is cut away, subviews included.
///
/// The rectangle and the corner radius animate; the shape kind and the mask's presence do not.
public struct ViewMask: Hashable, Sendable, Codable {
    /// The outline kind.
    public var shape: MaskShape
    /// The rectangle the shape fills, in bounds coordinates.
    public var rect: Rect
    /// The corner radius (used by `MaskShape.roundedRectangle` only; kept for the others so it can animate).
    public var cornerRadius: Double

    /// A mask of `shape` filling `rect`, with `cornerRadius` for rounded rectangles.
    public init(shape: MaskShape, rect: Rect, cornerRadius: Double = 0) {
        self.shape = shape
        self.rect = rect
        self.cornerRadius = cornerRadius
    }

    /// A rectangular mask.
    public static func rectangle(_ rect: Rect) -> ViewMask {
        ViewMask(shape: .rectangle, rect: rect)
    }

    /// A rounded-rectangle mask.
    public static func roundedRectangle(_ rect: Rect, cornerRadius: Double) -> ViewMask {
        ViewMask(shape: .roundedRectangle, rect: rect, cornerRadius: cornerRadius)
    }

    /// An elliptical mask inscribed in `rect`.
    public static func ellipse(in rect: Rect) -> ViewMask {
        ViewMask(shape: .ellipse, rect: rect)
    }
}
