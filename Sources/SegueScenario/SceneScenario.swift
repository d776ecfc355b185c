import SegueEngine
import SegueKit

/// A scene file played like the default scenario: the scene is built, settled, and one of its
/// segues performed and recorded frame by frame.
public struct SceneScenario {
    /// The scene.
    public let description: SceneDescription
    /// Frames per second of the virtual clock.
    public var framesPerSecond: Double
    /// Engine seconds after which a segue that has not settled counts as hung.
    public var timeLimit: Double

    /// A scenario for `description`.
    public init(_ description: SceneDescription, framesPerSecond: Double = 60, timeLimit: Double = 120) {
        self.description = description
        self.framesPerSecond = framesPerSecond
        self.timeLimit = timeLimit
    }

    /// The identifiers of the scene's segues, in file order.
    public var segueIdentifiers: [String] { (description.segues ?? []).map(\.identifier) }

    /// Performs segue `identifier` (the scene's first segue when nil), resolving animator names
    /// with `animators` and presentation names other than dimming with `presentations`, and records it.
    public func run(
        segue identifier: String?, presentations: Scene.PresentationResolver? = nil,
        animators: @escaping Scene.AnimatorResolver
    ) throws -> ScenarioRecording {
        guard let chosen = identifier ?? segueIdentifiers.first else {
            throw TransitionError("the scene has no segues to perform; add one to its segues list")
        }
        guard segueIdentifiers.contains(chosen) else {
            throw TransitionError(
                "the scene has no segue '\(chosen)'; it has \(segueIdentifiers.joined(separator: ", "))")
        }
        let engine = AnimationEngine()
        let scene = try Scene(description, engine: engine, animators: animators, presentations: presentations)
        // Reach the segue's source before recording, so the first frame shows where it starts.
        try scene.showSource(ofSegue: chosen)
        let stage = try TransitionScenario.Stage(engine: engine, window: scene.window, framesPerSecond: framesPerSecond)
        return try stage.record(title: "segue \(chosen)", timeLimit: timeLimit, duration: nil) { done in
            try scene.performSegue(chosen)
            // A segue has no completion of its own: it is done when the engine goes idle.
            done()
        }
    }
}
