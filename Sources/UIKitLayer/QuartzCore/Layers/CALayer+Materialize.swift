package import SeguePluginSDK

// A layer the plugin made becomes a host view when it is added to a layer the host draws: made under the parent
// with its frame and colour, given the rest of its model values, then its own sublayers and mask.

extension CALayer {
    /// Makes this layer's host view under `parent` at `index` of `siblings`, with its model values and sublayers.
    package func materialize(in parent: ViewHandle, at index: Int, siblings: Int) {
        let name = hostName ?? CALayer.uniqueName(for: self)
        hostName = name
        origin = .created
        let color = hostBackgroundColor
        // The frame without the transform, which is pushed after it (the model's frame is the transformed box).
        let size = modelValues.bounds.size
        let frame = CGRect(
            x: modelValues.position.x - modelValues.anchorPoint.x * size.width,
            y: modelValues.position.y - modelValues.anchorPoint.y * size.height, width: size.width, height: size.height
        ).abi
        let made = makeHostView
        let created = HostSession.perform("adding a \(typeName)") { context throws(ServiceError) in
            guard let view = try made?(context) else {
                return try context.createView(named: name, frame: frame, color: color, in: parent)
            }
            try context.addSubview(view, to: parent)
            try context.set(.frame(frame), on: view)
            return view
        }
        guard let handle = created, let scope = HostSession.current else { return }
        backing = LayerBacking(handle: handle, epoch: scope.epoch, turn: HostSession.turn)
        CALayer.remember(self)
        if index < siblings - 1 {
            HostSession.perform("placing \(name)") { context throws(ServiceError) in
                try context.insertSubview(handle, in: parent, at: Int32(index))
            }
        }
        for value in modelValuesToPush() { applyNow(value) }
        pushExtraValues()
        for (position, child) in children.enumerated() {
            child.materialize(in: handle, at: position, siblings: children.count)
        }
    }

    /// The background the host view is made with: the model's colour, or clear.
    package var hostBackgroundColor: Color {
        modelValues.backgroundColor?.abi ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// The model values that differ from a new host view's (which has the frame and colour already).
    private func modelValuesToPush() -> [PropertyValue] {
        let defaults = LayerModel()
        var values: [PropertyValue] = []
        if modelValues.anchorPoint != defaults.anchorPoint {
            values.append(.anchorPoint(modelValues.anchorPoint.abi))
            values.append(.position(modelValues.position.abi))
        }
        if modelValues.bounds.origin != .zero { values.append(.bounds(modelValues.bounds.abi)) }
        if !CATransform3DIsIdentity(modelValues.transform) { values.append(.transform3D(modelValues.transform.sdk)) }
        if !CATransform3DIsIdentity(modelValues.sublayerTransform) {
            values.append(.sublayerTransform(modelValues.sublayerTransform.sdk))
        }
        if modelValues.zPosition != 0 { values.append(.zPosition(Double(modelValues.zPosition))) }
        if modelValues.opacity != 1 { values.append(.alpha(Double(min(max(modelValues.opacity, 0), 1)))) }
        if modelValues.isHidden { values.append(.hidden(true)) }
        if modelValues.cornerRadius != 0 { values.append(.cornerRadius(Double(modelValues.cornerRadius))) }
        if modelValues.masksToBounds { values.append(.clipsToBounds(true)) }
        if modelValues.borderWidth != 0 {
            values.append(.borderWidth(Double(modelValues.borderWidth)))
            values.append(.borderColor(modelValues.borderColor?.abi ?? Color(red: 0, green: 0, blue: 0, alpha: 0)))
        }
        if modelValues.shadowOpacity != 0 {
            values.append(.shadowOpacity(Double(min(max(modelValues.shadowOpacity, 0), 1))))
            values.append(.shadowRadius(Double(modelValues.shadowRadius)))
            values.append(.shadowOffset(modelValues.shadowOffset.abi))
            values.append(.shadowColor(modelValues.shadowColor?.abi ?? Color(red: 0, green: 0, blue: 0, alpha: 0)))
        }
        if let mask = hostMask, mask != .none { values.append(.mask(mask)) }
        return values
    }

    /// A name no other live layer of this plugin process has: the layer's name (or its view's type's, or its own
    /// type's) and the lowest
    /// number free, so the same transition names its views the same way every time it runs.
    private static func uniqueName(for layer: CALayer) -> String {
        let printable = layer.name.map { String($0.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }) }
        let owner = layer.owner.map { String(describing: type(of: $0)) }
        let base = String((printable ?? owner ?? layer.typeName).prefix(48))
        let taken = Set(liveNames)
        var number = 1
        while taken.contains("\(base) #\(number)") { number += 1 }
        return "\(base) #\(number)"
    }
}
