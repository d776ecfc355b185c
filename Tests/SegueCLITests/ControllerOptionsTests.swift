import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// `segue list` shows interaction and presentation controller plugins after the animators;
/// `run` and `preview` take `--interaction NAME` and `--presentation NAME`, refusing a name
/// that cannot be one or that no plugin has with the animators' hints; scene files take
/// `interaction` and `presentation` keys checked the same way.
@Suite struct ControllerOptionsTests {
    /// An environment whose plugin path is a fresh folder holding fixture `name`.
    private func environment(with name: String) throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixture = URL(fileURLWithPath: try FixtureLibraries.path(name))
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("\(name).so"))
        return ["SEGUE_PLUGIN_PATH": folder.path, "HOME": "/nonexistent-segue-home"]
    }

    @Test func listShowsEachKindAfterTheAnimators() throws {
        let result = try SegueExecutable.run(["list"], environment: try environment(with: "OffersEveryKind"))
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let animator = try #require(lines.firstIndex { $0.hasPrefix("org.segue.fixture.every-kind  Every Kind 1.0.0") })
        let swipe = try #require(
            lines.firstIndex { $0 == "org.segue.fixture.swipe  Fixture Swipe 1.2.0  by Segue tests" })
        let sheet = try #require(
            lines.firstIndex { $0 == "org.segue.fixture.sheet  Fixture Sheet 1.2.0  by Segue tests" })
        #expect(animator < swipe && swipe < sheet)
        #expect(lines[animator + 1] == "    capabilities: present,dismiss")
        #expect(
            lines[swipe + 1]
                == "    kind: interaction controller  gestures: panHorizontal,pinch  operations: present,dismiss")
        #expect(
            lines[swipe + 2].hasPrefix(
                "    --interaction-param threshold=0.5  (double, 0…1) Where a release finishes."))
        #expect(lines[sheet + 1] == "    kind: presentation controller  capabilities: gestures")
    }

    @Test func listJSONCarriesTheKind() throws {
        let result = try SegueExecutable.run(["list", "--json"], environment: try environment(with: "OffersEveryKind"))
        let listing = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let animators = try #require(listing["animators"] as? [[String: Any]])
        #expect(animators.allSatisfy { $0["kind"] as? String == "animator" })
        // The bundled controllers beside the executable are listed too; the fixture's are checked.
        let interactions = try #require(listing["interactions"] as? [[String: Any]])
        #expect(interactions.allSatisfy { $0["kind"] as? String == "interaction" })
        let swipe = try #require(interactions.first { $0["id"] as? String == "org.segue.fixture.swipe" })
        #expect(swipe["gestures"] as? [String] == ["panHorizontal", "pinch"])
        #expect(swipe["operations"] as? [String] == ["present", "dismiss"])
        let presentations = try #require(listing["presentations"] as? [[String: Any]])
        #expect(presentations.allSatisfy { $0["kind"] as? String == "presentation" })
        let sheet = try #require(presentations.first { $0["id"] as? String == "org.segue.fixture.sheet" })
        #expect(sheet["capabilities"] as? [String] == ["gestures"])
    }

    @Test func aLibraryOfControllersOnlyIsListed() throws {
        let result = try SegueExecutable.run(["list"], environment: try environment(with: "ControllersOnly"))
        #expect(result.standardOutput.contains("org.segue.fixture.controllers-only.swipe  Fixture Swipe"))
        #expect(result.standardOutput.contains("org.segue.fixture.controllers-only.sheet  Fixture Sheet"))
        #expect(!result.standardError.contains("offers no"))
    }

    @Test func anUnknownControllerNameGetsTheClosestIDs() throws {
        let environment = try environment(with: "OffersEveryKind")
        let interaction = try SegueExecutable.run(
            ["run", "--animator", "every-kind", "--interaction", "swipr", "--interactive", "hpan:0@0,0.6@0.3,release"],
            environment: environment)
        #expect(interaction.status != 0)
        #expect(
            interaction.standardError.contains(
                "--interaction swipr: no interaction controller of that name; closest: org.segue.fixture.swipe"),
            "\(interaction.standardError)")
        let presentation = try SegueExecutable.run(
            ["run", "--animator", "every-kind", "--presentation", "shet"], environment: environment)
        #expect(presentation.status != 0)
        #expect(
            presentation.standardError.contains(
                "--presentation shet: no presentation controller of that name; closest: org.segue.fixture.sheet"),
            "\(presentation.standardError)")
    }

    /// A release at 0.3 of the width moving at a width per second: UIKit's rule finishes it (past
    /// half a width per second onwards), the fixture's plugin cancels it (below its threshold 0.5).
    @Test func theInteractionPluginDecidesAndThePresentationPluginPresents() throws {
        let environment = try environment(with: "OffersEveryKind")
        let gesture = ["--interactive", "hpan:0@0,0.3@0.3,release"]
        let native = try SegueExecutable.run(["run", "--animator", "diagonal"] + gesture, environment: environment)
        #expect(native.standardOutput.contains("completed"), "\(native.standardOutput)\(native.standardError)")
        let plugin = try SegueExecutable.run(
            ["run", "--animator", "diagonal", "--interaction", "swipe", "--in-process"] + gesture,
            environment: environment)
        #expect(plugin.standardOutput.contains("cancelled"), "\(plugin.standardOutput)\(plugin.standardError)")
        let isolated = try SegueExecutable.run(
            ["run", "--animator", "diagonal", "--interaction", "swipe"] + gesture, environment: environment)
        // Isolated (the default), the plugin process's controller decides exactly as in process.
        #expect(isolated.status == 0, "\(isolated.standardError)")
        #expect(isolated.standardOutput.contains("cancelled"), "\(isolated.standardOutput)\(isolated.standardError)")
        let sheet = try SegueExecutable.run(
            ["run", "--animator", "diagonal", "--presentation", "sheet", "--in-process"], environment: environment)
        #expect(sheet.status == 0 && sheet.standardOutput.contains("completed"), "\(sheet.standardError)")
        let isolatedSheet = try SegueExecutable.run(
            ["run", "--animator", "diagonal", "--presentation", "sheet"], environment: environment)
        #expect(
            isolatedSheet.status == 0 && isolatedSheet.standardOutput.contains("completed"),
            "\(isolatedSheet.standardError)")
    }

    @Test func badNamesAndMisfitsAreRefusedBeforeLoading() throws {
        let isolated = ["SEGUE_PLUGIN_PATH": "", "HOME": "/nonexistent-segue-home"]
        let blank = try SegueExecutable.run(["run", "--animator", "zoom", "--interaction", " "], environment: isolated)
        #expect(blank.status != 0)
        #expect(blank.standardError.contains("The value ' ' is invalid for '--interaction <NAME>': give a plugin's id"))
        let control = try SegueExecutable.run(
            ["preview", "--presentation", "sheet\u{1B}[2J"], environment: isolated)
        #expect(control.status != 0 && control.standardError.contains("holds no control characters"))
        let noGesture = try SegueExecutable.run(
            ["run", "--animator", "zoom", "--interaction", "swipe"], environment: isolated)
        #expect(noGesture.status != 0)
        #expect(noGesture.standardError.contains("--interaction swipe decides what a gesture does; add --interactive"))
        let scene = try SegueExecutable.run(
            ["run", "--scene", "x.json", "--interaction", "swipe"], environment: isolated)
        #expect(scene.standardError.contains("--interaction cannot be combined with --scene"), "\(scene.standardError)")
        // The built-in dimming presentation keeps its name.
        let dimming = try SegueExecutable.run(
            ["run", "--animator", "zoom", "--presentation", "dimming"], environment: isolated)
        #expect(!dimming.standardError.contains("presentation controller of that name"))
    }

    @Test func sceneControllersNameInteractionAndPresentationPlugins() throws {
        func scene(_ controller: SceneDescription.Controller) -> SceneDescription {
            SceneDescription(
                window: SceneDescription.WindowSize(width: 400, height: 800), root: "First",
                controllers: [SceneDescription.Controller(id: "First"), controller])
        }
        try scene(SceneDescription.Controller(id: "Second", presentation: "org.segue.sheet", interaction: "swipe"))
            .validate()
        for (key, controller) in [
            ("interaction", SceneDescription.Controller(id: "Second", interaction: "")),
            (
                "presentation",
                SceneDescription.Controller(id: "Second", presentation: String(repeating: "x", count: 129))
            ),
            ("interaction", SceneDescription.Controller(id: "Second", interaction: "swipe\n")),
        ] {
            let error = try #require(throws: TransitionError.self) { try scene(controller).validate() }
            #expect(error.description.contains("scene controller 'Second' \(key)"), "\(error)")
            #expect(error.description.contains("`segue list` shows them"))
        }
    }
}
