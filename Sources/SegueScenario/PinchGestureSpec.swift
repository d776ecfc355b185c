import SegueEngine
import SegueKit

/// A pinch gesture as the command line writes it: `pinch:0.8@0.1,0.5@0.3,release`, each
/// `SCALE@SECONDS` the fingers' distance relative to where they went down (below 1 pinching in)
/// at a time after the gesture began, then `release`, `release@SECONDS`, `cancel` or
/// `cancel@SECONDS`, then optional later touches (`press@SECONDS`, scales, a release), as for pans.
public struct PinchGestureSpec: Equatable, Sendable {
    /// The script the spec describes.
    public let script: PinchGestureScript

    /// Parses the command-line form; throws one sentence naming the bad part.
    public init(parsing text: String) throws(TransitionError) {
        guard text.hasPrefix("pinch:") else {
            throw TransitionError(
                "gesture \"\(text)\" must start with pinch:, for example pinch:0.8@0.1,0.4@0.3,release")
        }
        let steps = try GestureSteps(
            parsing: text, body: text.dropFirst(6), valueName: "SCALE", valueRange: PinchGestureScript.scaleRange)
        script = try PinchGestureScript(
            samples: steps.samples.map { PinchGestureScript.Sample(time: $0.time, scale: $0.value) },
            releaseTime: steps.releaseTime, endsCancelled: steps.endsCancelled, laterStrokes: steps.laterStrokes)
    }
}
