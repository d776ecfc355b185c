import SegueEngine
import SegueKit
import SegueScenario
import Testing

extension HostTests {
    @Suite("The default scene's content")
    struct SampleContentTests {
        /// The default scene presented with SegueKit's cross-dissolve (no plugin needed).
        static func recording(_ scenario: TransitionScenario) throws -> ScenarioRecording {
            try scenario.run { operation in CrossDissolveAnimator(presenting: operation == .present) }
        }

        /// The view named `name` in `frame`, whose superview is named `parent`.
        static func view(_ name: String, in frame: TraceRecorder.Frame, under parent: String) -> ViewSnapshot? {
            let names = Dictionary(frame.views.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            return frame.views.first { $0.name == name && $0.superview.flatMap { names[$0] } == parent }
        }

        /// Frames (in the root view) of each page's content in a 400×800 window, back to front.
        static let firstFrames: [(String, Rect)] = [
            ("First.header", Rect(x: 0, y: 0, width: 400, height: 64)),
            ("First.tile1", Rect(x: 16, y: 80, width: 112, height: 112)),
            ("First.tile2", Rect(x: 144, y: 80, width: 112, height: 112)),
            ("First.tile3", Rect(x: 272, y: 80, width: 112, height: 112)),
            ("First.tile4", Rect(x: 16, y: 208, width: 112, height: 112)),
            ("photo", Rect(x: 144, y: 208, width: 112, height: 112)),
            ("First.tile5", Rect(x: 272, y: 208, width: 112, height: 112)),
        ]
        static let secondFrames: [(String, Rect)] = [
            ("Second.header", Rect(x: 0, y: 0, width: 400, height: 64)),
            ("photo", Rect(x: 16, y: 80, width: 368, height: 207)),
            ("Second.row1", Rect(x: 16, y: 303, width: 368, height: 56)),
            ("Second.row2", Rect(x: 16, y: 371, width: 368, height: 56)),
            ("Second.row3", Rect(x: 16, y: 439, width: 368, height: 56)),
        ]

        @Test("First and Second hold a header, tiles or rows and a photo, at the expected frames, back to front")
        func namedViewsAndFrames() throws {
            let recording = try Self.recording(TransitionScenario(operation: .present))
            #expect(recording.completed == true)
            let before = try #require(recording.frames.first)
            let after = try #require(recording.frames.last)
            for (page, frame, expected) in [("First", before, Self.firstFrames), ("Second", after, Self.secondFrames)] {
                let root = try #require(frame.views.first { $0.name == page })
                let children = root.subviews.compactMap { id in frame.views.first { $0.id == id } }
                #expect(children.map(\.name) == expected.map(\.0), "\(page)")
                for (name, rect) in expected {
                    let view = try #require(Self.view(name, in: frame, under: page), "\(page) has no \(name)")
                    #expect(view.frame == rect, "\(page): \(name)")
                    #expect(
                        view.backgroundColor.alpha == 1 && view.backgroundColor != root.backgroundColor,
                        "\(page): \(name)")
                }
                #expect(
                    root.backgroundColor
                        == (page == "First" ? TransitionScenario.firstColor : TransitionScenario.secondColor))
            }
            #expect(Self.view("First.tile1", in: before, under: "First")?.cornerRadius ?? 0 > 0)
            #expect(Self.view("photo", in: after, under: "Second")?.cornerRadius ?? 0 > 0)
        }

        @Test("both photo views are in the tree mid-transition, with one colour, one picture and different frames")
        func photosPair() throws {
            let recording = try Self.recording(TransitionScenario(operation: .present))
            let middle = try #require(
                recording.frames.first { frame in
                    Self.view("photo", in: frame, under: "First") != nil
                        && Self.view("photo", in: frame, under: "Second") != nil
                })
            let small = try #require(Self.view("photo", in: middle, under: "First"))
            let large = try #require(Self.view("photo", in: middle, under: "Second"))
            #expect(small.id != large.id && small.frame != large.frame)
            #expect(small.frame.width * small.frame.height < large.frame.width * large.frame.height)
            #expect(small.backgroundColor == large.backgroundColor)
            // Both show the generated landscape, aspect-filled, over their colour; nothing else shows a picture.
            #expect(small.image == ViewImage(.landscape, contentMode: .scaleAspectFill) && large.image == small.image)
            #expect(
                small.clipsToBounds && large.clipsToBounds, "rounded corners cut the picture only when the layer clips")
            #expect(middle.views.filter { $0.image != nil }.map(\.name) == ["photo", "photo"])
            #expect(
                TraceRecorder.line(for: middle).contains(
                    #""image":{"name":"segue.landscape","contentMode":"scaleAspectFill"}"#))
        }

        @Test("the content is laid out from the controller's bounds: the window size, a form sheet, a resize")
        func followsBounds() throws {
            // A 352-point window: cells of (352 - 4·16) / 3 = 96 points, a 320×180 banner.
            let narrow = try Self.recording(TransitionScenario(operation: .push, size: Size(width: 352, height: 600)))
            let first = try #require(narrow.frames.first)
            let last = try #require(narrow.frames.last)
            #expect(Self.view("photo", in: first, under: "First")?.frame == Rect(x: 128, y: 192, width: 96, height: 96))
            #expect(
                Self.view("Second.header", in: last, under: "Second")?.frame == Rect(x: 0, y: 0, width: 352, height: 64)
            )
            #expect(Self.view("photo", in: last, under: "Second")?.frame == Rect(x: 16, y: 80, width: 320, height: 180))

            // A form sheet is 540 points wide: the banner is 540 - 2·16 wide.
            var sheet = TransitionScenario(operation: .present, size: Size(width: 1000, height: 800))
            sheet.presentationStyle = .formSheet
            let sheetEnd = try #require(try Self.recording(sheet).frames.last)
            #expect(
                Self.view("photo", in: sheetEnd, under: "Second")?.frame
                    == Rect(x: 16, y: 80, width: 508, height: 285.75))

            // Turned to 800×400, the grid's cells are as tall as the height allows: (400 - 64 - 3·16) / 2.
            let resized = try TransitionScenario().runResize(to: Size(width: 800, height: 400))
            let turned = try #require(resized.frames.last)
            #expect(
                Self.view("First.header", in: turned, under: "First")?.frame == Rect(x: 0, y: 0, width: 800, height: 64)
            )
            #expect(
                Self.view("First.tile2", in: turned, under: "First")?.frame
                    == Rect(x: 176, y: 80, width: 144, height: 144))
        }
    }
}
