import Foundation
import SegueEngine
import SegueKit
import Testing

/// A controller recording the segue calls it receives.
final class RecordingController: ViewController {
    var allow = true
    private(set) var prepared: [String] = []

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allow }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier ?? "")
    }
}

@Suite("Segues, unwinding, scenes and size transitions")
struct SegueAndSceneTests {
    @Test("segue life cycle: shouldPerform, destination, prepare, perform; refusal stops it")
    func segueLifeCycle() throws {
        let engine = AnimationEngine()
        let source = RecordingController(engine: engine, title: "First")
        let fixture = KitFixture(engine: engine, root: source)
        var made = 0
        source.segueTemplates["open"] = SegueTemplate(identifier: "open", kind: .presentModally) {
            made += 1
            return ViewController(engine: engine, title: "Second")
        }
        source.allow = false
        #expect(try source.performSegue(withIdentifier: "open", sender: nil) == nil)
        #expect(made == 0)
        source.allow = true
        let segue = try #require(try source.performSegue(withIdentifier: "open", sender: nil))
        #expect(made == 1 && source.prepared == ["open"])
        fixture.settle()
        #expect(source.presentedViewController === segue.destination)
        let names = fixture.window.events.names
        let prepare = try #require(names.firstIndex(of: "viewController.prepare(for:sender:)"))
        let perform = try #require(names.firstIndex(of: "segue.perform()"))
        #expect(prepare < perform)
        #expect(throws: TransitionError.self) { try source.performSegue(withIdentifier: "missing", sender: nil) }
    }

    @Test("unwind walks up to the controller with the action, calls it, and dismisses back")
    func unwindDismisses() throws {
        let fixture = KitFixture()
        var unwound: [String] = []
        fixture.root.unwindActions["backToFirst"] = { segue in unwound.append(segue.source.title) }
        let second = fixture.controller("Second")
        let third = fixture.controller("Third")
        try fixture.root.present(second, animated: false)
        fixture.settle()
        try second.present(third, animated: false)
        fixture.settle()
        try third.unwind(action: "backToFirst", sender: nil)
        fixture.settle()
        #expect(unwound == ["Third"])
        #expect(fixture.root.presentedViewController == nil)
        #expect(fixture.root.view.superview === fixture.window.view)
        #expect(fixture.window.view.subviews.count == 1)
        #expect(throws: TransitionError.self) { try fixture.root.unwind(action: "nowhere", sender: nil) }
    }

    @Test("unwind inside a navigation stack pops to the controller with the action")
    func unwindPops() throws {
        let engine = AnimationEngine()
        let list = ViewController(engine: engine, title: "List")
        let navigation = NavigationController(rootViewController: list)
        let fixture = KitFixture(engine: engine, root: navigation)
        list.unwindActions["backToList"] = { _ in }
        let detail = fixture.controller("Detail")
        let more = fixture.controller("More")
        try navigation.pushViewController(detail, animated: false)
        fixture.settle()
        try navigation.pushViewController(more, animated: false)
        fixture.settle()
        try more.unwind(action: "backToList", sender: nil)
        fixture.settle()
        #expect(navigation.viewControllers.map(\.title) == ["List"])
    }

