import SegueABI

extension ContextServices {
    /// `animate`: a block animation, its handle written to `out` when given.
    static func animate(
        _ session: PluginTransitionSession, _ description: UnsafePointer<segue_animation_desc_t>?,
        _ out: UnsafeMutablePointer<segue_animation_t>?
    ) throws(ServiceRefusal) {
        guard let description else { throw .invalid("the animation description must not be NULL") }
        let handle = try PluginAnimations.animate(description.pointee, in: session)
        out?.pointee = handle
    }

    /// `animate_keyframes`: a keyframe animation, its handle written to `out` when given.
    static func animateKeyframes(
        _ session: PluginTransitionSession, _ description: UnsafePointer<segue_keyframe_animation_desc_t>?,
        _ out: UnsafeMutablePointer<segue_animation_t>?
    ) throws(ServiceRefusal) {
        guard let description else { throw .invalid("the keyframe animation description must not be NULL") }
        let handle = try PluginAnimations.animateKeyframes(DeclaredStruct.prefix(of: description), in: session)
        out?.pointee = handle
    }
}
