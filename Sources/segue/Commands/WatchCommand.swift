import ArgumentParser
import Foundation
import SegueConformance
import SegueHost
import SegueRaster
import SegueScenario

/// `segue watch`: follows the plugin folders and, each time a library is rebuilt, loads it in a
/// new plugin process, replays an animator headless, and optionally validates it and rewrites
/// pictures, printing one line per change.
struct WatchCommand: LoggingCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Reload plugin libraries as they are rebuilt, replay an animator and print one line per change.",
        discussion: """
            Follows the plugin folders (--plugin-path first, then SEGUE_PLUGIN_PATH and the standard folders) with \
            inotify. A library is reported once it is complete: closed after writing, or renamed into place; a file \
            still being written is never loaded. Write a new file rather than truncating a loaded one in place \
            (linkers \
            do; for a copy, cp to a temporary name and mv it): a running plugin maps its file.

            On each change the library is loaded in a new plugin process; when it loads, the old process ends and the \
            animator (--animator, or the library's first) is replayed on the virtual clock with its --param values; \
            when it does not (a broken build), the last good build keeps running and the line gives the diagnostic. \
            --validate runs the validator's tests up to --strictness (1, the essentials, by default) on the library in \
            worker processes; --png and --video are rewritten from each replay. With --in-process a changed library \
            cannot be loaded again (nothing is ever unloaded), so its line says so; new libraries are still added.

            Each line is: the time, the library's file name, then "reloaded ID VERSION in N ms" (or "added", or "kept \
            the last good build: WHY"), then what the replay, the validator and the pictures gave, separated by \
            semicolons. SIGINT or SIGTERM ends the watch with status 0 (after the change in hand); --changes N ends it \
            after N changes.

            Examples:
              segue watch --plugin-path ./build
              segue watch --plugin-path ./build --animator fade --param duration=0.8 --png fade.png
              segue watch --plugin-path ./build --validate --video fade.gif --fps 25
              segue watch --plugin-path ./build --changes 1
            """)

    @OptionGroup var plugins: PluginOptions
    @OptionGroup var isolation: IsolationOptions
    @OptionGroup var logging: LoggingOptions
    @OptionGroup(title: "Pictures rewritten on every change") var raster: RasterOutputOptions

    @Option(name: .long, help: "The animator to replay, by id or name (default: the changed library's first).")
    var animator: String?

    @Option(
        name: .long,
        help: "present, dismiss, push, pop, tab or container (default: present, or what the animator claims).")
    var operation: RunCommand.OperationArgument?

    @Option(
        name: .customLong("param"),
        help: ArgumentHelp("Set a parameter of --animator, kept across reloads (repeatable).", valueName: "NAME=VALUE"),
        transform: ParameterAssignment.init(parsing:))
    var parameters: [ParameterAssignment] = []

    @Flag(name: .customLong("validate"), help: "Run the validator's tests on every changed library.")
    var validates = false

    @Option(name: .long, parsing: .unconditional, help: "With --validate, run tests up to this level, 1…10.")
    var strictness = 1

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Frames per second of the replay's virtual clock, 1 to 240.", valueName: "FPS"),
        transform: FrameRate.init(parsing:))
    var fps = FrameRate(60)

    @Option(
        name: .long, help: ArgumentHelp("The replay's window size in points.", valueName: "WxH"),
        transform: WindowSize.init(parsing:))
    var size = try! WindowSize(parsing: "400x800")

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Stop after this many changes, 1 to 1000000 (default: until SIGINT).", valueName: "N"))
    var changes: Int?

    func validate() throws {
        if let changes, !(1...1_000_000).contains(changes) {
            throw ValidationError("--changes \(changes) is out of range; give from 1 to 1000000 changes")
        }
        guard (1...10).contains(strictness) else {
            throw ValidationError("--strictness \(strictness) is out of range; give a level from 1 to 10")
        }
        if strictness != 1 && !validates {
            throw ValidationError("--strictness sets the level of --validate; add --validate or drop --strictness")
        }
        if operation == .resize {
            throw ValidationError(
                "--operation resize has no animator to reload; give present, dismiss, push, pop, tab or container")
        }
        if !parameters.isEmpty && animator == nil {
            throw ValidationError("--param sets a parameter of --animator; add --animator NAME")
        }
        if raster.pngFrames != nil {
            throw ValidationError(
                "--png-frames fills a new folder once; segue watch rewrites --png and --video on every change")
        }
        guard fps.value <= 240 else {
            throw ValidationError("--fps \(fps) is out of range for a replay; give from 1 to 240")
        }
        if raster.video != nil, !MotionWriter.framesPerSecondRange.contains(fps.value) {
            let rates = MotionWriter.framesPerSecondRange
            throw ValidationError(
                "--video is written at --fps, from \(Int(rates.lowerBound)) to \(Int(rates.upperBound)) frames per "
                    + "second; give --fps in that range"
            )
        }
    }

    func run() throws {
        try AtomicFileWriter.checkWritable(raster.files)
        if raster.video != nil { try FFmpegCheck.require(for: "--video") }
        let searchPath = plugins.searchPath
        let watch: PluginFolderWatch
        do { watch = try PluginFolderWatch(searchPath: searchPath) } catch { throw CommandFailure(error.description) }
        if isolation.inProcess { InProcessPluginGuard.install() }
        let reloading = ReloadingPlugins(
            searchPath: searchPath, isolation: isolation.inProcess ? nil : plugins.isolation,
            inProcessGate: plugins.isolation)
        reloading.cache = RegistryCache.standard()
        for diagnostic in PluginDiagnostic.summarised(reloading.registry.diagnostics) {
            StandardError.warning("\(diagnostic)")
        }
        let chosen = try chooseAnimator(in: reloading)
        StopSignal.install()
        StandardError.write(
            "segue: watching \(watch.folders.count - watch.absentFolders.count) plugin folders "
                + "(\(reloading.files.count) libraries); stop with Ctrl-C\n"
        )
        try follow(watch, reloading: reloading, animator: chosen)
    }

    /// The id `--animator` names (its `--param` values kept in `reloading`), or nil.
    private func chooseAnimator(in reloading: ReloadingPlugins) throws -> String? {
        guard let animator else { return nil }
        guard let available = reloading.registry.animator(named: animator) else {
            let closest = reloading.registry.closestMatches(to: animator)
            throw CommandFailure(
                "no animator named '\(animator)' is loaded"
                    + (closest.isEmpty
                        ? "; \(PluginOptions.noPluginsHint)" : "; closest: \(closest.joined(separator: ", "))"))
        }
        let id = available.descriptor.id
        for (name, value) in try ParameterAssignment.values(parameters, for: available.descriptor) {
            do { try reloading.setParameter(name, of: id, to: value) } catch { throw CommandFailure(error.description) }
        }
        return id
    }

    /// Handles changes until a stop signal or `--changes` of them.
    private func follow(_ watch: PluginFolderWatch, reloading: ReloadingPlugins, animator: String?) throws {
        let followUp = WatchFollowUp(
            plugins: reloading, scenario: TransitionScenario(size: size.size, framesPerSecond: fps.value),
            operation: operation?.operation,
            raster: raster, validation: validates ? ValidationSelection(strictness: strictness) : nil,
            executable: PluginSearchPath.runningExecutablePath())
        var handled = 0
        while !StopSignal.requested {
            let paths = watch.changes(waitingUpTo: 0.25)
            for outcome in reloading.reload(paths) {
                var line = WatchLine(time: Date(), outcome: outcome)
                // --animator is replayed when its library changed; otherwise the changed library's first.
                let replayed = animator.map { outcome.animatorIDs.contains($0) ? $0 : nil } ?? outcome.animatorIDs.first
                if outcome.failure == nil, let id = replayed {
                    line.parts = followUp.run(animator: id, library: outcome.path)
                }
                // Written straight to the descriptor: a line must reach a pipe as it happens.
                FileHandle.standardOutput.write(Data((line.text + "\n").utf8))
                handled += 1
                if let changes, handled >= changes { return }
            }
        }
    }
}
