package import SeguePluginSDK

// A mask: the host draws a rectangle, a rounded rectangle or an ellipse (ABI 1.1). A shape layer's path of one
// of those shapes, or a plain layer's bounds with its corner radius, masks the layer it is set on.

extension CALayer {
    /// The layer whose alpha channel masks this one: only where the mask is opaque does this layer show.
    public var mask: CALayer? {
        get { maskLayer }
        set {
            maskLayer?.maskedLayer = nil
            maskLayer = newValue
            newValue?.removeFromSuperlayer()
            newValue?.maskedLayer = self
            change(.mask(hostMask ?? .none))
        }
    }

    /// The host mask this layer's `mask` stands for, in this layer's coordinates; nil when it has none.
    package var hostMask: Mask? {
        guard let maskLayer else { return nil }
        return maskLayer.maskShape(in: self)
    }

    /// This layer as a mask of `masked`: its shape moved by its frame's origin into `masked`'s coordinates.
    package func maskShape(in masked: CALayer) -> Mask {
        let frame = modelValues.frame
        let offset = CGPoint(x: frame.minX - modelValues.bounds.minX, y: frame.minY - modelValues.bounds.minY)
        switch ownMaskShape() {
        case .rectangle(let r)?: return .rectangle(r.offsetBy(dx: offset.x, dy: offset.y))
        case .roundedRectangle(let r, let radius)?:
            return .roundedRectangle(r.offsetBy(dx: offset.x, dy: offset.y), cornerRadius: radius)
        case .ellipse(let r)?: return .ellipse(r.offsetBy(dx: offset.x, dy: offset.y))
        case .none?: return .none
        case nil:
            let rect = frame.abi
            return modelValues.cornerRadius > 0
                ? .roundedRectangle(rect, cornerRadius: Double(modelValues.cornerRadius)) : .rectangle(rect)
        }
    }

    /// Tells the masked layer its mask's shape changed (a mask's path, frame or corner radius was set).
    package func maskDidChange() {
        guard let masked = maskedLayer else { return }
        masked.change(.mask(maskShape(in: masked)))
    }
}

extension Rect {
    /// The rectangle moved by `dx`, `dy`.
    fileprivate func offsetBy(dx: CGFloat, dy: CGFloat) -> Rect {
        Rect(x: x + Double(dx), y: y + Double(dy), width: width, height: height)
    }
}
