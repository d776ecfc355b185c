import Foundation
import SegueEngine
import SegueKit
import Testing

/// Scene files naming pictures (`controllers[].image`): a PNG relative to the scene file or a
/// generated picture, on the controller's root view; every mistake refused while loading in one
/// sentence naming the scene file (or the scene), the controller and the image.
@Suite("Scene images")
struct SceneImageTests {
    /// A folder of its own holding `scene` as scene.json and, when `png` is given, a file
    /// starting with a PNG header of that size at photos/beach.png.
    static func sceneFile(_ image: String, png: (width: UInt8, height: UInt8)? = (4, 3), body: [UInt8]? = nil) throws
        -> String
    {
        let folder = NSTemporaryDirectory() + "segue-scene-images-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/photos", withIntermediateDirectories: true)
        if let png {
            let header =
                PNGHeader.signature + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, png.width, 0, 0, 0, png.height]
            try Data(body ?? header).write(to: URL(fileURLWithPath: folder + "/photos/beach.png"))
        }
        let scene = """
            {"window": {"width": 400, "height": 800}, "root": "First",
             "controllers": [{"id": "First"}, {"id": "Detail", "color": "#CC6633", "image": \(image)}],
             "segues": [{"identifier": "open", "source": "First", "destination": "Detail", "kind": "presentModally"}]}
            """
        try Data(scene.utf8).write(to: URL(fileURLWithPath: folder + "/scene.json"))
        return folder + "/scene.json"
    }

    /// The refusal of loading `path`, or nil when it loads.
    static func refusal(_ path: String) -> String? {
        do {
            _ = try Scene.load(contentsOf: path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aFileRelativeToTheSceneIsShownOnTheRootView() throws {
        let path = try Self.sceneFile(#""photos/beach.png""#)
        let description = try Scene.load(contentsOf: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        #expect(description.controllers[1].image?.file == folder + "/photos/beach.png")
        let scene = try Scene(description, engine: AnimationEngine())
        #expect(
            scene.controllers["Detail"]?.view.image
                == ViewImage(name: folder + "/photos/beach.png", contentMode: .scaleAspectFill))
        #expect(scene.controllers["First"]?.view.image == nil)
    }

    @Test func theObjectFormChoosesAContentModeAndAGeneratedPicture() throws {
        let fit = try Scene.load(
            contentsOf: Self.sceneFile(#"{"file": "photos/beach.png", "contentMode": "scaleAspectFit"}"#))
        #expect(
            try Scene(fit, engine: AnimationEngine()).controllers["Detail"]?.view.image?.contentMode == .scaleAspectFit)
        let generated = try Scene.load(contentsOf: Self.sceneFile(#""segue.landscape""#, png: nil))
        #expect(
            try Scene(generated, engine: AnimationEngine()).controllers["Detail"]?.view.image == ViewImage(.landscape))
        let named = try Scene.load(
            contentsOf: Self.sceneFile(#"{"name": "segue.mountain", "contentMode": "scaleToFill"}"#, png: nil))
        #expect(
            try Scene(named, engine: AnimationEngine()).controllers["Detail"]?.view.image
                == ViewImage(.mountain, contentMode: .scaleToFill))
    }

    @Test func aMissingFileNamesTheSceneTheControllerAndTheImage() throws {
        let path = try Self.sceneFile(#""photos/missing.png""#)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        #expect(
            Self.refusal(path)
                == "scene file '\(path)' controller 'Detail' names image 'photos/missing.png', which cannot be shown: "
                + "image file '\(folder)/photos/missing.png' does not exist; check the path (image paths are "
                + "relative to the scene file)"
        )
    }

    @Test func aFileThatIsNotAPNGOrTooLargeIsRefused() throws {
        let text = try Self.sceneFile(#""photos/beach.png""#, body: Array("not a picture".utf8))
        #expect(Self.refusal(text)?.contains("'photos/beach.png', which cannot be shown: image file") == true)
        #expect(Self.refusal(text)?.contains("is not a PNG; convert it to PNG") == true)
        // 255 × 3 is fine; the header's bound is PNGHeader.maximumSide, checked on the bytes.
        #expect(Self.refusal(try Self.sceneFile(#""photos/beach.png""#, png: (255, 3))) == nil)
        var huge = PNGHeader.signature + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0x40, 0, 0, 0, 0, 1] // 16 384 × 1
        huge += [0]
        #expect(
            Self.refusal(try Self.sceneFile(#""photos/beach.png""#, body: huge))?.contains(
                "16384×1 pixels, more than the 8192 a side") == true)
    }

    @Test(arguments: [
        (
            #""segue.landscpe""#,
            """
            controller 'Detail' names image 'segue.landscpe', which is not a generated picture (did you mean \
            'segue.landscape'?)
            """
        ),
        (
            #"{"name": "segue.abstract", "contentMode": "center"}"#,
            """
            controller 'Detail' image 'segue.abstract' has content mode 'center'; use one of scaleToFill, \
            scaleAspectFit, scaleAspectFill
            """
        ),
        (
            #"{"file": "a.png", "name": "segue.abstract"}"#,
            "controller 'Detail' image needs exactly one of file (a PNG's path) and name (a generated picture)"
        ),
        (
            #"{"contentMode": "scaleToFill"}"#,
            "controller 'Detail' image needs exactly one of file (a PNG's path) and name (a generated picture)"
        ),
        (
            #"{"fle": "a.png"}"#,
            """
            has an unknown key at controllers[1].image.fle (did you mean 'file'?); the keys there are file, name, \
            contentMode
            """
        ),
    ])
    func aMalformedImageIsOneSentenceNamingTheController(image: String, expected: String) throws {
        let path = try Self.sceneFile(image, png: nil)
        #expect(
            Self.refusal(path) == "scene file '\(path)' " + expected
                || Self.refusal(path)?.hasPrefix("scene file '\(path)' " + expected) == true,
            "\(Self.refusal(path) ?? "accepted")")
    }

    /// A description built in code with a relative file is checked when the view shows it, not
    /// here: only `Scene.load(contentsOf:)` knows the folder; the generated names are checked anywhere.
    @Test func aDescriptionBuiltInCodeChecksNamesButNotFiles() throws {
        var description = SceneDescription(
            window: .init(width: 400, height: 800), root: "A",
            controllers: [.init(id: "A", image: .init(file: "photo.png"))])
        #expect(try Scene(description, engine: AnimationEngine()).controllers["A"]?.view.image?.name == "photo.png")
        description.controllers[0].image = .init(name: "segue.nothing")
        #expect(throws: TransitionError.self) { try Scene(description, engine: AnimationEngine()) }
    }
}
