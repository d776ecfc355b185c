import SegueEngine
import SegueKit

/// A scene file played in a live session: the scene built from it on the session's engine, its
/// animator names resolved by the session's source (then SegueKit's built-in names), and the
/// segue performed last, which a replay performs again on a fresh build.
final class LiveSceneFile {
    /// The file's scene.
    let description: SceneDescription
    /// The scene as built now.
    private(set) var scene: Scene
    /// The segue performed last.
    private(set) var lastSegue: String?
    private let engine: AnimationEngine
    private let animators: LiveAnimatorSource
    /// Resolves the presentation names other than dimming the scene gives.
    private let presentations: Scene.PresentationResolver?

    /// Builds `description` on `engine`, resolving animator names with `animators` and
    /// presentation names with `presentations`.
    init(
        _ description: SceneDescription, engine: AnimationEngine, animators: LiveAnimatorSource,
        presentations: Scene.PresentationResolver? = nil
    ) throws(TransitionError) {
        self.description = description
        self.engine = engine
        self.animators = animators
        self.presentations = presentations
        scene = try Self.build(description, engine: engine, animators: animators, presentations: presentations)
    }

    /// The identifiers of the scene's segues, in file order.
    var segueIdentifiers: [String] { (description.segues ?? []).map(\.identifier) }

    /// Performs segue `identifier` (starting on the engine's next tick).
    func perform(_ identifier: String) throws(TransitionError) {
        try scene.performSegue(identifier)
        lastSegue = identifier
    }

    /// Builds the scene afresh (its window too), so the last segue can run again from its start.
    func rebuild() throws(TransitionError) {
        scene = try Self.build(description, engine: engine, animators: animators, presentations: presentations)
    }

    private static func build(
        _ description: SceneDescription, engine: AnimationEngine, animators: LiveAnimatorSource,
        presentations: Scene.PresentationResolver?
    ) throws(TransitionError) -> Scene {
        try Scene(
            description, engine: engine,
            animators: { [weak animators] name, presenting in
                (try? animators?.makeAnimator(id: name, operation: presenting ? .present : .dismiss))
                    ?? Scene.builtInAnimators(name, presenting)
            }, presentations: presentations)
    }
}
