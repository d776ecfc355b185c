import Foundation
import SegueEngine
import Testing

@testable import SegueRaster

private typealias Support = MotionTestSupport

/// Motion files written through the real ffmpeg and read back with ffprobe and ffmpeg.
@Suite("Motion files through ffmpeg", .enabled(if: Support.hasFFmpeg, Support.needsFFmpeg))
struct MotionFileTests {
    @Test("every format holds the frames given, at their size, rate and duration", arguments: MotionFormat.allCases)
    func probed(format: MotionFormat) throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/clip." + format.rawValue
        try Support.write(format, to: path, count: 24, framesPerSecond: 30)
        let probe = try Support.probe(path)
        #expect(probe.stream.width == 96 && probe.stream.height == 64)
        #expect(probe.frameCount == 24)
        // 24 frames at 30 fps last 0.8 s; a GIF rounds each delay to a hundredth (its total to one).
        let duration = format == .apng ? try Support.apngDuration(path) : probe.duration
        #expect(abs(duration - 0.8) <= 0.011, "duration \(duration)")
        if format != .gif && format != .apng { #expect(probe.framesPerSecond == 30) }
        let codec = ["gif": "gif", "apng": "apng", "mp4": "h264", "webm": "vp9"][format.rawValue]
        #expect(probe.stream.codec_name == codec)
        if format == .mp4 || format == .webm { #expect(probe.stream.pix_fmt == "yuv420p") }
        // Only the finished file is left: the partial one was renamed over it.
        #expect(Support.contents(of: folder) == ["clip." + format.rawValue])
    }

    @Test("a GIF's frames decode to the source frames within the palette's error")
    func gifMatchesSource() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/clip.gif"
        let count = 24
        try Support.write(.gif, to: path, count: count, framesPerSecond: 25)
        let palette = try Support.gifGlobalPalette(path)
        let decoded = try Support.decodedFrames(path, width: 96, height: 64)
        #expect(decoded.count == count)
        var nearestByColour: [Int: Int] = [:]
        for (index, pixels) in decoded.enumerated() {
            let source = Support.rgb(Support.frame(index, of: count))
            // The palette's error: each pixel is drawn from a colour at most 2√3 (in RGB
            // distance) farther from it than the palette's nearest colour. paletteuse picks the
            // nearest colour to the pixel moved by the ordered dither (Bayer scale 5: at most one
            // level a channel, √3); by the triangle inequality the pick is then at most twice
            // that farther than the nearest. (Error diffusion fails this: 22 farther.)
            let excess = Support.excessOverNearest(pixels, source, palette: palette, nearestByColour: &nearestByColour)
            #expect(excess <= 2 * 3.0.squareRoot(), "frame \(index): \(excess) farther than the nearest palette colour")
            // And on average (256 colours for some 6 000), under 3 levels of 255 a channel.
            let mean = Support.meanDifference(pixels, source)
            #expect(mean < 3, "frame \(index): mean error \(mean)")
        }
    }

    @Test(
        "a 60 fps clip becomes a 50 fps GIF of the same duration (delays are whole hundredths, and under 2 play as 10)")
    func gifAboveFiftyIsResampled() throws {
        #expect(MotionFormat.gif.storedFramesPerSecond(for: 60) == 50)
        #expect(MotionFormat.gif.storedFramesPerSecond(for: 30) == 30)
        #expect(MotionFormat.mp4.storedFramesPerSecond(for: 60) == 60)
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/fast.gif"
        try Support.write(.gif, to: path, count: 30, framesPerSecond: 60)
        let probe = try Support.probe(path)
        #expect(probe.frameCount == 25)
        #expect(abs(probe.duration - 0.5) <= 0.011, "duration \(probe.duration)")
        #expect(probe.framesPerSecond == 50)
    }

