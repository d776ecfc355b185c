import SegueHost

/// What a key asks the preview to do. The keys are listed once, in `PreviewKeyCommand.keys`,
/// which both the event translation and the help overlay read.
public enum PreviewKeyCommand: Equatable, Sendable {
    /// Play the last operation again from its start.
    case replay
    /// Start an operation (present, dismiss, push, pop).
    case perform(PluginOperation)
    /// Select the next (+1) or previous (-1) animator and play it.
    case cycleAnimator(Int)
    /// Toggle slow motion (10× slower, the iOS Simulator's "Slow Animations").
    case toggleSlowMotion
    /// Toggle pause.
    case togglePause
    /// Advance one frame while paused.
    case step
    /// Toggle the trace overlay: view names and outlines.
    case toggleTrace
    /// Toggle running plugins in plugin processes or in this process.
    case toggleIsolation
    /// Write the recorded pointer input to the `--record-input` file now.
    case writeRecordedInput
    /// Show or hide the help overlay.
    case toggleHelp
    /// Close the window.
    case quit
}

/// A key the preview answers, as the help overlay names it.
public struct PreviewKey: Sendable {
    /// The key's name in the help overlay and the README ("space", "→", "p").
    public let label: String
    /// What it does, a few words.
    public let meaning: String
}

extension PreviewKeyCommand {
    /// The keys, in the help overlay's order: label, meaning.
    public static let keys: [PreviewKey] = [
        PreviewKey(label: "space r", meaning: "replay"),
        PreviewKey(label: "p d u o", meaning: "present, dismiss, push, pop"),
        PreviewKey(label: "→ ← n N", meaning: "next, previous animator"),
        PreviewKey(label: "s", meaning: "slow motion (10×)"),
        PreviewKey(label: ". , →", meaning: "pause; step a frame while paused"),
        PreviewKey(label: "t", meaning: "trace: view names and frames"),
        PreviewKey(label: "i", meaning: "isolated / in-process plugins"),
        PreviewKey(label: "w", meaning: "write --record-input now"),
        PreviewKey(label: "drag", meaning: "interactive; ctrl+drag pinches"),
        PreviewKey(label: "h ?", meaning: "this help"),
        PreviewKey(label: "q esc", meaning: "quit"),
    ]

    /// The help overlay's lines.
    public static var helpLines: [String] {
        let width = keys.map(\.label.count).max() ?? 0
        return keys.map { $0.label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.meaning }
    }
}
