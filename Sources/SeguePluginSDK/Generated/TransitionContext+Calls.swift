// Generated from ServiceDeclaration.context (Sources/SegueHost/Services) by
// Tests/SegueHostTests/Services/ServiceGenerator.swift; do not edit. To regenerate:
// SEGUE_REGENERATE=1 swift test --filter ContextServiceGeneration

import SegueABI

extension TransitionContext {
    /// `operation` (ABI 1.0): which operation runs.
    func callOperation() -> Int32 {
        raw.pointee.operation(raw)
    }

    /// `presentation_style` (ABI 1.0): the modal presentation style.
    func callPresentationStyle() -> Int32 {
        raw.pointee.presentation_style(raw)
    }

    /// `is_animated` (ABI 1.0): whether the transition animates.
    func callIsAnimated() -> Bool {
        raw.pointee.is_animated(raw)
    }

    /// `is_interactive` (ABI 1.0): whether an interaction controller drives it.
    func callIsInteractive() -> Bool {
        raw.pointee.is_interactive(raw)
    }

    /// `transition_was_cancelled` (ABI 1.0): whether it was cancelled.
    func callTransitionWasCancelled() -> Bool {
        raw.pointee.transition_was_cancelled(raw)
    }

    /// `container_view` (ABI 1.0): the view the transition happens in; an error status is thrown.
    func callContainerView() throws(ServiceError) -> segue_view_t {
        var outView = segue_view_t(0)
        try check(raw.pointee.container_view(raw, &outView))
        return outView
    }

    /// `view_for_key` (ABI 1.0): the view entering or leaving; an error status is thrown.
    func callViewForKey(_ key: Int32) throws(ServiceError) -> segue_view_t {
        var outView = segue_view_t(0)
        try check(raw.pointee.view_for_key(raw, key, &outView))
        return outView
    }

    /// `controller_for_key` (ABI 1.0): the controller on that side; an error status is thrown.
    func callControllerForKey(_ key: Int32) throws(ServiceError) -> segue_controller_t {
        var outController = segue_controller_t(0)
        try check(raw.pointee.controller_for_key(raw, key, &outController))
        return outController
    }

    /// `controller_view` (ABI 1.0): a controller's root view; an error status is thrown.
    func callControllerView(_ controller: segue_controller_t) throws(ServiceError) -> segue_view_t {
        var outView = segue_view_t(0)
        try check(raw.pointee.controller_view(raw, controller, &outView))
        return outView
    }

    /// `initial_frame` (ABI 1.0): where the controller's view starts; an error status is thrown.
    func callInitialFrame(_ controller: segue_controller_t) throws(ServiceError) -> segue_rect_t {
        var outFrame = segue_rect_t()
        try check(raw.pointee.initial_frame(raw, controller, &outFrame))
        return outFrame
    }

    /// `final_frame` (ABI 1.0): where the controller's view ends; an error status is thrown.
    func callFinalFrame(_ controller: segue_controller_t) throws(ServiceError) -> segue_rect_t {
        var outFrame = segue_rect_t()
        try check(raw.pointee.final_frame(raw, controller, &outFrame))
        return outFrame
    }

    /// `view_name` (ABI 1.0): a view's name; an error status is thrown.
    func callViewName(_ view: segue_view_t) throws(ServiceError) -> UnsafePointer<CChar>? {
        var outName = UnsafePointer<CChar>?.none
        try check(raw.pointee.view_name(raw, view, &outName))
        return outName
    }

    /// `add_subview` (ABI 1.0): adds a subview on top; an error status is thrown.
    func callAddSubview(_ parent: segue_view_t, _ child: segue_view_t) throws(ServiceError) {
        try check(raw.pointee.add_subview(raw, parent, child))
    }

    /// `insert_subview` (ABI 1.0): inserts a subview at an index; an error status is thrown.
    func callInsertSubview(_ parent: segue_view_t, _ child: segue_view_t, _ index: Int32) throws(ServiceError) {
        try check(raw.pointee.insert_subview(raw, parent, child, index))
    }

    /// `remove_from_superview` (ABI 1.0): takes a view out of its superview; an error status is thrown.
    func callRemoveFromSuperview(_ view: segue_view_t) throws(ServiceError) {
        try check(raw.pointee.remove_from_superview(raw, view))
    }

    /// `get_property` (ABI 1.0): reads a property; an error status is thrown.
    func callGetProperty(_ view: segue_view_t, _ value: inout segue_property_value_t) throws(ServiceError) {
        try check(raw.pointee.get_property(raw, view, &value))
    }

    /// `set_property` (ABI 1.0): sets a property at once; an error status is thrown.
    func callSetProperty(_ view: segue_view_t, _ value: UnsafePointer<segue_property_value_t>?) throws(ServiceError) {
        try check(raw.pointee.set_property(raw, view, value))
    }

