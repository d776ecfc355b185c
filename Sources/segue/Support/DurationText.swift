import SegueEngine

/// A duration as a summary line prints it: to the millisecond, without trailing zeros (`0.517`,
/// `0.5`, `2`). Transition times are whole frames, whose binary fractions
/// (0.5166666666666667) add digits and no meaning; `--json` keeps the exact value.
enum DurationText {
    /// `seconds` rounded to the millisecond.
    static func seconds(_ seconds: Double) -> String {
        JSONText.number((seconds * 1000).rounded() / 1000)
    }
}
