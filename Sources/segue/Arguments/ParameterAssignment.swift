import SegueHost
import SegueKit

/// One `--param NAME=VALUE` (or `--interaction-param`, `--presentation-param`); the value is
/// checked against the plugin's declared type and range once the plugin is known.
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

extension ParameterAssignment {
    /// Each of `assignments` checked against `descriptor`'s declared parameters, type and range,
    /// as id → value; fails naming the first one that does not fit. Any kind: animators and controllers
    /// declare parameters alike.
    static func values(_ assignments: [ParameterAssignment], for descriptor: some PluginDescribing) throws
        -> [String: Double]
    {
        var values: [String: Double] = [:]
        for assignment in assignments {
            guard let parameter = descriptor.parameters.first(where: { $0.id == assignment.name }) else {
                let known = descriptor.parameters.map(\.id)
                throw CommandFailure(
                    "\(descriptor.id) has no parameter "
                        + "'\(assignment.name)'\(Spelling.didYouMean(assignment.name, among: known)); "
                        + (known.isEmpty ? "it takes none" : "it takes \(known.joined(separator: ", "))"))
            }
            do { values[assignment.name] = try parameter.value(parsing: assignment.text) } catch {
                throw CommandFailure(error.description)
            }
        }
        return values
    }
}
