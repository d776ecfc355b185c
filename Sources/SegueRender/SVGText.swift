import SegueEngine

/// The small pieces of SVG text both pictures write.
enum SVGText {
    /// A number with at most `digits` decimals (0 to 6) and no trailing zeros ("12", "0.25",
    /// "-3.5"), for any Double without trapping: non-finite values become "0" (SVG has no NaN or
    /// infinity), and magnitudes past Int64's reach keep Swift's exponent form ("1e+19"), which
    /// SVG's number grammar accepts.
    static func number(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        if abs(value) >= 9e18 { return String(value) }
        let digits = min(max(digits, 0), 6)
        var power: UInt64 = 1
        for _ in 0..<digits { power *= 10 }
        let scaled = (value * Double(power)).rounded()
        // Past 2^53 the scaled product is no longer exact, so its last digits would be noise:
        // such numbers are drawn whole (a fraction of a point is invisible at that size anyway).
        guard abs(scaled) < 9_007_199_254_740_992 else { return String(Int64(value.rounded())) }
        let magnitude = Int64(scaled).magnitude
        let sign = scaled < 0 && magnitude != 0 ? "-" : ""
        let (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: power)
        guard fraction != 0 else { return sign + String(whole) }
        var decimals = String(fraction)
        decimals = String(repeating: "0", count: digits - decimals.count) + decimals
        while decimals.hasSuffix("0") { decimals.removeLast() }
        return sign + String(whole) + "." + decimals
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
