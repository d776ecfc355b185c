import ArgumentParser
import Foundation
import SegueEngine
import SegueRaster
import SegueRender

extension RunCommand {
    /// Whether `--filmstrip` names a PNG (drawn by the raster renderer) rather than an SVG.
    var writesRasterFilmstrip: Bool { filmstrip.map { OutputFile.picture("--filmstrip", $0).format == "png" } ?? false }

    /// Refuses raster options that cannot mean what was typed, before anything is loaded.
    func validateRasterOutputs() throws {
        if raster.scale != nil && raster.isEmpty && !writesRasterFilmstrip {
            throw ValidationError(
                "--scale sets the pixels of --png, --png-frames, a .png --filmstrip and --video; add one of them or "
                    + "drop --scale"
            )
        }
        let rates = MotionWriter.framesPerSecondRange
        if let option = raster.video != nil ? "--video" : raster.pngFrames != nil ? "--png-frames" : nil,
            !rates.contains(fps.value)
        {
            throw ValidationError(
                "\(option) is written at --fps, and segue writes motion files and PNG sequences at "
                    + "\(Int(rates.lowerBound)) to \(Int(rates.upperBound)) frames per second; give --fps in that range"
            )
        }
        if scene == nil, !raster.isEmpty || writesRasterFilmstrip {
            let scale = raster.scale?.value ?? 1
            let longest = max(size.size.width, size.size.height) * scale
            guard longest <= Double(RasterImage.maximumSide) else {
                throw ValidationError(
                    "--size \(JSONText.number(size.size.width))x\(JSONText.number(size.size.height)) at --scale "
                        + "\(JSONText.number(scale)) makes pictures wider than \(RasterImage.maximumSide) pixels; give "
                        + "a smaller --size or --scale"
                )
            }
        }
        try refuseSharedPaths()
    }

    /// Fails when two outputs name the same file, which would leave only the last one written.
    private func refuseSharedPaths() throws {
        let named = [
            ("--render", render), ("--filmstrip", filmstrip), ("--trace", trace == "-" ? nil : trace),
            ("--png", raster.png), ("--png-frames", raster.pngFrames), ("--video", raster.video),
        ]
        .compactMap { option, path in path.map { (option, $0, URL(fileURLWithPath: $0).standardizedFileURL.path) } }
        for (index, first) in named.enumerated() {
            if let second = named[(index + 1)...].first(where: { $0.2 == first.2 }) {
                throw ValidationError(
                    "\(first.0) and \(second.0) both name '\(first.1)'; give each output a path of its own")
            }
        }
    }

    /// What the raster outputs need besides writable paths, checked before the run: an empty or
    /// new folder for `--png-frames`, and the ffmpeg command for `--video`.
    func checkRasterPrerequisites() throws {
        if let folder = raster.pngFrames, let problem = FileProblem.whyUnfillable(folder) {
            throw CommandFailure("--png-frames '\(folder)' cannot be written: \(problem)")
        }
        if raster.video != nil { try FFmpegCheck.require(for: "--video") }
    }

    /// Writes the raster outputs asked for (paths, folder and ffmpeg were checked before the run).
    func writeRasterOutputs(_ picture: TransitionPicture) throws {
        guard !raster.isEmpty || writesRasterFilmstrip else { return }
        let export = RasterExport(picture, options: raster.rasterOptions)
        try raster.writeVideoAndPNG(with: export, framesPerSecond: fps.value)
        if let filmstrip, writesRasterFilmstrip { try export.writeFilmstrip(to: filmstrip, count: frames) }
        if let folder = raster.pngFrames { try export.writePNGFrames(to: folder, framesPerSecond: fps.value) }
    }
}
