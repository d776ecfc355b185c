/// Checks a file is a whole ELF shared library for this machine before `dlopen` sees it.
/// `dlopen` maps a library's segments straight from the file and then trusts its dynamic
/// section, so a truncated library (a copy cut short, a download that stopped) faults the whole
/// process with SIGBUS when the loader touches the missing pages, and a corrupt one sends the
/// loader through wild pointers; reading the headers and dynamic tables first turns both into a
/// diagnostic. No input can make the check itself trap, block or read without bound.
enum ELFPreflight {
    /// Why the file is not a loadable library, or nil when it looks whole.
    static func problem(with path: String) -> String? {
        do throws(ELFProblem) {
            let image = try ELFImage(path: path)
            _ = try check(image)
            return nil
        } catch {
            return error.sentence
        }
    }

    /// Checks the open `image` as the loader will read it, answering its dynamic symbols.
    static func check(_ image: borrowing ELFImage) throws(ELFProblem) -> ELFDynamicSymbols {
        let layout = try ELFLayout(image)
        let dynamic = try ELFDynamicSection(image, layout)
        return try ELFDynamicSymbols(image, layout, dynamic)
    }
}
