import SegueABI

/// A view property a plugin reads, sets or animates (`segue_property_t`, properties.h).
public struct SegueProperty: ABIEnumeration {
    /// The C value, as `segue_property_value_t.property` carries it.
    public let rawValue: Int32

    /// The property numbered `rawValue`, which the ABI may not define (see `isKnown`).
    @inlinable
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The property a C constant names.
    @inlinable @usableFromInline
    init(_ constant: segue_property) { self.init(rawValue: Int32(constant.rawValue)) }

    /// A rectangle in the superview's coordinates.
    @inlinable public static var frame: Self { Self(SEGUE_PROPERTY_FRAME) }
    /// A rectangle in the view's own coordinates.
    @inlinable public static var bounds: Self { Self(SEGUE_PROPERTY_BOUNDS) }
    /// A number in 0...1.
    @inlinable public static var alpha: Self { Self(SEGUE_PROPERTY_ALPHA) }
    /// A 2D affine transform.
    @inlinable public static var transform: Self { Self(SEGUE_PROPERTY_TRANSFORM) }
    /// The layer's 4×4 transform.
    @inlinable public static var transform3D: Self { Self(SEGUE_PROPERTY_TRANSFORM_3D) }
    /// A colour.
    @inlinable public static var backgroundColor: Self { Self(SEGUE_PROPERTY_BACKGROUND_COLOR) }
    /// A number >= 0.
    @inlinable public static var cornerRadius: Self { Self(SEGUE_PROPERTY_CORNER_RADIUS) }
    /// A flag, set only.
    @inlinable public static var hidden: Self { Self(SEGUE_PROPERTY_HIDDEN) }
    /// A point in unit coordinates (1.1).
    @inlinable public static var anchorPoint: Self { Self(SEGUE_PROPERTY_ANCHOR_POINT) }
    /// A point in the superview (1.1).
    @inlinable public static var position: Self { Self(SEGUE_PROPERTY_POSITION) }
    /// A number, the drawing order among siblings (1.1).
    @inlinable public static var zPosition: Self { Self(SEGUE_PROPERTY_Z_POSITION) }
    /// A 4×4 transform for the subviews (1.1).
    @inlinable public static var sublayerTransform: Self { Self(SEGUE_PROPERTY_SUBLAYER_TRANSFORM) }
    /// A flag, set only (1.1).
    @inlinable public static var clipsToBounds: Self { Self(SEGUE_PROPERTY_CLIPS_TO_BOUNDS) }
    /// A number >= 0 (1.1).
    @inlinable public static var borderWidth: Self { Self(SEGUE_PROPERTY_BORDER_WIDTH) }
    /// A colour (1.1).
    @inlinable public static var borderColor: Self { Self(SEGUE_PROPERTY_BORDER_COLOR) }
    /// A colour (1.1).
    @inlinable public static var shadowColor: Self { Self(SEGUE_PROPERTY_SHADOW_COLOR) }
    /// A number in 0...1 (1.1).
    @inlinable public static var shadowOpacity: Self { Self(SEGUE_PROPERTY_SHADOW_OPACITY) }
    /// A number >= 0, the blur radius (1.1).
    @inlinable public static var shadowRadius: Self { Self(SEGUE_PROPERTY_SHADOW_RADIUS) }
    /// A size (1.1).
    @inlinable public static var shadowOffset: Self { Self(SEGUE_PROPERTY_SHADOW_OFFSET) }
    /// A shape and its rectangle (1.1).
    @inlinable public static var mask: Self { Self(SEGUE_PROPERTY_MASK) }
    /// 0 or 2...4, set only (1.1).
    @inlinable public static var gradientStopCount: Self { Self(SEGUE_PROPERTY_GRADIENT_STOP_COUNT) }
    /// A point in unit coordinates (1.1).
    @inlinable public static var gradientStartPoint: Self { Self(SEGUE_PROPERTY_GRADIENT_START_POINT) }
    /// A point in unit coordinates (1.1).
    @inlinable public static var gradientEndPoint: Self { Self(SEGUE_PROPERTY_GRADIENT_END_POINT) }
    /// Colour stop 0 (1.1).
    @inlinable public static var gradientStop0: Self { Self(SEGUE_PROPERTY_GRADIENT_STOP_0) }
    /// Colour stop 1 (1.1).
    @inlinable public static var gradientStop1: Self { Self(SEGUE_PROPERTY_GRADIENT_STOP_1) }
    /// Colour stop 2 (1.1).
    @inlinable public static var gradientStop2: Self { Self(SEGUE_PROPERTY_GRADIENT_STOP_2) }
    /// Colour stop 3 (1.1).
    @inlinable public static var gradientStop3: Self { Self(SEGUE_PROPERTY_GRADIENT_STOP_3) }

