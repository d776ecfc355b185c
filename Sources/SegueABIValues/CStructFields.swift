import SegueABI

// Typed views of the C structs' enumeration fields, which the ABI carries as plain integers so
// that a plugin built against an older header can pass numbers this one lacks.

extension segue_property_value_t {
    /// A value of `property`, its union zeroed.
    @inlinable
    public init(_ property: SegueProperty) {
        self.init()
        self.property = property.rawValue
    }

    /// `property` as its value type (a number the ABI lacks stays unknown, see `isKnown`).
    @inlinable
    public var segueProperty: SegueProperty {
        get { SegueProperty(rawValue: property) }
        set { property = newValue.rawValue }
    }
}

extension segue_mask_t {
    /// A mask of `shape` over `rect`.
    @inlinable
    public init(_ shape: SegueMaskShape, rect: segue_rect_t, cornerRadius: Double = 0) {
        self.init(shape: shape.rawValue, rect: rect, corner_radius: cornerRadius)
    }

    /// `shape` as its value type.
    @inlinable
    public var maskShape: SegueMaskShape {
        get { SegueMaskShape(rawValue: shape) }
        set { shape = newValue.rawValue }
    }
}

extension segue_timing_t {
    /// `kind` as its value type.
    @inlinable
    public var timingKind: SegueTimingKind {
        get { SegueTimingKind(rawValue: kind) }
        set { kind = newValue.rawValue }
    }
}

extension segue_keyframe_animation_desc_t {
    /// `calculation_mode` as its value type.
    @inlinable
    public var calculation: SegueKeyframeCalculation {
        get { SegueKeyframeCalculation(rawValue: calculation_mode) }
        set { calculation_mode = newValue.rawValue }
    }
}

extension segue_parameter_t {
    /// `type` as its value type.
    @inlinable
    public var parameterType: SegueParameterType {
        get { SegueParameterType(rawValue: type) }
        set { type = newValue.rawValue }
    }
}

extension segue_animator_descriptor_t {
    /// `capabilities` as its value type (bits the ABI lacks are kept).
    @inlinable
    public var capabilityFlags: SegueCapabilities {
        get { SegueCapabilities(rawValue: capabilities) }
        set { capabilities = newValue.rawValue }
    }
}
