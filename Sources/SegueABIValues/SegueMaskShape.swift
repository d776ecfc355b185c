import SegueABI

/// A mask's shape (`segue_mask_shape_t`, properties.h, 1.1).
public struct SegueMaskShape: ABIEnumeration {
    /// The C value, as `segue_mask_t.shape` carries it.
    public let rawValue: Int32

    /// The value numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The value a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_mask_shape) { self.init(rawValue: Int32(constant.rawValue)) }

    /// No mask: the whole view shows.
    @inlinable public static var none: Self { Self(SEGUE_MASK_NONE) }
    /// Only the rectangle shows.
    @inlinable public static var rectangle: Self { Self(SEGUE_MASK_RECTANGLE) }
    /// Only the rectangle with rounded corners shows.
    @inlinable public static var roundedRectangle: Self { Self(SEGUE_MASK_ROUNDED_RECTANGLE) }
    /// Only the ellipse inscribed in the rectangle shows.
    @inlinable public static var ellipse: Self { Self(SEGUE_MASK_ELLIPSE) }

    /// Every value, in the header's order.
    public static let allCases = named.map(\.value)

    /// Every value with its names.
    public static let named: [ABIName<Self>] = [
        .init(.none, "none", "SEGUE_MASK_NONE"),
        .init(.rectangle, "rectangle", "SEGUE_MASK_RECTANGLE"),
        .init(.roundedRectangle, "roundedRectangle", "SEGUE_MASK_ROUNDED_RECTANGLE"),
        .init(.ellipse, "ellipse", "SEGUE_MASK_ELLIPSE"),
    ]
}
