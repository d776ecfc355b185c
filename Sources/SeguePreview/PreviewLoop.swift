import CSDL2
import Foundation
import SegueEngine
import SegueKit
import SegueRaster
import SegueScenario

/// The preview's frame loop: each display frame, on the real-time driver, it reads SDL's events
/// (keys, the pointer, resizes), picks up rebuilt plugins, advances the live session to the
/// frame's engine time, draws the session's views with one raster renderer for the whole run (so
/// captured looks stay cached), adds the overlays, and shows the frame.
public final class PreviewLoop {
    /// The scene shown.
    public let session: LiveSession
    /// Where the animators come from and how they are reloaded; nil for a session on a fixed source.
    public let plugins: PreviewPlugins?
    /// How the loop runs.
    public let settings: PreviewSettings

    var clock: PreviewClock
    let driver: RealTimeDriver
    let renderer: RasterRenderer
    /// The renderer used while the trace overlay is on (name labels on), made when first needed.
    lazy var tracingRenderer = RasterRenderer(options: RasterOptions(scale: settings.scale, drawsNameLabels: true))
    var tracing = false
    var helpUntil: Double
    var notice: String?
    var quitting = false
    var pointerPressed = false
    var lastPointer = Point(x: 0, y: 0)
    var pendingCaptures: [(engineTime: Double, path: String)]
    /// The scheduled display times of the frames of the last second, for the heads-up frame rate.
    var recentFrames: [Double] = []
    var statistics: FrameStatistics

    /// A loop showing `session` with `plugins` as `settings` say.
    public init(session: LiveSession, plugins: PreviewPlugins?, settings: PreviewSettings) {
        self.session = session
        self.plugins = plugins
        self.settings = settings
        driver = RealTimeDriver(engine: session.engine, framesPerSecond: settings.framesPerSecond)
        clock = PreviewClock(period: 1 / settings.framesPerSecond, engineTime: session.engine.currentTime)
        renderer = RasterRenderer(options: RasterOptions(scale: settings.scale, drawsNameLabels: false))
        helpUntil = settings.helpSeconds
        pendingCaptures = settings.captures.sorted { $0.engineTime < $1.engineTime }
        let points = FrameStatistics.PixelSize(
            width: Int(session.size.width.rounded()), height: Int(session.size.height.rounded()))
        statistics = FrameStatistics(
            framesPerSecond: settings.framesPerSecond, windowPixels: points, scenePoints: points, renderer: "")
    }

    /// Opens the window and runs until quit (or `exitAfter`); returns what was measured.
    public func run() throws(PreviewError) -> FrameStatistics {
        try SDLVideo.start()
        defer { SDLVideo.stop() }
        let (width, height) = renderer.pixelSize(of: session.views())
        let window = try PreviewWindow(title: "segue preview", width: width, height: height)
        statistics.renderer = window.rendererName
        record(windowPixels: window.pixelSize)
        if let operation = settings.operation {
            perform { () throws(TransitionError) in try session.perform(operation) }
        }
        // The transition starts at the clock's origin whenever the first frame comes, so a frame's
        // picture depends on its engine time only (and matches a virtual-clock run of the same times).
        session.advance(to: clock.engineTime(atDisplayTime: 0))
        driver.start()
        var previousDisplayTime = 0.0
        while !quitting {
            let frame = driver.nextFrame()
            let started = MonotonicTimeSource.system.now()
            try showFrame(frame, after: previousDisplayTime, in: window)
            previousDisplayTime = frame.scheduledTime
            count(frame, workSeconds: MonotonicTimeSource.system.now() - started)
            if let exitAfter = settings.exitAfter, frame.scheduledTime >= exitAfter { quitting = true }
        }
        statistics.elapsedSeconds = driver.statistics.elapsed
        record(windowPixels: window.pixelSize)
        statistics.summarise()
        try writeRecordedInput()
        return statistics
    }

    /// One frame: input (since the frame at `previousDisplayTime`), reloads, the engine, drawing, captures, present.
    private func showFrame(_ frame: RealTimeDriver.Frame, after previousDisplayTime: Double, in window: PreviewWindow)
        throws(PreviewError)
    {
        handleEvents(atDisplayTime: frame.scheduledTime, after: previousDisplayTime, window: window)
        if let (message, loaded) = plugins?.reloadChanges() {
            notice = message
            if loaded { perform { () throws(TransitionError) in try session.replay() } }
        }
        let engineTime = clock.engineTime(atDisplayTime: frame.scheduledTime)
        if settings.loops, session.isIdle { perform { () throws(TransitionError) in try session.replay() } }
        session.advance(to: engineTime)
        recordPhase()
        let image = drawFrame(displayTime: frame.scheduledTime)
        try window.draw(image)
        try capture(window, engineTime: session.engine.currentTime)
        window.present()
    }

    /// Adds `frame`'s figures to the statistics.
    private func count(_ frame: RealTimeDriver.Frame, workSeconds: Double) {
        statistics.frames += 1
        statistics.frameMilliseconds.append(workSeconds * 1000)
        statistics.lateFrames = driver.statistics.lateFrames
        statistics.droppedFrames = driver.statistics.droppedFrames
        recentFrames.append(frame.scheduledTime)
        recentFrames.removeAll { $0 <= frame.scheduledTime - 1 }
    }

    /// Notes the session's phase when it changed since the last frame.
    private func recordPhase() {
        let status = session.status
        guard
            statistics.phases.last?.phase != status.phase.rawValue
                || statistics.phases.last?.operation != status.operation.rawValue
        else { return }
        statistics.phases.append(
            FrameStatistics.PhaseChange(
                engineTime: session.engine.currentTime, phase: status.phase.rawValue,
                operation: status.operation.rawValue))
    }

    /// Records the window's drawable size in the statistics.
    func record(windowPixels size: (width: Int, height: Int)) {
        statistics.windowPixels = FrameStatistics.PixelSize(width: size.width, height: size.height)
        statistics.scenePoints = FrameStatistics.PixelSize(
            width: Int(session.size.width.rounded()), height: Int(session.size.height.rounded()))
    }

    /// Runs a session operation, showing its refusal in the heads-up line.
    func perform(_ operation: () throws(TransitionError) -> Void) {
        do {
            try operation()
        } catch {
            notice = error.description
        }
    }

    /// Writes the recorded pointer input to `--record-input`, when asked for and there is some.
    func writeRecordedInput() throws(PreviewError) {
        guard let path = settings.recordInputPath else { return }
        guard let script = session.recordedScript else {
            notice = "no pointer input to record yet: drag on the presented or presenting view first"
            return
        }
        do {
            try (script + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            notice = "wrote the recorded input to \(path)"
        } catch {
            throw PreviewError(
                "--record-input '\(path)' could not be written (\(error.localizedDescription)); give a writable path")
        }
    }
}
