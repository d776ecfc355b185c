extension ServiceDeclaration {
    /// Every member of `segue_context_t` after `size` and `host_data`, in the header's order (a
    /// test checks context.h against this list: names, order, signatures).
    static let context: [ServiceDeclaration] =
        transition + views + hierarchy + animations + ownViews + walking + logging + presentation

    /// The transition (queries).
    private static let transition: [ServiceDeclaration] = [
        .init(
            "operation", [], reply: .query(.int32, fallback: "SegueOperation.present.rawValue"),
            summary: "which operation runs"),
        .init(
            "presentation_style", [], reply: .query(.int32, fallback: "SeguePresentationStyle.none.rawValue"),
            summary: "the modal presentation style"),
        .init(
            "is_animated", [], reply: .query(.bool, fallback: "false"),
            forwarding: .slot(function: "segue_slot_is_animated"), summary: "whether the transition animates"),
        .init(
            "is_interactive", [], reply: .query(.bool, fallback: "false"),
            summary: "whether an interaction controller drives it"),
        .init(
            "transition_was_cancelled", [], reply: .query(.bool, fallback: "false"),
            summary: "whether it was cancelled"),
    ]

    /// Views and controllers.
    private static let views: [ServiceDeclaration] = [
        .init("container_view", [.init("out_view", .outView)], summary: "the view the transition happens in"),
        .init(
            "view_for_key", [.init("key", .int32), .init("out_view", .outView)],
            summary: "the view entering or leaving"),
        .init(
            "controller_for_key", [.init("key", .int32), .init("out_controller", .outController)],
            summary: "the controller on that side"),
        .init(
            "controller_view", [.init("controller", .controller), .init("out_view", .outView)],
            summary: "a controller's root view"),
        .init(
            "initial_frame", [.init("controller", .controller), .init("out_frame", .outRect)],
            summary: "where the controller's view starts"),
        .init(
            "final_frame", [.init("controller", .controller), .init("out_frame", .outRect)],
            summary: "where the controller's view ends"),
        .init(
            "view_name", [.init("view", .view), .init("out_name", .outName)], forwarding: .custom,
            summary: "a view's name"),
    ]

    /// The view hierarchy and properties.
    private static let hierarchy: [ServiceDeclaration] = [
        .init(
            "add_subview", [.init("parent", .view), .init("child", .view)],
            forwarding: .batched(views: "[parent, child]", rule: ".leafChild(parent: parent, child: child, index: 0)"),
            summary: "adds a subview on top"),
        .init(
            "insert_subview", [.init("parent", .view), .init("child", .view), .init("index", .int32)],
            forwarding: .batched(
                views: "[parent, child]", rule: ".leafChild(parent: parent, child: child, index: index)"),
            summary: "inserts a subview at an index"),
        .init(
            "remove_from_superview", [.init("view", .view)],
            forwarding: .batched(views: "[view]", rule: ".ownView(view)"),
            summary: "takes a view out of its superview"),
        .init(
            "get_property", [.init("view", .view), .init("value", .inoutPropertyValue)],
            summary: "reads a property"),
        .init(
            "set_property", [.init("view", .view), .init("value", .propertyValue)],
            forwarding: .batched(views: "[view]", rule: "value.map { .valueChecked($0) } ?? .never"),
            summary: "sets a property at once"),
    ]

    /// Animations and the end.
    private static let animations: [ServiceDeclaration] = [
        .init(
            "animate", [.init("animation", .animationDescription), .init("out_animation", .outAnimation)],
            states: .transition, mayEndTransition: true, forwarding: .custom, summary: "starts a block animation"),
        .init(
            "animate_keyframes", [.init("animation", .keyframeDescription), .init("out_animation", .outAnimation)],
            states: .transition, mayEndTransition: true, forwarding: .custom,
            summary: "starts a keyframe animation"),
        .init(
            "complete_transition", [.init("did_complete", .bool)], states: .animating, mayEndTransition: true,
            summary: "ends the transition, once"),
    ]

    /// Views of the plugin's own (1.1).
    private static let ownViews: [ServiceDeclaration] = [
        .init(
            "create_view", since: 1,
            [.init("parent", .view), .init("view", .viewDescription), .init("out_view", .outView)],
            forwarding: .custom, summary: "creates a view of the plugin's own"),
        .init(
            "snapshot_view", since: 1,
            [.init("view", .view), .init("snapshot", .snapshotDescription), .init("out_view", .outView)],
            summary: "snapshots a view"),
    ]

    /// Logging (1.2).
    private static let logging: [ServiceDeclaration] = [
        .init(
            "log_threshold", since: 2, [], reply: .query(.int32, fallback: "SegueLogLevel.debug.rawValue"),
            summary: "the lowest log level the host keeps")
    ]

    /// Presentation controllers (1.2). Forwarded like `animate`, its completion staying in the
    /// plugin process until the host's coordinator runs it.
    private static let presentation: [ServiceDeclaration] = [
        .init(
            "animate_alongside", since: 2,
            [.init("animation", .animationDescription), .init("out_animation", .outAnimation)],
            states: .presenting, mayEndTransition: true, forwarding: .custom,
            summary: "animates alongside the running transition")
    ]

    /// Walking the hierarchy (1.1).
    private static let walking: [ServiceDeclaration] = [
        .init(
            "superview", since: 1, [.init("view", .view), .init("out_view", .outView)],
            summary: "a view's superview"),
        .init(
            "subview_count", since: 1, [.init("view", .view), .init("out_count", .outCount)],
            summary: "how many subviews a view has"),
        .init(
            "subview_at", since: 1, [.init("view", .view), .init("index", .uint32), .init("out_view", .outView)],
            summary: "the subview at an index"),
        .init(
            "find_descendant", since: 1, [.init("view", .view), .init("name", .name), .init("out_view", .outView)],
            summary: "the first view of a name in a subtree"),
        .init(
            "convert_point", since: 1,
            [.init("point", .point), .init("from", .view), .init("to", .view), .init("out_point", .outPoint)],
            summary: "converts a point between views"),
        .init(
            "convert_rect", since: 1,
            [.init("rect", .rect), .init("from", .view), .init("to", .view), .init("out_rect", .outRect)],
            summary: "converts a rectangle between views"),
        .init(
            "bring_subview_to_front", since: 1, [.init("parent", .view), .init("child", .view)],
            summary: "moves a subview to the front"),
        .init(
            "send_subview_to_back", since: 1, [.init("parent", .view), .init("child", .view)],
            summary: "moves a subview to the back"),
    ]
}
