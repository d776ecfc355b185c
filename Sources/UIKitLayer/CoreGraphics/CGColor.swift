import Foundation

/// An immutable colour: its components in an sRGB or a gray colour space, alpha last, as Core Graphics keeps them.
public final class CGColor: Equatable, Hashable, Sendable {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha: [red, green, blue, alpha] or [gray, alpha].
    public let components: [CGFloat]?

    private init(space: CGColorSpace, components: [CGFloat]) {
        colorSpace = space
        // Alpha is an opacity: outside 0…1 it has no meaning, so it is clamped; colour components may lie outside
        // 0…1, as extended sRGB allows.
        self.components = components.dropLast() + [min(max(components.last ?? 1, 0), 1)]
    }

    /// A colour in the sRGB colour space from its components (0…1) and alpha.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .rgb, components: [red, green, blue, alpha])
    }

    /// A colour in the sRGB colour space from its components (0…1) and alpha.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .rgb, components: [red, green, blue, alpha])
    }

    /// A colour in the gray colour space: `gray` from 0 (black) to 1 (white), and alpha.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .gray, components: [gray, alpha])
    }

    /// A colour in `space` from its components followed by alpha; nil for a model this layer cannot hold.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model == .rgb || space.model == .monochrome else { return nil }
        let count = space.numberOfComponents + 1
        self.init(space: space, components: Array(UnsafeBufferPointer(start: components, count: count)))
    }

    /// Opaque black (gray 0, alpha 1), as `kCGColorBlack`.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white (gray 1, alpha 1), as `kCGColorWhite`.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black (gray 0, alpha 0), as `kCGColorClear`.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included: 4 for sRGB, 2 for gray.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour's alpha (opacity), 0…1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha (clamped to 0…1).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, let components else { return nil }
        return CGColor(space: space, components: components.dropLast() + [alpha])
    }

    /// The colour as sRGB red, green, blue and alpha, a gray colour spread to its three channels.
    package var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        let values = (components ?? [0, 1]).map { Double($0) }
        if values.count == 2 { return (values[0], values[0], values[0], values[1]) }
        return (values[0], values[1], values[2], values[3])
    }

    /// Equal when in the same colour space with the same components, as `CGColorEqualToColor` compares.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    /// Hashes the colour space and components, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }
}

extension CGColor: CustomStringConvertible {
    /// The colour space and components, as `<CGColor> [sRGB] ( 1 0.5 0 1 )`.
    public var description: String {
        let space = colorSpace?.model == .monochrome ? "Gray" : "sRGB"
        let values = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "<CGColor> [\(space)] ( \(values) )"
    }
}
