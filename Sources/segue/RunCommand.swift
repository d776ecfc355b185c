import ArgumentParser
import Foundation
import SegueEngine
import SegueHost
import SegueScenario
import SegueKit
import SegueRender

/// `segue run`: plays one transition of the default scene with a plugin animator, headless on
/// the virtual clock, and reports or traces it.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run one transition with a plugin animator and print a summary, a JSON report or a trace.",
        discussion: """
            The default scene is a \(Int(TransitionScenario().size.width))x\(Int(TransitionScenario().size.height)) window with \
            two controllers, First and Second, whose root views are named First and Second. present
            shows Second over First (in a container view named container); dismiss first presents
            Second without animation, then dismisses it; push and pop do the same in a navigation
            controller; tab switches to the second tab; container switches the objc.io container to
            its second child.

            --interactive takes a pan script, pan:FRACTION@SECONDS,...,release: finger positions
            as fractions of the container's height (dragging down) at times after the gesture
            began, then release (or release@SECONDS; cancel makes the system cancel the gesture).
            UIKit's rule decides the release: the transition finishes if the drag is past half the
            container's height or still moving down faster than half a container height per
            second; otherwise, or if the gesture was cancelled, it cancels.

            --render and --filmstrip draw the same recorded frames as --trace: views as their
            outlines (3D transforms projected) with their colours and opacity, the window outlined.

            --trace writes JSON Lines: {"t":…,"event":"…",…} for every SegueKit call and
            {"t":…,"frame":N,"views":[…]} for every frame, the first before the transition
            begins and the last after every completion handler ran.

            Examples:
              segue run --animator diagonal
              segue run --animator org.segue.zoom --operation dismiss --param bounce=0.5 --json
              segue run --animator slide --operation push --interactive pan:0@0,0.3@0.2,0.6@0.4,release --trace -
              segue run --animator flip --render flip.svg --filmstrip flip-strip.svg --frames 6
            """)

    @OptionGroup var plugins: PluginOptions

    @Option(name: .long, help: "The animator, by id or name (case-insensitive); `segue list` shows them.")
    var animator: String?

    @Option(name: .long, help: "present, dismiss, push, pop, tab, container, or resize (the window's own size change).")
    var operation: OperationArgument = .present

    @Option(name: .long, help: ArgumentHelp("Present Second with this modalPresentationStyle (present and dismiss).", valueName: "STYLE"))
    var style: StyleArgument?

    @Option(name: .long, help: ArgumentHelp("Use a presentation controller: dimming (the seeds' dimming sheet).", valueName: "KIND"))
    var presentation: PresentationArgument?

    @Option(name: .long, help: ArgumentHelp("Run a scene file instead of the default scene (see Scenes/README.md).", valueName: "FILE.json"))
    var scene: String?

    @Option(name: .long, help: ArgumentHelp("The scene's segue to perform (its first segue by default).", valueName: "ID"))
    var segue: String?

    @Option(name: .long, help: ArgumentHelp("Drive the transition with a scripted pan (see below).", valueName: "GESTURE"))
    var interactive: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("Set an animator parameter (repeatable).", valueName: "NAME=VALUE"))
    var parameters: [String] = []

    @Option(name: .long, help: "Frames per second of the virtual clock.")
    var fps: Double = 60

    @Option(name: .long, help: ArgumentHelp("The window's size in points.", valueName: "WxH"))
    var size: String = "400x800"

    @Option(name: .long, help: ArgumentHelp("Write the trace as JSON Lines to FILE, or to standard output with -.", valueName: "FILE"))
    var trace: String?

    @Option(name: .long, help: ArgumentHelp("Write an animated SVG that plays the transition at its real duration.", valueName: "FILE.svg"))
    var render: String?

    @Option(name: .long, help: ArgumentHelp("Write a filmstrip SVG of evenly spaced frames with their times.", valueName: "FILE.svg"))
    var filmstrip: String?

    @Option(name: .long, help: "How many frames the filmstrip shows.")
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
        case fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover
        var style: ModalPresentationStyle { ModalPresentationStyle(rawValue: rawValue)! }
    }

    /// `--presentation`'s values.
    enum PresentationArgument: String, ExpressibleByArgument, CaseIterable {
        case dimming
    }

    func run() throws {
        do {
            try execute()
        } catch let failure as CommandFailure {
            throw failure.report()
        }
    }

    private func execute() throws {
        if trace == "-" && json {
            throw CommandFailure("--trace - and --json both want standard output; write the trace to a file instead")
        }
        if realtime && !RealTimeDriver.supportedRates.contains(fps) {
            throw CommandFailure("--realtime plays at a display rate; give --fps one of \(RealTimeDriver.supportedRates.map { format($0) }.joined(separator: ", "))")
        }
        if realtime && scene != nil {
            throw CommandFailure("--realtime plays the default scene and resizes; drop it for --scene")
        }
        guard (1...100).contains(frames) else {
            throw CommandFailure("--frames \(frames) is out of range; a filmstrip shows between 1 and 100 frames")
        }
        let windowSize = try Self.parseSize(size)
        guard fps.isFinite, fps > 0, fps <= 10_000 else {
            throw CommandFailure("--fps \(fps) is not a usable frame rate; give a number of frames per second between 1 and 10000")
        }
        var gesture: PanGestureSpec?
        if let interactive {
            do { gesture = try PanGestureSpec(parsing: interactive) } catch { throw CommandFailure("--interactive: \(error.description)") }
        }

        let registry = plugins.loadRegistry()
        var madeAnimators: [PluginAnimator] = []
        let recording: ScenarioRecording
        let subject: String
        do {
            if let scene {
                try refuseDefaultSceneOptions(with: "--scene")
                let description = try Scene.load(contentsOf: scene)
                recording = try SceneScenario(description, framesPerSecond: fps).run(segue: segue) { name, presenting in
                    // A plugin of that name first, then SegueKit's built-in names.
                    if let available = registry.animator(named: name),
                       let made = try? registry.makeAnimator(available, operation: presenting ? .present : .dismiss) {
                        made.diagnosticHandler = { StandardError.warning("\($0)") }
                        madeAnimators.append(made)
                        return made
                    }
                    return Scene.builtInAnimators(name, presenting)
                }
                subject = URL(fileURLWithPath: scene).lastPathComponent
            } else if operation == .resize {
                try refuseDefaultSceneOptions(with: "--operation resize", allowsAnimator: false)
                var scenario = TransitionScenario(size: windowSize, framesPerSecond: fps)
                scenario.playback = playback(for: "resize") { 0.3 }
                recording = try scenario.runResize(to: Size(width: windowSize.height, height: windowSize.width))
                subject = "window"
            } else {
                guard segue == nil else { throw CommandFailure("--segue needs --scene FILE.json; the default scene has no segues") }
                let available = try resolveAnimator(in: registry)
                let descriptor = available.descriptor
                if gesture != nil && !descriptor.capabilities.contains(.interactive) {
                    throw CommandFailure("\(descriptor.id) is not interactive (it claims \(descriptor.capabilities)); drop --interactive or pick an interactive animator")
                }
                let modal = operation == .present || operation == .dismiss
                if (style != nil || presentation != nil) && !modal {
                    throw CommandFailure("--style and --presentation apply to present and dismiss; drop them for --operation \(operation.rawValue)")
                }
                let values = try parseParameters(for: descriptor)
                var scenario = TransitionScenario(operation: operation.operation!, size: windowSize, framesPerSecond: fps, gesture: gesture)
                scenario.presentationStyle = style?.style ?? .fullScreen
                scenario.usesDimmingPresentation = presentation == .dimming
                scenario.playback = playback(for: descriptor.id) { madeAnimators.first?.transitionDuration(using: nil) }
                recording = try scenario.run { operation throws in
                    let made = try registry.makeAnimator(available, operation: operation, parameters: values)
                    made.diagnosticHandler = { StandardError.warning("\($0)") }
                    madeAnimators.append(made)
                    return made
                }
                subject = descriptor.id
            }
        } catch let error as PluginAnimatorError {
            throw CommandFailure(error.description)
        } catch let error as TransitionError {
            throw CommandFailure(error.description)
        }
        if realtime && isatty(STDERR_FILENO) != 0 { StandardError.write("\n") }
        let pluginDiagnostics = Set(madeAnimators.flatMap(\.diagnostics).map(\.message))
        for message in recording.diagnostics where !pluginDiagnostics.contains(message) {
            StandardError.warning("\(message)")
        }

        let picture = TransitionPicture(frames: recording.frames, title: "\(subject) \(recording.title)")
        if let render { try AtomicFileWriter.write(picture.animatedSVG(), to: render) }
        if let filmstrip { try AtomicFileWriter.write(picture.filmstripSVG(count: frames), to: filmstrip) }
        if let trace {
            let lines = recording.recorder.jsonLines()
            if trace == "-" { FileHandle.standardOutput.write(Data(lines.utf8)) } else { try AtomicFileWriter.write(lines, to: trace) }
        }
        if json {
            print(try summaryJSON(recording, subject: subject, size: windowSize))
        } else if trace != "-" {
            let outcome = recording.completed.map { $0 ? "completed" : "cancelled" } ?? "never completed"
            print("\(subject) \(recording.title): \(format(recording.duration)) s, \(recording.frames.count) frames at \(format(fps)) fps, \(outcome)")
        }
        guard recording.settled, recording.finished || recording.cancelled else {
            throw CommandFailure(
                "the \(recording.title) transition did not settle within 120 s of engine time; the animator probably never completes it")
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
                "\r\(subject)  \(String(format: "%.2f", statistics.elapsed))\(total) s  \(String(format: "%.1f", statistics.framesPerSecond)) fps  late \(statistics.lateFrames)  dropped \(statistics.droppedFrames)\u{1B}[K")
        }
    }

    /// The animator `--animator` names, or a failure naming the closest ones.
    private func resolveAnimator(in registry: PluginRegistry) throws -> AvailableAnimator {
        guard let animator else {
            throw CommandFailure("--animator NAME is required for the default scene; run `segue list` to see the animators")
        }
        return try plugins.animator(named: animator, in: registry)
    }

    /// Fails when options that only shape the default scene are combined with `mode`.
    private func refuseDefaultSceneOptions(with mode: String, allowsAnimator: Bool = false) throws {
        let given = [
            ("--animator", animator != nil && !allowsAnimator), ("--style", style != nil), ("--presentation", presentation != nil),
            ("--interactive", interactive != nil), ("--param", !parameters.isEmpty),
            ("--operation", mode == "--scene" && operation != .present),
        ].filter(\.1).map(\.0)
        guard given.isEmpty else {
            throw CommandFailure("\(given.joined(separator: " and ")) cannot be combined with \(mode); " + (mode == "--scene"
                ? "a scene file names its own animators and styles" : "a resize animates the window itself"))
        }
    }

    private func parseParameters(for descriptor: AnimatorDescriptor) throws -> [String: Double] {
        var values: [String: Double] = [:]
        for item in parameters {
            guard let equals = item.firstIndex(of: "="), equals != item.startIndex else {
                throw CommandFailure("--param '\(item)' is not NAME=VALUE; for example --param duration=0.8")
            }
            let name = String(item[..<equals]), text = String(item[item.index(after: equals)...])
            guard let parameter = descriptor.parameters.first(where: { $0.id == name }) else {
                let known = descriptor.parameters.map(\.id)
                throw CommandFailure(
                    "\(descriptor.id) has no parameter '\(name)'; " + (known.isEmpty ? "it takes none" : "it takes \(known.joined(separator: ", "))"))
            }
            do { values[name] = try parameter.value(parsing: text) } catch { throw CommandFailure(error.description) }
        }
        return values
    }

    private func summaryJSON(_ recording: ScenarioRecording, subject: String, size: Size) throws -> String {
        var object: [String: Any] = [
            "animator": subject, "operation": scene == nil ? operation.rawValue : recording.title,
            "duration": recording.duration, "frames": recording.frames.count,
            "completed": recording.completed == true, "cancelled": recording.cancelled,
            "interactive": interactive != nil, "fps": fps, "size": [size.width, size.height],
            "endTime": recording.frames.last?.time ?? 0, "diagnostics": recording.diagnostics,
        ]
        if let scene { object["scene"] = scene }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Parses "WxH" into a size, or fails naming the text.
    static func parseSize(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000
        else {
            throw CommandFailure("--size '\(text)' is not WIDTHxHEIGHT in points; for example --size 400x800")
        }
        return Size(width: width, height: height)
    }
}
