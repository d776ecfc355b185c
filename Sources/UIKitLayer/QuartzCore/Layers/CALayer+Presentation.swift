// The presentation layer: what the host shows now, while the model reads what was last set.

extension CALayer {
    /// A copy of the layer as it is on screen now (the host's current values, mid-animation), or nil when the
    /// host does not draw it, as Core Animation answers before a layer is committed.
    public func presentation() -> Self? {
        guard hostHandle() != nil else { return nil }
        let copy = Self.init()
        copy.backing = backing
        copy.origin = .reached
        copy.hostName = hostName
        copy.fetched = []
        copy.fetch(.all)
        // Frozen: later reads keep these values, and changes to the copy never reach the host.
        copy.backing = nil
        return copy
    }

    /// The model layer (a layer is its own model here).
    public func model() -> Self { self }
}
