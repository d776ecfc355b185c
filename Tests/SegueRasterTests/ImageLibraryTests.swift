import CCairo
import Foundation
import SegueEngine
import Testing

@testable import SegueRaster

/// `ImageLibrary`: PNG files decoded once, refused in one sentence when they cannot be shown,
/// and drawn into a view's bounds by `UIView.ContentMode`'s scaling rules (UIView.h:
/// scaleToFill, scaleAspectFit "contents scaled to fit with fixed aspect; remainder is
/// transparent", scaleAspectFill "contents scaled to fill with fixed aspect; some portion of
/// content may be clipped").
@Suite struct ImageLibraryTests {
    static let red = RGBA8(red: 255, green: 0, blue: 0)
    static let green = RGBA8(red: 0, green: 255, blue: 0)
    static let blue = RGBA8(red: 0, green: 0, blue: 255)
    static let yellow = RGBA8(red: 255, green: 255, blue: 0)
    static let white = RGBA8(red: 255, green: 255, blue: 255)

    /// A folder of its own for one test's files.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "segue-images-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A 200 × 100 PNG of four 50-pixel stripes, red, green, blue, yellow from the left.
    static func stripes(in folder: String) throws -> String {
        let image = GeneratedPictures.canvas(width: 200, height: 100) { cr in
            for (index, color) in [red, green, blue, yellow].enumerated() {
                cairo_set_source_rgb(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
                cairo_rectangle(cr, Double(index) * 50, 0, 50, 100)
                cairo_fill(cr)
            }
        }
        let path = folder + "/stripes.png"
        try Data(image.pngData()).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `mode` drawing the stripes into the 100 × 100 bounds at (50, 50) of a white 200 × 200
    /// canvas, at `scale` pixels per point.
    static func drawStripes(_ mode: ViewImage.ContentMode, scale: Double = 1) throws -> RasterImage {
        let library = ImageLibrary()
        try library.add(file: stripes(in: folder()), as: "stripes")
        let side = Int(200 * scale)
        var drew = false
        let canvas = GeneratedPictures.canvas(width: side, height: side) { cr in
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_scale(cr, scale, scale)
            cairo_translate(cr, 50, 50)
            drew = library.draw(
                ViewImage(name: "stripes", contentMode: mode), in: Rect(x: 0, y: 0, width: 100, height: 100), into: cr)
        }
        #expect(drew)
        return canvas
    }

    @Test func placementsFollowTheContentModes() {
        let bounds = Rect(x: 10, y: 20, width: 100, height: 100)
        let wide = Size(width: 200, height: 100)
        #expect(ViewImage.ContentMode.scaleToFill.placement(of: wide, in: bounds) == bounds)
        #expect(
            ViewImage.ContentMode.scaleAspectFit.placement(of: wide, in: bounds)
                == Rect(x: 10, y: 45, width: 100, height: 50))
        #expect(
            ViewImage.ContentMode.scaleAspectFill.placement(of: wide, in: bounds)
                == Rect(x: -40, y: 20, width: 200, height: 100))
        let tall = Size(width: 50, height: 200)
        #expect(
            ViewImage.ContentMode.scaleAspectFit.placement(of: tall, in: bounds)
                == Rect(x: 47.5, y: 20, width: 25, height: 100))
        #expect(
            ViewImage.ContentMode.scaleAspectFill.placement(of: tall, in: bounds)
                == Rect(x: 10, y: -130, width: 100, height: 400))
        #expect(ViewImage.ContentMode.scaleAspectFill.placement(of: .zero, in: bounds).width == 0)
    }

    /// Aspect fit: the stripes 25 points each across the width, 50 tall, centred; bars above
    /// and below left clear (the white behind shows).
    @Test(arguments: [1.0, 2.0])
    func aspectFitLeavesBarsClear(scale: Double) throws {
        let image = try Self.drawStripes(.scaleAspectFit, scale: scale)
        func at(_ x: Double, _ y: Double) -> RGBA8 { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(at(100, 60) == Self.white, "bar above")
        #expect(at(100, 140) == Self.white, "bar below")
        #expect(at(62, 100) == Self.red)
        #expect(at(87, 100) == Self.green)
        #expect(at(112, 100) == Self.blue)
        #expect(at(137, 100) == Self.yellow)
        #expect(at(100, 30) == Self.white && at(30, 100) == Self.white, "nothing outside the bounds")
    }

    /// Aspect fill: the picture 200 × 100 points, centred, so only the middle stripes show, 50
    /// each; the outer stripes fall outside the bounds and are cut.
    @Test func aspectFillCropsToTheBounds() throws {
        let image = try Self.drawStripes(.scaleAspectFill)
        #expect(image.pixel(x: 52, y: 52) == Self.green)
        #expect(image.pixel(x: 98, y: 148) == Self.green)
        #expect(image.pixel(x: 102, y: 100) == Self.blue)
        #expect(image.pixel(x: 147, y: 147) == Self.blue)
        for (x, y) in [(45, 100), (155, 100), (100, 45), (100, 155), (20, 20)] {
            #expect(image.pixel(x: x, y: y) == Self.white, "(\(x), \(y)) is outside the bounds")
        }
    }

    @Test func scaleToFillStretches() throws {
        let image = try Self.drawStripes(.scaleToFill)
        #expect(image.pixel(x: 62, y: 55) == Self.red)
        #expect(image.pixel(x: 87, y: 145) == Self.green)
        #expect(image.pixel(x: 137, y: 100) == Self.yellow)
        #expect(image.pixel(x: 100, y: 45) == Self.white)
    }

    /// A one-pixel checkerboard shrunk 16 times (a whole mip level) and 11.4 times (between
    /// levels): each pixel averages the many it covers, a mid grey, rather than picking
    /// whichever square a sample lands on (aliasing: black or white).
    @Test(arguments: [32, 45])
    func largeReductionsAverageRatherThanAlias(side: Int) throws {
        let library = ImageLibrary()
        let board = GeneratedPictures.canvas(width: 512, height: 512) { cr in
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)
            for y in 0..<512 {
                for x in stride(from: y % 2, to: 512, by: 2) { cairo_rectangle(cr, Double(x), Double(y), 1, 1) }
            }
            cairo_fill(cr)
        }
        let path = try Self.folder() + "/board.png"
        try Data(board.pngData()).write(to: URL(fileURLWithPath: path))
        try library.add(file: path, as: "board")
        let small = GeneratedPictures.canvas(width: side, height: side) { cr in
            let bounds = Rect(x: 0, y: 0, width: Double(side), height: Double(side))
            _ = library.draw(ViewImage(name: "board", contentMode: .scaleToFill), in: bounds, into: cr)
        }
        for (x, y) in [(3, 3), (16, 7), (30, 29), (9, 22), (side - 2, side / 2)] {
            let pixel = small.pixel(x: x, y: y)
            #expect(abs(Int(pixel.red) - 128) <= 24 && pixel.alpha == 255, "(\(x), \(y)) is \(pixel)")
        }
    }

    @Test func aMissingFileIsOneSentenceNamingIt() throws {
        let path = try Self.folder() + "/nowhere.png"
        #expect(throws: ImageLibraryError("image file '\(path)' does not exist; check the path", fileProblem: .missing))
        {
            try ImageLibrary().add(file: path, as: "x")
        }
        let library = ImageLibrary()
        #expect(
            !library.draw(
                ViewImage(name: path), in: Rect(x: 0, y: 0, width: 10, height: 10),
                into: cairo_create(RasterImage(width: 1, height: 1).surface)))
        #expect(library.problem(with: path)?.fileProblem == .missing)
        #expect(
            library.problem(with: "segue.landscpe")?.description.contains("segue.landscape, segue.mountain") == true)
    }

    @Test func aFileThatIsNotAPNGIsRefused() throws {
        let path = try Self.folder() + "/photo.png"
        try Data("GIF89a, not a PNG at all".utf8).write(to: URL(fileURLWithPath: path))
        #expect(ImageLibrary().problem(with: path)?.fileProblem == .notPNG)
        #expect(
            ImageLibrary().problem(with: path)?.description.hasPrefix("image file '\(path)' is not a PNG; convert it")
                == true)
    }

    /// The size is read from the header and bounded before anything is decoded: a header
    /// claiming 9 000 × 10 pixels is refused without cairo seeing the file.
    @Test func aPictureTooLargeIsRefusedFromItsHeader() throws {
        var header = PNGHeader.signature + [0, 0, 0, 13] + Array("IHDR".utf8)
        header += [0, 0, 0x23, 0x28, 0, 0, 0, 10] // 9 000 × 10
        #expect(throws: ImageFileProblem.tooLarge(width: 9000, height: 10)) { try PNGHeader(bytes: header) }
        let path = try Self.folder() + "/huge.png"
        try Data(header + [UInt8](repeating: 0, count: 64)).write(to: URL(fileURLWithPath: path))
        let problem = ImageLibrary().problem(with: path)
        #expect(problem?.fileProblem == .tooLarge(width: 9000, height: 10))
        #expect(
            problem?.description
                == "image file '\(path)' is 9000×10 pixels, more than the 8192 a side allowed; scale it down")
    }

    @Test func aDamagedPNGIsRefusedByTheDecoder() throws {
        var bytes = PNGHeader.signature + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 8, 0, 0, 0, 8]
        bytes += [UInt8](repeating: 7, count: 40)
        let path = try Self.folder() + "/damaged.png"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        guard case .undecodable = ImageLibrary().problem(with: path)?.fileProblem else {
            Issue.record("a damaged PNG decoded")
            return
        }
    }

    /// Decoded pictures are bounded in total: one past `maximumBytes` is refused, naming it.
    @Test func theLibraryHoldsAtMostItsBudget() throws {
        let path = try Self.stripes(in: Self.folder())
        let library = ImageLibrary(maximumBytes: 200 * 100 * 4 * 3 / 2)
        try library.add(file: path, as: "one")
        #expect(library.byteCount > 200 * 100 * 4 && library.byteCount <= library.maximumBytes)
        #expect(throws: ImageLibraryError.self) { try library.add(file: path, as: "two") }
        try library.add(file: path, as: "one")
        #expect(library.problem(with: "segue.landscape")?.description.contains("does not fit") == true)
    }

    @Test func aGeneratedNameCannotBeTakenByAFile() throws {
        let path = try Self.stripes(in: Self.folder())
        #expect(throws: ImageLibraryError.self) { try ImageLibrary().add(file: path, as: "segue.landscape") }
    }
}
