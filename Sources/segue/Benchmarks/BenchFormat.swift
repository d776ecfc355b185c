import Foundation

/// Text formatting shared by `segue bench`'s tables.
enum BenchFormat {
    /// `text` left-aligned in a column `width` characters wide (at least one space after it).
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// `value` with `decimals` digits after the point.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    /// A ratio as "1.23x".
    static func ratio(_ value: Double) -> String {
        fixed(value, 2) + "x"
    }

    /// One table row: each cell padded to its column's width.
    static func row(_ cells: [String], widths: [Int]) -> String {
        zip(cells, widths).map { pad($0, $1) }.joined()
    }

    /// A count that may be fractional: "0" only when it is exactly zero, otherwise three
    /// significant digits, so one allocation in a thousand ticks never prints as "0.00".
    static func count(_ value: Double) -> String {
        value == 0 ? "0" : String(format: "%.3g", value)
    }
}
