/// Why a file is not a loadable library, as one clause that reads after "not a loadable library
/// (…)", such as "it is truncated (…)".
struct ELFProblem: Error, Sendable {
    /// The clause, starting with "it" or "its".
    let sentence: String

    /// A problem saying `sentence`.
    init(_ sentence: String) { self.sentence = sentence }
}
