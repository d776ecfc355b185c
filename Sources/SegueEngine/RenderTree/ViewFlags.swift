/// A view's settings that live on the `View` object rather than in the tree's storage: whether
/// it is hidden or clips, and the shape of its gradient and mask. Kept beside the storage block
/// wherever a view's whole look is saved and put back (`LastDrawnValues`).
struct ViewFlags {
    /// `View.isHidden`.
    var isHidden: Bool
    /// `View.clipsToBounds`.
    var clipsToBounds: Bool
    /// How many gradient stops the block holds, 0 for none.
    var gradientStopCount: Int
    /// The mask's outline kind, nil for none.
    var maskShape: MaskShape?
}

extension View {
    /// The view's settings outside the storage block, read or written together.
    var flags: ViewFlags {
        get {
            ViewFlags(
                isHidden: isHidden, clipsToBounds: clipsToBounds, gradientStopCount: gradientStopCount,
                maskShape: maskShape)
        }
        set {
            isHidden = newValue.isHidden
            clipsToBounds = newValue.clipsToBounds
            gradientStopCount = newValue.gradientStopCount
            maskShape = newValue.maskShape
        }
    }
}
