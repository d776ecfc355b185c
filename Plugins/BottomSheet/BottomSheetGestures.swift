import SeguePluginSDK

/// A finger dragging the sheet: where the sheet's top was when it went down, and, once it pulled
/// the sheet below its smallest detent, the interactive dismissal it drives.
struct SheetDrag {
    /// The sheet's top edge when the drag began.
    var startTop: Double
    /// The translation at which the dismissal began, while one runs (nil before).
    var dismissedAt: Double?
    /// The dismissal's fraction across grabs.
    var progress = InteractionProgress()
}

/// UIScrollView's normal deceleration rate, with which a release's velocity is projected to
/// where the sheet would coast (WWDC 2018, "Designing Fluid Interfaces": distance =
/// velocity / 1000 × rate / (1 − rate)).
private let decelerationRate = 0.998

/// How far a release at `velocity` (points per second) would coast.
func projectedTravel(_ velocity: Double) -> Double {
    velocity / 1000 * decelerationRate / (1 - decelerationRate)
}

extension BottomSheetPresentation {
    /// A vertical pan: follow the finger, settle at the nearest detent on release, or start and
    /// then drive an interactive dismissal.
    func pan(_ event: InteractionEvent, in layout: PresentationLayout) -> PresentationResponse {
        if drag?.dismissedAt != nil { return .interaction(dismissal(event, in: layout)) }
        switch event.phase {
        case .began:
            drag = SheetDrag(startTop: current(in: layout).top(in: layout))
            return .none
        case .changed:
            guard let start = drag?.startTop else { return .none }
            let top = max(start + event.translation.y, highestTop(in: layout))
            if parameters[Self.swipeToDismiss] != 0, top > lowestTop(in: layout) {
                drag?.dismissedAt = event.translation.y
                return .dismissInteractively
            }
            return .follow(Detent.frame(top: top, in: layout))
        default:
            guard let start = drag?.startTop else { return .none }
            drag = nil
            if event.phase == .ended {
                chosen = nearest(to: start + event.translation.y + projectedTravel(event.velocity.y), in: layout)
            }
            return .relayout
        }
    }

    /// The top edge of the tallest detent switched on.
    private func highestTop(in layout: PresentationLayout) -> Double {
        detents.map { $0.top(in: layout) }.min() ?? 0
    }

    /// The top edge of the smallest detent switched on: a pull below it dismisses.
    private func lowestTop(in layout: PresentationLayout) -> Double {
        detents.map { $0.top(in: layout) }.max() ?? layout.containerBounds.height
    }

    /// The detent switched on whose top edge is nearest `top`.
    private func nearest(to top: Double, in layout: PresentationLayout) -> Detent {
        detents.min { abs($0.top(in: layout) - top) < abs($1.top(in: layout) - top) } ?? .large
    }

    /// An interactive dismissal's answer: the fraction of the smallest detent's height the sheet
    /// was pulled below it; a release finishes when its velocity-projected fraction passes half
    /// (UIKit's sheet decides the same way from the projected position; a cancelled gesture
    /// cancels); a later touch grabs a finishing or cancelling dismissal.
    private func dismissal(_ event: InteractionEvent, in layout: PresentationLayout) -> InteractionResponse {
        guard var drag, let dismissedAt = drag.dismissedAt else { return .none }
        defer { self.drag = drag }
        if event.isGrab { return drag.progress.grab(event) }
        guard event.state == .driving, event.touch == drag.progress.touch, event.phase != .began else { return .none }
        let distance = max(layout.containerBounds.height - lowestTop(in: layout), 1)
        let pulled = event.translation.y - (drag.progress.touch == 0 ? dismissedAt : 0)
        let fraction = drag.progress.fraction(adding: pulled / distance)
        guard event.isRelease else { return .update(fraction) }
        let projected = fraction + projectedTravel(event.velocity.y) / distance
        return event.phase == .ended && projected > 0.5 ? .finish() : .cancel()
    }
}
