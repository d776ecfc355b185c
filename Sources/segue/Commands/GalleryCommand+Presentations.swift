import SegueABIValues
import SegueHost
import SegueKit
import SegueRender
import SegueScenario

/// The gallery's presentation controller cards: each presentation controller plugin presenting
/// and dismissing Second with a default animator, and one that drags its sheet between detents
/// and swipes it away (interactive dismissal) for a controller claiming gestures and
/// interactive dismissal. A controller that cannot be made (its library's factory refuses, or its
/// process fails) is left out with a one-line warning; the page is still written.
extension GalleryCommand {
    /// The animator every presentation card uses (the sheets' usual one, UIKit's cover vertical).
    static let presentationAnimator = "org.segue.cover-vertical"
    /// The drags of the interactive card: up to the large detent, then down past the smallest.
    static let sheetDrags = "up 300, down 700"

    /// One card: an operation, and the drags after a presentation.
    private struct PresentationCard {
        let operation: TransitionOperation
        let drags: SheetDragSequence?

        /// The cards for a controller with `capabilities`.
        static func cards(for capabilities: SeguePresentationCapabilities) -> [PresentationCard] {
            var cards = [PresentationCard(operation: .present, drags: nil), .init(operation: .dismiss, drags: nil)]
            if capabilities.isSuperset(of: [.gestures, .interactiveDismiss]) {
                cards.append(PresentationCard(operation: .present, drags: try? SheetDragSequence(parsing: sheetDrags)))
            }
            return cards
        }

        /// The card's subtitle after the controller's id.
        var what: String { drags.map { "present and drag \($0.description)" } ?? operation.rawValue }
    }

    /// Every presentation controller's cards, in id order (none, with a warning, without the animator).
    func presentationClips(in registry: PluginRegistry) -> [GalleryPage.Clip] {
        guard !registry.presentations.isEmpty else { return [] }
        guard let animator = registry.animator(named: Self.presentationAnimator) else {
            StandardError.warning(
                "the presentation controller cards were left out: they present with \(Self.presentationAnimator), "
                    + "which was not found")
            return []
        }
        var clips: [GalleryPage.Clip] = []
        for available in registry.presentations.sorted(by: { $0.descriptor.id < $1.descriptor.id }) {
            for card in PresentationCard.cards(for: available.descriptor.capabilities) {
                // A controller that cannot be made once cannot be made for its other cards either.
                guard let clip = record(card, of: available, with: animator, in: registry) else { break }
                clips.append(clip)
            }
        }
        return clips
    }

    /// The clip of `card`, or nil with a one-line warning when the controller or the recording failed.
    private func record(
        _ card: PresentationCard, of available: AvailablePresentation, with animator: AvailableAnimator,
        in registry: PluginRegistry
    ) -> GalleryPage.Clip? {
        let id = available.descriptor.id
        let failures = ControllerFailures()
        var scenario = TransitionScenario(operation: card.operation, framesPerSecond: fps.value)
        scenario.presentationController = { presented, presenting in
            do {
                return try registry.makePresentationController(available, presented: presented, presenting: presenting)
            } catch {
                failures.messages.append("\(error)")
                return nil
            }
        }
        scenario.sheetDrags = card.drags
        do {
            let recording = try scenario.run { try registry.makeAnimator(animator, operation: $0) }
            if let failure = failures.messages.first ?? animator.library.isolationFailure?.description {
                StandardError.warning("\(id) \(card.what) was left out: \(failure)")
                return nil
            }
            for message in recording.diagnostics { StandardError.warning("\(id) \(card.what): \(message)") }
            return GalleryPage.Clip(
                title: PrintableText.escaped(available.descriptor.name, oneLine: true),
                subtitle: PrintableText.escaped("\(id) · \(card.what)", oneLine: true), frames: recording.frames)
        } catch {
            StandardError.warning("\(id) \(card.what) was left out: \(error)")
            return nil
        }
    }
}
