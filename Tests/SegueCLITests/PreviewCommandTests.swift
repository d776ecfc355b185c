import Foundation
import Testing

/// `segue preview` without a window: what it says when there is no display, and the options it
/// refuses before loading anything. The window itself is SeguePreviewTests' business (under Xvfb).
@Suite struct PreviewCommandTests {
    /// No display at all, no plugins from the user's folders.
    private let headless = [
        "DISPLAY": "", "WAYLAND_DISPLAY": "", "SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home",
    ]

    @Test func withoutADisplayItSaysSoInOneSentenceAndSuggestsWatch() throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try SegueExecutable.run(
            ["preview", "--stats", "stats.json"], environment: headless, workingDirectory: folder)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(
            result.standardError.hasPrefix(
                "segue: error: segue preview needs a display, but neither DISPLAY nor WAYLAND_DISPLAY is set;"))
        #expect(result.standardError.contains("watch`"), "suggests segue watch: \(result.standardError)")
        #expect(result.standardError.filter { $0 == "\n" }.count == 1, "one line: \(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written")
    }

    @Test(arguments: [
        (["--fps", "50"], "is not a display rate; give one of 30, 60, 90, 120, 240"),
        (["--exit-after", "0"], "--exit-after 0.0 is out of range"),
        (["--capture-at", "frame.png"], "give SECONDS:FILE.png"),
        (["--capture-at", "-1:frame.png"], "must be from 0 to 3600"),
        (["--capture-at", "0.5:frame.jpg"], "it writes .png only"),
        (["--stats", "stats.txt"], "it writes .json only"),
        (["--loop"], "--loop plays --operation again and again"),
        (["--operation", "tab"], "--operation"),
        (["--size", "9000x9000", "--scale", "2"], "wider than 16384 pixels"),
        (["--param", "duration"], "give NAME=VALUE"),
    ])
    func badOptionsAreRefusedBeforeAnythingRuns(options: [String], phrase: String) throws {
        let folder = try SegueExecutable.temporaryDirectory()
        let result = try SegueExecutable.run(["preview"] + options, environment: headless, workingDirectory: folder)
        #expect(result.status == 64, "\(options): \(result.standardError)")
        #expect(result.standardError.contains(phrase), "\(options): \(result.standardError)")
        #expect(result.standardError.filter { $0 == "\n" }.count == 1, "one line: \(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
