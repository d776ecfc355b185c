import Foundation
import SeguePreview
import Testing

extension LiveWindowSuites {
    /// `segue preview --interaction` and `--presentation` in a real window (xdotool on the test's
    /// Xvfb, the bundled plugins in process): the vertical-swipe plugin decides a drag UIKit's rule
    /// would decide the other way (200 points are its whole transition, a release past half finishes:
    /// VCTransitionsLibrary's rule), and a click on a presented bottom sheet's dimming view dismisses
    /// it (presentation.h: "a tap on the dimming view"). The phases come back in `--stats`.
    @Suite(.serialized, .enabled(if: VirtualDisplay.missingTools == nil, "\(VirtualDisplay.missingTools ?? "")"))
    struct PreviewControllerTests {
        /// Runs a diagonal preview with `options` for `seconds`, lets `hand` act on its window, and
        /// answers the phases it went through (idle left out).
        private func phases(_ options: [String], seconds: Double, _ hand: (VirtualDisplay, String) throws -> Void)
            throws
            -> [String]
        {
            let display = try VirtualDisplay()
            let run = try PreviewProcess(
                ["--animator", "diagonal", "--in-process", "--exit-after", "\(seconds)", "--stats", "stats.json"]
                    + options, display: display.name)
            let window = try display.window(titled: "segue preview")
            Thread.sleep(forTimeInterval: 1)
            try hand(display, window)
            let (status, errors) = run.finish()
            #expect(status == 0, "\(errors)")
            return try run.statistics().phases.map(\.phase).filter { $0 != "idle" }
        }

        /// A slow drag down from y 200 through `ys`, released at the last.
        private func slowDrag(_ window: String, through ys: [Int]) -> [String] {
            ["mousemove", "--window", window, "200", "200", "mousedown", "1"]
                + ys.flatMap { ["sleep", "0.08", "mousemove", "--window", window, "200", "\($0)"] } + ["mouseup", "1"]
        }

        /// 160 points slowly: 0.2 of the window, which UIKit's rule cancels (PreviewPointerTests'
        /// slow short drag), but 0.8 of the plugin's 200 points, which it finishes; 60 points it cancels.
        @Test(arguments: [(360, "finishing"), (260, "cancelling")])
        func theInteractionPluginDecidesTheDrag(to end: Int, outcome: String) throws {
            let seen = try phases(["--interaction", "vertical-swipe"], seconds: 4) { display, window in
                try display.xdotool(slowDrag(window, through: Array(stride(from: 215, through: end, by: 5))))
            }
            #expect(seen == ["interactive", outcome], "\(seen)")
        }

        /// The sheet rests at the medium detent (the lower half); a click above it lands on the
        /// dimming view and dismisses (a second animation), a click on the sheet does nothing.
        @Test(arguments: [(100, true), (600, false)])
        func aClickOnTheDimmingDismissesTheSheet(y: Int, dismisses: Bool) throws {
            let seen = try phases(
                ["--presentation", "bottom-sheet", "--operation", "present"], seconds: 4
            ) { display, window in
                try display.xdotool(["mousemove", "--window", window, "200", "\(y)", "click", "1"])
            }
            #expect(seen == (dismisses ? ["animating", "animating"] : ["animating"]), "\(seen)")
        }

        /// Isolated (the default), both controllers are made in their plugin process at the start
        /// check and the preview runs as it does in process (no error, a clean exit).
        @Test func isolatedControllersStartThePreview() throws {
            let display = try VirtualDisplay()
            let run = try PreviewProcess(
                ["--presentation", "bottom-sheet", "--interaction", "vertical-swipe", "--exit-after", "3"],
                display: display.name)
            let (status, errors) = run.finish()
            #expect(status == 0, "\(errors)")
            #expect(!errors.contains("error:"), "\(errors)")
        }
    }
}
