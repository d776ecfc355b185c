import SegueEngine
import SegueKit

/// Drags on a presented sheet, one after another, as the command line writes them:
/// `up 300, down 700@0.4`, each `DIRECTION POINTS[@SECONDS]` a drag (`SheetDrag`) that starts once
/// the one before lifted and everything it set moving came to rest, plus a short pause (before
/// the first too), so a filmstrip shows each detent held.
public struct SheetDragSequence: Equatable, Sendable {
    /// The most drags a sequence may list.
    public static let maximumDrags = 20
    /// How long the sheet rests between drags (and after the last), in seconds.
    public static let restBetween = 0.25
    /// The form each item takes, for messages.
    static let form = "DIRECTION POINTS[@SECONDS] (up or down)"

    /// The drags, in order.
    public let drags: [SheetDrag]

    /// A sequence of `drags` (at least one, at most `maximumDrags`).
    public init(_ drags: [SheetDrag]) throws(TransitionError) {
        guard !drags.isEmpty, drags.count <= Self.maximumDrags else {
            throw TransitionError("give 1 to \(Self.maximumDrags) sheet drags, not \(drags.count)")
        }
        self.drags = drags
    }

    /// Parses `up 300, down 700@0.4`; throws one sentence naming the bad item.
    public init(parsing text: String) throws(TransitionError) {
        // Spaces around an item fall away when its words are split.
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard items.count <= Self.maximumDrags else {
            throw TransitionError(
                "sheet drags \"\(text.prefix(40))…\" list \(items.count) drags; give at most \(Self.maximumDrags)")
        }
        var drags: [SheetDrag] = []
        for item in items {
            do {
                drags.append(try Self.drag(item))
            } catch {
                throw TransitionError("sheet drags \"\(text)\": \(error.description)")
            }
        }
        try self.init(drags)
    }

    /// The sequence as the command line writes it (`up 300, down 700@0.4`).
    public var description: String {
        drags.map { drag in
            let points = abs(drag.distance)
            let duration = drag.duration == SheetDrag.defaultDuration ? "" : "@\(drag.duration)"
            return "\(drag.distance < 0 ? "up" : "down") \(points == points.rounded() ? "\(Int(points))" : "\(points)")"
                + duration
        }.joined(separator: ", ")
    }

    /// One `DIRECTION POINTS[@SECONDS]` item.
    private static func drag(_ item: String) throws(TransitionError) -> SheetDrag {
        let words = item.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2, let sign = ["up": -1.0, "down": 1.0][String(words[0]).lowercased()] else {
            throw TransitionError("\"\(item.trimmedSpaces)\" is not \(form)")
        }
        let parts = words[1].split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2, let points = Double(parts[0]), points > 0,
            let duration = parts.count == 2 ? Double(parts[1]) : SheetDrag.defaultDuration
        else {
            throw TransitionError("\"\(item.trimmedSpaces)\" is not \(form) (points above 0)")
        }
        return try SheetDrag(distance: sign * points, duration: duration)
    }

    /// Plays the drags in `window` once it came to rest, each once the one before lifted and the
    /// window came to rest again, then calls `done` after the last came to rest.
    public func play(in window: Window, done: @escaping () -> Void) {
        Self.afterRest(in: window) { [self, weak window] in
            guard let window else { return }
            play(from: 0, in: window, done: done)
        }
    }

    private func play(from index: Int, in window: Window, done: @escaping () -> Void) {
        guard index < drags.count else {
            done()
            return
        }
        drags[index].play(in: window) { [self, weak window] in
            guard let window else { return }
            Self.afterRest(in: window) { play(from: index + 1, in: window, done: done) }
        }
    }

    /// Runs `next` `restBetween` seconds after no transition runs and no animation moves in
    /// `window` (polled every tick on the engine's clock, which keeps the recording going).
    static func afterRest(in window: Window, _ next: @escaping () -> Void) {
        window.engine.performOnNextTick { [weak window] in
            guard let window else { return }
            guard !window.isTransitioning, !window.engine.hasRunningAnimations else {
                afterRest(in: window, next)
                return
            }
            window.engine.schedule(at: window.engine.currentTime + restBetween, next)
        }
    }
}

extension String {
    /// The words of the text joined by single spaces, for quoting an item in a message.
    fileprivate var trimmedSpaces: String { split(separator: " ").joined(separator: " ") }
}
