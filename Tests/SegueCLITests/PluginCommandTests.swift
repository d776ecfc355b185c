import Foundation
import SegueTestSupport
import Testing

/// `segue list` and `segue run` end to end, on the bundled plugins the build put beside the
/// executable (found with no set-up, as `swift run` users find them).
@Suite struct PluginCommandTests {
    /// The environment with no SEGUE_PLUGIN_PATH and an empty HOME, so only the bundled plugins count.
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    @Test func listJSONNamesEveryBundledPluginWithItsFile() throws {
        let result = try SegueExecutable.run(["list", "--json"], environment: isolated)
        #expect(result.status == 0)
        let listing = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let array = try #require(listing["animators"] as? [[String: Any]])
        #expect((listing["blocked"] as? [Any])?.isEmpty == true)
        let ids = array.compactMap { $0["id"] as? String }
        #expect(Set(ids) == Set(BundledPluginManifest.ids))
        for object in array {
            let file = try #require(object["file"] as? String)
            #expect(file.hasPrefix("/") && file.hasSuffix(".so") && FileManager.default.fileExists(atPath: file))
            #expect(object["name"] is String && object["version"] is String)
            #expect((object["capabilities"] as? [String])?.contains("present") == true)
            #expect(object["parameters"] is [[String: Any]])
        }
        let zoom = try #require(array.first { $0["id"] as? String == "org.segue.zoom" })
        let bounce = try #require((zoom["parameters"] as? [[String: Any]])?.first { $0["id"] as? String == "bounce" })
        #expect(bounce["default"] as? Double == 0.3 && bounce["min"] as? Double == 0 && bounce["max"] as? Double == 0.9)
        #expect(result.standardError.isEmpty, "the bundled plugins load without diagnostics: \(result.standardError)")
    }

    @Test func runJSONSummarisesTheTransition() throws {
        let result = try SegueExecutable.run(
            ["run", "--animator", "Diagonal", "--operation", "dismiss", "--json"], environment: isolated)
        #expect(result.status == 0, "\(result.standardError)")
        let summary = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(summary["animator"] as? String == "org.segue.diagonal")
        #expect(summary["operation"] as? String == "dismiss")
        #expect(summary["duration"] as? Double == 0.5)
        #expect(summary["completed"] as? Bool == true && summary["cancelled"] as? Bool == false)
        #expect((summary["frames"] as? Int ?? 0) > 25)
    }

    @Test func interactiveCancelIsReportedAndParametersApply() throws {
        let result = try SegueExecutable.run(
            [
                "run", "--animator", "org.segue.zoom", "--param", "duration=0.8", "--param", "bounce=0.5",
                "--interactive", "pan:0@0,0.1@0.2,0.12@0.5,release", "--json",
            ], environment: isolated)
        #expect(result.status == 0, "\(result.standardError)")
        let summary = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(summary["duration"] as? Double == 0.8)
        #expect(summary["cancelled"] as? Bool == true)
    }

