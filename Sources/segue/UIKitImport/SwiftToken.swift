/// One token of masked Swift code (``SwiftCodeMask``) for a light lexical scan: an identifier or keyword
/// (backticks dropped), or a single punctuation character; numbers and operators' other characters are skipped.
struct SwiftToken: Equatable {
    /// The identifier, or the punctuation character.
    let text: String
    /// The 1-based line it is on.
    let line: Int
    /// Whether it is an identifier or keyword (not punctuation).
    let isWord: Bool

    /// The tokens of `mask`, in order.
    static func tokens(of mask: SwiftCodeMask) -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        for (index, line) in mask.lines.enumerated() {
            let scalars = Array(line.unicodeScalars)
            var i = 0
            while i < scalars.count {
                let scalar = scalars[i]
                if isIdentifierStart(scalar) || scalar == "`" {
                    let quoted = scalar == "`"
                    var end = quoted ? i + 1 : i
                    while end < scalars.count, isIdentifierPart(scalars[end]) { end += 1 }
                    let word = String(String.UnicodeScalarView(scalars[(quoted ? i + 1 : i)..<end]))
                    if quoted, end < scalars.count, scalars[end] == "`" { end += 1 }
                    if !word.isEmpty { tokens.append(SwiftToken(text: word, line: index + 1, isWord: true)) }
                    i = max(end, i + 1)
                } else if scalar.properties.isWhitespace {
                    i += 1
                } else if "0123456789".unicodeScalars.contains(scalar) {
                    while i < scalars.count, isIdentifierPart(scalars[i]) || scalars[i] == "." { i += 1 }
                } else {
                    tokens.append(SwiftToken(text: String(scalar), line: index + 1, isWord: false))
                    i += 1
                }
            }
        }
        return tokens
    }

    /// Whether `scalar` can start an identifier (a letter, `_`, or any non-ASCII character, as Swift allows most).
    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII ? scalar.properties.isAlphabetic : !scalar.properties.isWhitespace)
    }

    /// Whether `scalar` can continue an identifier.
    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }
}
