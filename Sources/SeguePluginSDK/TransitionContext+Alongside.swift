import SegueABI

extension TransitionContext {
    // MARK: Alongside the transition (ABI 1.2, presentation controllers)

    /// UIViewControllerTransitionCoordinator's animateAlongsideTransition, for a presentation
    /// controller's will-begin hooks: animates `changes` with the running transition's own timing
    /// (scrubbed, finished and cancelled with it) and calls `completion` once when it ends, with
    /// whether it completed. Outside a transition the changes are set at once. Throws
    /// `SEGUE_ERROR_UNSUPPORTED` from a host older than 1.2.
    @discardableResult
    public func animateAlongside(
        _ changes: [(ViewHandle, PropertyValue)], completion: ((_ completed: Bool) -> Void)? = nil
    ) throws(ServiceError) -> AnimationHandle {
        // Written by hand until the service generator emits the 1.2 wrapper (issue 29's runtime
        // part declares `animate_alongside`); `service` checks the table's size first.
        let alongside = try service(\.animate_alongside)
        let box = completion.map { done in
            Unmanaged.passRetained(CompletionBox { position in done(position == .end) }).toOpaque()
        }
        var handle: segue_animation_t = 0
        let targets = changes.map { segue_property_target_t(view: $0.0.raw, target: $0.1.raw) }
        let status = targets.withUnsafeBufferPointer { targets in
            var description = segue_animation_desc_t(
                size: UInt32(MemoryLayout<segue_animation_desc_t>.size), duration: 0, delay: 0,
                timing: Timing.linear.raw, targets: targets.isEmpty ? nil : targets.baseAddress,
                target_count: UInt32(targets.count),
                completion: box == nil ? nil : CompletionBox.trampoline, completion_data: box)
            return alongside(raw, &description, &handle)
        }
        if status != SegueStatus.ok.rawValue, let box { Unmanaged<CompletionBox>.fromOpaque(box).release() }
        try check(status)
        return AnimationHandle(raw: handle)
    }
}
