import SegueEngine

/// A scene file (JSON): a window, its controllers with their kinds and styles, and the segues
/// between them: a storyboard in text.
///
/// ```json
/// {"window": {"width": 400, "height": 800}, "root": "First",
///  "controllers": [{"id": "First", "color": "#3366CC"},
///                  {"id": "Second", "color": "#CC6633", "animator": "diagonal"}],
///  "segues": [{"identifier": "open", "source": "First", "destination": "Second", "kind": "presentModally"},
///             {"identifier": "close", "source": "Second", "kind": "unwind", "action": "backToFirst"}]}
/// ```
public struct SceneDescription: Codable, Equatable, Sendable {
    /// The window's size.
    public struct WindowSize: Codable, Equatable, Sendable {
        public var width: Double
        public var height: Double
    }

    /// A rectangle in JSON.
    public struct Box: Codable, Equatable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
    }

    /// One controller.
    public struct Controller: Codable, Equatable, Sendable {
        /// Unique id; also the title unless `title` is given.
        public var id: String
        /// The title (and root view name); defaults to the id.
        public var title: String?
        /// `plain` (default), `navigation`, `tab` or `container`.
        public var kind: String?
        /// For containers: the ids of the children, in order.
        public var children: [String]?
        /// The root view's colour, `#RRGGBB` or `#RRGGBBAA`.
        public var color: String?
        /// A `ModalPresentationStyle` raw value (e.g. `formSheet`).
        public var presentationStyle: String?
        /// A `ModalTransitionStyle` raw value (e.g. `crossDissolve`).
        public var transitionStyle: String?
        /// `dimming` for the dimming presentation controller (implies the custom style).
        public var presentation: String?
        /// The animator name the transitioning delegate vends (resolved by the caller).
        public var animator: String?
        /// Whether current-context presentations from inside cover this controller.
        public var definesPresentationContext: Bool?
        /// The preferred content size (form sheets, popovers).
        public var preferredContentSize: WindowSize?
        /// Unwind actions this controller performs.
        public var unwindActions: [String]?
    }

    /// One segue.
    public struct Segue: Codable, Equatable, Sendable {
        /// The identifier `--segue` and `performSegue` name.
        public var identifier: String
        /// The controller the segue starts from.
        public var source: String
        /// The controller it shows (not for unwind segues).
        public var destination: String?
        /// A `SegueKind` raw value, or `unwind`.
        public var kind: String
        /// For unwind segues: the action to unwind to.
        public var action: String?
        /// For popovers: where it points, in the source's root view coordinates.
        public var anchor: Box?
    }

    /// The window's size.
    public var window: WindowSize
    /// The id of the window's root controller.
    public var root: String
    /// Every controller.
    public var controllers: [Controller]
    /// Every segue.
    public var segues: [Segue]?
}
