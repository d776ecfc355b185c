import SegueEngine

/// Why an option's text is not a valid value; argument-parser prints it after
/// "The value 'TEXT' is invalid for '--OPTION <VALUE>':", so it reads as one sentence.
struct InvalidValue: Error, CustomStringConvertible {
    /// What a valid value looks like.
    let description: String

    /// A reason, worded to follow "is invalid for '--option':".
    init(_ description: String) {
        self.description = description
    }

    /// `text` as a finite number in `range`, or an error naming the range and the `unit`.
    static func number(_ text: String, in range: ClosedRange<Double>, unit: String) throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw InvalidValue(
                "give a number of \(unit) from \(JSONText.number(range.lowerBound)) to "
                    + "\(JSONText.number(range.upperBound))"
            )
        }
        guard range.contains(value) else {
            throw InvalidValue(
                "\(unit) must be from \(JSONText.number(range.lowerBound)) to \(JSONText.number(range.upperBound))")
        }
        return value
    }

    /// `text` as a whole number in `range`, or an error naming the range and the `unit`.
    static func integer(_ text: String, in range: ClosedRange<Int>, unit: String) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
            throw InvalidValue("give a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
