import CCairo
import Foundation
import SegueEngine
import Testing

@testable import SegueRaster

private typealias Support = MotionTestSupport

/// The PNG file at `path` decoded by cairo.
private func decodedPNG(_ path: String) throws -> RasterImage {
    let surface = try #require(cairo_image_surface_create_from_png(path))
    try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "\(path) decodes as PNG")
    return RasterImage(adopting: surface)
}

/// Numbered PNG sequences and single PNG files.
@Suite("PNG sequences")
struct PNGSequenceTests {
    @Test("frames are numbered from 1 with five digits")
    func names() {
        #expect(PNGSequenceWriter.fileName(ofFrame: 1) == "frame-00001.png")
        #expect(PNGSequenceWriter.fileName(ofFrame: 99_999) == "frame-99999.png")
        #expect(PNGSequenceWriter.isFrameName("frame-00042.png"))
        #expect(!PNGSequenceWriter.isFrameName("frame-42.png"))
    }

    @Test("a sequence creates its folder and holds each frame whole, at its size, pixel for pixel")
    func written() throws {
        let parent = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let folder = parent + "/nested/frames"
        let writer = try PNGSequenceWriter(folder: folder)
        for index in 0..<3 { try writer.append(Support.frame(index, of: 3)) }
        #expect(writer.frameCount == 3)
        #expect(Support.contents(of: folder) == ["frame-00001.png", "frame-00002.png", "frame-00003.png"])
        let last = try decodedPNG(folder + "/frame-00003.png")
        #expect(last.width == 96 && last.height == 64)
        let source = Support.frame(2, of: 3)
        // The square's centre in the last frame (it ends at the right edge) and a gradient pixel.
        for (x, y) in [(85, 32), (5, 60)] {
            #expect(last.pixel(x: x, y: y) == source.pixel(x: x, y: y))
        }
        #expect(last.pixel(x: 85, y: 32) == RGBA8(red: 255, green: 140, blue: 25))
    }

    @Test("a folder holding files is refused unless replacing, which removes only an earlier sequence's frames")
    func nonEmptyFolder() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data([1]).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        try Data([1]).write(to: URL(fileURLWithPath: folder + "/frame-00007.png"))
        let error = #expect(throws: MotionError.self) { try PNGSequenceWriter(folder: folder) }
        #expect(
            error?.description.hasPrefix("cannot write a PNG sequence into \(folder): the folder is not empty") == true)
        let writer = try PNGSequenceWriter(folder: folder, replacing: true)
        try writer.append(Support.frame(0, of: 1))
        #expect(Support.contents(of: folder) == ["frame-00001.png", "notes.txt"])
    }

    @Test("a file where the folder should be is refused")
    func fileInTheWay() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data().write(to: URL(fileURLWithPath: folder + "/taken"))
        #expect(throws: MotionError.self) { try PNGSequenceWriter(folder: folder + "/taken") }
    }

    @Test("one PNG file is written whole, and a missing folder is one sentence leaving nothing")
    func singleFile() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Support.frame(1, of: 2).writePNG(to: folder + "/one.png")
        #expect(Support.contents(of: folder) == ["one.png"])
        #expect(try decodedPNG(folder + "/one.png").pixel(x: 0, y: 0) == Support.frame(1, of: 2).pixel(x: 0, y: 0))
        let error = #expect(throws: MotionError.self) {
            try Support.frame(0, of: 1).writePNG(to: folder + "/missing/one.png")
        }
        #expect(
            error?.description
                == "cannot write \(folder)/missing/one.png: the folder \(folder)/missing does not exist; check that "
                + "its folder exists and is writable"
        )
        #expect(Support.contents(of: folder) == ["one.png"])
    }
}

/// The PNG filmstrip: the SVG filmstrip's layout (TransitionPicture+Filmstrip.swift), raster panels.
@Suite("PNG filmstrips")
struct RasterFilmstripTests {
    /// Eleven frames, 0…1 s, of a 100 × 200 point root.
    private func recording() -> [TraceRecorder.Frame] {
        Support.recording(width: 100, height: 200, steps: 10, framesPerSecond: 10)
    }

    private let renderer = RasterRenderer(
        options: RasterOptions(scale: 2, background: Color(red: 0.2, green: 0.4, blue: 0.8)))

    @Test("the strip is the panels, gaps, margins and caption band at the renderer's scale")
    func size() throws {
        let strip = try RasterFilmstrip.render(recording(), title: "demo", count: 4, panelWidth: 50, with: renderer)
        // 4 panels of 50 × 100 points, 3 gaps of 12, margins of 16, 48 below: 268 × 180 points, at 2×.
        #expect(strip.width == 536 && strip.height == 360)
    }

