/// A path or argument written as one shell word, for the commands messages tell a person to run
/// (`chmod o-w …`, `segue list --plugin-path …`): as it is when it needs no quoting, else in
/// single quotes.
public enum ShellWord {
    /// `word` unchanged when it is letters, digits and `/._-+,:@%=` only, else single-quoted.
    public static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0.properties.numericType != nil
                    || "/._-+,:@%=".unicodeScalars.contains($0)
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
