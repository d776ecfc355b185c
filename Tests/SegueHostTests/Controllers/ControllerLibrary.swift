import Foundation
import SegueABI
import SegueABIValues

/// A bundled controller library opened with `dlopen` and initialised through its entry (one
/// `init`, balanced by one `deinit` when this goes), without
/// the host: its factories straight from `get_extension`, so a test sees exactly what a plugin
/// answers through its C vtables.
final class ControllerLibrary {
    /// The libraries opened so far, by path: never closed, because unloading a Swift library leaves
    /// its conformance records to the runtime (the host never unloads one either). Global because
    /// `dlopen` is per process; the HostTests suites that use it run one test at a time.
    nonisolated(unsafe) private static var opened: [String: UnsafeMutableRawPointer] = [:]

    let entry: UnsafePointer<segue_plugin_entry_t>
    /// A host table that logs nowhere: the plugins only keep it and may log through it.
    private let host: UnsafeMutablePointer<segue_host_t>

    /// Opens `libSeguePlugin<folder>.so` from the build folder and calls its `init`.
    init(_ folder: String) throws {
        let path = try BuiltLibraries.path("libSeguePlugin\(folder).so")
        guard let handle = Self.opened[path] ?? dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw BuiltLibraries.LocatorError("dlopen \(path): \(String(cString: dlerror()))")
        }
        Self.opened[path] = handle
        guard let symbol = dlsym(handle, "segue_plugin_entry") else {
            throw BuiltLibraries.LocatorError("\(path) has no segue_plugin_entry")
        }
        entry = UnsafePointer(symbol.assumingMemoryBound(to: segue_plugin_entry_t.self))
        host = .allocate(capacity: 1)
        host.initialize(to: segue_host_t())
        host.pointee.size = UInt32(MemoryLayout<segue_host_t>.size)
        guard entry.pointee.`init`(UnsafePointer(host)) else {
            throw BuiltLibraries.LocatorError("\(path): init answered false")
        }
    }

    deinit {
        entry.pointee.`deinit`()
        host.deallocate()
    }

    /// The library's extension `id`, or nil.
    func extensionTable<Table>(_ id: String, as _: Table.Type) -> UnsafePointer<Table>? {
        entry.pointee.get_extension?(id)?.assumingMemoryBound(to: Table.self)
    }

    /// The interaction factory, or nil when the library offers none.
    var interactions: UnsafePointer<segue_interaction_factory_t>? {
        extensionTable(SEGUE_INTERACTION_FACTORY_EXTENSION, as: segue_interaction_factory_t.self)
    }

    /// The presentation factory, or nil when the library offers none.
    var presentations: UnsafePointer<segue_presentation_factory_t>? {
        extensionTable(SEGUE_PRESENTATION_FACTORY_EXTENSION, as: segue_presentation_factory_t.self)
    }

    /// The ids a factory's descriptors carry, in order.
    func presentationIDs() -> [String] {
        guard let factory = presentations else { return [] }
        return (0..<factory.pointee.count()).compactMap { index in
            factory.pointee.descriptor(index).map { String(cString: $0.pointee.id) }
        }
    }

    /// A new interaction controller `id` (destroy it with `destroy`).
    func makeInteraction(_ id: String) throws -> UnsafePointer<segue_interaction_t> {
        guard let made = interactions?.pointee.create(id) else {
            throw BuiltLibraries.LocatorError("no interaction \(id)")
        }
        return made
    }

    /// A new presentation controller `id` (destroy it with `destroy`).
    func makePresentation(_ id: String) throws -> UnsafePointer<segue_presentation_t> {
        guard let made = presentations?.pointee.create(id) else {
            throw BuiltLibraries.LocatorError("no presentation \(id)")
        }
        return made
    }
}

/// A gesture event as the host would send it; the container is 400 × 800.
func gestureEvent(
    _ phase: SegueGesturePhase, _ gesture: UInt64, touch: UInt32 = 0, state: SegueInteractionState = .driving,
    translation: segue_point_t = segue_point_t(x: 0, y: 0), velocity: segue_point_t = segue_point_t(x: 0, y: 0),
    scale: Double = 1, location: segue_point_t = segue_point_t(x: 200, y: 400), fraction: Double = 0
) -> segue_gesture_event_t {
    var event = segue_gesture_event_t()
    event.size = UInt32(MemoryLayout<segue_gesture_event_t>.size)
    event.phase = phase.rawValue
    event.gesture = gesture
    event.touch = touch
    event.state = state.rawValue
    event.location = location
    event.translation = translation
    event.velocity = velocity
    event.scale = scale
    event.container_size = segue_size_t(width: 400, height: 800)
    event.fraction = fraction
    event.duration = 0.35
    return event
}

