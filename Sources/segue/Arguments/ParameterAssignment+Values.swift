import SegueHost
import SegueKit

extension ParameterAssignment {
    /// `assignments` checked against `descriptor`'s declared parameters, types and ranges, as
    /// id → value; fails naming an unknown parameter (with the known ones) or a bad value.
    static func values(of assignments: [ParameterAssignment], for descriptor: AnimatorDescriptor) throws -> [String: Double] {
        var values: [String: Double] = [:]
        for assignment in assignments {
            guard let parameter = descriptor.parameters.first(where: { $0.id == assignment.name }) else {
                let known = descriptor.parameters.map(\.id)
                throw CommandFailure(
                    "\(descriptor.id) has no parameter '\(assignment.name)'\(Spelling.didYouMean(assignment.name, among: known)); "
                        + (known.isEmpty ? "it takes none" : "it takes \(known.joined(separator: ", "))"))
            }
            do { values[assignment.name] = try parameter.value(parsing: assignment.text) } catch { throw CommandFailure(error.description) }
        }
        return values
    }
}
