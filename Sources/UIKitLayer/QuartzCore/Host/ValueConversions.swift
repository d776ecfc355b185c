package import SeguePluginSDK

// Core Graphics' values and the ABI's: the same fields in the same order, CGFloat on one side, Double on the other.

extension CGRect {
    /// The ABI's rectangle.
    package var abi: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
    /// A rectangle from the ABI's (origin and size as given, even when the size is negative).
    package init(_ rect: Rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}

extension CGPoint {
    /// The ABI's point.
    package var abi: Point { Point(x: Double(x), y: Double(y)) }
    /// A point from the ABI's.
    package init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    /// The ABI's size.
    package var abi: Size { Size(width: Double(width), height: Double(height)) }
    /// A size from the ABI's.
    package init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGColor {
    /// The ABI's colour: gray colours spread to red, green and blue; components clamped to 0...1, the range the
    /// host accepts (UIKit's extended-range colours draw clamped on an sRGB screen too).
    package var abi: Color {
        let parts = (components ?? []).map { min(max(Double($0), 0), 1) }
        switch parts.count {
        case 2: return Color(red: parts[0], green: parts[0], blue: parts[0], alpha: parts[1])
        case 4...: return Color(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
        default: return Color(red: 0, green: 0, blue: 0, alpha: 0)
        }
    }

    /// A colour from the ABI's.
    package static func from(_ color: Color) -> CGColor {
        CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}

extension CGAffineTransform {
    /// The ABI's affine transform.
    package var abi: SeguePluginSDK.AffineTransform {
        SeguePluginSDK.AffineTransform(
            a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CATransform3D {
    /// The SDK's 4×4 transform: the same row-major entries.
    package var sdk: Transform3D {
        Transform3D(
            [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) })
    }

    /// A transform from the SDK's.
    package init(_ t: Transform3D) {
        let m = t.m.map { CGFloat($0) }
        self.init(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}
