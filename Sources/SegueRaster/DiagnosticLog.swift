/// The sentences a frame's drawing left for its reader, each said once, in the order first said.
final class DiagnosticLog {
    private(set) var sentences: [String] = []
    private var said = Set<String>()

    /// Records `sentence` unless it was already said.
    func note(_ sentence: String) {
        if said.insert(sentence).inserted { sentences.append(sentence) }
    }
}
