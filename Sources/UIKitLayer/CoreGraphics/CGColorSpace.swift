import Foundation

/// The kind of colour space, with Core Graphics's raw values.
public enum CGColorSpaceModel: Int32, Sendable {
    /// An unknown colour space model.
    case unknown = -1
    /// A gray (monochrome) colour space: one component and alpha.
    case monochrome = 0
    /// A red, green, blue colour space: three components and alpha.
    case rgb = 1
    /// A cyan, magenta, yellow, black colour space.
    case cmyk = 2
    /// A CIELAB colour space.
    case lab = 3
    /// A DeviceN colour space.
    case deviceN = 4
    /// An indexed colour space.
    case indexed = 5
    /// A pattern colour space.
    case pattern = 6
    /// A CIEXYZ colour space.
    case XYZ = 7
}

/// A colour space: only the two this layer's colours live in, sRGB and gray (components in 0…1).
public final class CGColorSpace: Equatable, Hashable, Sendable {
    /// The colour space's model.
    public let model: CGColorSpaceModel

    private init(model: CGColorSpaceModel) {
        self.model = model
    }

    /// The number of colour components, not counting alpha.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// The one RGB space (device RGB is sRGB here: there is no device to characterise).
    static let rgb = CGColorSpace(model: .rgb)
    /// The one gray space.
    static let gray = CGColorSpace(model: .monochrome)

    /// Two spaces are equal when they are of the same model (there is one space per model).
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.model == rhs.model }

    /// Hashes the model, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(model) }
}

/// The device-dependent RGB colour space (treated as sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .rgb }

/// The device-dependent gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .gray }
