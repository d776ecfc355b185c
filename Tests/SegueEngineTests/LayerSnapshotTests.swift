import Foundation
import Testing

@testable import SegueEngine

/// Snapshots, differences and trace lines carry the layer properties.
@Suite struct LayerSnapshotTests {
    /// Sets every layer property of `view` away from its default.
    static func decorate(_ view: View) {
        view.anchorPoint = Point(x: 0, y: 1)
        view.zPosition = 3
        view.sublayerTransform = Transform3D(perspectiveDistance: 400)
        view.clipsToBounds = true
        view.borderWidth = 1
        view.borderColor = .white
        view.shadowColor = .white
        view.shadowOpacity = 0.3
        view.shadowRadius = 6
        view.shadowOffset = Size(width: 1, height: 2)
        view.gradient = Gradient(colors: [.black, .white])
        view.mask = .ellipse(in: Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func differencesNameEveryLayerProperty() {
        let scene = TestScene()
        let before = scene.engine.tree.snapshot(of: scene.container)
        Self.decorate(scene.box)
        let after = scene.engine.tree.snapshot(of: scene.container)
        let lines = after.differences(from: before)
        for name in [
            "anchorPoint", "zPosition", "sublayerTransform", "clipsToBounds", "borderWidth", "borderColor",
            "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset", "gradient", "mask",
        ] {
            #expect(lines.contains { $0.contains(": \(name) ") }, "\(name) in \(lines)")
        }
        #expect(after.view(named: "box")?.gradient == scene.box.gradient)
        #expect(after.differences(from: after) == [])
    }

    @Test func jsonWithoutTheLayerPropertiesStillDecodes() throws {
        let scene = TestScene()
        let snapshot = scene.engine.tree.snapshot(of: scene.container)
        var object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(snapshot)) as! [String: Any]
        let layerKeys = [
            "anchorPoint", "zPosition", "sublayerTransform", "clipsToBounds", "borderWidth", "borderColor",
            "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset", "gradient", "mask",
        ]
        object["views"] = (object["views"] as! [[String: Any]]).map { view in
            view.filter { !layerKeys.contains($0.key) }
        }
        let old = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(RenderTreeSnapshot.self, from: old) == snapshot)
        Self.decorate(scene.box)
        let decorated = scene.engine.tree.snapshot(of: scene.container)
        #expect(
            try JSONDecoder().decode(RenderTreeSnapshot.self, from: try JSONEncoder().encode(decorated)) == decorated)
    }

    @Test func traceLinesCarryOnlyWhatDiffersFromTheDefaults() {
        let scene = TestScene()
        let plain = TraceRecorder.line(for: TraceRecorder.Frame(time: 0, index: 0, views: [ViewSnapshot(scene.box)]))
        #expect(!plain.contains("anchorPoint") && !plain.contains("shadow") && !plain.contains("gradient"))
        #expect(plain.hasSuffix("\"cornerRadius\":0}]}"), "\(plain)")
        Self.decorate(scene.box)
        let decorated = TraceRecorder.line(
            for: TraceRecorder.Frame(time: 0, index: 0, views: [ViewSnapshot(scene.box)]))
        for key in [
            "anchorPoint", "zPosition", "sublayerTransform", "clipsToBounds", "borderWidth", "shadowOffset", "gradient",
            "mask",
        ] {
            #expect(decorated.contains("\"\(key)\":"), "\(key) in \(decorated)")
        }
        #expect(
            decorated.contains("\"mask\":{\"shape\":\"ellipse\",\"rect\":[0,0,10,10],\"cornerRadius\":0}"),
            "\(decorated)")
    }
}
