import SegueABI
import SegueABIValues
import SegueEngine
import SegueKit

/// The frame bounds, the adaptive answers and the gesture answers of presentation.h.
extension PresentationTests {
    /// How far outside the container a frame may reach: rounding, not a design choice.
    static let frameTolerance = 1e-9

    static let frameWithinContainer = ValidationTest(
        id: "presentation.frame-within-container", level: 3,
        summary:
            "For phone and tablet containers both ways and a small one, compact and regular, with and without a "
            + "preferred content size and a safe area, the frame is finite, of non-negative size and inside the "
            + "container.",
        proves: "The presented view (a sheet at any detent) always shows inside the window.", scope: .presentation
    ) { subject in
        try subject.withPresentation { controller in
            try controller.withController { raw in
                for layout in PresentationLayouts.all {
                    let (status, frame) = raw.frame(layout)
                    let b = layout.container_bounds
                    let inside =
                        frame.isFinite && frame.width >= 0 && frame.height >= 0 && frame.x >= -frameTolerance
                        && frame.y >= -frameTolerance && frame.x + frame.width <= b.width + frameTolerance
                        && frame.y + frame.height <= b.height + frameTolerance
                    guard status == .ok, inside else {
                        return .failed(
                            expected: "SEGUE_OK and a finite frame inside \(PresentationLayouts.describe(layout))",
                            got: status == .ok ? frame.text : "\(status)")
                    }
                }
                return .passed
            }
        }
    }

    /// The styles adaptive_presentation_style may answer (presentation.h).
    static let adaptiveStyles: [SeguePresentationStyle] = [.none, .fullScreen, .overFullScreen]

    static let adaptiveStyle = ValidationTest(
        id: "presentation.adaptive-style", level: 3,
        summary:
            "adaptive_presentation_style, when set, answers NONE, FULL_SCREEN or OVER_FULL_SCREEN, the same for the "
            + "same size class every time it is asked.",
        proves: "A trait change adapts the presentation to a style the host can show, and never flickers between two.",
        scope: .presentation
    ) { subject in
        try subject.withPresentation { controller in
            try controller.withController { raw in
                guard raw.raw.pointee.adaptive_presentation_style != nil else {
                    throw ValidationStop(.skipped, "adaptive_presentation_style is NULL: the controller never adapts")
                }
                let classes: [SegueSizeClass] = [.compact, .regular, .compact, .regular, .regular, .compact]
                var first: [SegueSizeClass: SeguePresentationStyle] = [:]
                for sizeClass in classes {
                    let style = raw.adaptiveStyle(sizeClass)!
                    guard adaptiveStyles.contains(style) else {
                        return .failed(
                            expected: "SEGUE_STYLE_NONE, _FULL_SCREEN or _OVER_FULL_SCREEN for \(sizeClass)",
                            got: "\(style)")
                    }
                    if let earlier = first[sizeClass], earlier != style {
                        return .failed(
                            expected: "the same style for \(sizeClass) every time", got: "\(earlier), then \(style)")
                    }
                    first[sizeClass] = style
                }
                return .passed
            }
        }
    }

    static let gestureAnswers = ValidationTest(
        id: "presentation.gesture-answers", level: 5,
        summary:
            "handle_gesture, when gestures are claimed, answers known actions to taps on and off the presented "
            + "view and to vertical pans both ways; FOLLOW frames are finite; an interactive dismissal it starts "
            + "(only when claimed) is answered by interaction.h's rules, every release FINISH or CANCEL.",
        proves: "Taps on the dimming view and swipes on a sheet do what the host can carry out, and a swipe-to-dismiss "
            + "always settles.",
        scope: .presentation
    ) { subject in
        try subject.withPresentation { controller in
            guard controller.capabilities.contains(.gestures) else {
                throw ValidationStop(.skipped, "the controller does not claim gestures")
            }
            for script in PresentationGestures.scripts {
                let failure = try controller.withController { raw in
                    try PresentationGestures.failure(of: script, on: raw, capabilities: controller.capabilities)
                }
                if let failure { return failure }
            }
            return .passed
        }
    }
}
