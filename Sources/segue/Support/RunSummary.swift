import SegueEngine
import SegueScenario

/// `segue run --json`: one transition's outcome.
struct RunSummary: Encodable {
    let animator: String
    let operation: String
    let duration: Double
    let frames: Int
    let completed: Bool
    let cancelled: Bool
    /// Whether the host's watchdog completed the transition because the animator never did.
    let completedByWatchdog: Bool
    /// How a scripted gesture's release decided the transition (`--interactive`).
    let release: GestureRelease?
    let interactive: Bool
    let fps: Double
    let size: [Double]
    let endTime: Double
    let diagnostics: [String]
    let scene: String?

    /// The summary of `recording`, played with these options.
    init(
        _ recording: ScenarioRecording, subject: String, operation: String, interactive: Bool, fps: Double, size: Size,
        scene: String?
    ) {
        animator = subject
        self.operation = operation
        duration = recording.duration
        frames = recording.frames.count
        completed = recording.completed == true
        cancelled = recording.cancelled
        completedByWatchdog = recording.completedByWatchdog
        release = recording.release
        self.interactive = interactive
        self.fps = fps
        self.size = [size.width, size.height]
        endTime = recording.frames.last?.time ?? 0
        diagnostics = recording.diagnostics
        self.scene = scene
    }
}
