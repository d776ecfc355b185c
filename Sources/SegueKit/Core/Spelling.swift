/// "Did you mean …?" for a name a person typed (a scene file's key, a command, an option, a
/// parameter): the closest known name when it is close enough to be a slip of the finger.
public enum Spelling {
    /// The edit distance between `a` and `b`, by characters and ignoring case: insertions,
    /// deletions, substitutions and swaps of neighbours (`angel` → `angle`) each count one.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows of the optimal-string-alignment table: two back for the swap.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// The candidate closest to `name`, or nil when none is within a third of `name`'s length
    /// (at least one edit): far-off names are not suggestions. Ties go to the first candidate.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let allowed = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name, candidate)
            if distance <= allowed && distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `" (did you mean 'x'?)"` for the closest candidate, or an empty string.
    public static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
