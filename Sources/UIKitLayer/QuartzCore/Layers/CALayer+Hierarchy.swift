package import SeguePluginSDK

// Sublayers: the model's list changes at once; when the parent is drawn by the host, the host's subviews change
// with it (a layer the host does not draw yet is made there, with its model values and its own sublayers).

extension CALayer {
    /// The sublayers, back to front; nil when there are none, as Core Animation answers.
    public var sublayers: [CALayer]? {
        get {
            loadChildren()
            return children.isEmpty ? nil : children
        }
        set {
            children.forEach { $0.removeFromSuperlayer() }
            newValue?.forEach { addSublayer($0) }
        }
    }

    /// The layer this one is a sublayer of: for a view the host made, the host's superview (the host may have
    /// moved it since the plugin last looked); else where the plugin placed it.
    public var superlayer: CALayer? {
        if case .host = origin, let handle = hostHandle(), let scope = HostSession.current {
            guard let parent = try? scope.context.superview(of: handle) else { return nil }
            return CALayer.layer(for: parent)
        }
        return parentLayer
    }

    /// Adds `layer` on top of the sublayers.
    public func addSublayer(_ layer: CALayer) {
        // On top of a host view whose subviews were not walked: the host puts it there; no need to walk them.
        if !childrenKnown, let parent = hostHandle(), !childrenKnown, let child = layer.hostHandle() {
            guard layer !== self, !isInside(layer) else { return insertSublayer(layer, at: 0) }
            layer.detachFromModel()
            layer.parentLayer = self
            layer.ownerWhileAttached = layer.owner
            HostSession.perform("adding \(layer.hostName ?? layer.typeName)") { context throws(ServiceError) in
                try context.addSubview(child, to: parent)
            }
            return
        }
        loadChildren()
        let alreadyHere = children.contains { $0 === layer }
        insertSublayer(layer, at: UInt32(max(children.count - (alreadyHere ? 1 : 0), 0)))
    }

