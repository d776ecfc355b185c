import ArgumentParser
import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SeguePreview
import SegueRaster
import SegueScenario

/// `segue preview`: the default scene in a window, playing transitions at the display rate on
/// the real-time driver, driven by the keyboard and the pointer, with plugins reloaded as they
/// are rebuilt.
struct PreviewCommand: LoggingCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Play transitions in a window, drag them with the pointer, and reload plugins as you rebuild them.",
        discussion: """
            Opens the default scene (First and Second, as `segue run` plays them) in a resizable window drawn by the \
            raster renderer, and plays --operation with --animator at once when it is given. Press h or ? for the \
            keys: space or r \
            replays; p, d, u and o present, dismiss, push and pop; → and ← (or n and N) select the next and \
            previous \
            animator; s toggles slow motion (10× slower); . pauses and , (or → while paused) steps one frame; t \
            shows \
            every view's name and frame; i switches plugins between their own processes and this one; w writes \
            --record-input; q or Esc quits. Drag on the presented or presenting view to drive the transition with the \
            pointer (hold Ctrl to pinch); press again while it finishes or cancels to grab it. The bottom line shows \
            the animator, operation, phase and time, frame rate, late and dropped frames and the last diagnostic.

            --interaction NAME lets an interaction controller plugin decide each drag instead of UIKit's rule (made \
            afresh for each transition); --presentation NAME presents Second through a presentation controller \
            plugin, and while it is presented a click goes to it first (a bottom sheet's dimming view dismisses). \
            --interaction-param and --presentation-param set their parameters. Controllers run in plugin processes \
            like animators (--in-process loads them here).

            The plugin folders are followed: rebuild a plugin in another terminal and the window replays the current \
            animator with the new build; a broken build's diagnostic shows in the bottom line and the last good \
            build keeps running. Without a display (neither DISPLAY nor WAYLAND_DISPLAY set), run `segue watch`.

            For tests and benchmarks: --exit-after closes the window after that many seconds, --capture-at writes the \
            window's pixels as read back from SDL at an engine time, --stats writes frame times (p50, p99), late and \
            dropped frames, the window's size and each change of the transition's phase as JSON; --loop plays \
            --operation again each time it ends.

            Examples:
              segue preview
              segue preview --animator fold --plugin-path ./.build/debug
              segue preview --animator slide --operation push --scale 2 --record-input drag.txt
              segue preview --animator explode --exit-after 3 --capture-at 0.25:frame.png --stats stats.json
              segue preview --animator cover-vertical --interaction vertical-swipe --presentation bottom-sheet \
            --presentation-param initial-detent=1
            """)

    @OptionGroup var plugins: PluginOptions
    @OptionGroup var isolation: IsolationOptions
    @OptionGroup var logging: LoggingOptions

    @Option(name: .long, help: "The animator, by id or name (case-insensitive); the first found by default.")
    var animator: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Let an interaction controller plugin decide what a drag does, by id or name (case-insensitive), instead "
                + "of UIKit's rule; `segue list` shows them.",
            valueName: "NAME"),
        transform: PluginControllerName.init(parsing:))
    var interaction: PluginControllerName?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Present with a presentation controller plugin, by id or name (case-insensitive); `segue list` shows them.",
            valueName: "NAME"),
        transform: PluginControllerName.init(parsing:))
    var presentation: PluginControllerName?

    @Option(
        name: .long,
        help:
            "present, dismiss, push or pop: play it when the window opens (without it the window opens idle on First).")
    var operation: OperationArgument?

    @Flag(name: .long, help: "Play --operation again each time it ends (for benchmarks).")
    var loop = false

    @Option(
        name: .long, help: ArgumentHelp("The window's size in points, each side 1 to 100000.", valueName: "WxH"),
        transform: WindowSize.init(parsing:))
    var size = try! WindowSize(parsing: "400x800")

    @Option(name: .long, help: ArgumentHelp("Pixels per point of the window (0.25 to 4).", valueName: "SCALE"))
    var scale = RasterScale(argument: "1")!

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("The display rate: 30, 60, 90, 120 or 240.", valueName: "FPS"),
        transform: FrameRate.init(parsing:))
    var fps = FrameRate(60)

    @Option(
        name: .customLong("param"),
        help: ArgumentHelp("Set a parameter of --animator (repeatable); kept across reloads.", valueName: "NAME=VALUE"),
        transform: ParameterAssignment.init(parsing:))
    var parameters: [ParameterAssignment] = []

    @OptionGroup var controllerParameters: ControllerParameterOptions

    @Option(
        name: .customLong("record-input"),
        help: ArgumentHelp(
            "Write the last drag as a `segue run --interactive` script to FILE on quit (or on w).", valueName: "FILE"))
    var recordInput: String?

    @Option(
        name: .customLong("exit-after"), parsing: .unconditional,
        help: ArgumentHelp("Close the window after this many seconds (0.1 to 86400).", valueName: "SECONDS"))
    var exitAfter: Double?

    @Option(
        name: .customLong("capture-at"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Write the window's first frame at or after SECONDS of engine time to FILE.png (repeatable).",
            valueName: "SECONDS:FILE.png"),
        transform: CaptureRequest.init(parsing:))
    var captures: [CaptureRequest] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write frame times, late and dropped frames and the window's size as JSON on close.", valueName: "FILE.json"
        ))
    var stats: String?

    /// `--operation`'s values: the operations the default scene can show again and again.
    enum OperationArgument: String, ExpressibleByArgument, CaseIterable {
        case present, dismiss, push, pop
        /// The plugin operation.
        var operation: PluginOperation { PluginOperation(rawValue: rawValue)! }
    }

    /// Refuses numbers out of range and options that do not fit together, before anything loads.
    func validate() throws {
        guard RealTimeDriver.supportedRates.contains(fps.value) else {
            throw ValidationError(
                "--fps \(fps) is not a display rate; give one of "
                    + "\(RealTimeDriver.supportedRates.map { FrameRate($0).description }.joined(separator: ", "))"
            )
        }
        if let exitAfter, !(0.1...86_400).contains(exitAfter) {
            throw ValidationError("--exit-after \(exitAfter) is out of range; give from 0.1 to 86400 seconds")
        }
        if loop && operation == nil {
            throw ValidationError(
                "--loop plays --operation again and again; add --operation present (or dismiss, push, pop)")
        }
        try controllerParameters.check(hasInteraction: interaction != nil, hasPluginPresentation: presentation != nil)
        let longest = max(size.size.width, size.size.height) * scale.value
        guard longest <= Double(RasterImage.maximumSide) else {
            throw ValidationError(
                "--size \(JSONText.number(size.size.width))x\(JSONText.number(size.size.height)) at --scale \(scale) "
                    + "makes a window wider than \(RasterImage.maximumSide) pixels; give a smaller --size or --scale"
            )
        }
    }

    func run() throws {
        try AtomicFileWriter.checkWritable(outputs)
        if let reason = PreviewDisplay.unavailableReason() { throw Self.noDisplay(reason) }
        let reloading = loadPlugins()
        let id = try animatorID(in: reloading)
        try applyParameters(to: reloading, animatorID: id)
        let controllers = try liveControllers(in: reloading)
        let session: LiveSession
        do {
            session = try LiveSession(size: size.size, animators: reloading, animatorID: id, controllers: controllers)
        } catch {
            throw CommandFailure("\(error)")
        }
        let preview = PreviewLoop(
            session: session,
            plugins: PreviewPlugins(reloading: reloading, watch: followFolders(), isolation: plugins.isolation),
            settings: settings)
        let statistics: FrameStatistics
        do {
            statistics = try preview.run()
        } catch {
            throw error.isNoDisplay
                ? Self.noDisplay(error.description) : CommandFailure(error.description, status: .jobFailed)
        }
        if let stats {
            try AtomicFileWriter.write(try JSONOutput.text(statistics) + "\n", to: stats, what: "frame statistics")
        }
        // The window said so in its bottom line, but it has closed: say it where it can still be read.
        if let recordInput, session.recordedScript == nil {
            StandardError.warning(
                "--record-input: nothing was dragged, so \(recordInput) was not written; drag on the presented or "
                    + "presenting view before quitting"
            )
        }
    }

    /// The one sentence said when no window can open.
    static func noDisplay(_ reason: String) -> CommandFailure {
        CommandFailure(
            "segue preview needs a display, but \(reason); run `\(SegueInvocation.current("watch"))` to follow "
                + "rebuilt plugins without a window",
            status: .jobFailed)
    }

    /// Every file the options name, checked before the window opens.
    private var outputs: [OutputFile] {
        captures.map { OutputFile(option: "--capture-at", path: $0.path, formats: ["png"]) }
            + [
                stats.map { OutputFile(option: "--stats", path: $0, formats: ["json"]) },
                recordInput.map { OutputFile(option: "--record-input", path: $0, formats: ["txt", "gesture"]) },
            ].compactMap { $0 }
    }

    /// The loop's settings from the options.
    private var settings: PreviewSettings {
        var settings = PreviewSettings()
        settings.scale = scale.value
        settings.framesPerSecond = fps.value
        settings.operation = operation?.operation
        settings.loops = loop
        settings.exitAfter = exitAfter
        settings.captures = captures.map { ($0.engineTime, $0.path) }
        settings.recordInputPath = recordInput
        return settings
    }
}
