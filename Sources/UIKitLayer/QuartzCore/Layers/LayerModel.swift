/// A layer's model values: what its properties read back, at once, whatever is animating on screen.
/// Core Animation's defaults.
package struct LayerModel {
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var zPosition: CGFloat = 0
    package var opacity: Float = 1
    package var isHidden = false
    package var backgroundColor: CGColor?
    package var cornerRadius: CGFloat = 0
    package var masksToBounds = false
    package var borderWidth: CGFloat = 0
    package var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    package var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    package var shadowOpacity: Float = 0
    package var shadowRadius: CGFloat = 3
    package var shadowOffset = CGSize(width: 0, height: -3)

    /// The frame Core Animation derives: the bounds' size placed so the anchor point lies on the position, and
    /// under a transform the bounding box of the bounds transformed about the anchor point (projected).
    package var frame: CGRect {
        let size = bounds.size
        let left = -anchorPoint.x * size.width
        let top = -anchorPoint.y * size.height
        if CATransform3DIsIdentity(transform) {
            return CGRect(x: position.x + left, y: position.y + top, width: size.width, height: size.height)
        }
        let corners = [
            CGPoint(x: left, y: top), CGPoint(x: left + size.width, y: top),
            CGPoint(x: left, y: top + size.height), CGPoint(x: left + size.width, y: top + size.height),
        ].map(project)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (minX, minY) = (xs.min()!, ys.min()!)
        return CGRect(x: position.x + minX, y: position.y + minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// Sets the frame: the anchor point stays and the position moves to origin + anchor × size. Untransformed,
    /// the bounds take the size (Core Animation's rule, and the host engine's); under an affine transform, which
    /// Apple leaves undefined, the bounds take the size that the transform maps onto the frame, as UIKit does in
    /// practice (a view scaled to 0.7 given the screen's frame grows its bounds to 1/0.7 of it), which real
    /// animators rely on. Under a 3D transform the untransformed rule stays.
    package mutating func setFrame(_ frame: CGRect) {
        position = CGPoint(
            x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
        guard !CATransform3DIsIdentity(transform), CATransform3DIsAffine(transform) else {
            bounds.size = frame.size
            return
        }
        let affine = CATransform3DGetAffineTransform(transform)
        // A singular transform (a zero scale) maps nothing back: the untransformed rule.
        guard abs(affine.a * affine.d - affine.b * affine.c) > 1e-12 else {
            bounds.size = frame.size
            return
        }
        // The inverse's linear part only: the frame's size in the layer's own axes.
        var linear = affine.inverted()
        linear.tx = 0
        linear.ty = 0
        bounds.size = CGRect(origin: .zero, size: frame.size).applying(linear).size
    }

    /// `point` (relative to the anchor point) under the transform, divided by w; a point at or behind the eye
    /// keeps its place rather than flying to infinity.
    private func project(_ point: CGPoint) -> CGPoint {
        let t = transform
        let x = point.x * t.m11 + point.y * t.m21 + t.m41
        let y = point.x * t.m12 + point.y * t.m22 + t.m42
        let w = point.x * t.m14 + point.y * t.m24 + t.m44
        guard w > 1e-9 else { return point }
        return CGPoint(x: x / w, y: y / w)
    }
}
