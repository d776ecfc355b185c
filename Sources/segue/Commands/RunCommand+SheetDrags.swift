import ArgumentParser
import SegueScenario

/// `--sheet-drags` in `segue run`: checked against the other options, then handed to the scenario.
extension RunCommand {
    /// Refuses `--sheet-drags` where no sheet is presented to drag: without --presentation, for
    /// an operation other than present, or with --interactive (which drives the presentation itself).
    func validateSheetDrags() throws {
        guard sheet.sheetDrags != nil else { return }
        if presentation == nil {
            throw ValidationError(
                "--sheet-drags drags a presented sheet; add --presentation NAME, such as --presentation bottom-sheet")
        }
        if operation != .present {
            throw ValidationError(
                "--sheet-drags follows a presentation; use --operation present, not \(operation.rawValue)")
        }
        if interactive != nil {
            throw ValidationError("--sheet-drags and --interactive both script touches; give one of them")
        }
    }
}
