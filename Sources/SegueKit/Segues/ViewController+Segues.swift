import SegueEngine

extension ViewController {
    /// Performs the segue template `identifier`: asks `shouldPerformSegue`, makes the
    /// destination, creates the segue, calls `prepare(for:sender:)`, then `perform()` (UIKit's
    /// segue life cycle). Returns the segue, or nil when `shouldPerformSegue` said no.
    @discardableResult
    public func performSegue(withIdentifier identifier: String, sender: Any?) throws(TransitionError)
        -> StoryboardSegue?
    {
        guard let template = segueTemplates[identifier] else {
            let known = segueTemplates.keys.sorted()
            throw TransitionError(
                "'\(title)' has no segue '\(identifier)'; its segues are "
                    + "\(known.isEmpty ? "none" : known.joined(separator: ", "))"
            )
        }
        let allowed = shouldPerformSegue(withIdentifier: identifier, sender: sender)
        events?.record(.viewController(.shouldPerformSegue(identifier: identifier, result: allowed)))
        guard allowed else { return nil }
        let destination = template.makeDestination()
        let segue = StoryboardSegue(identifier: identifier, source: self, destination: destination, kind: template.kind)
        segue.anchorRect = template.anchorRect
        segue.customPerform = template.perform
        events?.record(.viewController(.prepare(identifier: identifier, destination: destination.title)))
        prepare(for: segue, sender: sender)
        try segue.perform()
        return segue
    }

    /// Unwinds with `action`: walks up from this controller (parents, the controllers below it
    /// in navigation stacks, presenters) to the first that can perform the action, calls
    /// `prepare(for:sender:)` here and the action there, then pops and dismisses back to it.
    @discardableResult
    public func unwind(action: String, sender: Any?, animated: Bool = true) throws(TransitionError) -> StoryboardSegue {
        guard let destination = unwindDestination(for: action, sender: sender) else {
            throw TransitionError(
                "no controller above '\(title)' can perform unwind action '\(action)'; add it to the unwindActions "
                    + "of the controller to return to"
            )
        }
        let segue = StoryboardSegue(identifier: action, source: self, destination: destination, kind: .custom)
        events?.record(.viewController(.prepare(identifier: action, destination: destination.title)))
        prepare(for: segue, sender: sender)
        events?.record(.segue(.unwind(action: action, destination: destination.title)))
        destination.unwindActions[action]?(segue)
        try unwind(to: destination, animated: animated)
        return segue
    }

    /// The first controller up the chain that can perform `action`.
    func unwindDestination(for action: String, sender: Any?) -> ViewController? {
        var candidate: ViewController? = self
        while let current = candidate {
            if current !== self, current.canPerformUnwindSegueAction(action, from: self, sender: sender) {
                return current
            }
            // Controllers below the current one in a navigation stack come first, nearest first.
            if let navigation = current.parent as? NavigationController,
                let index = navigation.viewControllers.firstIndex(where: { $0 === current })
            {
                for below in navigation.viewControllers[..<index].reversed()
                where below.canPerformUnwindSegueAction(action, from: self, sender: sender) {
                    return below
                }
            }
            candidate = current.parent ?? current.presentingStorage
        }
        return nil
    }

    /// Brings `destination` back on screen: dismisses what is presented above its presentation
    /// context, or pops its navigation stack to it.
    private func unwind(to destination: ViewController, animated: Bool) throws(TransitionError) {
        var outermost = destination
        while let parent = outermost.parent { outermost = parent }
        let navigation = destination.parent as? NavigationController
        let needsPop = navigation.map { $0.topViewController !== destination } ?? false
        if outermost.presentedViewController != nil {
            // Dismiss first, then pop what the destination's stack holds above it.
            try outermost.dismiss(animated: animated) {
                if needsPop { _ = try? navigation?.popToViewController(destination, animated: animated) }
            }
        } else if needsPop, let navigation {
            try navigation.popToViewController(destination, animated: animated)
        }
    }
}
