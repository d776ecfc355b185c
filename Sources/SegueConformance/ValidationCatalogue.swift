import SegueHost

/// Every validation test, in the order reports list them.
public enum ValidationCatalogue {
    /// The whole catalogue: the library's and the animators' tests, then those of each ABI 1.2
    /// plugin kind, which run only on libraries that offer that kind.
    public static let all: [ValidationTest] =
        LibraryTests.all + DescriptorTests.all + ParameterBoundsTests.all + LifecycleTests.all + TransitionTests.all
        + ViewPlacementTests.all + InteractionTests.all + HookTests.all + RobustnessTests.all + IndependenceTests.all
        + InteractorTests.all + PresentationTests.all

    /// Tests not listed: helpers other tests ask worker processes to run, by id.
    static let probes: [ValidationTest] = [ProcessIndependence.probe]

    /// The test with `id`, if any.
    public static func test(_ id: String) -> ValidationTest? {
        all.first { $0.id == id } ?? probes.first { $0.id == id }
    }

    /// Runs test `id` on `subject` here, in this process, turning stops and thrown errors into
    /// outcomes. Whatever the body concluded, a refusal by the host during the test, or an
    /// animator the test created and the host never destroyed, fails it.
    public static func run(_ id: String, on subject: ValidationSubject) -> ValidationOutcome {
        guard let test = test(id) else {
            return ValidationOutcome(.failed, "there is no test \(id); see segue validate --list-tests")
        }
        _ = PluginRefusalLog.shared.drain()
        let (body, created, alive) = AnimatorLifetimes.tracking { () -> ValidationOutcome in
            do {
                return try test.body(subject)
            } catch let stop as ValidationStop {
                return stop.outcome
            } catch {
                return ValidationOutcome(.failed, "the test could not run: \(error)")
            }
        }
        var outcome = body
        let (refusals, dropped) = PluginRefusalLog.shared.drain()
        if !refusals.isEmpty {
            outcome.refusals = refusals
            if !outcome.status.isFailure {
                let more = refusals.count - 1 + dropped
                outcome = .failed(
                    expected: "every call to the host to be allowed",
                    got: PrintableText.escaped(refusals[0].description, oneLine: true)
                        + (more > 0 ? " (and \(more) more)" : ""))
                outcome.refusals = refusals
                outcome.failedByRefusal = true
            }
        }
        if alive > 0, !outcome.status.isFailure {
            outcome = .failed(
                expected: "every animator the test created to be destroyed when the test let go of it",
                got: "\(alive) of \(created) are still alive",
                hint: "the host keeps them; this is a host bug, please report it")
        }
        return outcome
    }
}
