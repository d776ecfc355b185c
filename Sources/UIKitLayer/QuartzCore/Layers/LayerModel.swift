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

    /// Sets the frame as Core Animation does for an untransformed layer: the anchor point stays, the position
    /// moves to origin + anchor × size and the bounds take the size (the host's engine does the same).
    package mutating func setFrame(_ frame: CGRect) {
        position = CGPoint(
            x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
        bounds.size = frame.size
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