    /// The repository's Scenes folder, found from this source file.
    private var scenesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Scenes")
    }

    @Test("the example scenes load and their segues run, including unwind and the dimming sheet")
    func exampleScenes() throws {
        let modal = try Scene.load(contentsOf: scenesFolder.appendingPathComponent("modal-diagonal.json").path)
        let engine = AnimationEngine()
        let scene = try Scene(modal, engine: engine)
        let clock = VirtualClock(engine: engine)
        try scene.performSegue("open")
        clock.runUntilIdle()
        let second = try #require(scene.controllers["Second"])
        #expect(scene.controllers["First"]?.presentedViewController === second)
        #expect(scene.window.events.names.contains("animator.animateTransition(using:)"))
        try scene.performSegue("close")
        clock.runUntilIdle()
        #expect(scene.controllers["First"]?.presentedViewController == nil)
        try scene.performSegue("sheet")
        clock.runUntilIdle()
        let sheet = try #require(scene.controllers["Sheet"])
        #expect(sheet.view.frame == Rect(x: 200, y: 0, width: 200, height: 800))
        #expect(scene.window.view.descendant(named: "dimming")?.alpha == 1)

        let navigation = try Scene(
            try Scene.load(contentsOf: scenesFolder.appendingPathComponent("navigation.json").path),
            engine: AnimationEngine())
        let navClock = VirtualClock(engine: navigation.window.engine)
        try navigation.performSegue("detail")
        navClock.runUntilIdle()
        #expect((navigation.controllers["Navigation"] as? NavigationController)?.topViewController?.title == "Detail")
        try navigation.performSegue("info")
        navClock.runUntilIdle()
        // Compact window: the popover adapts to full screen.
        #expect(navigation.controllers["Info"]?.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        try navigation.performSegue("back")
        navClock.runUntilIdle()
        #expect((navigation.controllers["Navigation"] as? NavigationController)?.viewControllers.count == 1)
    }

    @Test("bad scenes are refused with a sentence naming the problem")
    func badScenes() throws {
        let engine = AnimationEngine()
        func scene(_ json: String) throws -> Scene {
            try Scene(try JSONDecoder().decode(SceneDescription.self, from: Data(json.utf8)), engine: engine)
        }
        let unknownRoot = #"{"window":{"width":400,"height":800},"root":"X","controllers":[{"id":"A"}]}"#
        #expect { try scene(unknownRoot) } throws: { ($0 as? TransitionError)?.description.contains("'X'") == true }
        let badStyle =
            #"{"window":{"width":400,"height":800},"root":"A","controllers":[{"id":"A","presentationStyle":"#
            + #""sideways"}]}"#
        #expect { try scene(badStyle) } throws: { ($0 as? TransitionError)?.description.contains("sideways") == true }
        let badSegue =
            #"{"window":{"width":400,"height":800},"root":"A","controllers":[{"id":"A"}],"segues":[{"identifier":"#
            + #""s","source":"A","destination":"B","kind":"show"}]}"#
        #expect(throws: TransitionError.self) { try scene(badSegue) }
        #expect(throws: TransitionError.self) { try Scene.load(contentsOf: "/nonexistent/scene.json") }
    }

    @Test("a size change runs through a coordinator with alongside animations")
    func sizeTransition() throws {
        final class Resizing: ViewController {
            var sawCoordinator = false
            let badge: View
            init(engine: AnimationEngine) {
                badge = View(name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: engine.tree)
                super.init(engine: engine, title: "First")
                view.addSubview(badge)
            }
            override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sawCoordinator = transitionCoordinator === coordinator
                coordinator.animate(alongsideTransition: { [badge] _ in
                    badge.frame = Rect(x: size.width - 10, y: 0, width: 10, height: 10)
                })
            }
        }
        let engine = AnimationEngine()
        let root = Resizing(engine: engine)
        let fixture = KitFixture(engine: engine, root: root)
        try fixture.window.transition(to: Size(width: 800, height: 400), duration: 0.3)
        fixture.clock.advance(frames: 1, framesPerSecond: 60)
        fixture.clock.advance(by: 0.15)
        #expect(root.badge.frame.minX > 0 && root.badge.frame.minX < 790)
        #expect(root.view.frame.width > 400 && root.view.frame.width < 800)
        fixture.settle()
        #expect(root.sawCoordinator)
        #expect(root.badge.frame.minX == 790)
        #expect(fixture.window.size == Size(width: 800, height: 400))
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 800, height: 400))
        #expect(root.transitionCoordinator == nil)
        #expect(fixture.window.events.names.contains("coordinator.alongside.animation"))
    }
}
