/// The C type of a service's argument or reply, as context.h spells it, with what the generator
/// needs to carry it between a plugin process and the host.
enum ServiceType: String, Sendable, CaseIterable {
    /// `int32_t`.
    case int32 = "int32_t"
    /// `uint32_t`.
    case uint32 = "uint32_t"
    /// `bool`.
    case bool = "bool"
    /// `segue_view_t`, a view handle.
    case view = "segue_view_t"
    /// `segue_controller_t`, a controller handle.
    case controller = "segue_controller_t"
    /// `segue_point_t`, by value.
    case point = "segue_point_t"
    /// `segue_rect_t`, by value.
    case rect = "segue_rect_t"
    /// `const char *`, a NUL-terminated name the plugin owns.
    case name = "const char *"
    /// `const segue_property_value_t *`, a value to set.
    case propertyValue = "const segue_property_value_t *"
    /// `const segue_snapshot_desc_t *`.
    case snapshotDescription = "const segue_snapshot_desc_t *"
    /// `const segue_view_desc_t *`.
    case viewDescription = "const segue_view_desc_t *"
    /// `const segue_animation_desc_t *`.
    case animationDescription = "const segue_animation_desc_t *"
    /// `const segue_keyframe_animation_desc_t *`.
    case keyframeDescription = "const segue_keyframe_animation_desc_t *"
    /// `segue_view_t *`, written by the host.
    case outView = "segue_view_t *"
    /// `segue_controller_t *`, written by the host.
    case outController = "segue_controller_t *"
    /// `segue_rect_t *`, written by the host.
    case outRect = "segue_rect_t *"
    /// `segue_point_t *`, written by the host.
    case outPoint = "segue_point_t *"
    /// `uint32_t *`, written by the host.
    case outCount = "uint32_t *"
    /// `segue_animation_t *`, written by the host.
    case outAnimation = "segue_animation_t *"
    /// `const char **`, a host-owned name written by the host.
    case outName = "const char **"
    /// `segue_property_value_t *`: the plugin names the property, the host fills the value.
    case inoutPropertyValue = "segue_property_value_t *"

    /// Whether the host writes through it (the last argument of the services that answer more
    /// than a status).
    var isOut: Bool {
        switch self {
        case .outView, .outController, .outRect, .outPoint, .outCount, .outAnimation, .outName, .inoutPropertyValue:
            true
        default: false
        }
    }

    /// The Swift type of what an out-pointer points to, or of a value argument on the wire.
    var wireType: String {
        switch self {
        case .int32: "Int32"
        case .uint32, .outCount: "UInt32"
        case .bool: "Bool"
        case .view, .controller: "UInt64"
        case .point, .outPoint: "segue_point_t"
        case .rect, .outRect: "segue_rect_t"
        case .outView: "segue_view_t"
        case .outController: "segue_controller_t"
        case .outAnimation: "segue_animation_t"
        case .inoutPropertyValue, .propertyValue: "segue_property_value_t"
        case .snapshotDescription: "segue_snapshot_desc_t"
        case .viewDescription: "segue_view_desc_t"
        case .animationDescription: "segue_animation_desc_t"
        case .keyframeDescription: "segue_keyframe_animation_desc_t"
        case .name, .outName: "CChar"
        }
    }
}
