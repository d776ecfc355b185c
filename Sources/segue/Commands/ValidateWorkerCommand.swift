import ArgumentParser
import SegueHost

/// `segue validate-worker` (hidden): the worker side of `segue validate`. It loads one library
/// and runs the tests the validator sends over the socket it inherits.
struct ValidateWorkerCommand: WorkerCommand {
    static let configuration = CommandConfiguration(
        commandName: WorkerLaunch.validationCommand, abstract: "Run validation tests for segue validate.",
        shouldDisplay: false)

    @Argument(parsing: .captureForPassthrough, help: "What the validator wrote (WorkerLaunch).")
    var options: [String] = []
}
