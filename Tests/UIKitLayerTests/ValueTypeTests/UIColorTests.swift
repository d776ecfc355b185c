import Foundation
import Testing
import UIKit

/// UIColor, CGColor and UITraitCollection against UIKit's documentation: the fixed colours' components (`orange`:
/// RGB 1.0, 0.5, 0.0; `brown`: 0.6, 0.4, 0.2; `darkGray`: gray 1/3; `clear`: gray and alpha 0), the system colours'
/// light-appearance values from Apple's colour tables, `getWhite` failing for an RGB colour, and dynamic colours
/// resolving through their provider.
@Suite("UIKit layer: UIColor")
struct UIColorTests {
    static func components(_ color: UIColor) -> [CGFloat] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    /// A 0–255 component of Apple's colour tables as 0…1.
    static func byte(_ value: CGFloat) -> CGFloat { value / 255 }

    @Test("the fixed colours have UIKit's documented components")
    func fixedColours() {
        #expect(Self.components(.orange) == [1, 0.5, 0, 1])
        #expect(Self.components(.purple) == [0.5, 0, 0.5, 1])
        #expect(Self.components(.brown) == [0.6, 0.4, 0.2, 1])
        let third: CGFloat = 1.0 / 3.0
        let twoThirds: CGFloat = 2.0 / 3.0
        #expect(Self.components(.darkGray) == [third, third, third, 1])
        #expect(Self.components(.lightGray) == [twoThirds, twoThirds, twoThirds, 1])
        #expect(Self.components(.clear) == [0, 0, 0, 0])
        #expect(Self.components(.magenta) == [1, 0, 1, 1] && Self.components(.cyan) == [0, 1, 1, 1])
        #expect(Self.components(.lightText) == [1, 1, 1, 0.6])
    }

    @Test("grays answer getWhite; an RGB colour does not and leaves the pointers alone")
    func whiteComponents() {
        var (white, alpha): (CGFloat, CGFloat) = (-1, -1)
        #expect(UIColor.gray.getWhite(&white, alpha: &alpha) && white == 0.5 && alpha == 1)
        (white, alpha) = (-1, -1)
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha) && white == -1 && alpha == -1)
    }

    @Test("hue, saturation and brightness convert both ways")
    func hsb() {
        #expect(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1) == .cyan)
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == .red)
        var (hue, saturation, brightness, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        #expect(UIColor.orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 30.0 / 360.0) < 1e-12 && saturation == 1 && brightness == 1 && alpha == 1)
    }

    @Test("system colours have iOS's light-appearance values")
    func systemColours() {
        #expect(Self.components(.systemBlue) == [0, Self.byte(122), 1, 1])
        #expect(Self.components(.systemRed) == [1, Self.byte(59), Self.byte(48), 1])
        #expect(Self.components(.systemGray6) == [Self.byte(242), Self.byte(242), Self.byte(247), 1])
        #expect(Self.components(.secondaryLabel) == [Self.byte(60), Self.byte(60), Self.byte(67), 0.6])
        #expect(Self.components(.separator)[3] == 0.29 && Self.components(.systemFill)[3] == 0.2)
        #expect(UIColor.systemBackground == .white && UIColor.label == .black && UIColor.tintColor == .systemBlue)
    }

    @Test("cgColor keeps a gray in the gray space and an RGB colour in sRGB; init(cgColor:) reads both back")
    func cgColors() {
        #expect(UIColor.white.cgColor.numberOfComponents == 2 && UIColor.white.cgColor.components == [1, 1])
        #expect(UIColor.orange.cgColor.components == [1, 0.5, 0, 1])
        #expect(UIColor.orange.cgColor.colorSpace?.model == .rgb)
        #expect(UIColor(cgColor: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)).rgba == (0.2, 0.4, 0.6, 0.8))
        #expect(UIColor(cgColor: CGColor.black) == .black)
        #expect(CGColor.clear.alpha == 0 && CGColor.white.copy(alpha: 0.25)?.components == [1, 0.25])
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test("withAlphaComponent replaces alpha only; alpha is clamped to 0…1")
    func alpha() {
        #expect(Self.components(UIColor.orange.withAlphaComponent(0.5)) == [1, 0.5, 0, 0.5])
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 3).rgba.alpha == 1)
    }

    @Test("a dynamic colour resolves through its provider: light by default, dark when asked")
    func dynamicColours() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color == .black)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(
            color.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba.alpha
                == 0.5)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test("named colours are nil: a plugin has no asset catalogue")
    func namedColours() {
        #expect(UIColor(named: "AccentColor") == nil)
        #expect(UIColor(named: "AccentColor", in: nil, compatibleWith: nil) == nil)
    }

    @Test("equality compares the shown components; the description names the space as UIKit prints it")
    func equalityAndDescription() {
        #expect(UIColor(white: 1, alpha: 1) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.red != UIColor.red.withAlphaComponent(0.9))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)
        #expect(UIColor.orange.description == "UIExtendedSRGBColorSpace 1 0.5 0 1")
        #expect(UIColor.gray.description == "UIExtendedGrayColorSpace 0.5 1")
    }

    @Test("trait collections merge, later traits replacing earlier ones")
    func traits() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .light),
        ])
        #expect(merged.userInterfaceStyle == .light && merged.horizontalSizeClass == .compact)
        #expect(merged.verticalSizeClass == .unspecified && merged.displayScale == 0)
        #expect(merged.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    }
}
