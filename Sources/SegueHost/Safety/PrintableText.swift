/// Text from outside the tool (plugins, files) made safe to print on a terminal.
public enum PrintableText {
    /// `text` with control characters shown as `\u{…}` (newline and tab kept unless
    /// `oneLine`), so a plugin cannot clear the screen, retitle the window or forge lines with
    /// escape sequences.
    public static func escaped(_ text: String, oneLine: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let isControl = scalar.properties.generalCategory == .control
            if isControl && (oneLine || (scalar != "\n" && scalar != "\t")) {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
