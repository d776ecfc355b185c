import SegueEngine
import SegueKit

/// What one scenario run recorded: every frame and event, and how the transition ended.
public struct ScenarioRecording {
    /// What ran, e.g. "present" or "segue open" (for titles and summaries).
    public let title: String
    /// The frames and events, in order (the first frame before the transition, the last after
    /// every completion handler).
    public let recorder: TraceRecorder
    /// The transition's calls, as SegueKit logged them.
    public let events: [TransitionEvent]
    /// Diagnostics raised during the transition.
    public let diagnostics: [String]
    /// The animator's answer to `transitionDuration(using: nil)`.
    public let duration: Double
    /// Whether the engine went idle before the time limit.
    public let settled: Bool
    /// Whether the operation's completion handler ran.
    public let finished: Bool
    /// How a scripted gesture's release decided the transition (nil without a gesture, or when
    /// the finger never lifted before the end).
    public internal(set) var release: GestureRelease?
    /// Every release's decision, in order (one per touch of the gesture that lifted before the end).
    public internal(set) var releases: [GestureRelease] = []

    /// The recorded frames.
    public var frames: [TraceRecorder.Frame] { recorder.frames }

    /// The flag the animator completed the transition with (nil: it never completed).
    public var completed: Bool? {
        guard let event = events.last(where: { $0.name == "context.completeTransition(_:)" }),
            case .bool(let flag)? = event.field("completed")
        else { return nil }
        return flag
    }

    /// Whether the transition was cancelled (it completed with false).
    public var cancelled: Bool { completed == false }

    /// Whether the host's watchdog completed the transition because the animator never did.
    public var completedByWatchdog: Bool {
        events.contains(where: \.call.isWatchdogCompletion)
    }
}
