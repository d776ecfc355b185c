import Foundation

extension CGPoint {
    /// The point transformed by `t`: (x·a + y·c + tx, x·b + y·d + ty).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: x * t.a + y * t.c + t.tx, y: x * t.b + y * t.d + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t`'s linear part (no translation), which may come out negative, as Core Graphics's.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: width * t.a + height * t.c, height: width * t.b + height * t.d)
    }
}

extension CGRect {
    /// The smallest rectangle holding this rectangle's four corners transformed by `t`, as Core Graphics returns.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        // The null and infinite rectangles stand for "nothing" and "everything"; a transform changes neither.
        guard !isNull, !isInfinite else { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let left = xs.min()!
        let top = ys.min()!
        return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
    }
}
