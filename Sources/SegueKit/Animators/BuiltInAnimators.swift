/// The animators UIKit uses when a transitioning delegate vends none, one per `modalTransitionStyle`.
enum BuiltInAnimators {
    /// The presentation (`presenting`) or dismissal animator for `style`.
    static func animator(for style: ModalTransitionStyle, presenting: Bool) -> AnimatedTransitioning {
        switch style {
        case .coverVertical: CoverVerticalAnimator(presenting: presenting)
        case .flipHorizontal: FlipHorizontalAnimator(presenting: presenting)
        case .crossDissolve: CrossDissolveAnimator(presenting: presenting)
        case .partialCurl: PartialCurlAnimator(presenting: presenting)
        }
    }
}
