import SegueEngine

/// The recognizable content of the default scene's controllers, so snapshots, pieces and
/// matched-geometry views show in pictures and can be found in traces by name.
///
/// `First` shows a grid: a header bar (`First.header`) and, below it, three columns of rounded
/// tiles (`First.tile1`…`First.tile5`) with a small thumbnail named `photo` in the middle of the
/// second row. `Second` shows a detail page: a header bar (`Second.header`), a large rounded
/// banner named `photo` near the top, and three rows (`Second.row1`…`Second.row3`) below it.
/// The two `photo` views share a name, a colour and a picture (`photoImage`, the generated
/// landscape, aspect-filled over the colour, cut to their rounded corners) but not a frame, so a
/// matched-geometry animator can pair them by name and every transition shows a real picture
/// moving.
///
/// Every frame is computed from the root view's bounds (nothing random, nothing remembered), so
/// the content follows the window's size and a resize.
public struct SampleContent {
    /// Which of the two pages the content is.
    public enum Style: Sendable {
        /// `First`'s page: header, tiles and a small `photo` thumbnail in the grid.
        case grid
        /// `Second`'s page: header, a large `photo` banner and rows.
        case detail
    }

    /// One subview of the content: its name, where it goes in the root view's bounds, and how it looks.
    public struct Placement: Equatable, Sendable {
        /// The view's name (`photo`, or the root view's name, a dot and the part, e.g. `First.header`).
        public var name: String
        /// Its frame in the root view.
        public var frame: Rect
        /// Its fill.
        public var color: Color
        /// Its corner radius.
        public var cornerRadius: Double
        /// The picture it shows over its fill, if any.
        public var image: ViewImage? = nil
    }

    /// The name both pages give their photo, so a matched-geometry animator can pair them.
    public static let photoName = "photo"
    /// Points between the content and the root view's edges, and between tiles.
    public static let margin = 16.0
    /// The header bar's height.
    public static let headerHeight = 64.0
    /// The height of one of the detail page's rows.
    public static let rowHeight = 56.0
    /// The photo's fill, the same on both pages.
    public static let photoColor = Color(red: 0.3, green: 0.65, blue: 0.35)
    /// The photo's picture, the same on both pages: the generated lake at sunset, aspect-filled.
    public static let photoImage = ViewImage(.landscape, contentMode: .scaleAspectFill)

    /// The page.
    public let style: Style
    /// The content's subviews, back to front, in the order of `placements`.
    public let views: [View]

    /// Builds the content of `style` for a root view named `prefix` in `tree`, laid out in
    /// `bounds` (the root view's, or the size it will have); `add(to:)` puts it in the root view.
    public init(_ style: Style, named prefix: String, in tree: RenderTree, bounds: Rect) {
        self.style = style
        views = Self.placements(of: style, named: prefix, in: bounds).map { placement in
            let view = View(name: placement.name, frame: placement.frame, in: tree)
            view.backgroundColor = placement.color
            view.cornerRadius = placement.cornerRadius
            view.image = placement.image
            // Core Animation rounds only the background unless the layer clips (CALayer.h: the
            // corner radius also shapes the mask `masksToBounds` makes; Apple's cornerRadius page:
            // contents are cut to the corners only then), so a rounded image view clips.
            view.clipsToBounds = placement.image != nil
            return view
        }
    }

    /// Adds the content's views to `root`, in front of its other subviews.
    public func add(to root: View) {
        for view in views { root.addSubview(view) }
    }

    /// Places the subviews in `bounds` (the root view's).
    public func layout(in bounds: Rect) {
        let placements = Self.placements(of: style, named: "", in: bounds)
        for (view, placement) in zip(views, placements) where view.frame != placement.frame {
            view.frame = placement.frame
        }
    }

    /// The subviews of a `style` page whose root view is named `prefix` and has `bounds`, back
    /// to front. Sizes never go negative, however small the bounds.
    public static func placements(of style: Style, named prefix: String, in bounds: Rect) -> [Placement] {
        let (width, height) = (bounds.width, bounds.height)
        let header = Placement(
            name: "\(prefix).header",
            frame: Rect(x: bounds.minX, y: bounds.minY, width: width, height: min(headerHeight, height)),
            color: style == .grid
                ? Color(red: 0.12, green: 0.27, blue: 0.58) : Color(red: 0.72, green: 0.36, blue: 0.1),
            cornerRadius: 0)
        let top = bounds.minY + headerHeight + margin
        switch style {
        case .grid:
            // Three columns of square cells, two rows, as large as the width (and height) allow.
            let cell = max(0, min((width - 4 * margin) / 3, (height - headerHeight - 3 * margin) / 2))
            let tileColors = [
                Color(red: 0.55, green: 0.72, blue: 0.95), Color(red: 0.4, green: 0.8, blue: 0.75),
                Color(red: 0.95, green: 0.8, blue: 0.35),
                Color(red: 0.85, green: 0.45, blue: 0.6), Color(red: 0.6, green: 0.55, blue: 0.9),
            ]
            var tiles: [Placement] = []
            for index in 0..<6 {
                let (row, column) = (Double(index / 3), Double(index % 3))
                let frame = Rect(
                    x: bounds.minX + margin + column * (cell + margin), y: top + row * (cell + margin), width: cell,
                    height: cell)
                // The fifth cell (second row, middle) is the photo thumbnail.
                if index == 4 {
                    tiles.append(
                        Placement(name: photoName, frame: frame, color: photoColor, cornerRadius: 12, image: photoImage)
                    )
                } else {
                    let number = index < 4 ? index + 1 : index
                    tiles.append(
                        Placement(
                            name: "\(prefix).tile\(number)", frame: frame, color: tileColors[number - 1],
                            cornerRadius: 12))
                }
            }
            return [header] + tiles
        case .detail:
            // A 16:9 banner across the width, then rows.
            let contentWidth = max(0, width - 2 * margin)
            let banner = Rect(x: bounds.minX + margin, y: top, width: contentWidth, height: contentWidth * 9 / 16)
            let rows = (0..<3).map { index in
                Placement(
                    name: "\(prefix).row\(index + 1)",
                    frame: Rect(
                        x: banner.minX, y: banner.maxY + margin + Double(index) * (rowHeight + 12), width: contentWidth,
                        height: rowHeight),
                    color: Color(red: 1, green: 0.9, blue: 0.75), cornerRadius: 8)
            }
            return [
                header,
                Placement(name: photoName, frame: banner, color: photoColor, cornerRadius: 16, image: photoImage),
            ] + rows
        }
    }
}
