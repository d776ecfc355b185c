import CCairo
import Foundation
import SegueEngine
import SegueRender
import Testing

@testable import SegueRaster

/// The raster frame and headless Chromium's rendering of the SVG writer's picture of the same
/// frame agree where SVG is exact (no perspective), so the two writers cannot drift apart
/// (issue 25, "How we will know"). Chromium is run as `Scripts/check-gallery.sh` runs it.
@Suite("Raster: agreement with the SVG writer")
struct SVGAgreementTests {
    /// The Chromium binary, if installed.
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The largest mean absolute difference per channel (0…255) allowed over the root's pixels.
    /// Measured 0.45 on Debian's Chromium without labels: anti-aliasing, the blur's three boxes
    /// and the fading group (the SVG writer fades each element on its own, so the overlap of
    /// "inner" and "fade" differs by design) account for it. With labels (Chromium's sans-serif
    /// is not DejaVu Sans here) it measured 3.0.
    static let bound = 1.5

    @Test(
        "the raster frame and Chromium's picture of the SVG still differ by at most `bound` per channel on average",
        .enabled(
            if: chromium != nil,
            "no chromium binary: install it with apt-get install -y chromium to compare with the SVG writer"))
    func rasterMatchesChromium() throws {
        let frame = catalogueLikeRecording(perspective: false, named: false)
        let views = frame.views
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-svg-agreement-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("frame.svg")
        let shot = folder.appendingPathComponent("frame.png")
        // The filmstrip puts the root at (16, 16) in a 432 × 880 picture.
        try TransitionPicture(frames: [frame], title: "t").filmstripSVG(count: 1, panelWidth: 400).write(
            to: svg, atomically: true, encoding: .utf8)
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: Self.chromium!)
        browser.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--window-size=432,880", "--screenshot=\(shot.path)", svg.absoluteString,
        ]
        browser.standardOutput = FileHandle.nullDevice
        browser.standardError = FileHandle.nullDevice
        try browser.run()
        browser.waitUntilExit()
        let surface = try #require(cairo_image_surface_create_from_png(shot.path))
        try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "chromium wrote no screenshot")
        let chromiumImage = RasterImage(adopting: surface)
        let raster = RasterRenderer().render(views)
        var total = 0
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                let (a, b) = (raster.pixel(x: x, y: y), chromiumImage.pixel(x: x + 16, y: y + 16))
                total +=
                    abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
            }
        }
        let mean = Double(total) / Double(raster.width * raster.height * 3)
        #expect(mean <= Self.bound, "mean absolute difference \(mean) per channel")
        print("raster vs chromium: mean absolute difference \(mean) per channel")
    }
}
