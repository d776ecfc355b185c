/// A Swift source with its comments and the text of its string literals blanked (each byte a space, newlines
/// kept), so a light lexical scan sees only code, on the same lines and columns as the source. Interpolations
/// (`\(…)`) stay code; raw (`#"…"#`) and multi-line (`"""`) strings and nested block comments are understood.
struct SwiftCodeMask {
    /// The masked source, one entry a line (line 1 first), without the newlines.
    let lines: [String]

    /// The mask of `source`.
    init(_ source: String) {
        let masked = Self.mask(Array(source.utf8))
        lines = String(decoding: masked, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// The masked text, lines joined by newlines.
    var text: String { lines.joined(separator: "\n") }

    /// Where the scan is: in code (at the top or in an interpolation, with its open parentheses), or in a string.
    private enum Context {
        /// Code; `interpolation` when it ends at the `)` that closes `depth` 0.
        case code(depth: Int, interpolation: Bool)
        /// A string literal opened by `hashes` `#`s and one or three quotes.
        case string(hashes: Int, multiline: Bool)
    }

    /// The bytes the scan looks for.
    private static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), quote = UInt8(ascii: "\"")
    private static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), hash = UInt8(ascii: "#")
    private static let backslash = UInt8(ascii: "\\"), open = UInt8(ascii: "("), close = UInt8(ascii: ")")

    /// `bytes` with comments and string text replaced by spaces.
    private static func mask(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var stack: [Context] = [.code(depth: 0, interpolation: false)]
        var i = 0
        func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        func blank(_ index: Int) { if out[index] != newline { out[index] = space } }
        while i < bytes.count {
            switch stack[stack.count - 1] {
            case .code(let depth, let interpolation):
                let byte = bytes[i]
                if byte == slash, at(i + 1) == slash {
                    while i < bytes.count, bytes[i] != newline {
                        blank(i)
                        i += 1
                    }
                } else if byte == slash, at(i + 1) == star {
                    i = skipBlockComment(bytes, from: i, blank: blank)
                } else if byte == quote || byte == hash {
                    var hashes = 0
                    while at(i + hashes) == hash { hashes += 1 }
                    guard at(i + hashes) == quote else {
                        i += max(hashes, 1)
                        continue
                    }
                    let multiline = at(i + hashes + 1) == quote && at(i + hashes + 2) == quote
                    i += hashes + (multiline ? 3 : 1)
                    stack.append(.string(hashes: hashes, multiline: multiline))
                } else if byte == open {
                    stack[stack.count - 1] = .code(depth: depth + 1, interpolation: interpolation)
                    i += 1
                } else if byte == close {
                    if interpolation && depth == 0 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .code(depth: max(depth - 1, 0), interpolation: interpolation)
                    }
                    i += 1
                } else {
                    i += 1
                }
            case .string(let hashes, let multiline):
                let byte = bytes[i]
                if byte == backslash, (0..<hashes).allSatisfy({ at(i + 1 + $0) == hash }) {
                    let next = i + 1 + hashes
                    if at(next) == open {
                        for index in i..<next { blank(index) }
                        stack.append(.code(depth: 0, interpolation: true))
                        i = next + 1
                    } else {
                        for index in i...min(next, bytes.count - 1) { blank(index) }
                        i = next + 1
                    }
                } else if byte == quote, closes(bytes, at: i, hashes: hashes, multiline: multiline) {
                    stack.removeLast()
                    i += (multiline ? 3 : 1) + hashes
                } else if byte == newline, !multiline {
                    stack.removeLast() // An unterminated literal ends at its line, as the compiler reports it.
                    i += 1
                } else {
                    blank(i)
                    i += 1
                }
            }
        }
        return out
    }

    /// Whether the quote at `index` closes a string opened by `hashes` `#`s and one or three quotes.
    private static func closes(_ bytes: [UInt8], at index: Int, hashes: Int, multiline: Bool) -> Bool {
        let quotes = multiline ? 3 : 1
        guard index + quotes + hashes <= bytes.count else { return false }
        return (0..<quotes).allSatisfy { bytes[index + $0] == quote }
            && (0..<hashes).allSatisfy { bytes[index + quotes + $0] == hash }
    }

    /// Blanks the (nested) block comment starting at `start` and returns the index after it.
    private static func skipBlockComment(_ bytes: [UInt8], from start: Int, blank: (Int) -> Void) -> Int {
        var i = start
        var depth = 0
        while i < bytes.count {
            if bytes[i] == slash, i + 1 < bytes.count, bytes[i + 1] == star {
                depth += 1
                blank(i)
                blank(i + 1)
                i += 2
            } else if bytes[i] == star, i + 1 < bytes.count, bytes[i + 1] == slash {
                depth -= 1
                blank(i)
                blank(i + 1)
                i += 2
                if depth == 0 { return i }
            } else {
                blank(i)
                i += 1
            }
        }
        return i
    }
}