    /// The most colour stops a gradient has (`SEGUE_GRADIENT_MAX_STOPS`).
    @inlinable public static var maximumGradientStops: Int { Int(SEGUE_GRADIENT_MAX_STOPS) }

    /// Gradient stop `index` (0...3); any other index gives an id the ABI does not define, which
    /// the host refuses.
    @inlinable
    public static func gradientStop(_ index: Int) -> Self {
        let inRange = (0..<maximumGradientStops).contains(index)
        return Self(rawValue: gradientStop0.rawValue + Int32(inRange ? index : 1_000))
    }

    /// The gradient stop it names (0...3), or nil; the stop ids are consecutive.
    @inlinable
    public var gradientStopIndex: Int? {
        let index = Int(rawValue) - Int(Self.gradientStop0.rawValue)
        return (0..<Self.maximumGradientStops).contains(index) ? index : nil
    }

    /// Whether animations may target it (hidden, clipping and the stop count are set-only, as
    /// their UIKit counterparts are not animatable).
    @inlinable
    public var isAnimatable: Bool { self != .hidden && self != .clipsToBounds && self != .gradientStopCount }

    /// Whether the ABI defines it: properties.h's ids are consecutive from frame, so a range check.
    @inlinable
    public var isKnown: Bool { (Self.frame.rawValue...Self.gradientStop3.rawValue).contains(rawValue) }

    /// Every property, in properties.h's order.
    public static let allCases = named.map(\.value)

    /// Every property with its names.
    public static let named: [ABIName<Self>] = [
        .init(.frame, "frame", "SEGUE_PROPERTY_FRAME"),
        .init(.bounds, "bounds", "SEGUE_PROPERTY_BOUNDS"),
        .init(.alpha, "alpha", "SEGUE_PROPERTY_ALPHA"),
        .init(.transform, "transform", "SEGUE_PROPERTY_TRANSFORM"),
        .init(.transform3D, "transform3D", "SEGUE_PROPERTY_TRANSFORM_3D"),
        .init(.backgroundColor, "backgroundColor", "SEGUE_PROPERTY_BACKGROUND_COLOR"),
        .init(.cornerRadius, "cornerRadius", "SEGUE_PROPERTY_CORNER_RADIUS"),
        .init(.hidden, "hidden", "SEGUE_PROPERTY_HIDDEN"),
        .init(.anchorPoint, "anchorPoint", "SEGUE_PROPERTY_ANCHOR_POINT"),
        .init(.position, "position", "SEGUE_PROPERTY_POSITION"),
        .init(.zPosition, "zPosition", "SEGUE_PROPERTY_Z_POSITION"),
        .init(.sublayerTransform, "sublayerTransform", "SEGUE_PROPERTY_SUBLAYER_TRANSFORM"),
        .init(.clipsToBounds, "clipsToBounds", "SEGUE_PROPERTY_CLIPS_TO_BOUNDS"),
        .init(.borderWidth, "borderWidth", "SEGUE_PROPERTY_BORDER_WIDTH"),
        .init(.borderColor, "borderColor", "SEGUE_PROPERTY_BORDER_COLOR"),
        .init(.shadowColor, "shadowColor", "SEGUE_PROPERTY_SHADOW_COLOR"),
        .init(.shadowOpacity, "shadowOpacity", "SEGUE_PROPERTY_SHADOW_OPACITY"),
        .init(.shadowRadius, "shadowRadius", "SEGUE_PROPERTY_SHADOW_RADIUS"),
        .init(.shadowOffset, "shadowOffset", "SEGUE_PROPERTY_SHADOW_OFFSET"),
        .init(.mask, "mask", "SEGUE_PROPERTY_MASK"),
        .init(.gradientStopCount, "gradientStopCount", "SEGUE_PROPERTY_GRADIENT_STOP_COUNT"),
        .init(.gradientStartPoint, "gradientStartPoint", "SEGUE_PROPERTY_GRADIENT_START_POINT"),
        .init(.gradientEndPoint, "gradientEndPoint", "SEGUE_PROPERTY_GRADIENT_END_POINT"),
        .init(.gradientStop0, "gradientStop0", "SEGUE_PROPERTY_GRADIENT_STOP_0"),
        .init(.gradientStop1, "gradientStop1", "SEGUE_PROPERTY_GRADIENT_STOP_1"),
        .init(.gradientStop2, "gradientStop2", "SEGUE_PROPERTY_GRADIENT_STOP_2"),
        .init(.gradientStop3, "gradientStop3", "SEGUE_PROPERTY_GRADIENT_STOP_3"),
    ]
}
