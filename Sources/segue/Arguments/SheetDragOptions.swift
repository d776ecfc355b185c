import ArgumentParser
import SegueScenario

/// `segue run --sheet-drags`: drags on the presented sheet after the presentation, recorded with
/// it (a bottom sheet dragged between detents and swiped away).
struct SheetDragOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "After presenting, drag the presented sheet: comma-separated DIRECTION POINTS[@SECONDS] drags (up or "
                + "down, 1 to 10000 points, over 0.05 to 5 s, 0.3 s by default; at most 20), each starting once the "
                + "sheet came to rest, for example \"up 300, down 700\". Needs --presentation with a controller that "
                + "handles gestures.",
            valueName: "DRAGS"),
        transform: { text in
            do {
                return try SheetDragSequence(parsing: text)
            } catch {
                throw InvalidValue("\(error); write drags such as \"up 300, down 700@0.4\"")
            }
        })
    var sheetDrags: SheetDragSequence?
}
