import ArgumentParser
import SegueEngine
import SegueRaster

/// Pixels per point of raster output, from `--scale`: 1, 2 and 3 are iOS screens' scales; any
/// number in `RasterOptions.scaleRange` is accepted.
struct RasterScale: Equatable, CustomStringConvertible, ExpressibleByArgument {
    /// Pixels per point.
    let value: Double

    /// Parses `--scale` text, refusing anything outside `RasterOptions.scaleRange`.
    init(parsing text: String) throws {
        value = try InvalidValue.number(
            text, in: RasterOptions.scaleRange, unit: "pixels per point (1, 2 or 3 like iOS screens)")
    }

    /// `ExpressibleByArgument`'s spelling of `init(parsing:)`.
    init?(argument: String) {
        guard let scale = try? Self(parsing: argument) else { return nil }
        self = scale
    }

    var description: String { JSONText.number(value) }
}
