import ArgumentParser
import Foundation
import SegueEngine
import SegueHost
import SegueRaster
import SegueRender
import SegueScenario

/// `segue gallery`: every discovered animator, presenting and dismissing, then every presentation
/// controller plugin (`GalleryCommand+Presentations.swift`), on one HTML page.
struct GalleryCommand: LoggingCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write one self-contained HTML page playing every discovered animator, presenting and dismissing.",
        discussion: """
            Each transition is recorded on the virtual clock and drawn from its recorded frames, with a play button \
            and a scrub slider; open the page with #t=0.5 to scrub every clip half way. Scripts/check-gallery.sh \
            checks the page in headless Chromium.

            --motion gif, apng, mp4 or webm embeds, instead of each card's inline SVG, a looping motion file of the \
            frames drawn by the raster renderer at \(JSONText.number(GalleryCommand.motionFramesPerSecond)) frames per \
            second and one pixel per CSS pixel of the card, through the ffmpeg command (looked for before anything \
            runs). The page stays one file (data URIs); motion cards play by themselves, without a slider: \
            segue gallery gallery.html --motion webm

            Examples:
              segue gallery gallery.html
              segue gallery /tmp/mine.html --plugin-path ./build/plugins --fps 120
            """)

    @OptionGroup var plugins: PluginOptions
    @OptionGroup var isolation: IsolationOptions
    @OptionGroup var logging: LoggingOptions

    @Argument(
        help: ArgumentHelp("Where to write the page.", valueName: "OUT.html"), completion: .file(extensions: ["html"]))
    var output: String

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Frames per second of the recordings, 1 to 1000.", valueName: "FPS"),
        transform: FrameRate.init(parsing:))
    var fps = FrameRate(60)

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How each card shows its transition: svg (inline, with a slider), gif, apng, mp4 or webm.",
            valueName: "KIND"))
    var motion: GalleryMotion = .svg

    /// Frames per second of embedded motion files: whole centiseconds, so a GIF's frame delays are exact.
    static let motionFramesPerSecond = 25.0

    func validate() throws {
        // Twelve clips at more than 1000 fps make a page too large for a browser to play.
        guard fps.value <= 1000 else {
            throw ValidationError("--fps \(fps) is too high for a gallery; give from 1 to 1000 frames per second")
        }
    }

    func run() throws {
        try AtomicFileWriter.checkWritable([.page(output)])
        if motion.format != nil { try FFmpegCheck.require(for: "--motion \(motion.rawValue)") }
        let registry = isolation.registry(for: plugins.loadCatalogue().libraryFiles, plugins: plugins)
        guard !registry.animators.isEmpty else {
            throw CommandFailure(
                "no animator plugins were found, so the gallery would be empty; \(PluginOptions.noPluginsHint)")
        }
        var clips: [GalleryPage.Clip] = []
        for available in registry.animators.sorted(by: { $0.descriptor.id < $1.descriptor.id }) {
            for operation in [PluginOperation.present, .dismiss]
            where available.descriptor.capabilities.contains(operation.requiredCapability) {
                if let clip = record(available, operation, in: registry) { clips.append(clip) }
            }
        }
        clips += presentationClips(in: registry)
        // Last, the engine's layer properties (no bundled animator uses them all yet).
        clips.append(
            GalleryPage.Clip(
                title: LayerShowcase.title, subtitle: "engine showcase · animate",
                frames: LayerShowcase.frames(framesPerSecond: fps.value)))
        if let format = motion.format {
            clips = try GalleryMotionEncoder(format: format, framesPerSecond: Self.motionFramesPerSecond).embed(clips)
        }
        let page = GalleryPage(heading: "Segue animators (\(registry.animators.count))", clips: clips)
        let kind = motion.format.map { ", each a looping \($0.rawValue)" } ?? ""
        try AtomicFileWriter.write(
            page.html(), to: output,
            what: "\(clips.count) transitions from \(registry.animators.count) animators\(kind)")
        let failures = registry.isolationFailures
        if !failures.isEmpty {
            throw CommandFailure(
                "\(failures.count) plugin\(failures.count == 1 ? "" : "s") failed, so the gallery leaves out their "
                    + "transitions: "
                    + failures.map(\.description).joined(separator: "; "),
                status: .jobFailed)
        }
    }

    /// One clip of `available` running `operation`, or nil (with a warning) when it cannot be
    /// recorded or its plugin process failed while recording it.
    private func record(_ available: AvailableAnimator, _ operation: PluginOperation, in registry: PluginRegistry)
        -> GalleryPage.Clip?
    {
        let id = available.descriptor.id
        guard available.library.isolationFailure == nil else { return nil }
        do {
            let recording = try TransitionScenario(operation: operation, framesPerSecond: fps.value).run { operation in
                try registry.makeAnimator(available, operation: operation)
            }
            if let failure = available.library.isolationFailure {
                StandardError.warning("\(id) \(operation.rawValue) was left out: \(failure)")
                return nil
            }
            for message in recording.diagnostics { StandardError.warning("\(id) \(operation.rawValue): \(message)") }
            // GalleryPage HTML-escapes its text; control characters, which HTML has no escape
            // for, are shown as \u{…} like on the terminal.
            return GalleryPage.Clip(
                title: PrintableText.escaped(available.descriptor.name, oneLine: true),
                subtitle: PrintableText.escaped("\(id) · \(operation.rawValue)", oneLine: true),
                frames: recording.frames)
        } catch {
            StandardError.warning("\(id) \(operation.rawValue) was left out: \(error)")
            return nil
        }
    }
}
