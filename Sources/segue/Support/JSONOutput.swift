import Foundation

/// The one way `segue` prints JSON: `Codable` values, keys sorted, pretty-printed, slashes
/// unescaped, so every `--json` output reads and diffs the same.
enum JSONOutput {
    /// The shared encoder configuration.
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// `value` as JSON text.
    static func text<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try makeEncoder().encode(value), as: UTF8.self)
    }

    /// Prints `value` as JSON on standard output.
    static func print<Value: Encodable>(_ value: Value) throws {
        Swift.print(try text(value))
    }
}
