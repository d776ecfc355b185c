/// An image side in whole pixels from a computed length: clamped to 1…`RasterImage.maximumSide`
/// before conversion, so a plugin's NaN or enormous geometry makes a small or a maximum-size
/// image, never a trap.
enum PixelSide {
    /// `pixels` (already rounded as the caller wants) as a side length.
    static func of(_ pixels: Double) -> Int {
        pixels.isFinite ? Int(min(max(pixels, 1), Double(RasterImage.maximumSide))) : 1
    }
}
