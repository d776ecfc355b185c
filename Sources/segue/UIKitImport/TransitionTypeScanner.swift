/// Finds the transitioning delegates, animators and presentation controllers declared in Swift files by a light
/// lexical scan: `class NAME …: …` or `extension NAME: …` whose inheritance clause names the UIKit protocol or
/// class (or a class declared in the files that does), comments and strings skipped.
struct TransitionTypeScanner {
    /// One type declaration or extension seen, with the names in its inheritance clause.
    private struct Declaration {
        let name: String
        let isClass: Bool
        let inherits: [String]
        let file: String
        let line: Int
    }

    /// The declarations and extensions seen so far, in order.
    private var declarations: [Declaration] = []
    /// Every type name declared in the files (classes, structs, enums, actors, protocols, type aliases).
    private(set) var declaredTypes: Set<String> = []

    /// An empty scanner.
    init() {}

    /// Scans `source`, shown to the person as `file`.
    mutating func scan(_ source: String, file: String) {
        let tokens = SwiftToken.tokens(of: SwiftCodeMask(source))
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            let token = tokens[i]
            guard token.isWord, i == 0 || tokens[i - 1].text != "." else { continue }
            switch token.text {
            case "struct", "enum", "actor", "protocol", "typealias":
                if let name = word(tokens, i + 1) { declaredTypes.insert(name) }
            case "class", "extension":
                guard var name = word(tokens, i + 1), !Self.keywordsAfterClass.contains(name) else { continue }
                var next = i + 2
                while next + 1 < tokens.count, tokens[next].text == ".", let part = word(tokens, next + 1) {
                    name += ".\(part)"
                    next += 2
                }
                next = Self.skipGenericParameters(tokens, from: next)
                let hasClause = next < tokens.count && tokens[next].text == ":"
                let inherits = hasClause ? Self.clause(tokens, from: next + 1) : []
                let isClass = token.text == "class"
                if isClass { declaredTypes.insert(name) }
                declarations.append(
                    Declaration(name: name, isClass: isClass, inherits: inherits, file: file, line: tokens[i + 1].line))
            default:
                continue
            }
        }
    }

    /// The candidates found so far: each type once a kind, at the declaration naming the conformance, by kind
    /// then file order. A class whose superclass (declared in the files) is a candidate is one of the same kind.
    var candidates: [TransitionCandidate] {
        var found: [String: [TransitionCandidate.Kind: TransitionCandidate]] = [:]
        var changed = true
        while changed {
            changed = false
            for declaration in declarations {
                for kind in TransitionCandidate.Kind.allCases where found[declaration.name]?[kind] == nil {
                    let direct = declaration.inherits.contains(kind.uikitName)
                    let inherited = declaration.isClass && declaration.inherits.contains { found[$0]?[kind] != nil }
                    guard direct || inherited else { continue }
                    found[declaration.name, default: [:]][kind] = TransitionCandidate(
                        kind: kind, type: declaration.name, file: declaration.file, line: declaration.line)
                    changed = true
                }
            }
        }
        let order = Dictionary(
            declarations.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        return TransitionCandidate.Kind.allCases.flatMap { kind in
            found.values.compactMap { $0[kind] }.sorted { order[$0.type, default: 0] < order[$1.type, default: 0] }
        }
    }

    /// The classes declared in the files whose superclass is UIKit's or Core Animation's (`UI…`, `CA…`), directly
    /// or through another such class: the compiler's "no member" errors on them are about UIKit's members.
    var uikitSubclasses: Set<String> {
        var found: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for declaration in declarations where declaration.isClass && !found.contains(declaration.name) {
                guard let superclass = declaration.inherits.first else { continue }
                let uikit = superclass.wholeMatch(of: /(UI|CA)[A-Z]\w*/) != nil
                if uikit || found.contains(superclass) {
                    found.insert(declaration.name)
                    changed = true
                }
            }
        }
        return found
    }

    /// Words that follow `class` when it is not a class declaration (`class func`, `protocol P: class`).
    private static let keywordsAfterClass: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "public", "private", "fileprivate",
        "internal", "open", "static", "convenience", "required", "dynamic", "lazy", "weak", "unowned", "nonisolated",
    ]

    /// The identifier at `index`, if there is one.
    private func word(_ tokens: [SwiftToken], _ index: Int) -> String? {
        index < tokens.count && tokens[index].isWord ? tokens[index].text : nil
    }

    /// The index after a generic parameter clause starting at `index` (`<T: P, U>`), or `index` when there is none.
    private static func skipGenericParameters(_ tokens: [SwiftToken], from index: Int) -> Int {
        guard index < tokens.count, tokens[index].text == "<" else { return index }
        var depth = 0
        var i = index
        while i < tokens.count {
            if tokens[i].text == "<" { depth += 1 }
            if tokens[i].text == ">" { depth -= 1 }
            i += 1
            if depth == 0 { break }
        }
        return i
    }

    /// The last component of every type named in an inheritance clause starting at `index`, up to `{` or `where`.
    private static func clause(_ tokens: [SwiftToken], from index: Int) -> [String] {
        var names: [String] = []
        var i = index
        while i < tokens.count, tokens[i].text != "{", tokens[i].text != "where" {
            if tokens[i].isWord {
                if i + 1 < tokens.count, tokens[i + 1].text == "." {
                    i += 1
                } else {
                    names.append(tokens[i].text)
                }
            }
            i += 1
        }
        return names
    }
}
