// Generated from ServiceDeclaration.context (Sources/SegueHost/Services) by
// Tests/SegueHostTests/Services/ServiceGenerator.swift; do not edit. To regenerate:
// SEGUE_REGENERATE=1 swift test --filter ContextServiceGeneration

/// The transition-context services of `segue_context_t` as a plugin process forwards them:
/// the byte naming one on the wire, numbered in context.h's order.
package enum ContextServiceCode: UInt8, Sendable, CaseIterable {
    /// `operation`.
    case operation
    /// `presentation_style`.
    case presentationStyle
    /// `is_animated`.
    case isAnimated
    /// `is_interactive`.
    case isInteractive
    /// `transition_was_cancelled`.
    case transitionWasCancelled
    /// `container_view`.
    case containerView
    /// `view_for_key`.
    case viewForKey
    /// `controller_for_key`.
    case controllerForKey
    /// `controller_view`.
    case controllerView
    /// `initial_frame`.
    case initialFrame
    /// `final_frame`.
    case finalFrame
    /// `view_name`.
    case viewName
    /// `add_subview`.
    case addSubview
    /// `insert_subview`.
    case insertSubview
    /// `remove_from_superview`.
    case removeFromSuperview
    /// `get_property`.
    case getProperty
    /// `set_property`.
    case setProperty
    /// `animate`.
    case animate
    /// `animate_keyframes`.
    case animateKeyframes
    /// `complete_transition`.
    case completeTransition
    /// `create_view`.
    case createView
    /// `snapshot_view`.
    case snapshotView
    /// `superview`.
    case superview
    /// `subview_count`.
    case subviewCount
    /// `subview_at`.
    case subviewAt
    /// `find_descendant`.
    case findDescendant
    /// `convert_point`.
    case convertPoint
    /// `convert_rect`.
    case convertRect
    /// `bring_subview_to_front`.
    case bringSubviewToFront
    /// `send_subview_to_back`.
    case sendSubviewToBack
    /// `log_threshold`.
    case logThreshold
    /// `animate_alongside`.
    case animateAlongside

    /// The service's member name in `context.h` (`view_for_key` for `.viewForKey`).
    var abiName: String {
        switch self {
        case .operation: "operation"
        case .presentationStyle: "presentation_style"
        case .isAnimated: "is_animated"
        case .isInteractive: "is_interactive"
        case .transitionWasCancelled: "transition_was_cancelled"
        case .containerView: "container_view"
        case .viewForKey: "view_for_key"
        case .controllerForKey: "controller_for_key"
        case .controllerView: "controller_view"
        case .initialFrame: "initial_frame"
        case .finalFrame: "final_frame"
        case .viewName: "view_name"
        case .addSubview: "add_subview"
        case .insertSubview: "insert_subview"
        case .removeFromSuperview: "remove_from_superview"
        case .getProperty: "get_property"
        case .setProperty: "set_property"
        case .animate: "animate"
        case .animateKeyframes: "animate_keyframes"
        case .completeTransition: "complete_transition"
        case .createView: "create_view"
        case .snapshotView: "snapshot_view"
        case .superview: "superview"
        case .subviewCount: "subview_count"
        case .subviewAt: "subview_at"
        case .findDescendant: "find_descendant"
        case .convertPoint: "convert_point"
        case .convertRect: "convert_rect"
        case .bringSubviewToFront: "bring_subview_to_front"
        case .sendSubviewToBack: "send_subview_to_back"
        case .logThreshold: "log_threshold"
        case .animateAlongside: "animate_alongside"
        }
    }
}
