import Foundation
import SegueEngine
import SegueKit
import Testing

/// Oversized and hostile scenes: refused while loading, in one sentence naming the element, the
/// value and the allowed range, before anything is built.
@Suite("Scene bounds")
struct SceneBoundsTests {
    /// A scene's JSON with `window` as its window and `extra` spliced into its first controller.
    private static func json(
        window: String = #"{"width":400,"height":800}"#, controller extra: String = "", segues: String = "[]"
    ) -> String {
        #"{"window":\#(window),"root":"A","controllers":[{"id":"A"\#(extra)},{"id":"B"}],"segues":\#(segues)}"#
    }

    /// The refusal of a scene file holding `text`, read through `Scene.load(contentsOf:)`.
    private static func loadRefusal(_ text: String) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-scene-bounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scene.json")
        try Data(text.utf8).write(to: file)
        do {
            _ = try Scene.load(contentsOf: file.path)
            return nil
        } catch {
            return error.description
        }
    }

    // Each hostile number is refused on load, naming the element, the value and the range.
    @Test(arguments: [
        (json(window: #"{"width":1e19,"height":800}"#), ["window width", "1e+19", "between 1 and 100000"]),
        (json(window: #"{"width":4e-324,"height":4e-324}"#), ["window width", "5e-324", "between 1 and 100000"]),
        (json(window: #"{"width":400,"height":1e308}"#), ["window height", "1e+308", "between 1 and 100000"]),
        (json(window: #"{"width":0,"height":800}"#), ["window width", "got 0"]),
        (json(window: #"{"width":-400,"height":800}"#), ["window width", "got -400"]),
        (
            json(controller: #","preferredContentSize":{"width":1e300,"height":10}"#),
            ["controller 'A' preferredContentSize width", "1e+300", "between 0 and 100000"]
        ),
        (
            json(controller: #","preferredContentSize":{"width":10,"height":-1}"#),
            ["controller 'A' preferredContentSize height", "got -1"]
        ),
        (
            json(
                segues:
                    #"[{"identifier":"p","source":"A","destination":"B","kind":"popover","anchor":{"x":-1e20,"y":0,"#
                    + #""width":40,"height":40}}]"#
            ),
            ["segue 'p' anchor x", "-1e+20", "between -100000 and 100000"]
        ),
        (
            json(
                segues:
                    #"[{"identifier":"p","source":"A","destination":"B","kind":"popover","anchor":{"x":0,"y":0,"#
                    + #""width":40,"height":1e300}}]"#
            ),
            ["segue 'p' anchor height", "1e+300", "between 0 and 100000"]
        ),
    ])
    func hostileNumbersAreRefusedOnLoad(scene: String, fragments: [String]) throws {
        let message = try #require(try Self.loadRefusal(scene), "the scene should be refused")
        for fragment in fragments { #expect(message.contains(fragment), "'\(message)' lacks '\(fragment)'") }
        #expect(message.hasPrefix("scene file '"), "the message names the file: \(message)")
        #expect(!message.contains("\n"))
    }

    // The bounds themselves are accepted.
    @Test func boundsAreInclusive() throws {
        #expect(try Self.loadRefusal(Self.json(window: #"{"width":1,"height":100000}"#)) == nil)
        #expect(try Self.loadRefusal(Self.json(window: #"{"width":100000,"height":1}"#)) == nil)
        #expect(
            try Self.loadRefusal(Self.json(controller: #","preferredContentSize":{"width":0,"height":100000}"#)) == nil)
        let anchor =
            #"[{"identifier":"p","source":"A","destination":"B","kind":"popover","anchor":{"x":-100000,"y":100000,"#
            + #""width":0,"height":100000}}]"#
        #expect(try Self.loadRefusal(Self.json(segues: anchor)) == nil)
    }

    /// A description of `depth` containers, each holding the next, around one plain controller.
    private static func nested(depth: Int) -> SceneDescription {
        var controllers = (0..<depth).map {
            SceneDescription.Controller(id: "C\($0)", kind: "container", children: ["C\($0 + 1)"])
        }
        controllers.append(SceneDescription.Controller(id: "C\(depth)"))
        return SceneDescription(window: .init(width: 400, height: 800), root: "C0", controllers: controllers)
    }

    // 3 000 nested containers used to overflow the stack; now the loader refuses them at once
    // (too many controllers), and any chain deeper than 64 levels without recursing, naming the limit.
    @Test func deepNestingIsRefusedBeforeBuilding() throws {
        #expect(throws: TransitionError.self) { try Scene(Self.nested(depth: 3000), engine: AnimationEngine()) }
        for description in [Self.nested(depth: 999), Self.nested(depth: 64)] {
            do {
                _ = try Scene(description, engine: AnimationEngine())
                Issue.record("\(description.controllers.count) nested controllers should be refused")
            } catch {
                #expect(
                    error.description.contains("nested") && error.description.contains("64"), "\(error.description)")
            }
        }
        // Listed innermost first, the walk upwards meets the limit the same way.
        var reversed = Self.nested(depth: 999)
        reversed.controllers.reverse()
        #expect { try reversed.validate() } throws: { ($0 as? TransitionError)?.description.contains("nested") == true }
        // 63 containers around a plain controller: 64 levels, the most allowed.
        let deepest = try Scene(Self.nested(depth: 63), engine: AnimationEngine())
        #expect(deepest.controllers.count == 64)
        #expect(deepest.controllers["C63"]?.window === deepest.window)
    }

    // Containers must form a tree: no controller in two containers or twice in one, no cycle,
    // the root outermost, and every child declared.
    @Test func containersMustFormATree() {
        func refusal(_ controllers: [SceneDescription.Controller], root: String = "A") -> String? {
            let description = SceneDescription(
                window: .init(width: 400, height: 800), root: root, controllers: controllers)
            do {
                try description.validate()
                return nil
            } catch {
                return error.description
            }
        }
        let twoParents = refusal([
            .init(id: "A", kind: "tab", children: ["C"]), .init(id: "B", kind: "tab", children: ["C"]), .init(id: "C"),
        ])
        #expect(twoParents?.contains("child of both 'A' and 'B'") == true)
        let twice = refusal([.init(id: "A", kind: "tab", children: ["C", "C"]), .init(id: "C")])
        #expect(twice?.contains("lists child 'C' twice") == true)
        let cycle = refusal([
            .init(id: "A"), .init(id: "B", kind: "tab", children: ["C"]), .init(id: "C", kind: "tab", children: ["B"]),
        ])
        #expect(cycle?.contains("contains itself") == true)
        let rootInside = refusal([.init(id: "A"), .init(id: "B", kind: "tab", children: ["A"])])
        #expect(rootInside?.contains("root 'A' is a child of 'B'") == true)
        let undeclared = refusal([.init(id: "A", kind: "tab", children: ["Ghost"])])
        #expect(undeclared?.contains("'Ghost'") == true)
        let duplicate = refusal([.init(id: "A"), .init(id: "A")])
        #expect(duplicate?.contains("twice") == true)
    }

    // Lists are bounded too.
    @Test func oversizedListsAreRefused() {
        let many = (0...SceneDescription.maximumCount).map { SceneDescription.Controller(id: "C\($0)") }
        let description = SceneDescription(window: .init(width: 400, height: 800), root: "C0", controllers: many)
        #expect { try description.validate() } throws: {
            ($0 as? TransitionError)?.description.contains("1001 controllers") == true
        }
    }
}
