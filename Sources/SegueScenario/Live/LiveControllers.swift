import SegueKit

/// The interaction and presentation controllers a live session uses instead of UIKit's release
/// rule and Second's full-screen presentation (`segue preview --interaction`, `--presentation`).
/// Both are makers, called once per transition or presentation, so a source that reloads plugins
/// hands out controllers of the library loaded at that moment, never one whose library was replaced.
public struct LiveControllers {
    /// A fresh decider for each transition the pointer drives, for its operation; nil: UIKit's
    /// rule (the native deciders). Throws one sentence when it cannot be made or does not drive
    /// the operation (the drag then starts nothing, and the status line says why).
    public var makeDecider: ((TransitionOperation) throws -> InteractionDeciding)?
    /// Second's presentation controller from the presented and the presenting controller; nil:
    /// no custom presentation. One that throws leaves its sentence in the status line, and Second
    /// is presented without it.
    public var makePresentationController: ((ViewController, ViewController) throws -> PresentationController)?
    /// Resolves the presentation names other than dimming a scene file gives (plugins' ids or
    /// names); nil: a scene file may name only dimming.
    public var scenePresentations: Scene.PresentationResolver?

    /// Controllers from the two makers; none by default.
    public init(
        makeDecider: ((TransitionOperation) throws -> InteractionDeciding)? = nil,
        makePresentationController: ((ViewController, ViewController) throws -> PresentationController)? = nil
    ) {
        self.makeDecider = makeDecider
        self.makePresentationController = makePresentationController
    }
}
