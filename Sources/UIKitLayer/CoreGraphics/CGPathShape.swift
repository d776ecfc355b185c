import Foundation

/// A whole path recognised as one of the shapes Segue's renderer can draw as a mask, in the path's coordinates.
package enum CGPathShape: Equatable, Sendable {
    /// One axis-aligned rectangle (standardised: non-negative width and height).
    case rectangle(CGRect)
    /// One axis-aligned rectangle with four equal circular corners of `cornerRadius` (greater than zero).
    case roundedRectangle(CGRect, cornerRadius: CGFloat)
    /// One axis-aligned ellipse filling the rectangle (a circle when it is a square).
    case ellipse(CGRect)

    /// The shape after `t`, or nil when `t` makes it something the three cases cannot say (a rotated rectangle).
    func applying(_ t: CGAffineTransform) -> CGPathShape? {
        if t.isIdentity { return self }
        // A transform with b = c = 0 scales and translates along the axes; one with a = d = 0 also swaps them (a
        // quarter turn, exact thanks to exactSineAndCosine). Either maps an axis-aligned rectangle onto another.
        let keepsAxes = t.b == 0 && t.c == 0
        let swapsAxes = t.a == 0 && t.d == 0
        switch self {
        case .rectangle(let rect):
            return keepsAxes || swapsAxes ? .rectangle(rect.applying(t)) : nil
        case .ellipse(let rect):
            if keepsAxes || swapsAxes { return .ellipse(rect.applying(t)) }
            return rect.width == rect.height ? Self.circle(rect, under: t) : nil
        case .roundedRectangle(let rect, let radius):
            guard keepsAxes || swapsAxes else { return nil }
            let horizontalScale = keepsAxes ? abs(t.a) : abs(t.c)
            let verticalScale = keepsAxes ? abs(t.d) : abs(t.b)
            // Unequal scales would make the corners elliptical, which the renderer cannot draw.
            guard horizontalScale == verticalScale else { return nil }
            return .roundedRectangle(rect.applying(t), cornerRadius: radius * horizontalScale)
        }
    }

    /// The circle in `square` after `t`, when `t` keeps circles circles (turns, uniform scales, mirrors, moves).
    private static func circle(_ square: CGRect, under t: CGAffineTransform) -> CGPathShape? {
        let scaleSquared = t.a * t.a + t.b * t.b
        guard scaleSquared == t.c * t.c + t.d * t.d, t.a * t.c + t.b * t.d == 0 else { return nil }
        let center = CGPoint(x: square.midX, y: square.midY).applying(t)
        let radius = square.width / 2 * scaleSquared.squareRoot()
        return .ellipse(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    // Code that builds a rectangle point by point then gets the same answer as `addRect(_:)`; a fill closes an open
    // outline anyway.
    /// The rectangle outlined by a move and three or four lines along the axes, closed or not; else nil.
    static func rectangle(outlinedBy steps: [CGPathStep]) -> CGRect? {
        guard case .move(let first)? = steps.first else { return nil }
        var corners = [first]
        var closed = false
        for step in steps.dropFirst() {
            guard !closed else { return nil }
            switch step {
            case .line(let point): corners.append(point)
            case .close: closed = true
            default: return nil
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        let (p0, p1, p2, p3) = (corners[0], corners[1], corners[2], corners[3])
        let acrossFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let downFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard acrossFirst || downFirst else { return nil }
        return CGRect(x: min(p0.x, p2.x), y: min(p0.y, p2.y), width: abs(p2.x - p0.x), height: abs(p2.y - p0.y))
    }
}
