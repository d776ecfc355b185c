/// Text from outside the tool (plugins, files) made safe to print on a terminal.
public enum PrintableText {
    /// `text` with control characters shown as `\u{…}` (newline and tab kept unless
    /// `oneLine`), so a plugin cannot clear the screen, retitle the window or forge lines with
    /// escape sequences.
    public static func escaped(_ text: String, oneLine: Bool = false) -> String {
        // Most text has no control character at all: one pass over the UTF-8 bytes, no copy.
        guard containsControl(text) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) && (oneLine || (scalar != "\n" && scalar != "\t")) {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `scalar` is a control character (Unicode general category Cc: exactly C0,
    /// U+0000–U+001F, and DEL with C1, U+007F–U+009F), tested by range rather than through the
    /// Unicode property tables.
    @inline(__always)
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `text` holds a control character: a byte below 0x20, DEL, or the UTF-8 lead byte
    /// 0xC2 followed by 0x80–0x9F (C1 controls).
    private static func containsControl(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80) { return true }
                previous = byte
            }
            return false
        }
    }
}