    @Test("GIF and APNG loop forever")
    func loopForever() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Support.write(.gif, to: folder + "/a.gif", count: 4, framesPerSecond: 10)
        try Support.write(.apng, to: folder + "/a.apng", count: 4, framesPerSecond: 10)
        // GIF: the NETSCAPE2.0 application extension, sub-block 1, loop count 0 (forever).
        let gif = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/a.gif")))
        let netscape = Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0]
        #expect(gif.indices.contains { gif[$0...].starts(with: netscape) })
        // APNG: the acTL chunk holds num_frames then num_plays, 0 meaning forever (APNG spec, acTL).
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/a.apng")))
        let acTL = try #require(png.indices.first { png[$0...].starts(with: Array("acTL".utf8)) })
        func word(_ at: Int) -> UInt32 { png[at..<(at + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
        #expect(word(acTL + 4) == 4)
        #expect(word(acTL + 8) == 0)
    }

    @Test("an MP4 of odd sides is padded by one column and row to even sides")
    func mp4EvenSides() throws {
        #expect(MotionFormat.mp4.storedSize(width: 95, height: 63) == (96, 64))
        #expect(MotionFormat.webm.storedSize(width: 95, height: 63) == (95, 63))
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/odd.mp4"
        try Support.write(.mp4, to: path, count: 6, framesPerSecond: 30, width: 95, height: 63)
        let probe = try Support.probe(path)
        #expect(probe.stream.width == 96 && probe.stream.height == 64)
        #expect(probe.frameCount == 6)
    }

    @Test("a file whose folder vanishes before it is finished is an error and leaves nothing")
    func folderVanishes() throws {
        let parent = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let folder = parent + "/out"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let writer = try MotionWriter(
            format: .mp4, path: folder + "/clip.mp4", width: 96, height: 64, framesPerSecond: 30)
        for index in 0..<4 { try writer.append(Support.frame(index, of: 4)) }
        try FileManager.default.removeItem(atPath: folder)
        #expect(throws: MotionError.self) { try writer.finish() }
        #expect(Support.contents(of: parent).isEmpty)
    }

    @Test("an abandoned writer removes its partial file")
    func abandoned() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let writer = try MotionWriter(
                format: .webm, path: folder + "/clip.webm", width: 96, height: 64, framesPerSecond: 30)
            try writer.append(Support.frame(0, of: 2))
            #expect(Support.contents(of: folder).count == 1, "the partial file exists while writing")
        }
        #expect(Support.contents(of: folder).isEmpty)
    }
}

