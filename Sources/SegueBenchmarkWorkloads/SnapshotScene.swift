import SegueEngine

/// A drawn view with 50 descendants (a 7 × 7 grid of tiles and a label in a container, under a
/// window root) in its own engine: the source of every snapshot measurement (`segue bench
/// --only snapshots` and the suite's `Snapshot.*` alike), and the naive copy of its subtree they
/// are compared against.
public final class SnapshotScene {
    /// Tiles per row and per column.
    public static let gridSide = 7
    /// Views in the source subtree: the container, its 49 tiles and its label.
    public static let subtreeViews = 1 + gridSide * gridSide + 1
    /// Rectangle pieces cut from the container in one frame.
    public static let pieces = 200
    /// Tiles written before each capture (the pending changes of a before-updates snapshot).
    public static let pendingTiles = 10

    /// The engine the scene lives in.
    public let engine = AnimationEngine()
    /// The window's root view.
    public let root: View
    /// The snapshotted view.
    public let container: View
    /// Its tiles, row by row.
    public let tiles: [View]
    /// Its label (a plain view standing in for one).
    public let label: View
    /// Frames so far.
    private var frame = 0
    /// The alternating value the pending writes use.
    private var flip = false

    /// The tree, drawn once (a tick), so that before-updates captures have a last drawn look.
    public init() {
        let tree = engine.tree
        root = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800), in: tree)
        container = View(name: "container", frame: Rect(x: 20, y: 100, width: 360, height: 420), in: tree)
        container.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        container.cornerRadius = 12
        container.clipsToBounds = true
        root.addSubview(container)
        var tiles: [View] = []
        let side = 48.0
        let gap = 2.0
        for row in 0..<Self.gridSide {
            for column in 0..<Self.gridSide {
                let tile = View(
                    name: "tile \(row)-\(column)",
                    frame: Rect(
                        x: 6 + Double(column) * (side + gap), y: 6 + Double(row) * (side + gap), width: side,
                        height: side), in: tree)
                tile.backgroundColor = Color(red: Double(row) / 7, green: Double(column) / 7, blue: 0.5)
                tile.cornerRadius = 6
                container.addSubview(tile)
                tiles.append(tile)
            }
        }
        self.tiles = tiles
        label = View(name: "label", frame: Rect(x: 6, y: 366, width: 348, height: 40), in: tree)
        label.backgroundColor = .white
        container.addSubview(label)
        tick()
    }

    /// Views in the container's subtree (51).
    public var subtreeCount: Int {
        func count(_ view: View) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
        return count(container)
    }

    /// Advances the engine one frame (every pending change becomes drawn).
    public func tick() {
        frame += 1
        engine.tick(at: Double(frame) / 60)
    }

    /// Writes the first `pendingTiles` tiles' alpha and the label's frame: changes the engine has
    /// not drawn yet, so a before-updates capture must read them as last drawn.
    public func writePending() {
        flip.toggle()
        for tile in tiles.prefix(Self.pendingTiles) { tile.alpha = flip ? 0.5 : 1 }
        label.frame = Rect(x: 6, y: flip ? 360 : 366, width: 348, height: 40)
    }

    /// A whole snapshot of the container.
    public func wholeSnapshot(afterScreenUpdates: Bool) -> View {
        container.snapshotView(afterScreenUpdates: afterScreenUpdates)
    }

    /// The rectangle of piece `index` of `pieces`: a 20-column grid of strips over the container.
    public static func pieceRect(_ index: Int, in bounds: Rect) -> Rect {
        let columns = 20
        let rows = (pieces + columns - 1) / columns
        let width = bounds.width / Double(columns)
        let height = bounds.height / Double(rows)
        return Rect(
            x: bounds.minX + Double(index % columns) * width, y: bounds.minY + Double(index / columns) * height,
            width: width, height: height)
    }

    /// `pieces` rectangle pieces of the container, after updates, appended to `into` (all in the
    /// current frame, so they share one look).
    public func cutPieces(into pieces: inout [View]) {
        let bounds = container.bounds
        for index in 0..<Self.pieces {
            pieces.append(
                container.resizableSnapshotView(
                    from: Self.pieceRect(index, in: bounds), afterScreenUpdates: true, withCapInsets: .zero))
        }
    }

    /// The yardstick: the container's subtree copied the naive way, as new views with the same
    /// properties and hierarchy (51 views the engine would then have to carry).
    public func naiveCopy() -> View {
        func copy(_ view: View) -> View {
            let new = View(name: view.name, frame: .zero, in: view.tree)
            new.bounds = view.bounds
            new.center = view.center
            new.transform3D = view.transform3D
            new.anchorPoint = view.anchorPoint
            new.zPosition = view.zPosition
            new.alpha = view.alpha
            new.backgroundColor = view.backgroundColor
            new.cornerRadius = view.cornerRadius
            new.isHidden = view.isHidden
            new.clipsToBounds = view.clipsToBounds
            new.sublayerTransform = view.sublayerTransform
            new.borderWidth = view.borderWidth
            new.borderColor = view.borderColor
            new.shadowColor = view.shadowColor
            new.shadowOpacity = view.shadowOpacity
            new.shadowRadius = view.shadowRadius
            new.shadowOffset = view.shadowOffset
            if let gradient = view.gradient { new.gradient = gradient }
            if let mask = view.mask { new.mask = mask }
            for subview in view.subviews { new.addSubview(copy(subview)) }
            return new
        }
        return copy(container)
    }

    /// Grows the tree's storage and free-slot list by `views` views and frees them again, so the
    /// views a measurement keeps reuse slots and its heap reading shows no storage growth.
    public func reserveSlots(_ views: Int) {
        var made: [View] = []
        made.reserveCapacity(views)
        for _ in 0..<views { made.append(View(name: "spare", in: engine.tree)) }
    }

    /// A running fade of every tile over a very long time: the work each measured tick does.
    public func startTileFade() -> PropertyAnimator {
        let tiles = tiles
        let animator = PropertyAnimator(engine: engine, duration: 1_000_000, curve: .easeInOut) {
            for tile in tiles { tile.alpha = 0 }
        }
        try! animator.startAnimation()
        return animator
    }
}