extension UnsafePointer where Pointee == segue_interaction_t {
    /// Starts a transition (a presentation of 0.35 s in a 400 × 800 container).
    func begin() {
        var start = segue_interaction_start_t(
            size: UInt32(MemoryLayout<segue_interaction_start_t>.size), operation: SegueOperation.present.rawValue,
            duration: 0.35, container_size: segue_size_t(width: 400, height: 800))
        _ = pointee.begin(self, &start)
    }

    /// The answer to `event`, through the vtable, the host's way (zeroed, sized).
    func answer(_ event: segue_gesture_event_t) -> segue_interaction_answer_t {
        var event = event
        var answer = segue_interaction_answer_t()
        answer.size = UInt32(MemoryLayout<segue_interaction_answer_t>.size)
        _ = pointee.handle_event(self, &event, &answer)
        return answer
    }
}

extension UnsafePointer where Pointee == segue_presentation_t {
    /// The frame answer for `layout`.
    func frame(_ layout: segue_presentation_layout_t) -> segue_rect_t {
        var layout = layout
        var frame = segue_rect_t()
        _ = pointee.frame_of_presented_view(self, &layout, &frame)
        return frame
    }

    /// The answer to a gesture `event` (zeroed and sized, as the host sends it).
    func answer(_ event: segue_gesture_event_t) -> segue_presentation_answer_t {
        var event = event
        var answer = segue_presentation_answer_t()
        answer.size = UInt32(MemoryLayout<segue_presentation_answer_t>.size)
        answer.interaction.size = UInt32(MemoryLayout<segue_interaction_answer_t>.size)
        _ = pointee.handle_gesture?(self, &event, &answer)
        return answer
    }

    /// Sets parameter `id` through the descriptor's accessors, as the host does.
    func set(_ id: String, _ value: Int64, descriptor: UnsafePointer<segue_presentation_descriptor_t>) -> Bool {
        let parameters = UnsafeBufferPointer(
            start: descriptor.pointee.parameters, count: Int(descriptor.pointee.parameter_count))
        guard let index = parameters.firstIndex(where: { String(cString: $0.id) == id }) else { return false }
        let parameter = parameters[index]
        let raw = UnsafeRawPointer(self)
        switch SegueParameterType(rawValue: parameter.type) {
        case .int64:
            typealias Set = @convention(c) (UnsafeRawPointer?, UInt32, Int64) -> segue_status_t
            return unsafeBitCast(parameter.set, to: Set.self)(raw, UInt32(index), value) == SegueStatus.ok.rawValue
        case .bool:
            typealias Set = @convention(c) (UnsafeRawPointer?, UInt32, Bool) -> segue_status_t
            return unsafeBitCast(parameter.set, to: Set.self)(raw, UInt32(index), value != 0) == SegueStatus.ok.rawValue
        default:
            typealias Set = @convention(c) (UnsafeRawPointer?, UInt32, Double) -> segue_status_t
            return unsafeBitCast(parameter.set, to: Set.self)(raw, UInt32(index), Double(value))
                == SegueStatus.ok.rawValue
        }
    }
}

/// A layout of a `width` × `height` container.
func presentationLayout(
    width: Double = 400, height: Double = 800, sizeClass: SegueSizeClass = .compact,
    safeTop: Double = 0, safeBottom: Double = 0, content: segue_size_t = segue_size_t(width: 0, height: 0)
) -> segue_presentation_layout_t {
    segue_presentation_layout_t(
        size: UInt32(MemoryLayout<segue_presentation_layout_t>.size), horizontal_size_class: sizeClass.rawValue,
        container_bounds: segue_rect_t(x: 0, y: 0, width: width, height: height),
        safe_area: segue_edge_insets_t(top: safeTop, left: 0, bottom: safeBottom, right: 0),
        preferred_content_size: content)
}
