import ArgumentParser
import Foundation
import SegueEngine
import SegueHost
import SegueKit
import SegueRender
import SegueScenario

/// `segue run`: plays one transition of the default scene with a plugin animator, headless on
/// the virtual clock, and reports or traces it.
struct RunCommand: LoggingCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run one transition with a plugin animator and print a summary, a JSON report or a trace.",
        discussion: """
            The default scene is a 400x800 window with two controllers, First and Second, whose root views are named \
            First and Second. present shows Second over First (in a container view named container); dismiss first \
            presents Second without animation, then dismisses it; push and pop do the same in a navigation controller; \
            tab switches to the second tab; container switches the objc.io container to its second child.

            --interactive takes a gesture script. pan:FRACTION@SECONDS,...,release gives finger positions as fractions \
            of the container's height (dragging down, -10 to 10) at times after the gesture began (0 to 60 s), then \
            release (or release@SECONDS; cancel makes the system cancel the gesture); hpan: is the same across the \
            container, in fractions of its width (either direction); pinch:SCALE@SECONDS,...,release gives the \
            fingers' distance relative to the start (0 to 10; below 1 pinches in). UIKit's rule decides the release: \
            the transition finishes if the gesture is past half way (half the height or width, or the fingers half \
            closed) or still moving onwards faster than half of that per second; otherwise, or if the gesture was \
            cancelled, it cancels. The finger moves in straight lines between the positions, frame by frame, and its \
            velocity is measured over its last 0.1 s of movement, as a gesture recognizer measures it; the summary \
            says \
            where and how fast it was released and which part of the rule decided. After a release, press@SECONDS puts \
            the finger down again: it grabs the finishing or cancelling transition where it is, more positions and a \
            release follow, as often as needed. Positions stay in the first touch's frame (fractions from where it \
            went \
            down), and a later touch lands where the previous one lifted, so what counts is how far it moves from \
            there \
            along the first touch's direction. Each release decides again with its own velocity, and after a grab the \
            transition continues at the velocity it was let go with; the summary prints one line per release.

            --render and an .svg --filmstrip draw the same recorded frames as --trace: views as their outlines (3D \
            transforms projected) with their colours and opacity, the window outlined. --png, --png-frames, a .png \
            --filmstrip and --video draw those frames as pictures, the way Core Animation composites layers (true \
            perspective, real text and images), at --scale pixels per point. --png draws the frame at --at seconds \
            into the transition, half way by default. --video writes .gif, .apng, .mp4 or .webm by the file's \
            extension at the transition's real duration and --fps (at most 240; a GIF at most 50), by piping the \
            frames to the ffmpeg \
            command (apt-get install -y ffmpeg), which is looked for before the run. Every output path is checked \
            before anything is written, each file appears whole or not at all, and each is named on standard error.

            --trace writes JSON Lines: {"t":…,"event":"…",…} for every SegueKit call and {\
            "t":…,"frame":N,"views":[…]} \
            for every frame, the first before the transition begins and the last after every completion handler ran.

            A transition that never completes, or that the host's watchdog had to complete because the animator never \
            called complete_transition, ends with status 1.

            Examples:
              segue run --animator diagonal
              segue run --animator org.segue.zoom --operation dismiss --param bounce=0.5 --json
              segue run --animator slide --operation push --interactive pan:0@0,0.3@0.2,0.6@0.4,release --trace -
              segue run --animator flip --render flip.svg --filmstrip flip-strip.svg --frames 6
              segue run --animator cube --png cube.png --at 0.2 --scale 2
              segue run --animator explode --video explode.gif --fps 25 --filmstrip explode.png
              segue run --animator slide --operation push --interactive pan:0@0,0.6@0.4,release --video slide.mp4
              segue run --animator diagonal --interactive pan:0@0,0.6@0.3,release@0.35,press@0.45,0.4@0.6,release@0.7
              segue run --scene Scenes/navigation.json --segue info
              segue run --animator slide --presentation bottom-sheet --sheet-drags 'up 300, down 700'
            """)

    @OptionGroup var plugins: PluginOptions
    @OptionGroup var isolation: IsolationOptions
    @OptionGroup var logging: LoggingOptions
    @OptionGroup(title: "Pictures and motion files") var raster: RasterOutputOptions
    @OptionGroup(title: "Sheet drags") var sheet: SheetDragOptions

    @Option(name: .long, help: "The animator, by id or name (case-insensitive); `segue list` shows them.")
    var animator: String?

    @Option(name: .long, help: "present, dismiss, push, pop, tab, container, or resize (the window's own size change).")
    var operation: OperationArgument = .present

    @Option(
        name: .long,
        help: ArgumentHelp("Present Second with this modalPresentationStyle (present and dismiss).", valueName: "STYLE")
    )
    var style: StyleArgument?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Use a presentation controller: dimming (the seeds' dimming sheet, built in) or a presentation controller "
                + "plugin by id or name (case-insensitive); `segue list` shows them.",
            valueName: "NAME"),
        transform: PresentationChoice.init(parsing:))
    var presentation: PresentationChoice?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Let an interaction controller plugin decide what the --interactive gesture does, by id or name "
                + "(case-insensitive), instead of UIKit's rule; `segue list` shows them.",
            valueName: "NAME"),
        transform: PluginControllerName.init(parsing:))
    var interaction: PluginControllerName?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Run a scene file instead of the default scene (see Scenes/README.md).", valueName: "FILE.json"),
        completion: .file(extensions: ["json"]))
    var scene: String?

    @Option(
        name: .long, help: ArgumentHelp("The scene's segue to perform (its first segue by default).", valueName: "ID"))
    var segue: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Drive the transition with a scripted pan or pinch (see below).", valueName: "GESTURE"),
        transform: { text in
            do { return try InteractiveGesture(parsing: text) } catch { throw InvalidValue("\(error)") }
        })
    var interactive: InteractiveGesture?

    @Option(
        name: .customLong("param"),
        help: ArgumentHelp("Set an animator parameter (repeatable).", valueName: "NAME=VALUE"),
        transform: ParameterAssignment.init(parsing:))
    var parameters: [ParameterAssignment] = []

    @OptionGroup var controllerParameters: ControllerParameterOptions

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Frames per second of the virtual clock, 1 to 10000.", valueName: "FPS"),
        transform: FrameRate.init(parsing:))
    var fps = FrameRate(60)

    @Option(
        name: .long, help: ArgumentHelp("The window's size in points, each side 1 to 100000.", valueName: "WxH"),
        transform: WindowSize.init(parsing:))
    var size = try! WindowSize(parsing: "400x800")

    @Option(
        name: .long,
        help: ArgumentHelp("Write the trace as JSON Lines to FILE, or to standard output with -.", valueName: "FILE"),
        completion: .file(extensions: ["jsonl"]))
    var trace: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write an animated SVG that plays the transition at its real duration.", valueName: "FILE.svg"),
        completion: .file(extensions: ["svg"]))
    var render: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write a filmstrip of evenly spaced frames with their times: SVG outlines, or PNG pictures.",
            valueName: "FILE.svg|FILE.png"),
        completion: .file(extensions: ["svg", "png"]))
    var filmstrip: String?

    @Option(name: .long, parsing: .unconditional, help: "How many frames the filmstrip shows, 1 to 100.")
    var frames: Int = 8

    @Flag(name: .long, help: "Play on the real-time driver at display rate, with a live progress line on a terminal.")
    var realtime = false

    @Flag(name: .long, help: "Print the summary as JSON.")
    var json = false

    /// `--operation`'s values.
    enum OperationArgument: String, ExpressibleByArgument, CaseIterable {
        case present, dismiss, push, pop, tab, container, resize
        /// The plugin operation, nil for resize (which has no animator).
        var operation: PluginOperation? { PluginOperation(rawValue: rawValue) }
    }

    /// `--style`'s values: UIKit's modal presentation styles.
    enum StyleArgument: String, ExpressibleByArgument, CaseIterable {
        case automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover
        /// The SegueKit style (`automatic` is resolved when the presentation starts, as in UIKit).
        var style: ModalPresentationStyle { ModalPresentationStyle(rawValue: rawValue)! }
    }

    /// Refuses options that do not fit together, before anything is loaded or run.
    func validate() throws {
        if trace == "-" && json {
            throw ValidationError("--trace - and --json both want standard output; write the trace to a file instead")
        }
        guard (1...100).contains(frames) else {
            throw ValidationError("--frames \(frames) is out of range; a filmstrip shows from 1 to 100 frames")
        }
        if realtime && !RealTimeDriver.supportedRates.contains(fps.value) {
            throw ValidationError(
                "--realtime plays at a display rate; give --fps one of "
                    + "\(RealTimeDriver.supportedRates.map { FrameRate($0).description }.joined(separator: ", "))"
            )
        }
        try validateRasterOutputs()
        try validateSheetDrags()
        if scene != nil {
            try refuseDefaultSceneOptions(with: "--scene")
            if realtime { throw ValidationError("--realtime plays the default scene and resizes; drop it for --scene") }
        } else if operation == .resize {
            try refuseDefaultSceneOptions(with: "--operation resize")
        } else {
            if segue != nil {
                throw ValidationError("--segue needs --scene FILE.json; the default scene has no segues")
            }
            if animator == nil {
                throw ValidationError(
                    "--animator NAME is required for the default scene; run `\(SegueInvocation.current("list"))` to "
                        + "see the animators"
                )
            }
            if interaction != nil && interactive == nil {
                throw ValidationError(
                    "--interaction \(interaction!) decides what a gesture does; add --interactive GESTURE, such as "
                        + "--interactive hpan:0@0,0.6@0.3,release"
                )
            }
            if (style != nil || presentation != nil) && operation != .present && operation != .dismiss {
                throw ValidationError(
                    "--style and --presentation apply to present and dismiss; drop them for --operation "
                        + "\(operation.rawValue)"
                )
            }
            try controllerParameters.check(
                hasInteraction: interaction != nil, hasPluginPresentation: presentation?.pluginName != nil)
        }
    }

    func run() throws {
        try AtomicFileWriter.checkWritable(
            [
                render.map { .svg("--render", $0) }, filmstrip.map { .picture("--filmstrip", $0) },
                trace.flatMap { $0 == "-" ? nil : .trace($0) },
            ]
            .compactMap { $0 } + raster.files)
        try checkRasterPrerequisites()
        let catalogue = plugins.loadCatalogue()
        let registry = try loadRegistry(from: catalogue)
        let made = MadeAnimators()
        let (recording, subject) = try play(registry: registry, made: made)
        let diagnostics = made.all.flatMap(\.diagnostics).map(\.message)
        let watchdogFailure =
            recording.completedByWatchdog ? neverCompleted(recording, subject: subject, made: made) : nil
        // The work is done only once the animators are destroyed and every plugin process has
        // ended cleanly (its libraries' finalizers run at its exit): a crash there fails the run
        // before anything reports success.
        made.all.removeAll()
        let failures = registry.finish()
        if realtime && isatty(STDERR_FILENO) != 0 { StandardError.write("\n") }
        let alreadySaid = Set(diagnostics + failures.map(\.description))
        for message in recording.diagnostics where !alreadySaid.contains(message) {
            StandardError.warning("\(message)")
        }
        // The recording of a transition whose plugin failed is still written: it shows how it ended.
        try writeOutputs(recording, subject: subject)
        report(recording, subject: subject)
        if let failure = failures.first {
            // Only an animator's failure ends the transition as cancelled (RemoteAnimator.abandon);
            // a controller's leaves it to the host's fallbacks, and the run fails either way.
            let endsTransition: Set<PluginCallback> = [
                .transition_duration, .animate_transition, .animation_ended, .interruptible_animation,
                .animation_completion,
            ]
            let consequence =
                endsTransition.contains(failure.callback) ? "the transition was ended as cancelled" : "the run fails"
            throw CommandFailure("\(failure); \(consequence)", status: .jobFailed)
        }
        if let watchdogFailure { throw watchdogFailure }
        guard recording.settled, recording.finished || recording.cancelled else {
            throw CommandFailure(
                "the \(recording.title) transition did not settle within 120 s of engine time; the animator probably "
                    + "never completes it",
                status: .jobFailed)
        }
    }

    /// The failure of a run whose transition the watchdog completed, named while the animators
    /// are still alive to say whose it was and in which language's words.
    private func neverCompleted(_ recording: ScenarioRecording, subject: String, made: MadeAnimators) -> CommandFailure
    {
        // A scene may make several animators; only a lone one is surely the one that never completed.
        let culprit = made.all.count == 1 ? made.all[0] : nil
        let complete = AnimatorContractCall.completeTransition.name(for: made.all.first)
        return CommandFailure(
            "\(culprit?.descriptor.id ?? subject) never called \(complete) in the \(recording.title) transition, so "
                + "the host's watchdog ended it; call \(complete) from your animation's completion",
            status: .jobFailed)
    }

    /// The libraries this run needs, loaded as `--in-process` says: the named animator's, or
    /// for a scene every library (its animator names are resolved as the scene plays).
    private func loadRegistry(from catalogue: PluginCatalogue) throws -> PluginRegistry {
        if scene != nil { return isolation.registry(for: catalogue.libraryFiles, plugins: plugins) }
        guard operation != .resize else { return PluginRegistry(libraries: []) }
        let entry = try plugins.animator(named: animator ?? "", in: catalogue)
        let controllerFiles = try controllerFiles(in: catalogue)
        var seen = Set<String>()
        let files = ([entry.file] + controllerFiles).filter { seen.insert($0).inserted }
        return isolation.registry(for: files, plugins: plugins)
    }

    /// Records the transition the options describe: a scene's segue, a resize, or an operation
    /// of the default scene with the named plugin.
    private func play(registry: PluginRegistry, made: MadeAnimators) throws -> (ScenarioRecording, String) {
        do {
            if let scene {
                return (
                    try playScene(scene, registry: registry, made: made), URL(fileURLWithPath: scene).lastPathComponent
                )
            }
            if operation == .resize {
                var scenario = TransitionScenario(size: size.size, framesPerSecond: fps.value)
                scenario.playback = playback(for: "resize") { 0.3 }
                return (try scenario.runResize(to: Size(width: size.size.height, height: size.size.width)), "window")
            }
            return try playDefaultScene(registry: registry, made: made)
        } catch let error as PluginAnimatorError {
            throw CommandFailure(error.description)
        } catch let error as TransitionError {
            throw CommandFailure(error.description)
        }
    }

    private func playScene(_ path: String, registry: PluginRegistry, made: MadeAnimators) throws -> ScenarioRecording {
        if let problem = FileProblem.whyUnreadable(path) {
            throw CommandFailure("--scene: \(problem); give a scene .json file")
        }
        let description = try Scene.load(contentsOf: path)
        try registry.checkSceneInteractions(of: description)
        let failures = ControllerFailures()
        let recording = try SceneScenario(description, framesPerSecond: fps.value).run(
            segue: segue, presentations: registry.scenePresentations(failures: failures)
        ) { name, presenting in
            // A plugin of that name first, then SegueKit's built-in names.
            if let available = registry.animator(named: name),
                let animator = try? registry.makeAnimator(available, operation: presenting ? .present : .dismiss)
            {
                animator.diagnosticHandler = { StandardError.warning("\($0)") }
                made.all.append(animator)
                return animator
            }
            return Scene.builtInAnimators(name, presenting)
        }
        try failures.throwIfFailed()
        return recording
    }

    private func playDefaultScene(registry: PluginRegistry, made: MadeAnimators) throws -> (ScenarioRecording, String) {
        // The name was checked against the catalogue already; only a library that changed or
        // failed since its scan can be missing here (its warning said why).
        guard let available = registry.animator(named: animator ?? "") else {
            throw CommandFailure(
                "\(animator ?? "") could not be loaded (see the warnings above); run "
                    + "`\(SegueInvocation.current("list --rescan"))`",
                status: .jobFailed)
        }
        let descriptor = available.descriptor
        if interactive != nil && !descriptor.capabilities.contains(.interactive) {
            throw CommandFailure(
                "\(descriptor.id) is not interactive (it claims \(descriptor.capabilities)); drop --interactive or "
                    + "pick an interactive animator"
            )
        }
        let values = try parameterValues(for: descriptor)
        var scenario = TransitionScenario(
            operation: operation.operation!, size: size.size, framesPerSecond: fps.value, gesture: interactive)
        let controllerFailures = try hookUpControllers(registry: registry, to: &scenario)
        scenario.presentationStyle = style?.style ?? .fullScreen
        scenario.usesDimmingPresentation = presentation == .dimming
        scenario.sheetDrags = sheet.sheetDrags
        scenario.playback = playback(for: descriptor.id) { made.all.first?.transitionDuration(using: nil) }
        let recording = try scenario.run { operation throws in
            let animator = try registry.makeAnimator(available, operation: operation, parameters: values)
            animator.diagnosticHandler = { StandardError.warning("\($0)") }
            made.all.append(animator)
            return animator
        }
        try controllerFailures.throwIfFailed()
        return (recording, descriptor.id)
    }

    /// Writes the pictures and the trace the options ask for (their paths were checked first).
    private func writeOutputs(_ recording: ScenarioRecording, subject: String) throws {
        let picture = TransitionPicture(frames: recording.frames, title: "\(subject) \(recording.title)")
        // --at is bounded by what was recorded: checked before the first file is written.
        try raster.checkOffset(in: picture)
        // The raster outputs first: ffmpeg is the likeliest to fail, and then nothing else is written.
        try writeRasterOutputs(picture)
        if let render { try AtomicFileWriter.write(picture.animatedSVG(), to: render, what: "animated SVG") }
        if let filmstrip, !writesRasterFilmstrip {
            try AtomicFileWriter.write(
                picture.filmstripSVG(count: frames), to: filmstrip, what: "filmstrip of \(frames) frames")
        }
        if let trace {
            let lines = recording.recorder.jsonLines()
            if trace == "-" {
                FileHandle.standardOutput.write(Data(lines.utf8))
            } else {
                try AtomicFileWriter.write(lines, to: trace, what: "trace")
            }
        }
    }

    /// Prints the summary (text or JSON) unless the trace has standard output; the text ends
    /// with a suggestion of what to try next.
    private func report(_ recording: ScenarioRecording, subject: String) {
        if json {
            try? JSONOutput.print(
                RunSummary(
                    recording, subject: subject, operation: scene == nil ? operation.rawValue : recording.title,
                    interactive: interactive != nil, fps: fps.value, size: size.size, scene: scene))
        } else if trace != "-" {
            let outcome = recording.outcomeText
            print(
                "\(subject) \(recording.title): \(DurationText.seconds(recording.duration)) s, "
                    + "\(recording.frames.count) frames at \(fps) fps, \(outcome)"
            )
            for release in recording.releases { print("  \(release.sentence)") }
            if render == nil && filmstrip == nil && raster.isEmpty && recording.finished
                && !recording.completedByWatchdog
            {
                print(nextStep(title: recording.title))
            }
        }
    }

    /// The virtual clock, or with `--realtime` the real-time driver drawing a live progress
    /// line (`subject`, elapsed/total, frame rate, late frames) on standard error when it is a
    /// terminal, and nothing when it is not.
    private func playback(for subject: String, duration: @escaping () -> Double?) -> Playback {
        guard realtime else { return .virtualClock }
        let live = isatty(STDERR_FILENO) != 0
        return .realTime { statistics in
            guard live else { return }
            let total = duration().map { "/\(String(format: "%.2f", $0))" } ?? ""
            StandardError.write(
                "\r\(subject)  \(String(format: "%.2f", statistics.elapsed))\(total) s  "
                    + "\(String(format: "%.1f", statistics.framesPerSecond)) fps  late \(statistics.lateFrames)  "
                    + "dropped \(statistics.droppedFrames)\u{1B}[K"
            )
        }
    }

    /// Fails when options that only shape the default scene are combined with `mode`.
    private func refuseDefaultSceneOptions(with mode: String) throws {
        let given = [
            ("--animator", animator != nil), ("--style", style != nil), ("--presentation", presentation != nil),
            ("--interaction", interaction != nil), ("--interactive", interactive != nil),
            ("--sheet-drags", sheet.sheetDrags != nil),
            ("--param", !parameters.isEmpty), ("--interaction-param", !controllerParameters.interaction.isEmpty),
            ("--presentation-param", !controllerParameters.presentation.isEmpty),
            ("--operation", mode == "--scene" && operation != .present),
        ].filter(\.1).map(\.0)
        guard given.isEmpty else {
            throw ValidationError(
                "\(given.joined(separator: " and ")) cannot be combined with \(mode); "
                    + (mode == "--scene"
                        ? "a scene file names its own animators and styles" : "a resize animates the window itself"))
        }
    }

    /// Each `--param` checked against the animator's declared parameters, type and range.
    private func parameterValues(for descriptor: AnimatorDescriptor) throws -> [String: Double] {
        try ParameterAssignment.values(parameters, for: descriptor)
    }
}

/// The plugin animators a run made, shared with the closures that make them and the live
/// progress line that asks the first one its duration.
private final class MadeAnimators {
    var all: [PluginAnimator] = []
}
