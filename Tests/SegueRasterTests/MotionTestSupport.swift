import CCairo
import Foundation
import SegueEngine
import Testing

@testable import SegueRaster

/// What the motion tests need from the machine, and the frames they write.
enum MotionTestSupport {
    /// Whether ffmpeg and ffprobe are on PATH (CI installs Debian's `ffmpeg`).
    static let hasFFmpeg = ["ffmpeg", "ffprobe"].allSatisfy { tool in
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { access("\($0)/\(tool)", X_OK) == 0 }
    }
    /// The message when they are missing.
    static let needsFFmpeg: Comment = "needs ffmpeg and ffprobe on PATH (apt-get install -y ffmpeg)"

    /// A new empty folder under the temporary directory.
    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-motion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// The names in `folder`, hidden ones included.
    static func contents(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Frame `index` of `count` of a synthetic clip: a 2-D gradient (red across, blue down, so
    /// thousands of colours and a palette must approximate) with an anti-aliased orange square
    /// moving left to right at fractional positions.
    static func frame(_ index: Int, of count: Int, width: Int = 96, height: Int = 64) -> RasterImage {
        let image = RasterImage(width: width, height: height)
        cairo_surface_flush(image.surface)
        let data = cairo_image_surface_get_data(image.surface)!
        for y in 0..<height {
            let row = (data + y * image.bytesPerRow).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let red = UInt32(x * 255 / max(width - 1, 1))
                let blue = UInt32(y * 255 / max(height - 1, 1))
                row[x] = 0xFF00_0000 | red << 16 | 0x50 << 8 | blue
            }
        }
        cairo_surface_mark_dirty(image.surface)
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        let side = Double(height) / 3
        let x = (Double(width) - side) * Double(index) / Double(max(count - 1, 1))
        cairo_set_source_rgb(cr, 1, 0.55, 0.1)
        cairo_rectangle(cr, x, Double(height) / 3 + 0.5, side, side)
        cairo_fill(cr)
        return image
    }

    /// Frames 0…`steps` recorded at `framesPerSecond` of an empty root view of `width` × `height` points.
    static func recording(width: Double, height: Double, steps: Int, framesPerSecond: Double) -> [TraceRecorder.Frame] {
        let engine = AnimationEngine()
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: width, height: height), in: engine.tree)
        let recorder = TraceRecorder(root: root)
        for step in 0...steps { recorder.captureFrame(at: Double(step) / framesPerSecond) }
        return recorder.frames
    }

    /// `count` frames of the clip written to `path` as `format` at `framesPerSecond`.
    static func write(
        _ format: MotionFormat, to path: String, count: Int, framesPerSecond: Double, width: Int = 96, height: Int = 64
    ) throws {
        let writer = try MotionWriter(
            format: format, path: path, width: width, height: height, framesPerSecond: framesPerSecond)
        for index in 0..<count { try writer.append(frame(index, of: count, width: width, height: height)) }
        try writer.finish()
    }

    /// The output of running `tool` (on PATH) with `arguments`; throws when it fails.
    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(tool) \(arguments.joined(separator: " ")) failed")
        return data
    }

    /// What ffprobe says of a motion file's first video stream, frames counted by decoding.
    struct Probe: Decodable {
        struct Stream: Decodable {
            let codec_name: String
            let width: Int
            let height: Int
            let pix_fmt: String?
            let r_frame_rate: String
            let nb_read_frames: String
        }
        struct Format: Decodable {
            let format_name: String
            let duration: String?
        }
        let streams: [Stream]
        let format: Format

        var stream: Stream { streams[0] }
        var frameCount: Int { Int(stream.nb_read_frames) ?? -1 }
        /// The file's duration (ffprobe gives none for APNG: see `apngDuration`).
        var duration: Double { format.duration.flatMap(Double.init) ?? -1 }
        /// The stream's frame rate as a number ("30/1" is 30).
        var framesPerSecond: Double {
            let parts = stream.r_frame_rate.split(separator: "/").compactMap { Double($0) }
            return parts.count == 2 && parts[1] != 0 ? parts[0] / parts[1] : -1
        }
    }

    /// `ffprobe -v error -count_frames -show_streams -show_format -of json` of `path`, parsed.
    static func probe(_ path: String) throws -> Probe {
        let json = try run(
            "ffprobe", ["-v", "error", "-count_frames", "-show_streams", "-show_format", "-of", "json", path])
        return try JSONDecoder().decode(Probe.self, from: json)
    }

    /// An APNG's duration: the sum of its frames' delays, each fcTL chunk's `delay_num /
    /// delay_den` seconds (a zero denominator meaning 100), at bytes 20…23 of the chunk's data
    /// (APNG specification, "fcTL").
    static func apngDuration(_ path: String) throws -> Double {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func half(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        let chunks = bytes.indices.dropLast(30).filter { bytes[$0...].starts(with: Array("fcTL".utf8)) }
        return chunks.reduce(0) { total, at in
            let (numerator, denominator) = (half(at + 4 + 20), half(at + 4 + 22))
            return total + Double(numerator) / Double(denominator == 0 ? 100 : denominator)
        }
    }

    /// The frames of the motion file at `path` decoded by ffmpeg, each `width` × `height` RGB
    /// pixels, 3 bytes each.
    static func decodedFrames(_ path: String, width: Int, height: Int) throws -> [[UInt8]] {
        let bytes = [UInt8](
            try run("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"]))
        let size = width * height * 3
        return stride(from: 0, to: bytes.count - size + 1, by: size).map { Array(bytes[$0..<($0 + size)]) }
    }

    /// An opaque image's pixels as RGB bytes, 3 a pixel, rows top to bottom.
    static func rgb(_ image: RasterImage) -> [UInt8] {
        image.withPixelBytes { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(image.width * image.height * 3)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let word = bytes.load(fromByteOffset: y * image.bytesPerRow + x * 4, as: UInt32.self)
                    out.append(UInt8(truncatingIfNeeded: word >> 16))
                    out.append(UInt8(truncatingIfNeeded: word >> 8))
                    out.append(UInt8(truncatingIfNeeded: word))
                }
            }
            return out
        }
    }

    /// The mean per-channel difference between two lists of RGB bytes.
    static func meanDifference(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var total = 0
        for index in a.indices { total += abs(Int(a[index]) - Int(b[index])) }
        return Double(total) / Double(a.count)
    }

    /// The global colour table of the GIF at `path` as RGB bytes (GIF89a: the logical screen
    /// descriptor's packed byte has the table's flag in bit 7 and its size, 2^(n+1) colours, in
    /// bits 0–2; the table follows at byte 13).
    static func gifGlobalPalette(_ path: String) throws -> [UInt8] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        try #require(
            bytes.count > 13 && bytes.starts(with: Array("GIF89a".utf8)) && bytes[10] & 0x80 != 0,
            "\(path) has a global colour table")
        let count = 1 << (Int(bytes[10] & 7) + 1)
        return Array(bytes[13..<(13 + 3 * count)])
    }

    /// The most by which a decoded pixel is farther from its source pixel than the nearest
    /// colour of `palette` is, in RGB distance (all three as RGB bytes). `nearestByColour` keeps
    /// each source colour's squared distance to the palette between calls.
    static func excessOverNearest(
        _ decoded: [UInt8], _ source: [UInt8], palette: [UInt8], nearestByColour: inout [Int: Int]
    ) -> Double {
        func squaredDistance(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int) -> Int {
            let (dr, dg, db) = (Int(a[i]) - Int(b[j]), Int(a[i + 1]) - Int(b[j + 1]), Int(a[i + 2]) - Int(b[j + 2]))
            return dr * dr + dg * dg + db * db
        }
        var excess = 0.0
        for at in stride(from: 0, to: source.count, by: 3) {
            let key = Int(source[at]) << 16 | Int(source[at + 1]) << 8 | Int(source[at + 2])
            let nearest =
                nearestByColour[key]
                ?? {
                    var best = Int.max
                    for entry in stride(from: 0, to: palette.count, by: 3) {
                        best = min(best, squaredDistance(source, at, palette, entry))
                    }
                    nearestByColour[key] = best
                    return best
                }()
            let drawn = squaredDistance(source, at, decoded, at)
            excess = max(excess, Double(drawn).squareRoot() - Double(nearest).squareRoot())
        }
        return excess
    }

    /// An executable shell script at `folder/name` running `body`, standing in for ffmpeg.
    static func script(_ body: String, named name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }
}
