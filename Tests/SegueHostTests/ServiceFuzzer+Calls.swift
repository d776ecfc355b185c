import SegueABI

@testable import SegueHost

/// A completion a fuzzed animation may carry: when its data is odd, it completes the transition
/// through the context it is handed, as a plugin's completion does.
let fuzzCompletion: segue_animation_completion_t = { data, context, _, position in
    guard let context, Int(bitPattern: data) & 1 == 1 else { return }
    _ = context.pointee.complete_transition(context, position == Int32(SEGUE_POSITION_END.rawValue))
}

extension ServiceFuzzer {
    /// Calls one service chosen at random, `context` as the plugin passes it and `table` the
    /// services it was handed; `completes` allows `complete_transition` among them.
    func callOne(
        _ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t, host: UnsafePointer<segue_host_t>,
        completes: Bool
    ) {
        switch random.below(100) {
        case 0..<10: query(context, table)
        case 10..<25: reach(context, table)
        case 25..<40: hierarchy(context, table)
        case 40..<55: properties(context, table)
        case 55..<65: animate(context, table)
        case 65..<72: ownViews(context, table)
        case 72..<85: walk(context, table)
        case 85..<92: convert(context, table)
        case 92..<97: hostServices(host)
        default:
            guard completes, random.chance(30) else { return counted() }
            answered(0, status: table.complete_transition(context, random.chance(70)))
        }
    }

    /// The queries that cannot fail.
    private func query(_ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t) {
        switch random.below(5) {
        case 0: _ = table.operation(context)
        case 1: _ = table.presentation_style(context)
        case 2: _ = table.is_animated(context)
        case 3: _ = table.is_interactive(context)
        default: _ = table.transition_was_cancelled(context)
        }
        counted()
    }

    /// Views and controllers: container, view and controller for a key, a controller's view,
    /// frames and names; out pointers sometimes NULL.
    private func reach(_ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t) {
        var view: segue_view_t = 0
        var controller: segue_controller_t = 0
        var frame = segue_rect_t()
        var name: UnsafePointer<CChar>?
        let null = random.chance(5)
        let status: segue_status_t
        switch random.below(7) {
        case 0: status = null ? table.container_view(context, nil) : table.container_view(context, &view)
        case 1:
            status =
                null
                ? table.view_for_key(context, int32(), nil)
                : table.view_for_key(context, random.chance(80) ? Int32(random.below(2)) : int32(), &view)
        case 2:
            status =
                null
                ? table.controller_for_key(context, 0, nil)
                : table.controller_for_key(context, random.chance(80) ? Int32(random.below(2)) : int32(), &controller)
        case 3:
            status =
                null ? table.controller_view(context, handle(2), nil) : table.controller_view(context, handle(2), &view)
        case 4:
            status =
                null ? table.initial_frame(context, handle(2), nil) : table.initial_frame(context, handle(2), &frame)
        case 5:
            status = null ? table.final_frame(context, handle(2), nil) : table.final_frame(context, handle(2), &frame)
        default: status = null ? table.view_name(context, handle(1), nil) : table.view_name(context, handle(1), &name)
        }
        answered(view != 0 ? view : controller, status: status)
    }

    /// add_subview, insert_subview, remove_from_superview.
    private func hierarchy(_ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t) {
        switch random.below(3) {
        case 0: answered(0, status: table.add_subview(context, handle(1), handle(1)))
        case 1: answered(0, status: table.insert_subview(context, handle(1), handle(1), int32()))
        default: answered(0, status: table.remove_from_superview(context, handle(1)))
        }
    }

    /// get_property and set_property, with NULL values sometimes.
    private func properties(_ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t) {
        var value = propertyValue()
        let null = random.chance(5)
        if random.chance(40) {
            answered(
                0,
                status: null
                    ? table.get_property(context, handle(1), nil) : table.get_property(context, handle(1), &value))
        } else {
            answered(
                0,
                status: null
                    ? table.set_property(context, handle(1), nil) : table.set_property(context, handle(1), &value))
        }
    }

    /// animate and animate_keyframes with hostile descriptions.
    private func animate(_ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t) {
        var out: segue_animation_t = 0
        let completion = random.chance(50) ? fuzzCompletion : nil
        let data = UnsafeMutableRawPointer(bitPattern: random.chance(30) ? 1 : 2)
        if random.chance(60) {
            let targets = self.targets(random.below(4))
            let status = targets.withUnsafeBufferPointer { buffer in
                var d = segue_animation_desc_t(
                    size: size(of: segue_animation_desc_t.self),
                    duration: random.chance(70) ? Double(random.below(5)) / 10 : number(),
                    delay: random.chance(80) ? 0 : number(), timing: timing(), targets: buffer.baseAddress,
                    target_count: random.chance(5) ? 100_000 : UInt32(buffer.count), completion: completion,
                    completion_data: data)
                if random.chance(3) { d.targets = nil }
                if random.chance(3) { return table.animate(context, nil, &out) }
                return pointer(to: &out, null: random.chance(20)) { table.animate(context, &d, $0) }
            }
            return answered(out, status: status)
        }
        let groups = (0..<random.below(4)).map { _ in targets(random.below(3)) }
        let windows = groups.map { _ in random.chance(70) ? (Double(random.below(5)) / 10, 0.5) : (number(), number()) }
        var d = segue_keyframe_animation_desc_t()
        d.size = size(of: segue_keyframe_animation_desc_t.self)
        (d.duration, d.delay, d.timing) = (random.chance(70) ? Double(random.below(5)) / 10 : number(), 0, timing())
        (d.calculation_mode, d.completion, d.completion_data) = (
            random.chance(90) ? Int32(random.below(2)) : int32(), completion, data
        )
        let wildCount = random.chance(5)
        let status = Self.withKeyframes(groups, windows) { keyframes in
            (d.keyframes, d.keyframe_count) = (keyframes.baseAddress, wildCount ? 5000 : UInt32(keyframes.count))
            return table.animate_keyframes(context, &d, &out)
        }
        answered(out, status: status)
    }

