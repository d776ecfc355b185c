import SeguePreview
import Testing

/// The preview's display check.
@Suite("The preview finds out whether a display is there")
struct PreviewDisplayTests {
    @Test("the check answers without crashing")
    func answers() {
        _ = PreviewDisplay.unavailableReason()
    }
}
