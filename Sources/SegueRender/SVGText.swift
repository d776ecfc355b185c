import SegueEngine

/// The small pieces of SVG text both pictures write.
enum SVGText {
    /// A number with at most `digits` decimals and no trailing zeros ("12", "0.25", "-3.5").
    static func number(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(.towardZero), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return String(Int64(rounded)) }
        while text.hasSuffix("0") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `points` as an SVG points list.
    static func points(_ points: [Point]) -> String {
        points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
    }

    /// Text made safe for XML content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A colour as `#rrggbb` (alpha goes into the opacity).
    static func hex(_ color: Color) -> String {
        String(color.hexString.prefix(7))
    }
}
