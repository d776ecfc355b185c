import SegueEngine

extension ViewController {
    /// Adds `child` as a child controller and calls `child.willMove(toParent: self)` (UIKit's
    /// rule: the container calls `didMove(toParent:)` itself once the child's view is in place).
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "a controller cannot be its own child")
        if child.parent === self { return }
        if child.parent != nil {
            child.notifyWillMove(toParent: nil)
            child.removeFromParent()
        }
        // Logged through `events` of the new parent: the child is not in a window yet.
        events?.record(.viewController(.willMove(controller: child.title, parent: title)))
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)` (the container
    /// calls `willMove(toParent: nil)` first, as in UIKit).
    public func removeFromParent() {
        guard let parent else { return }
        let log = events
        parent.children.removeAll { $0 === self }
        self.parent = nil
        log?.record(.viewController(.didMove(controller: title, parent: nil)))
        didMove(toParent: nil)
    }

    /// Lays out this controller's views and then its children's, top down (after the root
    /// view's frame changed).
    func layoutViewHierarchy() {
        viewDidLayoutSubviews()
        for child in children where child.view.isDescendant(of: view) { child.layoutViewHierarchy() }
    }

    /// Calls `willMove(toParent:)` and records it.
    func notifyWillMove(toParent parent: ViewController?) {
        events?.record(.viewController(.willMove(controller: title, parent: parent?.title)))
        willMove(toParent: parent)
    }

    /// Calls `didMove(toParent:)` and records it.
    func notifyDidMove(toParent parent: ViewController?) {
        events?.record(.viewController(.didMove(controller: title, parent: parent?.title)))
        didMove(toParent: parent)
    }

    /// The controller's view frame in `ancestor`'s coordinates (transforms ignored; frames and
    /// bounds origins only).
    func frame(of target: View, in ancestor: View) -> Rect {
        var rect = target.frame
        var current = target.superview
        while let view = current, view !== ancestor {
            rect = rect.offsetBy(dx: view.frame.minX - view.bounds.minX, dy: view.frame.minY - view.bounds.minY)
            current = view.superview
        }
        return rect
    }
}
