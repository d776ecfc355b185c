/// Where a controller's view is in the appear/disappear cycle.
enum AppearanceState: Equatable {
    case disappeared, appearing, appeared, disappearing
}

extension ViewController {
    /// Starts an appearance change, as `UIViewController.beginAppearanceTransition(_:animated:)`:
    /// calls `viewWillAppear` or `viewWillDisappear` and passes it on to children whose views are
    /// inside this controller's view. Repeating the current direction does nothing.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            events?.record(.viewController(.viewWillAppear(controller: title, animated: animated)))
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            events?.record(.viewController(.viewWillDisappear(controller: title, animated: animated)))
            viewWillDisappear(animated)
        default:
            return
        }
        for child in children where child.view.isDescendant(of: view) {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the appearance change begun last: calls `viewDidAppear` or `viewDidDisappear` and
    /// passes it on to the children that took part.
    public func endAppearanceTransition(animated: Bool = true) {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            events?.record(.viewController(.viewDidAppear(controller: title, animated: animated)))
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            events?.record(.viewController(.viewDidDisappear(controller: title, animated: animated)))
            viewDidDisappear(animated)
        default:
            return
        }
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition(animated: animated)
        }
    }

    /// Whether the view has appeared and is not disappearing.
    public var hasAppeared: Bool { appearanceState == .appeared }
}