    @Test("panels show the renderer's frames, outlined, on white, with ink for times and title")
    func probed() throws {
        let frames = recording()
        let strip = try RasterFilmstrip.render(frames, title: "demo", count: 4, panelWidth: 50, with: renderer)
        let white = RGBA8(red: 255, green: 255, blue: 255)
        #expect(strip.pixel(x: 2, y: 2) == white)
        for index in 0..<4 {
            let left = (16 + index * 62) * 2
            // The panel's centre is the rendered frame's centre (the same frame, scaled by 1/2).
            let frame = frames.evenlySpaced(count: 4)[index]
            let drawn = renderer.render(frame.views)
            let centre = strip.pixel(x: left + 50, y: 32 + 100)
            #expect(centre.distance(to: drawn.pixel(x: drawn.width / 2, y: drawn.height / 2)) <= 1)
            // The outline: half a point of #888888 inside the panel's edge.
            #expect(strip.pixel(x: left, y: 132) == RGBA8(red: 0x88, green: 0x88, blue: 0x88))
            // The gap after the panel is white.
            #expect(strip.pixel(x: left + 100 + 12, y: 132) == white)
            // The time below the panel: some ink in its band, centred under the panel.
            #expect(hasInk(strip, x: (left + 30)..<(left + 70), y: 236..<296), "panel \(index) has its time below")
        }
        #expect(hasInk(strip, x: 200..<336, y: 310..<350), "the title is at the bottom")
        #expect(!hasInk(strip, x: 0..<536, y: 346..<360), "nothing below the title")
    }

    @Test("no frames, no panels, panels too narrow or a strip too wide are refused")
    func refused() {
        #expect(throws: MotionError.self) { try RasterFilmstrip.render([], title: "x", count: 3, with: renderer) }
        #expect(throws: MotionError.self) {
            try RasterFilmstrip.render(recording(), title: "x", count: 0, with: renderer)
        }
        #expect(throws: MotionError.self) {
            try RasterFilmstrip.render(recording(), title: "x", count: 3, panelWidth: 2, with: renderer)
        }
        let error = #expect(throws: MotionError.self) {
            try RasterFilmstrip.render(recording(), title: "x", count: 100, panelWidth: 180, with: renderer)
        }
        #expect(error?.description.contains("more than 16384 a side") == true)
    }

    @Test("times are written to the millisecond without trailing zeros")
    func seconds() {
        #expect(RasterFilmstrip.seconds(0) == "0")
        #expect(RasterFilmstrip.seconds(0.25) == "0.25")
        #expect(RasterFilmstrip.seconds(1.0004) == "1")
        #expect(RasterFilmstrip.seconds(1.2345) == "1.234" || RasterFilmstrip.seconds(1.2345) == "1.235")
    }

    /// Whether any pixel in the rectangle is darker than light grey (text ink on white).
    private func hasInk(_ image: RasterImage, x: Range<Int>, y: Range<Int>) -> Bool {
        y.contains { row in x.contains { column in image.pixel(x: column, y: row).red < 160 } }
    }
}

/// A recording written at a fixed rate: the nearest recorded frame at each output time.
@Suite("Recordings exported at a rate")
struct RecordingExportTests {
    /// Half a second recorded at 60 fps (31 frames, 0…0.5 s) of a 40 × 30 point root.
    private func recording() -> [TraceRecorder.Frame] {
        Support.recording(width: 40, height: 30, steps: 30, framesPerSecond: 60)
    }

    @Test("a PNG sequence at 30 fps of a 60 fps recording holds every other frame")
    func pngSequence() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = try RecordingExport.writePNGSequence(
            recording(), into: folder + "/seq", framesPerSecond: 30, with: RasterRenderer())
        #expect(written == 16)
        #expect(Support.contents(of: folder + "/seq").count == 16)
        #expect(try decodedPNG(folder + "/seq/frame-00016.png").width == 40)
        #expect(throws: MotionError.self) {
            try RecordingExport.writePNGSequence(
                recording(), into: folder + "/bad", framesPerSecond: 0, with: RasterRenderer())
        }
    }

    @Test(
        "a GIF asked for at 60 fps is drawn at 50 from the recording; an MP4 keeps 60",
        .enabled(if: Support.hasFFmpeg, Support.needsFFmpeg))
    func motion() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let renderer = RasterRenderer(options: RasterOptions(scale: 2))
        #expect(
            try RecordingExport.writeMotion(
                recording(), as: .gif, to: folder + "/a.gif", framesPerSecond: 60, with: renderer) == 26)
        let gif = try Support.probe(folder + "/a.gif")
        #expect(gif.frameCount == 26 && gif.framesPerSecond == 50)
        #expect(gif.stream.width == 80 && gif.stream.height == 60)
        #expect(
            try RecordingExport.writeMotion(
                recording(), as: .mp4, to: folder + "/a.mp4", framesPerSecond: 60, with: renderer) == 31)
        let mp4 = try Support.probe(folder + "/a.mp4")
        #expect(mp4.frameCount == 31 && mp4.framesPerSecond == 60)
        #expect(abs(mp4.duration - 31.0 / 60) < 0.002)
    }
}
