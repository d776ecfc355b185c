/// Every validation test, in the order reports list them.
public enum ValidationCatalogue {
    /// The whole catalogue.
    public static let all: [ValidationTest] =
        LibraryTests.all + DescriptorTests.all + LifecycleTests.all + TransitionTests.all + InteractionTests.all + RobustnessTests.all

    /// The test with `id`, if any.
    public static func test(_ id: String) -> ValidationTest? { all.first { $0.id == id } }

    /// Runs test `id` on `subject` here, in this process, turning stops and thrown errors into outcomes.
    public static func run(_ id: String, on subject: ValidationSubject) -> ValidationOutcome {
        guard let test = test(id) else { return ValidationOutcome(.failed, "there is no test \(id); see segue validate --list-tests") }
        do {
            return try test.body(subject)
        } catch let stop as ValidationStop {
            return stop.outcome
        } catch {
            return ValidationOutcome(.failed, "the test could not run: \(error)")
        }
    }
}
