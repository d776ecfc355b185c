import Foundation
import SegueEngine
import SegueKit
import Testing

/// A scene's `"presentation"` other than dimming is a name the caller resolves (SegueKit knows no
/// plugins): the maker it answers makes the presentation controller when the presentation starts
/// (UIKit asks the transitioning delegate's `presentationController(forPresented:presenting:source:)`
/// then), the controller gets the custom style, and a name the resolver refuses fails the build.
@Suite("Scene presentation names are resolved by the caller")
struct ScenePresentationResolverTests {
    /// First presents Sheet, which names `presentation`.
    private func description(_ presentation: String) throws -> SceneDescription {
        let json =
            #"{"window":{"width":400,"height":800},"root":"First","controllers":[{"id":"First"},"#
            + #"{"id":"Sheet","presentation":"\#(presentation)"}],"segues":[{"identifier":"sheet","source":"First","#
            + #""destination":"Sheet","kind":"presentModally"}]}"#
        return try JSONDecoder().decode(SceneDescription.self, from: Data(json.utf8))
    }

    /// A presentation controller placing the presented view in the container's top quarter.
    final class TopQuarter: PresentationController {
        override var frameOfPresentedViewInContainerView: Rect {
            guard let containerView else { return .zero }
            return Rect(x: 0, y: 0, width: containerView.bounds.width, height: containerView.bounds.height / 4)
        }
    }

    @Test("a resolved name presents through the controller its maker makes")
    func resolvedNamePresents() throws {
        let engine = AnimationEngine()
        var asked: [String] = []
        var made = 0
        let scene = try Scene(
            try description("quarter"), engine: engine,
            presentations: { name throws(TransitionError) in
                asked.append(name)
                return { presented, presenting in
                    made += 1
                    return TopQuarter(presentedViewController: presented, presenting: presenting)
                }
            })
        #expect(asked == ["quarter"], "resolved once, while building")
        let sheet = try #require(scene.controllers["Sheet"])
        #expect(sheet.modalPresentationStyle == .custom)
        #expect(made == 0, "made when the presentation starts, not before")
        try scene.performSegue("sheet")
        VirtualClock(engine: engine).runUntilIdle()
        #expect(made == 1)
        #expect(sheet.presentationController is TopQuarter)
        #expect(sheet.view.frame == Rect(x: 0, y: 0, width: 400, height: 200))
    }

    @Test("a refused name, or any name but dimming without a resolver, fails the build naming the controller")
    func refusedNames() throws {
        let refused = #expect(throws: TransitionError.self) {
            _ = try Scene(
                try description("shet"), engine: AnimationEngine(),
                presentations: { _ throws(TransitionError) in
                    throw TransitionError("no presentation controller of that name; closest: sheet")
                })
        }
        #expect(
            refused?.description
                == "controller 'Sheet' asks for presentation 'shet': no presentation controller of that name; "
                + "closest: sheet")
        let unresolved = #expect(throws: TransitionError.self) {
            _ = try Scene(try description("sheet"), engine: AnimationEngine())
        }
        #expect(unresolved?.description.contains("without plugins the only built-in one is dimming") == true)
        _ = try Scene(try description("dimming"), engine: AnimationEngine())
    }
}
