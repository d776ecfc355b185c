import Foundation
import SeguePreview
import Testing

extension LiveWindowSuites {
    /// The pointer drives an interactive present in a real window: xdotool moves the X pointer over
    /// `segue preview` on the test's Xvfb, SDL turns that into mouse events, the preview into
    /// `PointerEvent`s. The phases the session went through come back in `--stats`. UIKit's rule
    /// (seeds: the interactive transition finishes past half way or when released moving onwards
    /// fast enough, else cancels; `interruptibleAnimator(using:)` lets a press grab it mid-flight).
    @Suite(.serialized, .enabled(if: VirtualDisplay.missingTools == nil, "\(VirtualDisplay.missingTools ?? "")"))
    struct PreviewPointerTests {
        /// Runs an idle diagonal preview for `seconds`, lets `hand` act on its window, and answers the phases it went
        /// through.
        private func phases(seconds: Double, _ hand: (VirtualDisplay, String) throws -> Void) throws -> [String] {
            let display = try VirtualDisplay()
            let run = try PreviewProcess(
                ["--animator", "diagonal", "--exit-after", "\(seconds)", "--stats", "stats.json"], display: display.name
            )
            let window = try display.window(titled: "segue preview")
            // Let the window settle into its loop before the hand comes.
            Thread.sleep(forTimeInterval: 1)
            try hand(display, window)
            let (status, errors) = run.finish()
            #expect(status == 0, "\(errors)")
            return try run.statistics().phases.map(\.phase).filter { $0 != "idle" }
        }

        /// xdotool arguments pressing at (x, fromY), moving through `ys` `pause` seconds apart, and (when `release`)
        /// letting go.
        private func drag(
            _ window: String, x: Int = 200, from fromY: Int, through ys: [Int], pause: Double, release: Bool = true
        ) -> [String] {
            ["mousemove", "--window", window, "\(x)", "\(fromY)", "mousedown", "1"]
                + ys.flatMap { ["sleep", "\(pause)", "mousemove", "--window", window, "\(x)", "\($0)"] }
                + (release ? ["mouseup", "1"] : [])
        }

        @Test func aQuickDragPastHalfWayFinishesThePresent() throws {
            let seen = try phases(seconds: 4) { display, window in
                try display.xdotool(drag(window, from: 200, through: [240, 300, 380, 460, 540, 620], pause: 0.03))
            }
            #expect(seen == ["interactive", "finishing"], "\(seen)")
        }

        @Test func aSlowShortDragCancelsThePresent() throws {
            let seen = try phases(seconds: 4) { display, window in
                try display.xdotool(
                    drag(window, from: 200, through: Array(stride(from: 215, through: 280, by: 5)), pause: 0.08))
            }
            #expect(seen == ["interactive", "cancelling"], "\(seen)")
        }

        /// In slow motion (s) the finish lasts ten times longer; a press during it grabs the
        /// transition (WWDC 2016 "Advances in UIKit Animations and Transitions": a running
        /// animator pauses where it is), and dragging back up and letting go cancels it.
        @Test func aGrabMidFinishReversesIt() throws {
            let seen = try phases(seconds: 9) { display, window in
                try display.xdotool([
                    "mousemove", "--window", window, "200", "100", "windowfocus", "--sync", window, "key", "s",
                ])
                try display.xdotool(drag(window, from: 200, through: [260, 340, 420, 500, 580, 660], pause: 0.03))
                // Let the finish show for a few frames (in slow motion it lasts over a second), so a
                // frame that stalls under load cannot take the release and the grab together.
                Thread.sleep(forTimeInterval: 0.3)
                // Back up to about a third of the way (not to the start, where the cancel would end
                // within the frame): below half and moving back, so the release cancels.
                try display.xdotool(
                    drag(window, from: 600, through: Array(stride(from: 580, through: 440, by: -20)), pause: 0.1))
                try display.xdotool(["key", "s"])
            }
            #expect(seen == ["interactive", "finishing", "interactive", "cancelling"], "\(seen)")
        }
    }
}
