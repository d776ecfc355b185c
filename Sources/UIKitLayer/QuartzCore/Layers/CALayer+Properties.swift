internal import SeguePluginSDK

// The animatable properties: each reads its model value (a host view's first read asks the host) and a change
// goes through `change(_:)`, which animates it inside a block or sets it on the host at once.

extension CALayer {
    /// The layer's own coordinate space.
    public var bounds: CGRect {
        get {
            fetch(.bounds)
            return modelValues.bounds
        }
        set {
            resolvePendingFrame()
            known(.bounds)
            modelValues.bounds = newValue
            change(.bounds(newValue.abi))
        }
    }

    /// Where the anchor point lies in the superlayer.
    public var position: CGPoint {
        get {
            fetch(.position)
            return modelValues.position
        }
        set {
            resolvePendingFrame()
            known(.position)
            modelValues.position = newValue
            change(.position(newValue.abi))
        }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and transforms turn about.
    public var anchorPoint: CGPoint {
        get {
            fetch(.anchor)
            return modelValues.anchorPoint
        }
        set {
            resolvePendingFrame()
            known(.anchor)
            modelValues.anchorPoint = newValue
            change(.anchorPoint(newValue.abi))
        }
    }

    /// The rectangle the layer covers in its superlayer, derived from bounds, anchor point, position and
    /// transform; setting it moves the position and resizes the bounds (see `LayerModel.setFrame`).
    public var frame: CGRect {
        get {
            if let pendingFrame, fetched.contains(.transform), CATransform3DIsIdentity(modelValues.transform) {
                return pendingFrame
            }
            // A host view none of whose geometry was read or set: the host's frame, in one call.
            if pendingFrame == nil, fetched.isDisjoint(with: .geometry), let frame = hostFrame() { return frame }
            fetch(.geometry)
            return modelValues.frame
        }
        set {
            _ = hostHandle()
            if backing != nil, fetched.isDisjoint(with: [.anchor, .bounds, .position]),
                !fetched.contains(.transform) || CATransform3DIsIdentity(modelValues.transform)
            {
                // The host places a frame exactly as the model would; the model follows when it is read.
                pendingFrame = newValue
                change(.frame(newValue.abi))
                return
            }
            fetch([.anchor, .bounds])
            known(.position)
            modelValues.setFrame(newValue)
            change(.position(modelValues.position.abi))
            change(.bounds(modelValues.bounds.abi))
        }
    }

    /// The 3D transform about the anchor point.
    public var transform: CATransform3D {
        get {
            fetch(.transform)
            return modelValues.transform
        }
        set {
            known(.transform)
            modelValues.transform = newValue
            change(.transform3D(newValue.sdk))
        }
    }

    /// The transform's affine part.
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets the transform to an affine one.
    public func setAffineTransform(_ transform: CGAffineTransform) {
        self.transform = CATransform3DMakeAffineTransform(transform)
    }

    /// The transform applied to the sublayers (its m34 gives them perspective).
    public var sublayerTransform: CATransform3D {
        get {
            fetch(.sublayerTransform)
            return modelValues.sublayerTransform
        }
        set {
            modelValues.sublayerTransform = newValue
            fetched.insert(.sublayerTransform)
            change(.sublayerTransform(newValue.sdk))
        }
    }

    /// Order among siblings along z (higher in front).
    public var zPosition: CGFloat {
        get {
            fetch(.zPosition)
            return modelValues.zPosition
        }
        set {
            modelValues.zPosition = newValue
            fetched.insert(.zPosition)
            change(.zPosition(Double(newValue)))
        }
    }

    /// Opacity, 0...1.
    public var opacity: Float {
        get {
            fetch(.opacity)
            return modelValues.opacity
        }
        set {
            modelValues.opacity = newValue
            fetched.insert(.opacity)
            change(.alpha(Double(min(max(newValue, 0), 1))))
        }
    }

    /// Whether the layer and its sublayers are not drawn (never animated).
    public var isHidden: Bool {
        get {
            fetch(.hidden)
            return modelValues.isHidden
        }
        set {
            modelValues.isHidden = newValue
            fetched.insert(.hidden)
            change(.hidden(newValue))
        }
    }

    /// The fill colour (nil: clear).
    public var backgroundColor: CGColor? {
        get {
            fetch(.backgroundColor)
            return modelValues.backgroundColor
        }
        set {
            modelValues.backgroundColor = newValue
            fetched.insert(.backgroundColor)
            change(.backgroundColor(newValue?.abi ?? Color(red: 0, green: 0, blue: 0, alpha: 0)))
        }
    }

    /// The corners' radius.
    public var cornerRadius: CGFloat {
        get {
            fetch(.cornerRadius)
            return modelValues.cornerRadius
        }
        set {
            modelValues.cornerRadius = newValue
            fetched.insert(.cornerRadius)
            change(.cornerRadius(Double(newValue)))
        }
    }

    /// Whether sublayers are cut to the bounds (never animated).
    public var masksToBounds: Bool {
        get {
            fetch(.masksToBounds)
            return modelValues.masksToBounds
        }
        set {
            modelValues.masksToBounds = newValue
            fetched.insert(.masksToBounds)
            change(.clipsToBounds(newValue))
        }
    }

    /// The border's width.
    public var borderWidth: CGFloat {
        get {
            fetch(.border)
            return modelValues.borderWidth
        }
        set {
            fetch(.border)
            modelValues.borderWidth = newValue
            change(.borderWidth(Double(newValue)))
        }
    }

    /// The border's colour.
    public var borderColor: CGColor? {
        get {
            fetch(.border)
            return modelValues.borderColor
        }
        set {
            fetch(.border)
            modelValues.borderColor = newValue
            change(.borderColor(newValue?.abi ?? Color(red: 0, green: 0, blue: 0, alpha: 0)))
        }
    }

    /// The shadow's colour.
    public var shadowColor: CGColor? {
        get {
            fetch(.shadow)
            return modelValues.shadowColor
        }
        set {
            fetch(.shadow)
            modelValues.shadowColor = newValue
            change(.shadowColor(newValue?.abi ?? Color(red: 0, green: 0, blue: 0, alpha: 0)))
        }
    }

    /// The shadow's opacity, 0...1.
    public var shadowOpacity: Float {
        get {
            fetch(.shadow)
            return modelValues.shadowOpacity
        }
        set {
            fetch(.shadow)
            modelValues.shadowOpacity = newValue
            change(.shadowOpacity(Double(min(max(newValue, 0), 1))))
        }
    }

    /// The shadow's blur radius.
    public var shadowRadius: CGFloat {
        get {
            fetch(.shadow)
            return modelValues.shadowRadius
        }
        set {
            fetch(.shadow)
            modelValues.shadowRadius = newValue
            change(.shadowRadius(Double(max(newValue, 0))))
        }
    }

    /// The shadow's offset.
    public var shadowOffset: CGSize {
        get {
            fetch(.shadow)
            return modelValues.shadowOffset
        }
        set {
            fetch(.shadow)
            modelValues.shadowOffset = newValue
            change(.shadowOffset(newValue.abi))
        }
    }
}