    @Test func traceIsJSONLinesWithTheTreeBeforeAndAfter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let trace = folder.appendingPathComponent("trace.jsonl").path
        let result = try SegueExecutable.run(
            ["run", "--animator", "cover-vertical", "--fps", "30", "--size", "300x600", "--trace", trace],
            environment: isolated)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        let objects = try lines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let frames = objects.filter { $0["frame"] != nil }
        let events = objects.compactMap { $0["event"] as? String }
        #expect(
            events.contains("animator.animateTransition(using:)") && events.contains("context.completeTransition(_:)"))
        let first = try #require(frames.first?["views"] as? [[String: Any]])
        let last = try #require(frames.last?["views"] as? [[String: Any]])
        #expect(
            !first.contains { $0["name"] as? String == "Second" }, "the first frame is the tree before the transition")
        let second = try #require(last.first { $0["name"] as? String == "Second" })
        #expect(second["frame"] as? [Double] == [0, 0, 300, 600])
        #expect(second["superview"] as? String == "container")
        let times = frames.compactMap { $0["t"] as? Double }
        #expect(times == times.sorted())
        #expect(abs(times[2] - times[1] - 1.0 / 30) < 1e-9, "frames come at the requested rate")
    }

    @Test func unknownAnimatorNamesTheClosestMatches() throws {
        let result = try SegueExecutable.run(["run", "--animator", "diagnal"], environment: isolated)
        #expect(result.status != 0)
        #expect(result.standardError.contains("no animator named 'diagnal'"))
        #expect(result.standardError.contains("closest: org.segue.diagonal"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func badParametersAndGesturesAreOneSentenceErrors() throws {
        let outOfRange = try SegueExecutable.run(
            ["run", "--animator", "zoom", "--param", "bounce=2"], environment: isolated)
        #expect(outOfRange.status != 0)
        #expect(outOfRange.standardError.contains("bounce must lie between 0 and 0.9"))
        let unknown = try SegueExecutable.run(
            ["run", "--animator", "zoom", "--param", "wobble=1"], environment: isolated)
        #expect(unknown.standardError.contains("has no parameter 'wobble'; it takes duration, bounce, scale"))
        let gesture = try SegueExecutable.run(
            ["run", "--animator", "zoom", "--interactive", "swipe"], environment: isolated)
        #expect(gesture.status != 0 && gesture.standardError.contains("must start with pan:, hpan: or pinch:"))
        let size = try SegueExecutable.run(["run", "--animator", "zoom", "--size", "big"], environment: isolated)
        #expect(
            size.status != 0
                && size.standardError.contains("The value 'big' is invalid for '--size <WxH>': give WIDTHxHEIGHT"))
    }

    @Test func aPluginInSeguePluginPathIsFoundByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixture = URL(fileURLWithPath: try FixtureLibraries.path("Misbehaving"))
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("misbehaving.so"))
        let result = try SegueExecutable.run(
            ["list", "--json"], environment: ["SEGUE_PLUGIN_PATH": folder.path, "HOME": "/nonexistent-segue-home"])
        let listing = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let array = try #require(listing["animators"] as? [[String: Any]])
        let parameters = try #require(array.first { $0["id"] as? String == "org.segue.fixture.parameters" })
        #expect(parameters["file"] as? String == folder.appendingPathComponent("misbehaving.so").path)
    }
}

/// `segue run --render` and `--filmstrip`: pictures drawn from the frames the trace records.
@Suite struct PictureCommandTests {
    @Test func filmstripAndAnimationUseTheTraceFrames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (trace, strip, render) = (
            folder.appendingPathComponent("t.jsonl").path, folder.appendingPathComponent("s.svg").path,
            folder.appendingPathComponent("r.svg").path
        )
        let result = try SegueExecutable.run(
            ["run", "--animator", "flip", "--trace", trace, "--filmstrip", strip, "--frames", "4", "--render", render],
            environment: ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"])
        #expect(result.status == 0, "\(result.standardError)")
        let frameTimes = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").compactMap {
            line -> Double? in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["frame"] != nil ? object?["t"] as? Double : nil
        }
        let stripText = try String(contentsOfFile: strip, encoding: .utf8)
        let panelTimes = stripText.components(separatedBy: "data-time=\"").dropFirst().compactMap {
            Double($0.prefix { $0 != "\"" })
        }
        #expect(panelTimes.count == 4)
        #expect(panelTimes.first == frameTimes.first && abs(panelTimes.last! - frameTimes.last!) < 1e-6)
        for time in panelTimes {
            #expect(frameTimes.contains { abs($0 - time) < 1e-6 }, "panel at \(time) is a trace frame")
        }
        let renderText = try String(contentsOfFile: render, encoding: .utf8)
        #expect(renderText.hasPrefix("<svg") && renderText.contains("<animate attributeName=\"points\""))
    }

    @Test func aBadPicturePathWritesNothingAndSaysWhere() throws {
        let result = try SegueExecutable.run(
            ["run", "--animator", "zoom", "--render", "/nonexistent-folder/z.svg"],
            environment: ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"])
        #expect(result.status != 0)
        #expect(result.status == 64)
        #expect(
            result.standardError
                == "segue: error: --render '/nonexistent-folder/z.svg' cannot be written: the "
                + "folder '/nonexistent-folder' does not exist; create it or choose another path\n"
        )
    }
}