    /// Runs `body` with keyframes over `groups` of targets, each at its window (start, length).
    private static func withKeyframes<R>(
        _ groups: [[segue_property_target_t]], _ windows: [(Double, Double)],
        _ body: (UnsafeBufferPointer<segue_keyframe_t>) -> R
    ) -> R {
        func build(_ index: Int, _ built: [segue_keyframe_t]) -> R {
            guard index < groups.count else { return built.withUnsafeBufferPointer(body) }
            return groups[index].withUnsafeBufferPointer { buffer in
                let keyframe = segue_keyframe_t(
                    relative_start: windows[index].0, relative_duration: windows[index].1, targets: buffer.baseAddress,
                    target_count: UInt32(buffer.count))
                return build(index + 1, built + [keyframe])
            }
        }
        return build(0, [])
    }

    /// create_view and snapshot_view with hostile descriptions.
    private func ownViews(_ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t) {
        var out: segue_view_t = 0
        if random.chance(50) {
            let name = self.name()
            let frame = rect()
            let colour = segue_color_t(red: number(), green: 0.5, blue: 0.5, alpha: random.chance(80) ? 1 : number())
            let status = withOptionalCString(name) { name in
                var d = segue_view_desc_t(
                    size: size(of: segue_view_desc_t.self), name: name, frame: frame, background_color: colour)
                let parent = handle(1)
                if random.chance(3) { return table.create_view(context, parent, nil, &out) }
                return pointer(to: &out, null: random.chance(3)) { table.create_view(context, parent, &d, $0) }
            }
            return answered(out, status: status)
        }
        var d = segue_snapshot_desc_t(
            size: size(of: segue_snapshot_desc_t.self), after_updates: random.chance(50), has_rect: random.chance(40),
            rect: rect(),
            cap_insets: segue_edge_insets_t(top: number(), left: number(), bottom: number(), right: number()))
        answered(
            out,
            status: random.chance(3)
                ? table.snapshot_view(context, handle(1), nil, &out) : table.snapshot_view(context, handle(1), &d, &out)
        )
    }

    /// superview, subview_count, subview_at, find_descendant, bring to front, send to back.
    private func walk(_ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t) {
        var view: segue_view_t = 0
        var count: UInt32 = 0
        let status: segue_status_t
        switch random.below(6) {
        case 0:
            status = pointer(to: &view, null: random.chance(5)) { [h = handle(1)] in table.superview(context, h, $0) }
        case 1:
            status = pointer(to: &count, null: random.chance(5)) { [h = handle(1)] in
                table.subview_count(context, h, $0)
            }
        case 2:
            status = pointer(to: &view, null: random.chance(5)) { [h = handle(1), i = uint32()] in
                table.subview_at(context, h, i, $0)
            }
        case 3:
            let name = self.name()
            let target = handle(1)
            status = withOptionalCString(name) { table.find_descendant(context, target, $0, &view) }
        case 4: status = table.bring_subview_to_front(context, handle(1), handle(1))
        default: status = table.send_subview_to_back(context, handle(1), handle(1))
        }
        answered(view, status: status)
    }

    /// convert_point and convert_rect between any two views (or the window).
    private func convert(_ context: UnsafePointer<segue_context_t>?, _ table: segue_context_t) {
        let (from, to) = (random.chance(20) ? 0 : handle(1), random.chance(20) ? 0 : handle(1))
        if random.chance(50) {
            var out = segue_point_t()
            let point = segue_point_t(x: number(), y: number())
            answered(
                0,
                status: pointer(to: &out, null: random.chance(5)) { table.convert_point(context, point, from, to, $0) })
        } else {
            var out = segue_rect_t()
            let rect = self.rect()
            answered(
                0, status: pointer(to: &out, null: random.chance(5)) { table.convert_rect(context, rect, from, to, $0) }
            )
        }
    }

    /// host.h's services: log (levels and messages hostile, quietly below the threshold
    /// mostly), now, get_extension, log_threshold; the host pointer sometimes NULL.
    private func hostServices(_ host: UnsafePointer<segue_host_t>) {
        let table = host.pointee
        let pointer = random.chance(10) ? nil : host
        switch random.below(4) {
        case 0:
            let level = random.chance(80) ? Int32(random.below(2)) : int32()
            withOptionalCString(name()) { table.log(pointer, level, $0) }
        case 1: _ = table.now(pointer)
        case 2: _ = withOptionalCString(name()) { table.get_extension(pointer, $0) }
        default: _ = table.log_threshold(pointer)
        }
        counted()
    }
}

/// Runs `body` with a pointer to `value`, or NULL when `null` (an out parameter a plugin forgot).
func pointer<T, R>(to value: inout T, null: Bool, _ body: (UnsafeMutablePointer<T>?) -> R) -> R {
    null ? body(nil) : withUnsafeMutablePointer(to: &value) { body($0) }
}

/// Runs `body` with `bytes` as a C string, or NULL.
func withOptionalCString<R>(_ bytes: [CChar]?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
    guard let bytes else { return body(nil) }
    return bytes.withUnsafeBufferPointer { body($0.baseAddress) }
}