/// What goes wrong around ffmpeg becomes one thrown sentence, and nothing is left behind.
@Suite("Motion writer failures")
struct MotionWriterFailureTests {
    @Test("a missing ffmpeg is one sentence with the apt command, and no file")
    func missingOnPath() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/clip.gif"
        let error = #expect(throws: MotionError.self) {
            try MotionWriter(
                format: .gif, path: path, width: 8, height: 8, framesPerSecond: 30, environment: ["PATH": folder])
        }
        #expect(
            error?.description == "writing \(path) needs the ffmpeg command-line tool, which was not found on PATH; "
                + "install it with `apt-get install -y ffmpeg`")
        #expect(Support.contents(of: folder).isEmpty)
    }

    @Test("SEGUE_FFMPEG naming a missing file is one sentence naming it, and no file")
    func missingOverride() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/clip.mp4"
        let error = #expect(throws: MotionError.self) {
            try MotionWriter(
                format: .mp4, path: path, width: 8, height: 8, framesPerSecond: 30,
                environment: ["SEGUE_FFMPEG": "/nonexistent/ffmpeg"])
        }
        #expect(
            error?.description
                == "writing \(path) needs the ffmpeg command-line tool, which was not found at /nonexistent/ffmpeg "
                + "(named by SEGUE_FFMPEG); install it with `apt-get install -y ffmpeg` or point SEGUE_FFMPEG at it")
        #expect(Support.contents(of: folder).isEmpty)
    }

    @Test("an ffmpeg that stops reading and fails is an error carrying its message, not SIGPIPE, and leaves nothing")
    func ffmpegFails() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fake = try Support.script(
            "head -c 1000 >/dev/null\necho '[libfake @ 0x55d0c0ffee00] the encoder broke' >&2\necho 'Conversion "
                + "failed!' >&2\nexit 3",
            named: "ffmpeg", in: folder)
        let out = folder + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        let writer = try MotionWriter(
            format: .gif, path: out + "/clip.gif", width: 320, height: 240, framesPerSecond: 30,
            environment: ["SEGUE_FFMPEG": fake])
        // 40 frames of 300 KB: far more than a socket buffers, so sends fail once the fake exits.
        let error = #expect(throws: MotionError.self) {
            for index in 0..<40 { try writer.append(Support.frame(index, of: 40, width: 320, height: 240)) }
            try writer.finish()
        }
        #expect(
            error?.description
                == "cannot write \(out)/clip.gif: ffmpeg failed with status 3: libfake: the encoder broke")
        #expect(Support.contents(of: out).isEmpty)
        // Once failed, the writer says so again rather than writing on.
        #expect(throws: MotionError.self) { try writer.append(Support.frame(0, of: 1, width: 320, height: 240)) }
    }

    @Test("an ffmpeg killed by a signal is an error naming the signal, and leaves nothing")
    func ffmpegKilled() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fake = try Support.script("kill -9 $$", named: "ffmpeg", in: folder)
        let out = folder + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        let writer = try MotionWriter(
            format: .mp4, path: out + "/clip.mp4", width: 96, height: 64, framesPerSecond: 30,
            environment: ["SEGUE_FFMPEG": fake])
        let error = #expect(throws: MotionError.self) {
            for index in 0..<4 { try writer.append(Support.frame(index, of: 4)) }
            try writer.finish()
        }
        #expect(
            error?.description.hasPrefix("cannot write \(out)/clip.mp4: ffmpeg was killed by signal 9 (Killed)")
                == true, "\(String(describing: error))")
        #expect(Support.contents(of: out).isEmpty)
    }

    @Test("a target whose folder is a file is refused before ffmpeg starts")
    func unwritableFolder() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data().write(to: URL(fileURLWithPath: folder + "/file"))
        let error = #expect(throws: MotionError.self) {
            try MotionWriter(format: .gif, path: folder + "/file/clip.gif", width: 8, height: 8, framesPerSecond: 30)
        }
        #expect(
            error?.description
                == "cannot write \(folder)/file/clip.gif: \(folder)/file is not a folder; check that its folder "
                + "exists and is writable"
        )
        #expect(Support.contents(of: folder) == ["file"])
    }

    @Test(
        "sizes, rates, frames of the wrong size and empty files are refused",
        .enabled(if: Support.hasFFmpeg, Support.needsFFmpeg))
    func bounds() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/clip.webm"
        for (width, height, rate) in [
            (0, 8, 30.0), (8, RasterImage.maximumSide + 1, 30), (8, 8, 0.5), (8, 8, 241), (8, 8, .nan),
            (8, 8, .infinity),
        ] {
            #expect(throws: MotionError.self) {
                try MotionWriter(format: .webm, path: path, width: width, height: height, framesPerSecond: rate)
            }
        }
        let writer = try MotionWriter(format: .webm, path: path, width: 96, height: 64, framesPerSecond: 30)
        let error = #expect(throws: MotionError.self) { try writer.append(RasterImage(width: 10, height: 10)) }
        #expect(error?.description == "a frame of 10×10 pixels was given to \(path), whose frames are 96×64")
        #expect(throws: MotionError.self) { try writer.finish() }
        #expect(Support.contents(of: folder).isEmpty)
    }

    @Test(
        """
        a file holds at most ten minutes at 60 fps; a GIF at most 1 GiB of frames, which ffmpeg holds to build its \
        palette
        """
    )
    func frameLimits() {
        #expect(MotionWriter.frameLimit(.mp4, width: 400, height: 800) == 36_000)
        #expect(MotionWriter.frameLimit(.gif, width: 96, height: 64) == 36_000)
        // 400 × 800 × 4 bytes is 1.28 MB a frame: 838 frames, 16 s at 50 fps.
        #expect(MotionWriter.frameLimit(.gif, width: 400, height: 800) == 838)
        #expect(MotionWriter.frameLimit(.gif, width: 800, height: 1600) == 209)
    }

    @Test("a format's name comes from an extension, case ignored; the list names them all")
    func extensions() {
        #expect(MotionFormat(fileExtension: "GIF") == .gif)
        #expect(MotionFormat(fileExtension: "mov") == nil)
        #expect(MotionFormat.extensionList == ".gif, .apng, .mp4, .webm")
    }

    @Test("ffmpeg's meaningful line skips its generic epilogue and drops component addresses")
    func meaningfulLine() {
        let messages = """
            [libx264 @ 0x5610b4df0440] width not divisible by 2 (63x47)
            Error initializing output stream 0:0 -- Error while opening encoder for output stream #0:0
            Conversion failed!

            """
        #expect(FFmpegProcess.meaningfulLine(of: messages) == "libx264: width not divisible by 2 (63x47)")
        #expect(
            FFmpegProcess.meaningfulLine(of: "/nonexist/x.gif: No such file or directory\n")
                == "/nonexist/x.gif: No such file or directory")
        #expect(FFmpegProcess.meaningfulLine(of: "\n") == nil)
    }
}
