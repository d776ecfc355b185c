import CoreGraphics

/// A colour: sRGB (or gray) components with alpha, or a provider that picks one for the current traits.
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    // Sendable though open: the components are lets. A dynamic colour's provider keeps Apple's signature (not
    // @Sendable), so code written for iOS compiles; UIKit calls such providers from any thread as well.

    /// The components in extended sRGB, and whether the colour was made as a gray.
    private struct Components: Hashable {
        var red: Double
        var green: Double
        var blue: Double
        var alpha: Double
        var isGray: Bool
    }

    /// The colour's own components (unused when `provider` is set).
    private let components: Components
    /// The block a dynamic colour resolves through.
    private let provider: ((UITraitCollection) -> UIColor)?

    private init(components: Components, provider: ((UITraitCollection) -> UIColor)? = nil) {
        self.components = components
        self.provider = provider
    }

    /// A gray: `white` from 0 (black) to 1 (white), and alpha (clamped to 0…1).
    public init(white: CGFloat, alpha: CGFloat) {
        let gray = Double(white)
        components = Components(red: gray, green: gray, blue: gray, alpha: Self.clamped(alpha), isGray: true)
        provider = nil
    }

    /// An sRGB colour; components outside 0…1 are kept (extended sRGB), alpha is clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = Components(
            red: Double(red), green: Double(green), blue: Double(blue), alpha: Self.clamped(alpha), isGray: false)
        provider = nil
    }

    /// A Display P3 colour, taken here as sRGB components (no colour management: P3's red is shown as sRGB red).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = Components(
            red: Double(red), green: Double(green), blue: Double(blue), alpha: Self.clamped(alpha), isGray: false)
        provider = nil
    }

    /// A colour from hue, saturation and brightness, each 0…1 (a hue of 1 is red again), and alpha.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = Double(hue) - Double(hue).rounded(.down)
        let s = min(max(Double(saturation), 0), 1)
        let v = min(max(Double(brightness), 0), 1)
        let sector = h * 6
        let index = Int(sector) % 6
        let f = sector - Double(Int(sector))
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][index]
        components = Components(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: Self.clamped(alpha), isGray: false)
        provider = nil
    }

    /// The colour of a Core Graphics colour (gray stays gray).
    public init(cgColor: CGColor) {
        let (red, green, blue, alpha) = cgColor.rgba
        let isGray = cgColor.colorSpace?.model == .monochrome
        components = Components(red: red, green: green, blue: blue, alpha: alpha, isGray: isGray)
        provider = nil
    }

    /// A colour `dynamicProvider` picks for the traits it resolves against (`UITraitCollection.current` by default).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        components = Components(red: 0, green: 0, blue: 0, alpha: 1, isGray: false)
        provider = dynamicProvider
    }

    /// A colour from the app's asset catalogue: always nil, as a plugin has no asset catalogue.
    public convenience init?(named name: String) {
        return nil
    }

    /// A colour from a bundle's asset catalogue: always nil, as a plugin has no asset catalogue.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        return nil
    }

    // MARK: Reading the colour

    /// The components this colour shows now: a dynamic colour's resolved against the current traits.
    private var resolved: Components {
        guard let provider else { return components }
        return provider(UITraitCollection.current).resolved
    }

    /// The colour as sRGB red, green, blue and alpha (a gray spread to the three channels), for the runtime.
    package var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        let c = resolved
        return (c.red, c.green, c.blue, c.alpha)
    }

    /// The Core Graphics colour: in the gray colour space for a gray, else sRGB.
    open var cgColor: CGColor {
        let c = resolved
        if c.isGray { return CGColor(gray: CGFloat(c.red), alpha: CGFloat(c.alpha)) }
        return CGColor(srgbRed: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    /// The same colour with another alpha (a dynamic colour stays dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider { return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) }) }
        var copy = components
        copy.alpha = Self.clamped(alpha)
        return UIColor(components: copy)
    }

    /// The colour for `traitCollection`: a dynamic colour's pick, any other colour itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Writes the sRGB components and alpha to the pointers given; true, as every colour here converts to RGB.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = resolved
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// Writes a gray's level and alpha and returns true; false for an RGB colour, leaving the pointers as UIKit does.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = resolved
        guard c.isGray else { return false }
        white?.pointee = CGFloat(c.red)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// Writes hue, saturation and brightness (each 0…1) and alpha; true, as every colour here converts to RGB.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = resolved
        let maximum = max(c.red, c.green, c.blue)
        let delta = maximum - min(c.red, c.green, c.blue)
        var h = 0.0
        if delta > 0 {
            switch maximum {
            case c.red: h = (c.green - c.blue) / delta
            case c.green: h = (c.blue - c.red) / delta + 2
            default: h = (c.red - c.green) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? delta / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The colour space and components, as UIKit prints them: `UIExtendedSRGBColorSpace 1 0.5 0 1`.
    open var description: String {
        let c = resolved
        let values = c.isGray ? [c.red, c.alpha] : [c.red, c.green, c.blue, c.alpha]
        let space = c.isGray ? "UIExtendedGrayColorSpace" : "UIExtendedSRGBColorSpace"
        return ([space] + values.map { String(format: "%g", $0) }).joined(separator: " ")
    }

    /// Equal when both show the same sRGB components and alpha now (a gray equals the RGB colour of its level).
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.rgba == rhs.rgba
    }

    /// Hashes the shown components, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        let (red, green, blue, alpha) = rgba
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// `value` as an alpha: clamped to 0…1.
    private static func clamped(_ value: CGFloat) -> Double {
        min(max(Double(value), 0), 1)
    }

    /// An opaque-by-default sRGB colour from 0–255 components, as Apple's colour tables list them.
    private static func rgb255(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> UIColor {
        UIColor(red: CGFloat(red / 255), green: CGFloat(green / 255), blue: CGFloat(blue / 255), alpha: CGFloat(alpha))
    }

    // MARK: Fixed colours (UIKit's documented components)

    /// Gray 0, alpha 1.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Gray 1/3, alpha 1.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Gray 2/3, alpha 1.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Gray 1, alpha 1.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray 0.5, alpha 1.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB (1, 0, 0).
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB (0, 1, 0).
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB (0, 0, 1).
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB (0, 1, 1).
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB (1, 1, 0).
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB (1, 0, 1).
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB (1, 0.5, 0).
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB (0.5, 0, 0.5).
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB (0.6, 0.4, 0.2).
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Gray 0, alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Gray 0, alpha 1: text on light backgrounds.
    open class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// Gray 1, alpha 0.6: text on dark backgrounds.
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }

    // MARK: System colours (iOS light appearance; dark and high-contrast variants are not modelled)

    /// The light appearance's system red, RGB 255 59 48.
    open class var systemRed: UIColor { rgb255(255, 59, 48) }
    /// The light appearance's system orange, RGB 255 149 0.
    open class var systemOrange: UIColor { rgb255(255, 149, 0) }
    /// The light appearance's system yellow, RGB 255 204 0.
    open class var systemYellow: UIColor { rgb255(255, 204, 0) }
    /// The light appearance's system green, RGB 52 199 89.
    open class var systemGreen: UIColor { rgb255(52, 199, 89) }
    /// The light appearance's system mint, RGB 0 199 190.
    open class var systemMint: UIColor { rgb255(0, 199, 190) }
    /// The light appearance's system teal, RGB 48 176 199 (iOS 15 on; iOS 13 and 14 had 90 200 250).
    open class var systemTeal: UIColor { rgb255(48, 176, 199) }
    /// The light appearance's system cyan, RGB 50 173 230.
    open class var systemCyan: UIColor { rgb255(50, 173, 230) }
    /// The light appearance's system blue, RGB 0 122 255.
    open class var systemBlue: UIColor { rgb255(0, 122, 255) }
    /// The light appearance's system indigo, RGB 88 86 214.
    open class var systemIndigo: UIColor { rgb255(88, 86, 214) }
    /// The light appearance's system purple, RGB 175 82 222.
    open class var systemPurple: UIColor { rgb255(175, 82, 222) }
    /// The light appearance's system pink, RGB 255 45 85.
    open class var systemPink: UIColor { rgb255(255, 45, 85) }
    /// The light appearance's system brown, RGB 162 132 94.
    open class var systemBrown: UIColor { rgb255(162, 132, 94) }
    /// The light appearance's system gray, RGB 142 142 147.
    open class var systemGray: UIColor { rgb255(142, 142, 147) }
    /// The light appearance's second gray, RGB 174 174 178.
    open class var systemGray2: UIColor { rgb255(174, 174, 178) }
    /// The light appearance's third gray, RGB 199 199 204.
    open class var systemGray3: UIColor { rgb255(199, 199, 204) }
    /// The light appearance's fourth gray, RGB 209 209 214.
    open class var systemGray4: UIColor { rgb255(209, 209, 214) }
    /// The light appearance's fifth gray, RGB 229 229 234.
    open class var systemGray5: UIColor { rgb255(229, 229, 234) }
    /// The light appearance's sixth gray, RGB 242 242 247.
    open class var systemGray6: UIColor { rgb255(242, 242, 247) }
    /// The tint views use unless given one: system blue.
    open class var tintColor: UIColor { systemBlue }

    /// The light appearance's primary text colour: black.
    open class var label: UIColor { rgb255(0, 0, 0) }
    /// The light appearance's secondary text colour, RGB 60 60 67 at alpha 0.6.
    open class var secondaryLabel: UIColor { rgb255(60, 60, 67, alpha: 0.6) }
    /// The light appearance's tertiary text colour, RGB 60 60 67 at alpha 0.3.
    open class var tertiaryLabel: UIColor { rgb255(60, 60, 67, alpha: 0.3) }
    /// The light appearance's quaternary text colour, RGB 60 60 67 at alpha 0.18.
    open class var quaternaryLabel: UIColor { rgb255(60, 60, 67, alpha: 0.18) }
    /// The light appearance's placeholder text colour, RGB 60 60 67 at alpha 0.3.
    open class var placeholderText: UIColor { rgb255(60, 60, 67, alpha: 0.3) }
    /// The light appearance's link colour, RGB 0 122 255.
    open class var link: UIColor { rgb255(0, 122, 255) }
    /// The light appearance's separator, RGB 60 60 67 at alpha 0.29.
    open class var separator: UIColor { rgb255(60, 60, 67, alpha: 0.29) }
    /// The light appearance's opaque separator, RGB 198 198 200.
    open class var opaqueSeparator: UIColor { rgb255(198, 198, 200) }

    /// The light appearance's fill for thin shapes, RGB 120 120 128 at alpha 0.2.
    open class var systemFill: UIColor { rgb255(120, 120, 128, alpha: 0.2) }
    /// The light appearance's fill for medium shapes, RGB 120 120 128 at alpha 0.16.
    open class var secondarySystemFill: UIColor { rgb255(120, 120, 128, alpha: 0.16) }
    /// The light appearance's fill for large shapes, RGB 118 118 128 at alpha 0.12.
    open class var tertiarySystemFill: UIColor { rgb255(118, 118, 128, alpha: 0.12) }
    /// The light appearance's fill for large areas, RGB 116 116 128 at alpha 0.08.
    open class var quaternarySystemFill: UIColor { rgb255(116, 116, 128, alpha: 0.08) }

    /// The light appearance's main background: white.
    open class var systemBackground: UIColor { rgb255(255, 255, 255) }
    /// The light appearance's background for content over the main one, RGB 242 242 247.
    open class var secondarySystemBackground: UIColor { rgb255(242, 242, 247) }
    /// The light appearance's background for content over the secondary one: white.
    open class var tertiarySystemBackground: UIColor { rgb255(255, 255, 255) }
    /// The light appearance's background of grouped content, RGB 242 242 247.
    open class var systemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    /// The light appearance's background for content over the grouped one: white.
    open class var secondarySystemGroupedBackground: UIColor { rgb255(255, 255, 255) }
    /// The light appearance's background for content over the secondary grouped one, RGB 242 242 247.
    open class var tertiarySystemGroupedBackground: UIColor { rgb255(242, 242, 247) }
}