/// `segue inspect` on the bundled plugins and on a broken fixture.
@Suite struct InspectCommandTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    @Test(arguments: BundledPluginManifest.animators)
    func bundledPluginsExportOnlyTheEntry(name: String) throws {
        let result = try SegueExecutable.run(["inspect", name, "--json"], environment: isolated)
        #expect(result.status == 0, "\(result.standardError)")
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["exportedSymbols"] as? [String] == ["segue_plugin_entry"])
        #expect(object["abiVersion"] as? String == object["hostABIVersion"] as? String)
        let animators = try #require(object["animators"] as? [[String: Any]])
        #expect(animators.count == 1)
        // Numbers (some integers: Fold's folds, Explode's seed and columns, Cube's direction) or a
        // flag (Turn's vertical): nothing the command line cannot type with --param.
        #expect(
            (animators[0]["parameters"] as? [[String: Any]])?.allSatisfy {
                ["double", "int64", "bool"].contains($0["type"] as? String ?? "")
            } == true)
    }

    @Test func aLibraryWithExtraSymbolsAndNoEntryIsFlagged() throws {
        let executable = try #require(SegueExecutable.path)
        let counter = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(
            "libSegueAllocationCounter.so"
        ).path
        let result = try SegueExecutable.run(["inspect", counter, "--json"], environment: isolated)
        #expect(result.status != 0)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect((object["extraSymbols"] as? [String])?.contains("malloc") == true)
        #expect(object["loaded"] as? Bool == false)
    }
}

/// `segue run` beyond the default modal scene: scene files, styles, the dimming presentation
/// controller, the window resize, and plain (uncoloured) errors off a terminal.
@Suite struct SceneAndStyleCommandTests {
    private let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]

    /// The repository's Scenes folder, found from this file's path.
    private func scenePath(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Scenes").appendingPathComponent(name).path
    }

    private func summary(_ arguments: [String]) throws -> [String: Any] {
        let result = try SegueExecutable.run(arguments + ["--json"], environment: isolated)
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    @Test func sceneSeguesRunAndAreRecorded() throws {
        let open = try summary(["run", "--scene", scenePath("modal-diagonal.json"), "--segue", "open"])
        #expect(open["operation"] as? String == "segue open")
        #expect(open["completed"] as? Bool == true)
        #expect((open["frames"] as? Int ?? 0) > 20)
        let navigation = try summary(["run", "--scene", scenePath("navigation.json")])
        #expect(navigation["completed"] as? Bool == true)
        let missing = try SegueExecutable.run(
            ["run", "--scene", scenePath("modal-diagonal.json"), "--segue", "nope"], environment: isolated)
        #expect(missing.status != 0 && missing.standardError.contains("has no segue 'nope'; it has open, sheet, close"))
        let mixed = try SegueExecutable.run(
            ["run", "--scene", scenePath("modal-diagonal.json"), "--animator", "zoom"], environment: isolated)
        #expect(mixed.status != 0 && mixed.standardError.contains("cannot be combined with --scene"))
    }

    @Test func stylesDimmingAndResize() throws {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-cli-\(UUID().uuidString).jsonl"
        ).path
        _ = try summary([
            "run", "--animator", "cross-dissolve", "--presentation", "dimming", "--size", "800x600", "--trace", trace,
        ])
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        let last = try #require(JSONSerialization.jsonObject(with: Data(lines.last!.utf8)) as? [String: Any])
        let views = try #require(last["views"] as? [[String: Any]])
        #expect(
            views.contains { ($0["name"] as? String)?.contains("dimming") == true }, "the dimming view is in the tree")
        let second = try #require(views.first { $0["name"] as? String == "Second" })
        #expect(second["frame"] as? [Double] == [400, 0, 400, 600], "the seeds' dimming sheet covers the right half")
        let sheet = try summary(["run", "--animator", "zoom", "--style", "formSheet", "--size", "1024x768"])
        #expect(sheet["completed"] as? Bool == true)
        let resize = try summary(["run", "--operation", "resize"])
        #expect(resize["operation"] as? String == "resize" && resize["completed"] as? Bool == true)
        let wrong = try SegueExecutable.run(
            ["run", "--animator", "zoom", "--operation", "push", "--style", "pageSheet"], environment: isolated)
        #expect(wrong.status != 0 && wrong.standardError.contains("apply to present and dismiss"))
    }

    @Test func errorsOffATerminalHaveNoColourCodes() throws {
        let result = try SegueExecutable.run(["run", "--animator", "nothing-like-it"], environment: isolated)
        #expect(result.status != 0)
        #expect(!result.standardError.contains("\u{1B}["))
        #expect(result.standardError.hasPrefix("segue: error: no animator named"))
    }
}

