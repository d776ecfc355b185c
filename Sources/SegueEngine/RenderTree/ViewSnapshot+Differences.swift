/// How the layer properties of two snapshots of one view differ, for `RenderTreeSnapshot.differences`.
extension ViewSnapshot {
    /// One line per layer property that differs from `before` (numbers beyond `tolerance`,
    /// flags, gradient stop counts and mask kinds exactly), in `differences`' wording.
    func layerDifferences(from before: ViewSnapshot, tolerance: Double) -> [String] {
        var lines: [String] = []
        func compare(_ label: String, _ a: [Double], _ b: [Double], _ shown: (Any, Any)) {
            let close = a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance || $0 == $1 }
            if !close { lines.append("\(name) \(id): \(label) \(shown.1) -> \(shown.0)") }
        }
        func compare(_ label: String, _ a: Double, _ b: Double) { compare(label, [a], [b], (a, b)) }
        func compare(_ label: String, _ a: Color, _ b: Color) { compare(label, a.components, b.components, (a, b)) }
        compare("anchorPoint", [anchorPoint.x, anchorPoint.y], [before.anchorPoint.x, before.anchorPoint.y], (anchorPoint, before.anchorPoint))
        compare("zPosition", zPosition, before.zPosition)
        compare(
            "sublayerTransform", sublayerTransform.rows.flatMap { $0 }, before.sublayerTransform.rows.flatMap { $0 },
            (sublayerTransform, before.sublayerTransform))
        if clipsToBounds != before.clipsToBounds {
            lines.append("\(name) \(id): clipsToBounds \(before.clipsToBounds) -> \(clipsToBounds)")
        }
        compare("borderWidth", borderWidth, before.borderWidth)
        compare("borderColor", borderColor, before.borderColor)
        compare("shadowColor", shadowColor, before.shadowColor)
        compare("shadowOpacity", shadowOpacity, before.shadowOpacity)
        compare("shadowRadius", shadowRadius, before.shadowRadius)
        compare(
            "shadowOffset", [shadowOffset.width, shadowOffset.height], [before.shadowOffset.width, before.shadowOffset.height],
            (shadowOffset, before.shadowOffset))
        // A gradient or mask that appears, vanishes or changes kind compares as numbers of different lengths.
        compare("gradient", gradient?.numbers ?? [], before.gradient?.numbers ?? [], (gradient as Any, before.gradient as Any))
        compare("mask", mask?.numbers ?? [], before.mask?.numbers ?? [], (mask as Any, before.mask as Any))
        if let mine = mask, let theirs = before.mask, mine.shape != theirs.shape {
            lines.append("\(name) \(id): mask shape \(theirs.shape) -> \(mine.shape)")
        }
        return lines
    }
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