    /// `animate` (ABI 1.0): starts a block animation; an error status is thrown.
    func callAnimate(_ animation: UnsafePointer<segue_animation_desc_t>?) throws(ServiceError) -> segue_animation_t {
        var outAnimation = segue_animation_t(0)
        try check(raw.pointee.animate(raw, animation, &outAnimation))
        return outAnimation
    }

    /// `animate_keyframes` (ABI 1.0): starts a keyframe animation; an error status is thrown.
    func callAnimateKeyframes(
        _ animation: UnsafePointer<segue_keyframe_animation_desc_t>?
    ) throws(ServiceError) -> segue_animation_t {
        var outAnimation = segue_animation_t(0)
        try check(raw.pointee.animate_keyframes(raw, animation, &outAnimation))
        return outAnimation
    }

    /// `complete_transition` (ABI 1.0): ends the transition, once; an error status is thrown.
    func callCompleteTransition(_ didComplete: Bool) throws(ServiceError) {
        try check(raw.pointee.complete_transition(raw, didComplete))
    }

    /// `create_view` (ABI 1.1): creates a view of the plugin's own; an error status is thrown.
    func callCreateView(
        _ parent: segue_view_t, _ view: UnsafePointer<segue_view_desc_t>?
    ) throws(ServiceError) -> segue_view_t {
        var outView = segue_view_t(0)
        try check(try service(\.create_view)(raw, parent, view, &outView))
        return outView
    }

    /// `snapshot_view` (ABI 1.1): snapshots a view; an error status is thrown.
    func callSnapshotView(
        _ view: segue_view_t, _ snapshot: UnsafePointer<segue_snapshot_desc_t>?
    ) throws(ServiceError) -> segue_view_t {
        var outView = segue_view_t(0)
        try check(try service(\.snapshot_view)(raw, view, snapshot, &outView))
        return outView
    }

    /// `superview` (ABI 1.1): a view's superview; an error status is thrown.
    func callSuperview(_ view: segue_view_t) throws(ServiceError) -> segue_view_t {
        var outView = segue_view_t(0)
        try check(try service(\.superview)(raw, view, &outView))
        return outView
    }

    /// `subview_count` (ABI 1.1): how many subviews a view has; an error status is thrown.
    func callSubviewCount(_ view: segue_view_t) throws(ServiceError) -> UInt32 {
        var outCount = UInt32(0)
        try check(try service(\.subview_count)(raw, view, &outCount))
        return outCount
    }

    /// `subview_at` (ABI 1.1): the subview at an index; an error status is thrown.
    func callSubviewAt(_ view: segue_view_t, _ index: UInt32) throws(ServiceError) -> segue_view_t {
        var outView = segue_view_t(0)
        try check(try service(\.subview_at)(raw, view, index, &outView))
        return outView
    }

    /// `find_descendant` (ABI 1.1): the first view of a name in a subtree; an error status is thrown.
    func callFindDescendant(_ view: segue_view_t, _ name: UnsafePointer<CChar>?) throws(ServiceError) -> segue_view_t {
        var outView = segue_view_t(0)
        try check(try service(\.find_descendant)(raw, view, name, &outView))
        return outView
    }

    /// `convert_point` (ABI 1.1): converts a point between views; an error status is thrown.
    func callConvertPoint(
        _ point: segue_point_t, _ from: segue_view_t, _ to: segue_view_t
    ) throws(ServiceError) -> segue_point_t {
        var outPoint = segue_point_t()
        try check(try service(\.convert_point)(raw, point, from, to, &outPoint))
        return outPoint
    }

    /// `convert_rect` (ABI 1.1): converts a rectangle between views; an error status is thrown.
    func callConvertRect(
        _ rect: segue_rect_t, _ from: segue_view_t, _ to: segue_view_t
    ) throws(ServiceError) -> segue_rect_t {
        var outRect = segue_rect_t()
        try check(try service(\.convert_rect)(raw, rect, from, to, &outRect))
        return outRect
    }

    /// `bring_subview_to_front` (ABI 1.1): moves a subview to the front; an error status is thrown.
    func callBringSubviewToFront(_ parent: segue_view_t, _ child: segue_view_t) throws(ServiceError) {
        try check(try service(\.bring_subview_to_front)(raw, parent, child))
    }

    /// `send_subview_to_back` (ABI 1.1): moves a subview to the back; an error status is thrown.
    func callSendSubviewToBack(_ parent: segue_view_t, _ child: segue_view_t) throws(ServiceError) {
        try check(try service(\.send_subview_to_back)(raw, parent, child))
    }

    /// `log_threshold` (ABI 1.2): the lowest log level the host keeps.
    func callLogThreshold() throws(ServiceError) -> Int32 {
        try service(\.log_threshold)(raw)
    }

    /// `animate_alongside` (ABI 1.2): animates alongside the running transition; an error status is thrown.
    func callAnimateAlongside(
        _ animation: UnsafePointer<segue_animation_desc_t>?
    ) throws(ServiceError) -> segue_animation_t {
        var outAnimation = segue_animation_t(0)
        try check(try service(\.animate_alongside)(raw, animation, &outAnimation))
        return outAnimation
    }
}
