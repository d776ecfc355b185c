package import SeguePluginSDK

extension UIView {
    /// Options of a block animation (UIView.AnimationOptions).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews as the animation starts (kept).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets touches through during the animation (kept: plugins get no touches).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen (what Segue's host always does).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats (not run: plays once).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs back after forwards (not run).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Keeps an enclosing block's duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Keeps an enclosing block's curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates content changes in a transition.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows instead of removing and adding in `transition(from:to:)`.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Keeps an enclosing block's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default, raw curve 0).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip from the left edge.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right edge.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve in bits 16–19. Raw curves 0–3 are UIKit's named ones; 7 is the keyboard's curve, which iOS
        /// does not document (drawn as the cubic widely measured for it); other values ease in and out.
        package var timing: Timing {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            case 7: .cubicBezier(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)
            default: .easeInOut
            }
        }

        /// The transition kind in bits 20–23.
        var transitionKind: UInt { (rawValue >> 20) & 0xF }
    }

    /// A curve of a property animator or an interaction (UIView.AnimationCurve).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn, easeOut, linear

        /// The host's timing for it.
        package var timing: Timing {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }

    /// Options of a keyframe animation (UIView.KeyframeAnimationOptions): the block options, and the
    /// calculation mode in bits 10–12.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews as it starts.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets touches through.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats (not run).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Reverses (not run).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Keeps an enclosing duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Keeps enclosing options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight lines between keys (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps between keys (run as linear).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pace (run as linear).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline through the keys.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// An even-paced spline (run as cubic).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// How the host joins the keys.
        var calculationMode: KeyframeCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 3, 4: return .cubic
            case 1, 2:
                HostSession.warnOnce("discrete and paced keyframe modes run as linear")
                return .linear
            default: return .linear
            }
        }

        /// The curve easing the whole animation (the block options' bits 16–19; ease in and out by default).
        var timing: Timing { AnimationOptions(rawValue: rawValue).timing }
    }
}
