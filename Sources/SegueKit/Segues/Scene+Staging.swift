import SegueEngine

extension Scene {
    /// Brings the source of segue `identifier` into the window, when it is not there yet, by
    /// performing without animation the scene's segues that lead to it from what is in the
    /// window now; does nothing when the source is already there.
    ///
    /// A scene starts with only its root's hierarchy in the window, but a segue may start from a
    /// controller that another segue shows (`navigation.json`'s `info` starts from `Detail`, which
    /// `detail` pushes): a storyboard would be run there by hand first. Call this before recording
    /// so the recording starts from the source; `performSegue(_:)` calls it too.
    public func showSource(ofSegue identifier: String) throws(TransitionError) {
        let segue = try declaredSegue(identifier)
        guard let source = controllers[segue.source] else {
            throw TransitionError("segue '\(identifier)' starts from unknown controller '\(segue.source)'")
        }
        guard source.window == nil else { return }
        guard let path = pathOfSegues(to: segue.source) else {
            throw TransitionError(
                "segue '\(identifier)' starts from '\(segue.source)', which is not in the window, and no segue of "
                    + "the scene "
                    + "leads there from what is; add a segue that shows '\(segue.source)', or start this one from a "
                    + "shown controller"
            )
        }
        for step in path { try performUnanimated(step) }
    }

    /// The segue declared as `identifier`, or an error listing the declared ones.
    func declaredSegue(_ identifier: String) throws(TransitionError) -> SceneDescription.Segue {
        guard let segue = description.segues?.first(where: { $0.identifier == identifier }) else {
            let known = (description.segues ?? []).map(\.identifier)
            throw TransitionError(
                "scene has no segue '\(identifier)'; its segues are "
                    + "\(known.isEmpty ? "none" : known.joined(separator: ", "))"
            )
        }
        return segue
    }

    /// The shortest list of showing segues from a controller in the window to `target`, found
    /// breadth first (each controller visited once, so at most one pass over the segues each).
    private func pathOfSegues(to target: String) -> [SceneDescription.Segue]? {
        let showing = (description.segues ?? []).filter { $0.kind != "unwind" && $0.destination != nil }
        var reachedBy: [String: SceneDescription.Segue?] = [:]
        var frontier: [String] = []
        // In declaration order, so the same scene always takes the same path.
        for controller in description.controllers where controllers[controller.id]?.window != nil {
            reachedBy[controller.id] = .some(nil)
            frontier.append(controller.id)
        }
        while !frontier.isEmpty, reachedBy[target] == nil {
            var next: [String] = []
            for id in frontier {
                for segue in showing where segue.source == id {
                    guard let destination = segue.destination, reachedBy[destination] == nil else { continue }
                    reachedBy[destination] = .some(segue)
                    next.append(destination)
                }
            }
            frontier = next
        }
        guard reachedBy[target] != nil else { return nil }
        var path: [SceneDescription.Segue] = []
        var current = target
        while case .some(.some(let segue)) = reachedBy[current] {
            path.append(segue)
            current = segue.source
        }
        return path.reversed()
    }

    /// Shows a segue's destination the way its kind does, but without animation and without the
    /// segue life cycle (this sets the stage; it is not the segue being shown), and lets the
    /// engine finish it at once.
    private func performUnanimated(_ segue: SceneDescription.Segue) throws(TransitionError) {
        guard let source = controllers[segue.source], let id = segue.destination, let destination = controllers[id]
        else {
            throw TransitionError(
                "segue '\(segue.identifier)' needs a source and a destination among the scene's controllers")
        }
        var finished = false
        switch SegueKind(rawValue: segue.kind) {
        case .show:
            // As `show(_:sender:)`: a navigation controller above pushes, anything else presents.
            if let navigation = source.targetViewController(forAction: .show, sender: nil) as? NavigationController {
                try navigation.pushViewController(destination, animated: false) { finished = true }
            } else {
                try source.present(destination, animated: false) { finished = true }
            }
        case .popover:
            destination.modalPresentationStyle = .popover
            destination.popoverSourceView = source.view
            destination.popoverSourceRect = segue.anchor?.rect
            try source.present(destination, animated: false) { finished = true }
        case .showDetail, .presentModally, .custom, nil:
            try source.present(destination, animated: false) { finished = true }
        }
        // An unanimated transition starts on the next tick and ends within a few more at the
        // same instant; ticking without moving time keeps the engine's clock where it was.
        let engine = window.engine
        for _ in 0..<Self.stagingTickLimit where !finished { engine.tick(at: engine.currentTime) }
        guard finished else {
            throw TransitionError(
                "segue '\(segue.identifier)' did not finish at once without animation while setting the stage; "
                    + "perform it yourself first"
            )
        }
    }

    /// Ticks an unanimated staging transition may take (it needs two or three).
    private static let stagingTickLimit = 16
}
