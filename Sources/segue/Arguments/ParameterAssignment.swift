/// One `--param NAME=VALUE`; the value is checked against the animator's declared type and
/// range once the animator is known.
struct ParameterAssignment {
    /// The parameter's id.
    let name: String
    /// The value as typed.
    let text: String

    /// Splits "NAME=VALUE" at its first `=`.
    init(parsing argument: String) throws {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
              argument.index(after: equals) != argument.endIndex
        else {
            throw InvalidValue("give NAME=VALUE, for example --param duration=0.8")
        }
        name = String(argument[..<equals])
        text = String(argument[argument.index(after: equals)...])
    }
}
