/// Where a JSON text first breaks the grammar (RFC 8259), as a line and column a person can go
/// to: Foundation's decoders say only that "the given data was not valid JSON".
struct JSONSyntax {
    /// The first problem: what was wrong, on which line and column (both from 1; columns count
    /// characters, not bytes).
    struct Problem: Error, Equatable, CustomStringConvertible {
        /// What was found where, e.g. "expected ',' or '}' but found '\"'".
        let message: String
        /// The line, from 1.
        let line: Int
        /// The column, from 1, in characters.
        let column: Int

        /// "line 3, column 5: expected …".
        var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Nesting deeper than this is refused rather than followed (each level is a call).
    static let maximumDepth = 512

    private let bytes: [UInt8]
    /// Where the text begins: after a byte-order mark, which is not a column.
    private var start = 0
    private var index = 0

    /// The first problem in `bytes`, or nil when they are one JSON value with only white space around it.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        var scanner = JSONSyntax(bytes: bytes)
        do throws(Problem) {
            try scanner.value(depth: 0)
            scanner.skipSpace()
            if scanner.index < bytes.count { throw scanner.problem("expected the end of the document") }
            return nil
        } catch {
            return error
        }
    }

    /// A scanner of `bytes`, past a leading UTF-8 byte-order mark, which Foundation's decoder accepts too.
    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { (start, index) = (3, 3) }
    }

    private mutating func value(depth: Int) throws(Problem) {
        skipSpace()
        guard depth < Self.maximumDepth else { throw problem("nested more than \(Self.maximumDepth) levels deep") }
        guard let byte = peek else { throw problem("expected a value") }
        switch byte {
        case UInt8(ascii: "{"): try members(depth: depth)
        case UInt8(ascii: "["): try elements(depth: depth)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw problem("expected a value")
        }
    }

    private mutating func members(depth: Int) throws(Problem) {
        index += 1
        skipSpace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else { throw problem("expected a key in double quotes") }
            try string()
            skipSpace()
            guard peek == UInt8(ascii: ":") else { throw problem("expected ':' after the key") }
            index += 1
            try value(depth: depth + 1)
            skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if peek == UInt8(ascii: "}") {
                index += 1
                return
            }
            throw problem("expected ',' or '}'")
        }
    }

    private mutating func elements(depth: Int) throws(Problem) {
        index += 1
        skipSpace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            try value(depth: depth + 1)
            skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if peek == UInt8(ascii: "]") {
                index += 1
                return
            }
            throw problem("expected ',' or ']'")
        }
    }

    private mutating func string() throws(Problem) {
        index += 1
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = peek, Array("\"\\/bfnrtu".utf8).contains(escaped) else {
                    throw problem("expected an escape such as \\n or \\u0041")
                }
                index += 1
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        guard let hex = peek, isHexDigit(hex) else {
                            throw problem("expected four hex digits after \\u")
                        }
                        index += 1
                    }
                }
            case 0..<0x20: throw problem("a control character inside a string; write it as an escape")
            default: index += 1
            }
        }
        throw problem("the string is not closed")
    }

    private mutating func literal(_ word: String) throws(Problem) {
        for expected in word.utf8 {
            guard peek == expected else { throw problem("expected \(word)") }
            index += 1
        }
    }

    private mutating func number() throws(Problem) {
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, isDigit(first) else { throw problem("expected a digit") }
        index += 1
        if first != UInt8(ascii: "0") { digits() }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek, isDigit(digit) else { throw problem("expected a digit after '.'") }
            digits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek, isDigit(digit) else { throw problem("expected a digit in the exponent") }
            digits()
        }
    }

    private mutating func digits() {
        while let byte = peek, isDigit(byte) { index += 1 }
    }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// `expectation` at the current position, naming what is there instead.
    private func problem(_ expectation: String) -> Problem {
        var line = 1
        var column = 1
        for byte in bytes[start..<index] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        let found: String
        if let byte = peek {
            found =
                byte >= 0x21 && byte < 0x7F
                ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
        } else {
            found = "the end of the file"
        }
        return Problem(message: "\(expectation) but found \(found)", line: line, column: column)
    }
}
