import ArgumentParser
import SegueEngine
import SegueHost
import SegueRaster
import SegueRender

/// `segue run`'s raster outputs (`segue watch` rewrites `--png` and `--video` on every change): one PNG frame, a
/// numbered PNG sequence and a motion file, drawn by the raster renderer at `--scale` (a PNG filmstrip is
/// `--filmstrip FILE.png`).
struct RasterOutputOptions: ParsableArguments {
    /// Seconds `--at` accepts before the run: the scenario's time limit (a transition that has not
    /// settled by then counts as hung); after it, the recorded duration bounds it.
    static let offsetRange: ClosedRange<Double> = 0...120

    @Option(
        name: .long, help: ArgumentHelp("Write one frame as a PNG (the frame at --at).", valueName: "FILE.png"),
        completion: .file(extensions: ["png"]))
    var png: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds into the transition of the --png frame, from 0 to its recorded duration (default: half way).",
            valueName: "SECONDS"),
        transform: {
            try InvalidValue.number($0, in: RasterOutputOptions.offsetRange, unit: "seconds into the transition")
        })
    var at: Double?

    @Option(
        name: .customLong("png-frames"),
        help: ArgumentHelp(
            "Write every recorded frame as frame-00001.png, frame-00002.png… into a new or empty folder.",
            valueName: "FOLDER"),
        completion: .directory)
    var pngFrames: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write a looping motion file at the transition's real duration and --fps, through ffmpeg: .gif, .apng, "
                + ".mp4 or .webm.",
            valueName: "FILE.gif"), completion: .file(extensions: MotionFormat.allCases.map(\.rawValue)))
    var video: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Pixels per point of --png, --png-frames, a PNG --filmstrip and --video: 1, 2 or 3 like iOS screens "
                + "(0.25 to 4).",
            valueName: "SCALE"),
        transform: RasterScale.init(parsing:))
    var scale: RasterScale?

    /// Refuses combinations that cannot mean what was typed, before anything runs.
    func validate() throws {
        if at != nil && png == nil {
            throw ValidationError("--at picks the frame --png draws; add --png FILE.png")
        }
        if let folder = pngFrames {
            // `--png-frames 6` was surely meant as the filmstrip's `--frames 6`.
            if Int(folder) != nil {
                throw ValidationError(
                    "--png-frames takes a folder for numbered PNG files, not a number; the filmstrip's frame count "
                        + "is --frames \(folder)"
                )
            }
            if folder.lowercased().hasSuffix(".png") {
                throw ValidationError(
                    "--png-frames takes a folder for numbered PNG files; for one frame give --png "
                        + "\(ShellWord.quoted(folder))"
                )
            }
        }
    }

    /// Whether any raster output is asked for here (a PNG filmstrip is the run's own option).
    var isEmpty: Bool { png == nil && pngFrames == nil && video == nil }

    /// The files these options write, for `AtomicFileWriter.checkWritable`.
    var files: [OutputFile] {
        [png.map(OutputFile.png), video.map(OutputFile.video)].compactMap { $0 }
    }

    /// The raster options for `scale` (1 when not given).
    var rasterOptions: RasterOptions { RasterOptions(scale: scale?.value ?? 1) }

    /// The motion format `video` names by its extension (GIF when it has none).
    var videoFormat: MotionFormat? { video.flatMap { MotionFormat(rawValue: OutputFile.video($0).format) } }
}

extension RasterOutputOptions {
    /// Fails when `--at` lies past the end of what was recorded.
    func checkOffset(in picture: TransitionPicture) throws {
        guard let at, at > picture.duration + 1e-9 else { return }
        let end = DurationText.seconds(picture.duration)
        throw CommandFailure(
            "--at \(JSONText.number(at)) is past the end of the recording, which lasts \(end) s; give from 0 to "
                + "\(end) seconds"
        )
    }

    /// Writes `--video` (at `framesPerSecond`) and `--png` (the frame at `--at`, half way by
    /// default) from `export`'s recording, when asked for.
    func writeVideoAndPNG(with export: RasterExport, framesPerSecond: Double) throws {
        if let video, let format = videoFormat {
            try export.writeVideo(to: video, format: format, framesPerSecond: framesPerSecond)
        }
        if let png { try export.writePNG(to: png, atOffset: at ?? export.picture.duration / 2) }
    }
}
