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
///
/// Every size, coordinate and count is bounded (see `validate()`): windows 1…100 000 points,
/// anchors within ±100 000 points, containers at most 64 deep.
public struct SceneDescription: Codable, Equatable, Sendable {
    /// The window's size.
    public struct WindowSize: Codable, Equatable, Sendable {
        enum CodingKeys: String, CodingKey, CaseIterable { case width, height }
        /// Width in points (`SceneDescription.windowSizeRange`).
        public var width: Double
        /// Height in points.
        public var height: Double

        /// A size of `width` by `height` points.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// A rectangle in JSON.
    public struct Box: Codable, Equatable, Sendable {
        enum CodingKeys: String, CodingKey, CaseIterable { case x, y, width, height }
        /// Left edge in points (`SceneDescription.coordinateRange`).
        public var x: Double
        /// Top edge in points.
        public var y: Double
        /// Width in points (`SceneDescription.anchorSizeRange`).
        public var width: Double
        /// Height in points.
        public var height: Double
        var rect: Rect { Rect(x: x, y: y, width: width, height: height) }

        /// A box at (`x`, `y`) of `width` by `height` points.
        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    /// One controller.
    public struct Controller: Codable, Equatable, Sendable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, title, kind, children, color, presentationStyle, transitionStyle, presentation, animator
            case interaction
            case definesPresentationContext, preferredContentSize, unwindActions, image
        }

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
        /// `dimming` for the dimming presentation controller (implies the custom style), or a
        /// presentation controller plugin's id or name (resolved by the caller).
        public var presentation: String?
        /// The animator name the transitioning delegate vends (resolved by the caller).
        public var animator: String?
        /// An interaction controller plugin's id or name that decides what gestures do in this
        /// controller's transitions (resolved by the caller).
        public var interaction: String?
        /// Whether current-context presentations from inside cover this controller.
        public var definesPresentationContext: Bool?
        /// The preferred content size (form sheets, popovers).
        public var preferredContentSize: WindowSize?
        /// Unwind actions this controller performs.
        public var unwindActions: [String]?
        /// The picture the root view shows over its colour.
        public var image: Image?

        /// A controller `id`; every other field is optional, as in the JSON.
        public init(
            id: String, title: String? = nil, kind: String? = nil, children: [String]? = nil, color: String? = nil,
            presentationStyle: String? = nil, transitionStyle: String? = nil, presentation: String? = nil,
            animator: String? = nil, definesPresentationContext: Bool? = nil, preferredContentSize: WindowSize? = nil,
            unwindActions: [String]? = nil, image: Image? = nil, interaction: String? = nil
        ) {
            self.id = id
            self.title = title
            self.kind = kind
            self.children = children
            self.color = color
            self.presentationStyle = presentationStyle
            self.transitionStyle = transitionStyle
            self.presentation = presentation
            self.animator = animator
            self.definesPresentationContext = definesPresentationContext
            self.preferredContentSize = preferredContentSize
            self.unwindActions = unwindActions
            self.image = image
            self.interaction = interaction
        }
    }

    /// One segue.
    public struct Segue: Codable, Equatable, Sendable {
        enum CodingKeys: String, CodingKey, CaseIterable { case identifier, source, destination, kind, action, anchor }

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

        /// A segue `identifier` of `kind` from `source`; `destination`, `action` and `anchor` as the kind needs.
        public init(
            identifier: String, source: String, destination: String? = nil, kind: String, action: String? = nil,
            anchor: Box? = nil
        ) {
            self.identifier = identifier
            self.source = source
            self.destination = destination
            self.kind = kind
            self.action = action
            self.anchor = anchor
        }
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case window, root, controllers, segues }

    /// The window's size.
    public var window: WindowSize
    /// The id of the window's root controller.
    public var root: String
    /// Every controller.
    public var controllers: [Controller]
    /// Every segue.
    public var segues: [Segue]?

    /// A scene of `window` size showing `root`, with `controllers` and `segues`.
    public init(window: WindowSize, root: String, controllers: [Controller], segues: [Segue]? = nil) {
        self.window = window
        self.root = root
        self.controllers = controllers
        self.segues = segues
    }
}
