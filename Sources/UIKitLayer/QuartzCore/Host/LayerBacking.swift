package import SeguePluginSDK

/// The host view drawing a layer in one epoch.
package struct LayerBacking {
    /// The view's handle, valid in `epoch` only.
    package var handle: ViewHandle
    /// The epoch the handle was issued in.
    package var epoch: Int
    /// The run-loop turn the layer started being drawn in (implicit animations start a turn later).
    package var turn: Int
}

/// Where a layer's host view comes from, and so how it is found again when a later context hands out new handles.
package enum LayerOrigin {
    /// The plugin made it: found again by its unique name under the container, while it is still there.
    case created
    /// A view the host made and hands out through a context query (the container, a controller's view):
    /// asked for again with the same query. Its model values are the host's, read again in each epoch.
    case host(HostQuery)
    /// A host view reached by walking, or a snapshot: valid in the epoch it was reached in only.
    case reached
}

/// A context query that answers a host view.
package struct HostQuery {
    /// Runs the query in a context.
    package let find: (TransitionContext) throws(ServiceError) -> ViewHandle?

    /// A query.
    package init(_ find: @escaping (TransitionContext) throws(ServiceError) -> ViewHandle?) {
        self.find = find
    }
}

extension CALayer {
    /// The host view drawing this layer now, found again in a new epoch; nil outside a host call, or when the
    /// host does not draw it (not added yet, or gone with the transition that made it).
    package func hostHandle() -> ViewHandle? {
        guard let scope = HostSession.current, !scope.ended else { return nil }
        if let backing, backing.epoch == scope.epoch { return backing.handle }
        let found: ViewHandle?
        switch origin {
        case .created:
            found = hostName.flatMap { name in
                try? scope.context.descendant(named: name, in: scope.context.containerView())
            }
        case .host(let query):
            found = (try? query.find(scope.context)) ?? nil
            // The host's values may have moved on since the last epoch: read them again when asked.
            forgetHostState()
        case .reached:
            found = nil
        }
        backing = found.map { LayerBacking(handle: $0, epoch: scope.epoch, turn: backing?.turn ?? HostSession.turn) }
        // A walk that reaches this host view must find this layer, not make another for it.
        if found != nil { CALayer.remember(self) }
        return found
    }

    /// Takes `handle` as this host view's handle in the current epoch, found by the caller (the context handed it
    /// out), sparing the query; the values read in an earlier epoch are forgotten as a query would.
    package func resolve(as handle: ViewHandle) {
        guard let scope = HostSession.current, backing?.epoch != scope.epoch else { return }
        if case .host = origin { forgetHostState() }
        backing = LayerBacking(handle: handle, epoch: scope.epoch, turn: backing?.turn ?? HostSession.turn)
        CALayer.remember(self)
    }

    /// Forgets what was read of a host view in an earlier epoch: its values, and its subviews (the host may have
    /// changed them since; they are walked again when needed, and views kept only by that list are let go).
    private func forgetHostState() {
        fetched = []
        pendingFrame = nil
        childrenKnown = false
        for child in children where child.parentLayer === self {
            child.parentLayer = nil
            child.ownerWhileAttached = nil
        }
        children = []
    }

    /// Adopts `handle`, a host view of `origin`, as this layer's in the current epoch; its model values will be
    /// read from the host as they are asked for.
    package func adopt(_ handle: ViewHandle, origin: LayerOrigin) {
        self.origin = origin
        CALayer.remember(self)
        fetched = []
        childrenKnown = false
        if let scope = HostSession.current {
            backing = LayerBacking(handle: handle, epoch: scope.epoch, turn: HostSession.turn - 1)
        }
    }

    /// Sets `value` on the host view at once (nothing when the host does not draw this layer).
    package func applyNow(_ value: PropertyValue) {
        guard let handle = hostHandle() else { return }
        HostSession.perform("setting \(value.property) of \(hostName ?? typeName)") { context throws(ServiceError) in
            try context.set(value, on: handle)
        }
    }

    /// A model change: captured by the open animation block, animated implicitly for a standalone layer, or set at
    /// once, as UIKit and Core Animation do.
    package func change(_ value: PropertyValue) {
        // A mask is not drawn itself: what changes is the shape of the layer it masks.
        if maskedLayer != nil { return maskDidChange() }
        if value.property.isAnimatable {
            if let capture = AnimationCapture.current {
                capture.record(self, value)
                return
            }
            if animatesImplicitly && !CATransaction.disableActions() {
                CATransaction.animateImplicitly(self, value)
                return
            }
        }
        applyNow(value)
    }

