internal import SeguePluginSDK

/// A key path of a layer property ("opacity", "position.x", "transform.rotation.y", a mask's "path") and what
/// a value for it means on the host: the host property it changes and the whole value it takes there.
package struct LayerKeyPath {
    /// The key path as written.
    let path: String

    /// The host value `value` stands for on `layer` (the rest of a compound value from the model); nil for a
    /// value of the wrong type or a key path the host does not draw.
    func hostValue(_ value: Any?, on layer: CALayer) -> PropertyValue? {
        let m = layer.modelValues
        switch path {
        case "opacity": return number(value).map { .alpha(min(max($0, 0), 1)) }
        case "position": return (value as? CGPoint).map { .position($0.abi) }
        case "position.x": return number(value).map { .position(Point(x: $0, y: Double(m.position.y))) }
        case "position.y": return number(value).map { .position(Point(x: Double(m.position.x), y: $0)) }
        case "bounds": return (value as? CGRect).map { .bounds($0.abi) }
        case "bounds.size": return (value as? CGSize).map { .bounds(CGRect(origin: m.bounds.origin, size: $0).abi) }
        case "bounds.origin": return (value as? CGPoint).map { .bounds(CGRect(origin: $0, size: m.bounds.size).abi) }
        case "anchorPoint": return (value as? CGPoint).map { .anchorPoint($0.abi) }
        case "transform": return (value as? CATransform3D).map { .transform3D($0.sdk) }
        case "sublayerTransform": return (value as? CATransform3D).map { .sublayerTransform($0.sdk) }
        case "cornerRadius": return number(value).map { .cornerRadius(max($0, 0)) }
        case "zPosition": return number(value).map { .zPosition($0) }
        case "borderWidth": return number(value).map { .borderWidth(max($0, 0)) }
        case "shadowOpacity": return number(value).map { .shadowOpacity(min(max($0, 0), 1)) }
        case "shadowRadius": return number(value).map { .shadowRadius(max($0, 0)) }
        case "shadowOffset": return (value as? CGSize).map { .shadowOffset($0.abi) }
        case "backgroundColor": return color(value).map { .backgroundColor($0) }
        case "borderColor": return color(value).map { .borderColor($0) }
        case "shadowColor": return color(value).map { .shadowColor($0) }
        case "path": return pathMask(value, on: layer)
        default: return transformPart(value, model: m)
        }
    }

    /// The model's value of this key path on `layer` (where an animation without `toValue` goes, and what shows
    /// once an animation is removed).
    func modelValue(on layer: CALayer) -> Any? {
        let m = layer.modelValues
        switch path {
        case "opacity": return m.opacity
        case "position": return m.position
        case "position.x": return m.position.x
        case "position.y": return m.position.y
        case "bounds": return m.bounds
        case "bounds.size": return m.bounds.size
        case "bounds.origin": return m.bounds.origin
        case "anchorPoint": return m.anchorPoint
        case "transform": return m.transform
        case "sublayerTransform": return m.sublayerTransform
        case "cornerRadius": return m.cornerRadius
        case "zPosition": return m.zPosition
        case "borderWidth": return m.borderWidth
        case "shadowOpacity": return m.shadowOpacity
        case "shadowRadius": return m.shadowRadius
        case "shadowOffset": return m.shadowOffset
        case "backgroundColor": return m.backgroundColor
        case "borderColor": return m.borderColor
        case "shadowColor": return m.shadowColor
        case "path": return (layer as? CAShapeLayer)?.path
        default: return path.hasPrefix("transform.") ? m.transform : nil
        }
    }

    /// The layer the host changes for this key path: a mask's masked layer for its path.
    func target(_ layer: CALayer) -> CALayer { layer.maskedLayer ?? layer }

    /// "transform.scale", ".rotation.z", ".translation.x"…: the part set on its own, the others the identity's
    /// (Core Animation keeps the model's other parts; transitions animate these from the identity).
    private func transformPart(_ value: Any?, model: LayerModel) -> PropertyValue? {
        if let whole = value as? CATransform3D, path.hasPrefix("transform.") { return .transform3D(whole.sdk) }
        guard let n = number(value).map({ CGFloat($0) }) else { return nil }
        let t: CATransform3D
        switch path {
        case "transform.scale": t = CATransform3DMakeScale(n, n, 1)
        case "transform.scale.x": t = CATransform3DMakeScale(n, 1, 1)
        case "transform.scale.y": t = CATransform3DMakeScale(1, n, 1)
        case "transform.rotation", "transform.rotation.z": t = CATransform3DMakeRotation(n, 0, 0, 1)
        case "transform.rotation.x": t = CATransform3DMakeRotation(n, 1, 0, 0)
        case "transform.rotation.y": t = CATransform3DMakeRotation(n, 0, 1, 0)
        case "transform.translation.x": t = CATransform3DMakeTranslation(n, 0, 0)
        case "transform.translation.y": t = CATransform3DMakeTranslation(0, n, 0)
        case "transform.translation.z": t = CATransform3DMakeTranslation(0, 0, n)
        default:
            HostSession.warnOnce("the key path \"\(path)\" is not animated by Segue")
            return nil
        }
        // Keep the model's perspective (m34), which a rotation's depth needs.
        var withPerspective = t
        withPerspective.m34 = model.transform.m34
        return .transform3D(withPerspective.sdk)
    }

    /// A shape layer's path as the host's mask of the layer it masks, or as its own fill outline.
    private func pathMask(_ value: Any?, on layer: CALayer) -> PropertyValue? {
        guard let path = value as? CGPath else { return nil }
        guard let masked = layer.maskedLayer else { return .mask(CAShapeLayer.mask(of: path)) }
        let shape = layer as? CAShapeLayer
        let saved = shape?.path
        // The mask's shape with this path, moved by the mask layer's frame, without touching the host.
        shape?.setPathQuietly(path)
        defer { shape?.setPathQuietly(saved) }
        return .mask(layer.maskShape(in: masked))
    }

    /// A number from any of the types iOS code passes (CGFloat, Double, Float, Int, NSNumber).
    private func number(_ value: Any?) -> Double? {
        switch value {
        case let v as CGFloat: return Double(v)
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// A colour from a CGColor.
    private func color(_ value: Any?) -> Color? { (value as? CGColor)?.abi }
}
