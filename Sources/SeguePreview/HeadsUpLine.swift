import Foundation
import SegueScenario

/// The heads-up line at the bottom of the preview: animator, operation, phase and time; frame
/// rate, late and dropped frames, clock and isolation; the newest diagnostic, each on a line of its own.
struct HeadsUpLine {
    /// The session's status.
    var status: LiveStatus
    /// Frames per second delivered over the last second.
    var framesPerSecond: Double
    /// Late and dropped frames so far.
    var lateFrames: Int
    var droppedFrames: Int
    /// "slow", "paused", both or neither.
    var clock: PreviewClock
    /// Whether plugins run in plugin processes of their own.
    var isolated: Bool
    /// The newest message of the preview itself (a reload, a refused key), newer than the session's diagnostic.
    var notice: String?

    /// The line or two to draw.
    var lines: [String] {
        var phase = status.phase.rawValue
        if let fraction = status.fraction { phase += " \(Self.fixed(fraction * 100, 0))%" }
        let first =
            "\(status.animatorID) · \(status.operation.rawValue) · \(phase) \(Self.fixed(status.transitionTime, 2)) s"
        var second = "\(Self.fixed(framesPerSecond, 0)) fps · late \(lateFrames) · dropped \(droppedFrames)"
        if clock.isSlowMotion { second += " · slow ×\(Int(PreviewClock.slowMotionFactor))" }
        if clock.isPaused { second += " · paused" }
        second += isolated ? " · isolated" : " · in-process"
        let message = notice ?? status.lastDiagnostic
        return [first, second] + (message.map { [$0] } ?? [])
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
