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
    let interactive: Bool
    let fps: Double
    let size: [Double]
    let endTime: Double
    let diagnostics: [String]
    let scene: String?

    /// The summary of `recording`, played with these options.
    init(_ recording: ScenarioRecording, subject: String, operation: String, interactive: Bool, fps: Double, size: Size, scene: String?) {
        animator = subject
        self.operation = operation
        duration = recording.duration
        frames = recording.frames.count
        completed = recording.completed == true
        cancelled = recording.cancelled
        self.interactive = interactive
        self.fps = fps
        self.size = [size.width, size.height]
        endTime = recording.frames.last?.time ?? 0
        diagnostics = recording.diagnostics
        self.scene = scene
    }
}
