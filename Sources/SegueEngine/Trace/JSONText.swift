/// Minimal, deterministic JSON text building for traces: fixed key order, shortest round-trip
/// numbers, no Foundation (so output is identical on every run and platform).
public enum JSONText {
    /// `value` as a JSON number; non-finite values (which JSON cannot hold) become `null`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `text` as a JSON string literal with the required escapes.
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A JSON array of numbers.
    public static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ",") + "]"
    }
}

/// A value attached to a trace event.
public enum TraceValue: Equatable, Sendable {
    /// Text.
    case string(String)
    /// A number.
    case number(Double)
    /// A flag.
    case bool(Bool)
    /// Nothing.
    case null

    /// The value as JSON text.
    public var json: String {
        switch self {
        case .string(let text): JSONText.string(text)
        case .number(let value): JSONText.number(value)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }
}
