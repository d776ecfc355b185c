import Foundation
import SegueEngine
import SegueKit
import Testing

/// Every shipped scene in Scenes/*.json loads, and every segue it declares runs from a fresh
/// scene, unwinds included: a segue whose source another segue shows gets there first.
@Suite("Shipped example scenes")
struct ExampleScenesTests {
    /// The repository's Scenes folder, found from this source file.
    static let scenesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    /// Every scene file's path.
    static let sceneFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { scenesFolder.appendingPathComponent($0).path }
    }()

    /// Every (file, segue) pair.
    static let segues: [(file: String, segue: String)] = sceneFiles.flatMap { file in
        ((try? Scene.load(contentsOf: file))?.segues ?? []).map {
            (URL(fileURLWithPath: file).lastPathComponent, $0.identifier)
        }
    }

    /// A fresh scene from `file` in Scenes with its clock.
    private static func fresh(_ file: String) throws -> (scene: Scene, clock: VirtualClock) {
        let description = try Scene.load(contentsOf: scenesFolder.appendingPathComponent(file).path)
        let scene = try Scene(description, engine: AnimationEngine())
        return (scene, VirtualClock(engine: scene.window.engine))
    }

    /// Performs `identifier`, settles, and checks the result: a segue's destination is on screen,
    /// an unwind's source has left and the controller with its action is on screen.
    private static func perform(
        _ identifier: String, in scene: Scene, clock: VirtualClock, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let segue = try #require(
            scene.description.segues?.first { $0.identifier == identifier }, sourceLocation: sourceLocation)
        try scene.performSegue(identifier)
        #expect(clock.runUntilIdle(limit: 30), "segue '\(identifier)' settles", sourceLocation: sourceLocation)
        #expect(!scene.window.isTransitioning, sourceLocation: sourceLocation)
        #expect(
            scene.window.events.diagnostics.isEmpty, "\(scene.window.events.diagnostics)",
            sourceLocation: sourceLocation)
        if segue.kind == "unwind" {
            let action = try #require(segue.action, sourceLocation: sourceLocation)
            let target = try #require(
                scene.description.controllers.first { $0.unwindActions?.contains(action) == true },
                sourceLocation: sourceLocation)
            #expect(
                scene.controllers[target.id]?.isViewVisible == true, "unwound to '\(target.id)'",
                sourceLocation: sourceLocation)
            #expect(
                scene.controllers[segue.source]?.window == nil, "'\(segue.source)' left", sourceLocation: sourceLocation
            )
        } else {
            let destination = try #require(segue.destination, sourceLocation: sourceLocation)
            #expect(
                scene.controllers[destination]?.isViewVisible == true, "'\(destination)' is shown",
                sourceLocation: sourceLocation)
        }
    }

    @Test func thereAreExampleScenes() {
        #expect(Self.sceneFiles.count >= 2, "Scenes/*.json under \(Self.scenesFolder.path)")
        #expect(Self.segues.count >= 6)
    }

    // Each segue runs from a fresh scene; `navigation.json`'s `info` and `back` and
    // `modal-diagonal.json`'s `close` start from controllers that another segue shows.
    @Test(arguments: segues)
    func everySegueRunsFromAFreshScene(file: String, segue: String) throws {
        let (scene, clock) = try Self.fresh(file)
        try Self.perform(segue, in: scene, clock: clock)
    }

    // After each showing segue, every unwind from its destination brings the scene back.
    @Test(arguments: segues)
    func everyUnwindFollowsItsSegue(file: String, segue identifier: String) throws {
        let segues = try Scene.load(contentsOf: Self.scenesFolder.appendingPathComponent(file).path).segues ?? []
        let segue = try #require(segues.first { $0.identifier == identifier })
        guard segue.kind != "unwind", let destination = segue.destination else { return }
        for unwind in segues where unwind.kind == "unwind" && unwind.source == destination {
            let (scene, clock) = try Self.fresh(file)
            try Self.perform(identifier, in: scene, clock: clock)
            try Self.perform(unwind.identifier, in: scene, clock: clock)
            // And the segue can run again once unwound.
            try Self.perform(identifier, in: scene, clock: clock)
        }
    }

    // Setting the stage happens without animation and without moving the engine's time, so a
    // recording started after `showSource(ofSegue:)` begins at the source.
    @Test func showSourceSetsTheStageAtOnce() throws {
        let (scene, _) = try Self.fresh("navigation.json")
        let engine = scene.window.engine
        let before = engine.currentTime
        try scene.showSource(ofSegue: "info")
        #expect(engine.currentTime == before)
        #expect(scene.controllers["Detail"]?.isViewVisible == true)
        #expect(!scene.window.isTransitioning)
        #expect(!scene.window.events.names.contains("animator.animateTransition(using:)"))
        // Already there: nothing more to do.
        let count = scene.window.events.events.count
        try scene.showSource(ofSegue: "info")
        #expect(scene.window.events.events.count == count)
    }

    // A segue whose source nothing shows is refused in one sentence naming both.
    @Test func unreachableSourceIsNamed() throws {
        let json = #"""
            {"window":{"width":400,"height":800},"root":"A","controllers":[{"id":"A"},{"id":"B"},{"id":"C"}],
             "segues":[{"identifier":"orphan","source":"B","destination":"C","kind":"presentModally"}]}
            """#
        let scene = try Scene(
            try JSONDecoder().decode(SceneDescription.self, from: Data(json.utf8)), engine: AnimationEngine())
        #expect { try scene.performSegue("orphan") } throws: { error in
            let text = (error as? TransitionError)?.description ?? ""
            return text.contains("'orphan'") && text.contains("'B'") && text.contains("not in the window")
        }
    }
}