    /// Inserts `layer` at `index` among the sublayers (clamped), taking it from its old superlayer.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self, !isInside(layer) else {
            HostSession.warnOnce("a layer cannot be added inside itself; the change was ignored")
            return
        }
        loadChildren()
        layer.detachFromModel()
        let position = min(Int(index), children.count)
        children.insert(layer, at: position)
        layer.parentLayer = self
        layer.ownerWhileAttached = layer.owner
        guard let parent = hostHandle() else { return }
        if let child = layer.hostHandle() {
            HostSession.perform("inserting \(layer.hostName ?? layer.typeName)") { context throws(ServiceError) in
                try context.insertSubview(child, in: parent, at: Int32(position))
            }
        } else {
            layer.materialize(in: parent, at: position, siblings: children.count)
        }
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        loadChildren()
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        let adjust = layer.superlayer === self && (children.firstIndex { $0 === layer } ?? .max) < index ? 1 : 0
        insertSublayer(layer, at: UInt32(max(index - adjust, 0)))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        loadChildren()
        guard let index = sibling.flatMap({ s in children.firstIndex { $0 === s } }) else { return addSublayer(layer) }
        let adjust = layer.superlayer === self && (children.firstIndex { $0 === layer } ?? .max) < index ? 1 : 0
        insertSublayer(layer, at: UInt32(max(index + 1 - adjust, 0)))
    }

    /// Replaces sublayer `old` with `new`.
    public func replaceSublayer(_ old: CALayer, with new: CALayer) {
        loadChildren()
        guard let index = children.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer.
    public func removeFromSuperlayer() {
        let handle = hostHandle()
        guard superlayer != nil || handle != nil else { return }
        detachFromModel()
        if let handle {
            HostSession.perform("removing \(hostName ?? typeName)") { context throws(ServiceError) in
                try context.removeFromSuperview(handle)
            }
        }
    }

    /// Moves sublayer `layer` to the front (`toFront`) or the back of its siblings.
    package func reorder(_ layer: CALayer, toFront: Bool) {
        loadChildren()
        guard let index = children.firstIndex(where: { $0 === layer }) else { return }
        children.remove(at: index)
        if toFront { children.append(layer) } else { children.insert(layer, at: 0) }
        guard let parent = hostHandle(), let child = layer.hostHandle() else { return }
        HostSession.perform("reordering \(layer.hostName ?? layer.typeName)") { context throws(ServiceError) in
            if toFront {
                try context.bringToFront(child, in: parent)
            } else {
                try context.sendToBack(child, in: parent)
            }
        }
    }

    /// Whether this layer is `ancestor` or lies inside it, as the plugin placed them (the host refuses a cycle
    /// through views it placed itself; asking it here would cost a query per level).
    package func isInside(_ ancestor: CALayer) -> Bool {
        var layer: CALayer? = self
        while let current = layer {
            if current === ancestor { return true }
            layer = current.parentLayer
        }
        return false
    }

    /// Takes the layer out of its superlayer's model list only (the list the plugin knows: no host query).
    private func detachFromModel() {
        parentLayer?.children.removeAll { $0 === self }
        parentLayer = nil
        ownerWhileAttached = nil
    }

    /// For a host view not walked yet in this epoch: its host subviews become its sublayers (the views a
    /// walk reaches, or the plugin's own layers already there), so indices match the host's.
    package func loadChildren() {
        // Resolving first: in a new epoch it forgets the subviews walked in the last one.
        guard let handle = hostHandle(), !childrenKnown, let scope = HostSession.current else { return }
        childrenKnown = true
        guard let handles = try? scope.context.subviews(of: handle) else { return }
        let previous = children
        children = handles.map { child in
            if let known = previous.first(where: { $0.backing?.handle == child && $0.backing?.epoch == scope.epoch }) {
                return known
            }
            return CALayer.layer(for: child)
        }
        for child in children {
            child.parentLayer = self
            child.ownerWhileAttached = child.owner
        }
    }

    /// The layer standing for host view `handle` in the current epoch: a layer the plugin knows by that handle
    /// (the container, a controller's view, one of its own), else one for a view reached by walking.
    package static func layer(for handle: ViewHandle) -> CALayer {
        known.removeAll { $0.layer == nil }
        let epoch = HostSession.current?.epoch
        // Those already found in this epoch first: finding the others again costs a query each.
        if let found = known.first(where: { $0.layer?.backing?.epoch == epoch && $0.layer?.backing?.handle == handle })
        {
            return found.layer!
        }
        for entry in known {
            if let layer = entry.layer, layer.backing?.epoch != epoch, layer.hostHandle() == handle { return layer }
        }
        return reachedLayer(handle)
    }

    /// Notes a layer the host draws, so a walk that reaches its view finds it.
    package static func remember(_ layer: CALayer) {
        guard !known.contains(where: { $0.layer === layer }) else { return }
        // Layers made and freed by earlier transitions leave empty entries: drop them before the list grows.
        if known.count >= 64 { known.removeAll { $0.layer == nil } }
        known.append(WeakLayer(layer: layer))
    }

    /// The host names of the layers still alive.
    package static var liveNames: [String] {
        known.removeAll { $0.layer == nil }
        return known.compactMap { $0.layer?.hostName }
    }

    /// The layers the host draws that a walk may reach, held weakly.
    nonisolated(unsafe) private static var known: [WeakLayer] = []

    /// The layer standing for a host view reached by walking: a view's layer when the UIKit module makes one
    /// (its `reachedViewMaker`), else a plain layer.
    package static func reachedLayer(_ handle: ViewHandle) -> CALayer {
        if let make = reachedViewMaker { return make(handle) }
        let layer = CALayer()
        layer.adopt(handle, origin: .reached)
        return layer
    }

    /// Set by UIKit: makes a `UIView` for a host view reached by walking, and answers its layer.
    nonisolated(unsafe) package static var reachedViewMaker: ((ViewHandle) -> CALayer)?
}

/// A layer held weakly.
struct WeakLayer {
    weak var layer: CALayer?
}
