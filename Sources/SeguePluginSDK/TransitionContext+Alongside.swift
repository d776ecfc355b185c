import SegueABI

extension TransitionContext {
    // MARK: Alongside the transition (ABI 1.2, presentation controllers)

    /// UIViewControllerTransitionCoordinator's animateAlongsideTransition, for a presentation
    /// controller's will-begin hooks: animates `changes` with the running transition's own timing
    /// (scrubbed, finished and cancelled with it) and calls `completion` once when it ends, with
    /// whether it completed. Outside a transition the changes are set at once. Throws
    /// `SEGUE_ERROR_UNSUPPORTED` from a host older than 1.2 (the generated wrapper checks the
    /// table's size first).
    @discardableResult
    public func animateAlongside(
        _ changes: [(ViewHandle, PropertyValue)], completion: ((_ completed: Bool) -> Void)? = nil
    ) throws(ServiceError) -> AnimationHandle {
        let box = completion.map { done in
            Unmanaged.passRetained(CompletionBox { position in done(position == .end) }).toOpaque()
        }
        let targets = changes.map { segue_property_target_t(view: $0.0.raw, target: $0.1.raw) }
        let result = targets.withUnsafeBufferPointer { targets -> Result<segue_animation_t, ServiceError> in
            var description = segue_animation_desc_t(
                size: UInt32(MemoryLayout<segue_animation_desc_t>.size), duration: 0, delay: 0,
                timing: Timing.linear.raw, targets: targets.isEmpty ? nil : targets.baseAddress,
                target_count: UInt32(targets.count),
                completion: box == nil ? nil : CompletionBox.trampoline, completion_data: box)
            do throws(ServiceError) {
                return .success(try callAnimateAlongside(&description))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let handle):
            return AnimationHandle(raw: handle)
        case .failure(let error):
            // The host never calls a completion it refused: the box is ours to release.
            if let box { Unmanaged<CompletionBox>.fromOpaque(box).release() }
            throw error
        }
    }
}
