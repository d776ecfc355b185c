import ArgumentParser
import Foundation
import SegueHost
import SegueScenario
import SegueRender

/// `segue gallery`: every discovered animator, presenting and dismissing, on one HTML page.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write one self-contained HTML page playing every discovered animator, presenting and dismissing.",
        discussion: """
            Each transition is recorded on the virtual clock and drawn from its recorded frames,
            with a play button and a scrub slider; open the page with #t=0.5 to scrub every clip
            half way. Scripts/check-gallery.sh checks the page in headless Chromium.

            Examples:
              segue gallery gallery.html
              segue gallery /tmp/mine.html --plugin-path ./build/plugins --fps 120
            """)

    @OptionGroup var plugins: PluginOptions

    @Argument(help: ArgumentHelp("Where to write the page.", valueName: "OUT.html"))
    var output: String

    @Option(name: .long, help: "Frames per second of the recordings.")
    var fps: Double = 60

    func run() throws {
        do {
            try execute()
        } catch let failure as CommandFailure {
            throw failure.report()
        }
    }

    private func execute() throws {
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw CommandFailure("--fps \(fps) is not usable for a gallery; give a number of frames per second between 1 and 1000")
        }
        let registry = plugins.loadRegistry()
        guard !registry.animators.isEmpty else {
            throw CommandFailure("no animator plugins were found, so the gallery would be empty; build them with `swift build` or pass --plugin-path DIR")
        }
        var clips: [GalleryPage.Clip] = []
        for available in registry.animators.sorted(by: { $0.descriptor.id < $1.descriptor.id }) {
            for operation in [PluginOperation.present, .dismiss] where available.descriptor.capabilities.contains(operation.requiredCapability) {
                do {
                    let recording = try TransitionScenario(operation: operation, framesPerSecond: fps).run { operation in
                        try registry.makeAnimator(available, operation: operation)
                    }
                    for message in recording.diagnostics { StandardError.warning("\(available.descriptor.id) \(operation.rawValue): \(message)") }
                    clips.append(GalleryPage.Clip(
                        title: available.descriptor.name, subtitle: "\(available.descriptor.id) · \(operation.rawValue)", frames: recording.frames))
                } catch {
                    StandardError.warning("\(available.descriptor.id) \(operation.rawValue) was left out: \(error)")
                }
            }
        }
        let page = GalleryPage(heading: "Segue animators (\(registry.animators.count))", clips: clips)
        try AtomicFileWriter.write(page.html(), to: output)
        print("wrote \(output): \(clips.count) transitions from \(registry.animators.count) animators")
    }
}
