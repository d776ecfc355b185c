/// A view's mask, as a shape layer set as `layer.mask` cuts its layer.
extension View {
    /// What of the view (and its subviews) stays visible, in bounds coordinates, or nil (the
    /// default) for everything.
    ///
    /// The rectangle and corner radius live in the view's block and animate while the shape kind
    /// stays the same (an ellipse growing from a point is a circular reveal). The presence and
    /// the kind live on the view: setting a mask of another kind (or one where there was none)
    /// inside an animation block jumps to it, numbers included, as setting `isHidden` does;
    /// setting nil removes the mask at once.
    public var mask: ViewMask? {
        get {
            maskShape.map { shape in
                ViewMask(
                    shape: shape, rect: tree.rect(slot: slot, .maskRect),
                    cornerRadius: tree.value(slot: slot, .maskCornerRadius))
            }
        }
        set {
            guard let mask = newValue else {
                maskShape = nil
                return
            }
            if mask.shape == maskShape {
                writeMask(mask)
            } else {
                maskShape = mask.shape
                tree.withoutRecording { writeMask(mask) }
            }
        }
    }

    /// Writes `mask`'s numbers into the block.
    private func writeMask(_ mask: ViewMask) {
        let rect = mask.rect
        tree.write(self, .maskRect, SIMD4(rect.minX, rect.minY, rect.width, rect.height))
        tree.write(self, .maskCornerRadius, SIMD4(mask.cornerRadius, 0, 0, 0))
    }
}
