import SegueABI
import SegueABIValues

/// Making the library's interaction and presentation controllers: in this process, the factory
/// found through `get_extension`, its `create` called through the plugin call guard, and the
/// controller's vtable checked before the host calls any of it; for an isolated library, the
/// plugin process does exactly that (it runs the library in process) and the host gets a stand-in
/// that forwards there (`RemoteInteraction`, `RemotePresentation`).
extension PluginLibrary {
    /// A new interaction controller `id` (the caller owns it until its `destroy`), a stand-in for
    /// an isolated library; throws when the library offers no such controller or makes a bad one.
    public func makeInteraction(id: String) throws(PluginControllerError) -> UnsafePointer<segue_interaction_t> {
        if let (process, index) = isolatedProcess {
            return try RemoteInteraction.make(in: process, library: index, id: id)
        }
        let raw = try create(segue_interaction_factory_t.self, id: id)
        let size = UnsafeRawPointer(raw).loadUnaligned(as: UInt32.self)
        try Self.checkController(size, of: segue_interaction_t.self, id: id)
        let v = raw.pointee
        try checkMembers(
            id: id, required: [("begin", Self.address(v.begin)), ("handle_event", Self.address(v.handle_event))],
            optional: [("ended", Self.address(v.ended))], destroy: Self.address(v.destroy))
        return raw
    }

    /// A new presentation controller `id` (the caller owns it until its `destroy`), a stand-in for
    /// an isolated library; throws when the library offers no such controller or makes a bad one.
    public func makePresentation(id: String) throws(PluginControllerError) -> UnsafePointer<segue_presentation_t> {
        if let (process, index) = isolatedProcess {
            return try RemotePresentation.make(in: process, library: index, id: id)
        }
        let raw = try create(segue_presentation_factory_t.self, id: id)
        let size = UnsafeRawPointer(raw).loadUnaligned(as: UInt32.self)
        try Self.checkController(size, of: segue_presentation_t.self, id: id)
        let v = raw.pointee
        let handlesGestures =
            presentationDescriptors.first { $0.id == id }?.capabilities.contains(.gestures) ?? false
        let gesture = ("handle_gesture", Self.address(v.handle_gesture))
        try checkMembers(
            id: id,
            required: [("frame_of_presented_view", Self.address(v.frame_of_presented_view))]
                + (handlesGestures ? [gesture] : []),
            optional: [
                ("presentation_will_begin", Self.address(v.presentation_will_begin)),
                ("presentation_did_end", Self.address(v.presentation_did_end)),
                ("dismissal_will_begin", Self.address(v.dismissal_will_begin)),
                ("dismissal_did_end", Self.address(v.dismissal_did_end)),
                ("container_will_layout", Self.address(v.container_will_layout)),
                ("container_did_layout", Self.address(v.container_did_layout)),
                ("should_remove_presenters_view", Self.address(v.should_remove_presenters_view)),
                ("adaptive_presentation_style", Self.address(v.adaptive_presentation_style)),
            ] + (handlesGestures ? [] : [gesture]),
            destroy: Self.address(v.destroy))
        return raw
    }

    /// The controller `id` the library's `Factory` makes, unchecked; throws naming why there is none.
    private func create<Factory: ControllerFactory>(_: Factory.Type, id: String) throws(PluginControllerError)
        -> UnsafePointer<Factory.RawController>
    {
        let kind = Factory.Descriptor.kind
        guard let (entry, segments) = inProcessEntry else {
            throw PluginControllerError("\(path) runs in a plugin process; its \(kind) \(id) is made there")
        }
        let factory: UnsafePointer<Factory>
        switch ControllerFactoryReader.factory(Factory.self, entry: entry, segments: segments, path: path) {
        case .failure(let diagnostic): throw PluginControllerError(diagnostic.description)
        case .success(nil): throw PluginControllerError("\(path) offers no \(kind)s, so it cannot make \(id)")
        case .success(let found?): factory = found
        }
        guard
            let raw = PluginCalls.into(Factory.callbacks.create, { id.withCString { factory.pointee.callCreate($0) } })
        else {
            throw PluginControllerError(
                "\(path) made no \(kind) \(id) (its factory's create answered NULL); check the id against "
                    + "`segue list`, or fix create to answer every id its descriptors list")
        }
        return raw
    }

    /// Throws unless a controller's `size` covers the ABI's `Controller` struct.
    private static func checkController<Controller>(_ size: UInt32, of _: Controller.Type, id: String)
        throws(PluginControllerError)
    {
        guard size >= UInt32(MemoryLayout<Controller>.size) else {
            throw PluginControllerError(
                "\(id) made a controller of size \(size), smaller than the ABI's (\(MemoryLayout<Controller>.size) "
                    + "bytes); set size to sizeof the struct (the controller is leaked: its destroy cannot be trusted)")
        }
    }

    /// Throws unless every `required` member and `destroy` is set and every member set points
    /// into the library's code. A bad controller is leaked: not even its `destroy` can be trusted.
    private func checkMembers(
        id: String, required: [(String, UnsafeRawPointer?)], optional: [(String, UnsafeRawPointer?)],
        destroy: UnsafeRawPointer?
    ) throws(PluginControllerError) {
        guard let segments = inProcessEntry?.segments else { return }
        let all = required + [("destroy", destroy)]
        let missing = all.filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty else {
            throw PluginControllerError(
                "\(id) made a controller that leaves \(missing.joined(separator: ", ")) NULL; set every required "
                    + "vtable member")
        }
        let stray = segments.outside(all + optional)
        guard stray.isEmpty else {
            throw PluginControllerError(
                "\(id) made a controller whose \(stray.joined(separator: ", ")) points outside the library's code; "
                    + "point every vtable member at a function of the library")
        }
    }
}
