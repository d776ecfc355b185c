import SeguePreview
import Testing

/// The preview's display check, on a given environment (the suite itself never needs a display).
@Suite("The preview finds out whether a display is there")
struct PreviewDisplayTests {
    @Test("neither DISPLAY nor WAYLAND_DISPLAY (or only empty ones): one reason, naming both")
    func noDisplay() {
        #expect(PreviewDisplay.unavailableReason { _ in nil } == "neither DISPLAY nor WAYLAND_DISPLAY is set")
        #expect(PreviewDisplay.unavailableReason { _ in "" } != nil, "an empty DISPLAY names no server")
    }

    @Test("either variable is enough to try SDL")
    func eitherDisplay() {
        #expect(PreviewDisplay.unavailableReason { $0 == "DISPLAY" ? ":0" : nil } == nil)
        #expect(PreviewDisplay.unavailableReason { $0 == "WAYLAND_DISPLAY" ? "wayland-0" : nil } == nil)
    }
}
