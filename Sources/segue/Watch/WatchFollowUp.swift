import Foundation
import SegueConformance
import SegueEngine
import SegueHost
import SegueRender
import SegueScenario

/// What `segue watch` does with a library that reloaded: replays the animator headless on the
/// virtual clock (parameters kept), rewrites the pictures from that replay, and runs the quick
/// validator tests on the library in worker processes. Each answers one phrase for the line;
/// none stops the watch.
struct WatchFollowUp {
    /// The reloading set the animator comes from.
    let plugins: ReloadingPlugins
    /// The scenario to replay (its operation is chosen per animator when not given).
    let scenario: TransitionScenario
    /// The operation asked for with `--operation`, if any.
    let operation: PluginOperation?
    /// The pictures to rewrite.
    let raster: RasterOutputOptions
    /// The validator's selection, with `--validate`.
    let validation: ValidationSelection?
    /// The `segue` executable validator workers run.
    let executable: String?

    /// The phrases for `id` of the library at `path`, which just reloaded.
    func run(animator id: String, library path: String) -> [String] {
        var parts: [String] = []
        do {
            let (recording, operation) = try replay(id)
            parts.append(Self.describe(recording, operation: operation, id: id))
            if !raster.isEmpty { parts.append(writePictures(recording, id: id)) }
        } catch {
            parts.append("\(id) could not be replayed: \(error)")
        }
        if let validation { parts.append(validate(path, selection: validation)) }
        return parts
    }

    /// Plays `id`'s transition; an isolated plugin that failed during it is the error.
    private func replay(_ id: String) throws -> (ScenarioRecording, PluginOperation) {
        guard let descriptor = plugins.descriptor(for: id) else {
            throw CommandFailure("no loaded library offers \(id)")
        }
        let chosen =
            operation ?? PluginOperation.allCases.first { descriptor.capabilities.contains($0.requiredCapability) }
            ?? .present
        var replayed = scenario
        replayed.operation = chosen
        let failuresBefore = plugins.registry.isolationFailures.count
        let recording = try replayed.run { operation throws in
            try plugins.makePluginAnimator(id: id, operation: operation)
        }
        if let failure = plugins.registry.isolationFailures.dropFirst(failuresBefore).first {
            throw CommandFailure("\(failure)")
        }
        return (recording, chosen)
    }

    /// "played org.x.y present: 0.5 s, 31 frames, completed".
    private static func describe(_ recording: ScenarioRecording, operation: PluginOperation, id: String) -> String {
        "played \(id) \(operation.rawValue): \(DurationText.seconds(recording.duration)) s, "
            + "\(recording.frames.count) frames, \(recording.outcomeText)"
    }

    /// Rewrites `--png` and `--video` from the replay; "wrote …" or why not.
    private func writePictures(_ recording: ScenarioRecording, id: String) -> String {
        let picture = TransitionPicture(frames: recording.frames, title: "\(id) \(recording.title)")
        do {
            try raster.checkOffset(in: picture)
            try raster.writeVideoAndPNG(
                with: RasterExport(picture, options: raster.rasterOptions), framesPerSecond: scenario.framesPerSecond)
            return "wrote " + [raster.png, raster.video].compactMap { $0 }.joined(separator: " and ")
        } catch {
            return "pictures not written: \(error)"
        }
    }

    /// Runs the selected validator tests on `path`; "validate: 14 tests: 14 passed" and the
    /// ids of those that failed.
    private func validate(_ path: String, selection: ValidationSelection) -> String {
        guard let executable else { return "validate: cannot find the running segue executable for its workers" }
        do {
            let results = try ValidationRunner(executable: executable).run(files: [path], selection: selection)
            let report = ValidationReport(results: results)
            let failed = results.filter(\.status.isFailure).map(\.test)
            return "validate: \(report.summary)" + (failed.isEmpty ? "" : " (\(failed.joined(separator: ", ")))")
        } catch {
            return "validate: \(error)"
        }
    }
}
