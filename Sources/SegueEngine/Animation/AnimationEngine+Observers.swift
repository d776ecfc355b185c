extension AnimationEngine {
    /// Calls `observer` whenever a property animator becomes active (started, paused or scrubbed
    /// for the first time), after its first call returns; returns a token for
    /// `removeActivationObserver`.
    @discardableResult
    public func addActivationObserver(_ observer: @escaping (PropertyAnimator) -> Void) -> Int {
        nextObserverID += 1
        activationObservers.add(observer, token: nextObserverID)
        return nextObserverID
    }

    /// Calls `observer` whenever a property animator becomes active on behalf of `owner` (see
    /// `performOnBehalf(of:_:)`) or animating a view under `owner`; returns a token for
    /// `removeActivationObserver`. Transitions use this to find every animation they caused
    /// without hearing about other windows' animations.
    @discardableResult
    public func addActivationObserver(for owner: View, _ observer: @escaping (PropertyAnimator) -> Void) -> Int {
        nextObserverID += 1
        scopedActivationObservers[owner.id, default: ObserverList()].add(observer, token: nextObserverID)
        ownerOfObserverToken[nextObserverID] = owner.id
        return nextObserverID
    }

    /// Stops calling the activation observer registered under `token`.
    public func removeActivationObserver(_ token: Int) {
        guard let owner = ownerOfObserverToken.removeValue(forKey: token) else {
            activationObservers.remove(token: token)
            return
        }
        scopedActivationObservers[owner]?.remove(token: token)
        dropScopedObserversIfEmpty(owner)
    }

    /// Calls `observer` after every tick, once the tree is written; returns a token for `removeTickObserver`.
    @discardableResult
    public func addTickObserver(_ observer: @escaping (AnimationEngine) -> Void) -> Int {
        nextObserverID += 1
        tickObservers.add(observer, token: nextObserverID)
        return nextObserverID
    }

    /// Stops calling the observer registered under `token`.
    public func removeTickObserver(_ token: Int) {
        tickObservers.remove(token: token)
    }

    /// Tells the activation observers that `animator` became active: the engine-wide ones, then
    /// those of its owner and of the roots of the views it animates, each once.
    func animatorDidActivate(_ animator: PropertyAnimator) {
        var round = activationObservers.beginRound()
        while let observer = activationObservers.next(&round) { observer(animator) }
        activationObservers.endRound()
        guard !scopedActivationObservers.isEmpty else { return }
        for owner in animator.activationOwners() {
            guard var round = scopedActivationObservers[owner]?.beginRound() else { continue }
            while let observer = scopedActivationObservers[owner]?.next(&round) { observer(animator) }
            scopedActivationObservers[owner]?.endRound()
            dropScopedObserversIfEmpty(owner)
        }
    }

    /// Forgets `owner`'s observer list once it is empty and not being called.
    private func dropScopedObserversIfEmpty(_ owner: ViewID) {
        guard let list = scopedActivationObservers[owner], list.isEmpty, !list.isCalling else { return }
        scopedActivationObservers.removeValue(forKey: owner)
    }
}