    /// Turns a frame sent as a frame into the model's position and bounds: the anchor point and the bounds' origin
    /// are read from the host (a frame's animation moves neither), and a capture still holding the frame as one
    /// change holds position and bounds instead, so a later change of either in the block does not fight it.
    package func resolvePendingFrame() {
        guard let frame = pendingFrame else { return }
        pendingFrame = nil
        fetch([.anchor, .bounds])
        known(.position)
        modelValues.setFrame(frame)
        AnimationCapture.current?.replaceFrame(
            of: self, with: [.position(modelValues.position.abi), .bounds(modelValues.bounds.abi)])
    }

    /// Marks `fields` as the plugin's: a whole value was set, so the host's need not be read (a host view's
    /// earlier-epoch values are forgotten first).
    package func known(_ fields: HostFields) {
        _ = hostHandle()
        fetched.formUnion(fields)
    }

    /// The host's frame of this host view, read in one call; nil when the host does not draw it.
    package func hostFrame() -> CGRect? {
        guard let handle = hostHandle(), let scope = HostSession.current,
            case .frame(let rect)? = try? scope.context.value(of: .frame, on: handle)
        else { return nil }
        return CGRect(rect)
    }

    /// Reads `fields` of the model from the host when this layer is a host view whose values are not read yet.
    package func fetch(_ fields: HostFields) {
        // Resolving first: in a new epoch it forgets the host values read in the last one.
        guard let handle = hostHandle() else { return }
        if pendingFrame != nil, !fields.isDisjoint(with: [.anchor, .bounds, .position]) { resolvePendingFrame() }
        guard !fetched.isSuperset(of: fields), let scope = HostSession.current else { return }
        let missing = fields.subtracting(fetched)
        fetched.formUnion(missing)
        let context = scope.context
        func read(_ property: ViewProperty) -> PropertyValue? { try? context.value(of: property, on: handle) }
        if missing.contains(.bounds), case .bounds(let r)? = read(.bounds) { modelValues.bounds = CGRect(r) }
        if missing.contains(.position), case .position(let p)? = read(.position) { modelValues.position = CGPoint(p) }
        if missing.contains(.anchor), case .anchorPoint(let p)? = read(.anchorPoint) {
            modelValues.anchorPoint = CGPoint(p)
        }
        if missing.contains(.transform), case .transform3D(let t)? = read(.transform3D) {
            modelValues.transform = CATransform3D(t)
        }
        if missing.contains(.opacity), case .alpha(let a)? = read(.alpha) { modelValues.opacity = Float(a) }
        if missing.contains(.hidden), case .hidden(let h)? = read(.hidden) { modelValues.isHidden = h }
        if missing.contains(.backgroundColor), case .backgroundColor(let c)? = read(.backgroundColor) {
            modelValues.backgroundColor = c.alpha == 0 && c.red == 0 && c.green == 0 && c.blue == 0 ? nil : .from(c)
        }
        if missing.contains(.cornerRadius), case .cornerRadius(let r)? = read(.cornerRadius) {
            modelValues.cornerRadius = r
        }
        if missing.contains(.zPosition), case .zPosition(let z)? = read(.zPosition) { modelValues.zPosition = z }
        if missing.contains(.sublayerTransform), case .sublayerTransform(let t)? = read(.sublayerTransform) {
            modelValues.sublayerTransform = CATransform3D(t)
        }
        if missing.contains(.masksToBounds), case .clipsToBounds(let c)? = read(.clipsToBounds) {
            modelValues.masksToBounds = c
        }
        if missing.contains(.border) { fetchBorder(read) }
        if missing.contains(.shadow) { fetchShadow(read) }
    }

    private func fetchBorder(_ read: (ViewProperty) -> PropertyValue?) {
        if case .borderWidth(let w)? = read(.borderWidth) { modelValues.borderWidth = w }
        if case .borderColor(let c)? = read(.borderColor) { modelValues.borderColor = .from(c) }
    }

    private func fetchShadow(_ read: (ViewProperty) -> PropertyValue?) {
        if case .shadowColor(let c)? = read(.shadowColor) { modelValues.shadowColor = .from(c) }
        if case .shadowOpacity(let o)? = read(.shadowOpacity) { modelValues.shadowOpacity = Float(o) }
        if case .shadowRadius(let r)? = read(.shadowRadius) { modelValues.shadowRadius = r }
        if case .shadowOffset(let s)? = read(.shadowOffset) { modelValues.shadowOffset = CGSize(s) }
    }
}
