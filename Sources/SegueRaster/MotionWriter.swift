import Foundation

/// Writes frames into a motion file by piping them to the `ffmpeg` command-line tool (found on
/// PATH, or named by the `SEGUE_FFMPEG` environment variable). The file is written under a
/// temporary name beside `path` and renamed over it only when ffmpeg succeeds, so a failure, a
/// missing ffmpeg or an abandoned writer leaves nothing at `path`.
public final class MotionWriter {
    /// The format written.
    public let format: MotionFormat
    /// Where the finished file goes.
    public let path: String
    /// Frame width in pixels.
    public let width: Int
    /// Frame height in pixels.
    public let height: Int
    /// The rate the frames are given at (the file's own may differ: `MotionFormat.storedFramesPerSecond`).
    public let framesPerSecond: Double
    /// Frames appended so far.
    public private(set) var frameCount = 0

    /// The frame rates accepted.
    public static let framesPerSecondRange: ClosedRange<Double> = 1...240
    /// The most frames one file may hold (ten minutes at 60 fps).
    public static let maximumFrameCount = 36_000
    /// The most pixel bytes a GIF may hold: ffmpeg keeps every frame in memory until it has built
    /// the clip's palette.
    public static let maximumGIFBytes = 1 << 30

    private let partial: PartialFile
    private var encoder: FFmpegProcess?
    /// The error that stopped the writer, thrown again by any later call.
    private var failure: MotionError?

    /// Starts writing `format` to `path`, frames of `width` × `height` pixels (each
    /// 1…`RasterImage.maximumSide`) at `framesPerSecond` (`framesPerSecondRange`); ffmpeg is looked
    /// up in `environment`.
    public init(
        format: MotionFormat, path: String, width: Int, height: Int, framesPerSecond: Double,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        let sides = 1...RasterImage.maximumSide
        guard sides.contains(width), sides.contains(height) else {
            throw MotionError(
                "cannot write \(path): frames of \(width)×\(height) pixels; each side must be "
                    + "\(sides.lowerBound)…\(sides.upperBound)"
            )
        }
        try Self.check(framesPerSecond: framesPerSecond, writing: path)
        (self.format, self.path, self.width, self.height, self.framesPerSecond) = (
            format, path, width, height, framesPerSecond
        )
        let tool = try FFmpegTool.locate(in: environment, for: "writing \(path)")
        partial = PartialFile(for: path)
        try partial.create()
        do {
            encoder = try FFmpegProcess(
                tool,
                arguments: format.ffmpegArguments(
                    width: width, height: height, framesPerSecond: framesPerSecond, output: partial.path))
        } catch {
            partial.discard()
            throw error
        }
    }

    deinit {
        guard let encoder else { return }
        encoder.cancel()
        partial.discard()
    }

    /// Appends one frame, of the size given at creation.
    public func append(_ image: RasterImage) throws {
        guard let encoder else { throw failure ?? MotionError("\(path) is already finished; start a new writer") }
        guard image.width == width, image.height == height else {
            throw MotionError(
                "a frame of \(image.width)×\(image.height) pixels was given to \(path), whose frames are "
                    + "\(width)×\(height)"
            )
        }
        guard frameCount < limit else { try stop(because: limitExceeded()) }
        let sent = image.withPixelBytes { bytes in
            let row = width * 4
            if image.bytesPerRow == row { return encoder.write(bytes) }
            return (0..<height).allSatisfy {
                encoder.write(UnsafeRawBufferPointer(rebasing: bytes[($0 * image.bytesPerRow)...].prefix(row)))
            }
        }
        guard sent else {
            // ffmpeg stopped reading: its own account of why is the error.
            let ending = encoder.finish()
            try stop(because: MotionError(writing: path, ending))
        }
        frameCount += 1
    }

    /// Finishes the file (ffmpeg exits) and moves it to `path`; nothing is left at `path` when it fails.
    public func finish() throws {
        guard let encoder else { throw failure ?? MotionError("\(path) is already finished; start a new writer") }
        guard frameCount > 0 else { try stop(because: MotionError("cannot write \(path): no frames were given")) }
        self.encoder = nil
        let ending = encoder.finish()
        guard ending == .succeeded else {
            partial.discard()
            failure = MotionError(writing: path, ending)
            throw failure!
        }
        do { try partial.commit() } catch {
            failure = error
            throw error
        }
    }

    /// Throws unless `framesPerSecond` is in `framesPerSecondRange`; `what` names the output.
    static func check(framesPerSecond: Double, writing what: String) throws(MotionError) {
        let range = framesPerSecondRange
        guard range.contains(framesPerSecond) else {
            throw MotionError(
                "cannot write \(what) at \(framesPerSecond) frames per second; the rate must be "
                    + "\(Int(range.lowerBound))…\(Int(range.upperBound))"
            )
        }
    }

    /// Ends ffmpeg, removes the partial file and throws `error`, now and on every later call.
    private func stop(because error: MotionError) throws -> Never {
        encoder?.cancel()
        encoder = nil
        partial.discard()
        failure = error
        throw error
    }

    /// The most frames this file may hold.
    private var limit: Int { Self.frameLimit(format, width: width, height: height) }

    /// The most frames a file of `format` with frames of `width` × `height` may hold.
    static func frameLimit(_ format: MotionFormat, width: Int, height: Int) -> Int {
        format == .gif ? min(maximumFrameCount, maximumGIFBytes / (width * height * 4)) : maximumFrameCount
    }

    /// The error for one frame too many.
    private func limitExceeded() -> MotionError {
        format == .gif
            ? MotionError(
                "\(path) would hold more than \(limit) frames of \(width)×\(height), the most a GIF may (its "
                    + "palette is built from "
                    + "every frame in memory); write .mp4 or .webm, or use a lower frame rate or scale")
            : MotionError("\(path) would hold more than \(limit) frames; use a lower frame rate or a shorter run")
    }
}

extension MotionError {
    /// The error for ffmpeg having failed to write `path`.
    init(writing path: String, _ ending: FFmpegProcess.Ending) {
        guard case .failed(let why) = ending else { preconditionFailure("ffmpeg succeeded") }
        self.init("cannot write \(path): \(why)")
    }
}

extension MotionWriter {
    /// Checks, before any work, that ffmpeg can be found as a writer will look for it
    /// (`SEGUE_FFMPEG`, else `PATH` in `environment`); throws the one sentence a writer would,
    /// beginning with `purpose` (e.g. "--video").
    public static func requireFFmpeg(
        for purpose: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(MotionError) {
        _ = try FFmpegTool.locate(in: environment, for: purpose)
    }
}
