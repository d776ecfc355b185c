/// One property of a view that differs between two snapshots, its values as text.
public struct ViewPropertyDifference: Equatable, Sendable {
    /// The property, as `ViewSnapshot` names it (`frame`, `anchorPoint`, `mask shape`…).
    public let property: String
    /// Its value in the snapshot compared against.
    public let before: String
    /// Its value in the snapshot compared.
    public let after: String
}

/// How two snapshots of one view differ, property by property: the one comparison of a view's
/// state, shared by `RenderTreeSnapshot.differences` (one tree at two moments) and the
/// validator (two trees built alike).
extension ViewSnapshot {
    /// Every property of the view itself that differs from `before`: geometry (frame, bounds,
    /// anchor point, position, z position), opacity, hidden, both transforms, colours, corner
    /// radius, clipping, border, shadow, gradient, mask and image (numbers beyond `tolerance`;
    /// flags, gradient stop counts, mask kinds and the image exactly). Not its identity, name,
    /// place in the tree or snapshot content, which only compare within one tree.
    public func propertyDifferences(from before: ViewSnapshot, tolerance: Double) -> [ViewPropertyDifference] {
        var found: [ViewPropertyDifference] = []
        func compare(_ label: String, _ a: [Double], _ b: [Double], _ shown: (Any, Any)) {
            let close = a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance || $0 == $1 }
            if !close {
                found.append(ViewPropertyDifference(property: label, before: "\(shown.1)", after: "\(shown.0)"))
            }
        }
        func compare(_ label: String, _ a: Double, _ b: Double) { compare(label, [a], [b], (a, b)) }
        func compare(_ label: String, _ a: Point, _ b: Point) { compare(label, [a.x, a.y], [b.x, b.y], (a, b)) }
        func compare(_ label: String, _ a: Rect, _ b: Rect) { compare(label, a.numbers, b.numbers, (a, b)) }
        func compare(_ label: String, _ a: Transform3D, _ b: Transform3D) {
            compare(label, a.rows.flatMap { $0 }, b.rows.flatMap { $0 }, (a, b))
        }
        func compare(_ label: String, _ a: Color, _ b: Color) { compare(label, a.components, b.components, (a, b)) }
        func compare(_ label: String, _ a: Bool, _ b: Bool) { compare(label, [a ? 1 : 0], [b ? 1 : 0], (a, b)) }
        compare("frame", frame, before.frame)
        compare("bounds", bounds, before.bounds)
        // The anchor point before the position: a view re-anchored with its frame kept has both
        // changed, and the anchor point is the cause.
        compare("anchorPoint", anchorPoint, before.anchorPoint)
        compare("center", center, before.center)
        compare("alpha", alpha, before.alpha)
        compare("transform", transform3D, before.transform3D)
        compare("backgroundColor", backgroundColor, before.backgroundColor)
        compare("cornerRadius", cornerRadius, before.cornerRadius)
        compare("isHidden", isHidden, before.isHidden)
        compare("zPosition", zPosition, before.zPosition)
        compare("sublayerTransform", sublayerTransform, before.sublayerTransform)
        compare("clipsToBounds", clipsToBounds, before.clipsToBounds)
        compare("borderWidth", borderWidth, before.borderWidth)
        compare("borderColor", borderColor, before.borderColor)
        compare("shadowColor", shadowColor, before.shadowColor)
        compare("shadowOpacity", shadowOpacity, before.shadowOpacity)
        compare("shadowRadius", shadowRadius, before.shadowRadius)
        compare(
            "shadowOffset", [shadowOffset.width, shadowOffset.height],
            [before.shadowOffset.width, before.shadowOffset.height],
            (shadowOffset, before.shadowOffset))
        // A gradient or mask that appears, vanishes or changes kind compares as numbers of different lengths.
        compare(
            "gradient", gradient?.numbers ?? [], before.gradient?.numbers ?? [],
            (gradient as Any, before.gradient as Any))
        compare("mask", mask?.numbers ?? [], before.mask?.numbers ?? [], (mask as Any, before.mask as Any))
        if let mine = mask, let theirs = before.mask, mine.shape != theirs.shape {
            found.append(
                ViewPropertyDifference(property: "mask shape", before: "\(theirs.shape)", after: "\(mine.shape)"))
        }
        if image != before.image {
            found.append(
                ViewPropertyDifference(
                    property: "image", before: before.image?.description ?? "none", after: image?.description ?? "none")
            )
        }
        return found
    }
}

extension Rect {
    /// Origin and size, for comparisons.
    var numbers: [Double] { [minX, minY, width, height] }
}

extension Color {
    /// Red, green, blue and alpha.
    var components: [Double] { [red, green, blue, alpha] }
}

extension Gradient {
    /// Every number of the gradient (each stop's colour and location, then both points), for comparisons.
    var numbers: [Double] {
        stops.flatMap { $0.color.components + [$0.location] } + [startPoint.x, startPoint.y, endPoint.x, endPoint.y]
    }
}

extension ViewMask {
    /// The mask's rectangle and corner radius, for comparisons.
    var numbers: [Double] { [rect.minX, rect.minY, rect.width, rect.height, cornerRadius] }
}
