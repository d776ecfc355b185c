import Foundation
import Testing

@testable import SegueEngine

/// `View.image`: a picture a view shows, kept on the view like its other non-animatable settings
/// and carried by every capture of the view (snapshots, before-updates looks, JSON, traces).
@Suite struct ViewImageTests {
    static let photo = ViewImage(.landscape)
    static let file = ViewImage(name: "photos/beach.png", contentMode: .scaleAspectFit)

    @Test func defaultsToNoneAndSetsAndGets() {
        let view = View(name: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: RenderTree())
        #expect(view.image == nil)
        view.image = Self.photo
        #expect(view.image == ViewImage(name: "segue.landscape", contentMode: .scaleAspectFill))
        #expect(view.image?.generated == .landscape && Self.file.generated == nil)
        #expect(ViewSnapshot(view).image == Self.photo)
        view.image = nil
        #expect(ViewSnapshot(view).image == nil)
    }

    /// UIImageView's `image` is not animatable (UIImageView.h lists no animatable image; a
    /// cross-fade needs `UIView.transition`): set inside an animation block it shows at once.
    @Test func settingItInsideAnAnimationBlockShowsItAtOnce() {
        let scene = TestScene()
        scene.engine.animate(withDuration: 1, curve: .linear, animations: { scene.box.image = Self.photo })
        #expect(scene.box.image == Self.photo)
        #expect(scene.engine.animatedValueCount == 0)
    }

    /// A before-updates snapshot shows the picture as last drawn, an after-updates one the
    /// pending one (`snapshotView(afterScreenUpdates:)`, UIView.h), and the capture leaves the
    /// present picture in place.
    @Test func beforeUpdatesShowsTheLastDrawnPicture() throws {
        let scene = TestScene()
        scene.box.image = Self.photo
        scene.tick(to: 1.0 / 60)
        scene.box.image = Self.file
        let before = try #require(scene.container.snapshotView(afterScreenUpdates: false).snapshotContent?.look)
        let after = try #require(scene.container.snapshotView(afterScreenUpdates: true).snapshotContent?.look)
        #expect(before.views.first { $0.name == "box" }?.image == Self.photo)
        #expect(after.views.first { $0.name == "box" }?.image == Self.file)
        #expect(scene.box.image == Self.file, "the capture put the present picture back")

        // A view without a picture that gains one: before updates it has none.
        scene.tick(to: 2.0 / 60)
        scene.container.image = Self.photo
        let plain = try #require(scene.container.snapshotView(afterScreenUpdates: false).snapshotContent?.look)
        #expect(plain.views.first?.image == nil && scene.container.image == Self.photo)
    }

    @Test func itRoundTripsThroughJSONAndOldJSONDecodesWithout() throws {
        let scene = TestScene()
        scene.box.image = Self.file
        let snapshot = scene.engine.tree.snapshot(of: scene.container)
        #expect(try JSONDecoder().decode(RenderTreeSnapshot.self, from: JSONEncoder().encode(snapshot)) == snapshot)
        var object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(snapshot)) as! [String: Any]
        object["views"] = (object["views"] as! [[String: Any]]).map { $0.filter { $0.key != "image" } }
        let old = try JSONDecoder().decode(
            RenderTreeSnapshot.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.views.allSatisfy { $0.image == nil })
        #expect(old.views.map(\.name) == snapshot.views.map(\.name))
    }

    @Test func aChangedPictureIsADifference() {
        let scene = TestScene()
        let plain = ViewSnapshot(scene.box)
        scene.box.image = Self.photo
        let shown = ViewSnapshot(scene.box)
        #expect(
            shown.propertyDifferences(from: plain, tolerance: 0)
                == [
                    ViewPropertyDifference(
                        property: "image", before: "none", after: "segue.landscape (scaleAspectFill)")
                ])
        scene.box.image = ViewImage(.landscape, contentMode: .scaleToFill)
        #expect(ViewSnapshot(scene.box).propertyDifferences(from: shown, tolerance: 1).map(\.property) == ["image"])
        #expect(shown.propertyDifferences(from: shown, tolerance: 0).isEmpty)
    }

    @Test func traceLinesNameThePictureOnlyWhenThereIsOne() {
        let scene = TestScene()
        let plain = TraceRecorder.line(for: TraceRecorder.Frame(time: 0, index: 0, views: [ViewSnapshot(scene.box)]))
        #expect(!plain.contains("image"))
        scene.box.image = Self.file
        let shown = TraceRecorder.line(for: TraceRecorder.Frame(time: 0, index: 0, views: [ViewSnapshot(scene.box)]))
        #expect(
            shown.hasSuffix(",\"image\":{\"name\":\"photos/beach.png\",\"contentMode\":\"scaleAspectFit\"}}]}"),
            "\(shown)")
        #expect(shown.hasPrefix(String(plain.dropLast(3))))
    }
}