/// `segue run --realtime`: the real-time driver, silent off a terminal.
@Suite struct RealtimeCommandTests {
    @Test func realtimePlaybackTakesRealTimeAndPrintsNothingLiveOffATerminal() throws {
        let start = Date()
        let result = try SegueExecutable.run(
            ["run", "--animator", "cross-dissolve", "--realtime", "--json"],
            environment: ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"])
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "no progress line when standard error is not a terminal")
        let summary = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(summary["completed"] as? Bool == true)
        #expect(elapsed >= 0.35, "a 0.35 s transition played in real time cannot finish sooner (took \(elapsed) s)")
        let badRate = try SegueExecutable.run(
            ["run", "--animator", "zoom", "--realtime", "--fps", "50"], environment: ["SEGUE_PLUGIN_PATH": ""])
        #expect(badRate.status != 0 && badRate.standardError.contains("give --fps one of 30, 60, 90, 120, 240"))
    }
}

/// `segue gallery`: every bundled animator, both ways, on one page.
@Suite struct GalleryCommandTests {
    @Test func galleryHasEveryBundledAnimatorBothWays() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-gallery-\(UUID().uuidString).html"
        ).path
        let result = try SegueExecutable.run(
            ["gallery", page], environment: ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"])
        #expect(result.status == 0, "\(result.standardError)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let transitions = 2 * BundledPluginManifest.animatorPlugins.count
        // The animators' cards (presentation controller cards, when made, name no animator).
        let animatorCards = html.components(separatedBy: "<p>").dropFirst().filter { card in
            BundledPluginManifest.animators.contains { card.hasPrefix("org.segue.\($0) · ") }
        }
        #expect(animatorCards.count == transitions, "\(transitions) animator transitions")
        #expect(html.contains("engine showcase"), "and the layer showcase")
        for id in BundledPluginManifest.animators {
            #expect(html.contains("org.segue.\(id) · present") && html.contains("org.segue.\(id) · dismiss"))
        }
    }

    /// The presentation controller cards in process: each controller presents and dismisses, and
    /// the bottom sheet (gestures and interactive dismissal) is also dragged and swiped away;
    /// the layer showcase stays last. Isolated (the default), the controllers run in their plugin
    /// processes and the page is the same.
    @Test func galleryShowsPresentationControllers() throws {
        let environment = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]
        let page = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-gallery-\(UUID().uuidString).html"
        ).path
        let result = try SegueExecutable.run(["gallery", page, "--in-process"], environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        for card in ["bottom-sheet · present", "bottom-sheet · dismiss", "dimming-sheet · dismiss"] {
            #expect(html.contains("<p>org.segue.\(card) "), "\(card)")
        }
        #expect(html.contains("<p>org.segue.bottom-sheet · present and drag up 300, down 700 "))
        #expect(!html.contains("dimming-sheet · present and drag"), "the dimming sheet claims no gestures")
        let subtitles = html.components(separatedBy: "<p>").dropFirst()
        #expect(subtitles.last?.hasPrefix("engine showcase") == true, "the showcase is the last card")

        let isolated = try SegueExecutable.run(["gallery", page], environment: environment)
        #expect(isolated.status == 0, "\(isolated.standardError)")
        #expect(!isolated.standardError.contains("left out"), "\(isolated.standardError)")
        let isolatedPage = try String(contentsOfFile: page, encoding: .utf8)
        #expect(isolatedPage == html, "isolated controllers draw the same page as in process")
    }
}

/// Shell completion scripts and help text.
@Suite struct PolishCommandTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) throws {
        let result = try SegueExecutable.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("segue"))
        #expect(result.standardOutput.contains("gallery") && result.standardOutput.contains("inspect"))
    }

    @Test(arguments: ["list", "run", "inspect", "gallery", "curve", "bench"])
    func everyCommandsHelpHasAnExample(command: String) throws {
        let result = try SegueExecutable.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("segue \(command)"), "an example invocation in the help")
    }
}
