import CCairo
import SegueEngine

/// A picture in memory: cairo's 32-bit ARGB image (sRGB, premultiplied alpha, native byte order,
/// so BGRA in memory on little-endian machines), owned by this object.
public final class RasterImage {
    /// The cairo surface; valid for the object's life.
    let surface: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// A transparent image of `width` × `height` pixels (each 1…`RasterImage.maximumSide`).
    public init(width: Int, height: Int) {
        precondition(
            (1...Self.maximumSide).contains(width) && (1...Self.maximumSide).contains(height),
            "image sides are 1…\(Self.maximumSide) pixels")
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    }

    /// Adopts `surface` (an ARGB32 image surface this object now owns).
    init(adopting surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// The longest side an image may have (cairo's own limit is 32 767).
    public static let maximumSide = 16_384

    /// Bytes from one row's start to the next.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixel at (`x`, `y`) (from the top-left), un-premultiplied, each channel 0…255.
    public func pixel(x: Int, y: Int) -> RGBA8 {
        precondition(
            (0..<width).contains(x) && (0..<height).contains(y),
            "pixel (\(x), \(y)) is outside a \(width)×\(height) image")
        cairo_surface_flush(surface)
        let row = cairo_image_surface_get_data(surface)! + y * bytesPerRow
        let word = row.withMemoryRebound(to: UInt32.self, capacity: width) { $0[x] }
        return RGBA8(premultipliedARGB: word)
    }

    /// Calls `body` with the pixels: `height` rows of `bytesPerRow` bytes, each pixel a native
    /// `UInt32` 0xAARRGGBB, premultiplied.
    public func withPixelBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body(UnsafeRawBufferPointer(start: data, count: bytesPerRow * height))
    }
}

/// One pixel's colour, straight (not premultiplied) alpha, each channel 0…255.
public struct RGBA8: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red.
    public var red: UInt8
    /// Green.
    public var green: UInt8
    /// Blue.
    public var blue: UInt8
    /// Opacity.
    public var alpha: UInt8

    /// A colour from its four channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Un-premultiplies cairo's native 0xAARRGGBB word.
    init(premultipliedARGB word: UInt32) {
        let a = UInt8(word >> 24)
        func straight(_ shift: UInt32) -> UInt8 {
            let c = UInt32((word >> shift) & 0xFF)
            return a == 0 ? 0 : UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        self.init(red: straight(16), green: straight(8), blue: straight(0), alpha: a)
    }

    /// The engine colour rounded to 8 bits a channel.
    public init(_ color: Color) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }

    /// The largest difference of any channel from `other`'s.
    public func distance(to other: RGBA8) -> Int {
        [
            Int(red) - Int(other.red), Int(green) - Int(other.green), Int(blue) - Int(other.blue),
            Int(alpha) - Int(other.alpha),
        ]
        .map(abs).max()!
    }

    /// `rgba(r, g, b, a)`.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
