import SegueEngine

/// Captured looks already drawn, kept across the frames of one sequence and dropped least
/// recently used first once they hold more than a byte limit.
final class LookCache {
    private var textures: [Int: LookTexture] = [:]
    private var clock = 0
    /// Bytes the kept textures take.
    private(set) var bytes = 0

    /// Starts a frame: what is used from now on counts as used by it.
    func beginFrame() { clock += 1 }

    /// The texture of `look` if it is drawn (the same look object, not only the same id), marked used.
    func texture(for look: CapturedLook) -> LookTexture? {
        guard let texture = textures[look.id], texture.look === look else { return nil }
        texture.lastUse = clock
        return texture
    }

    /// Keeps `image`, drawn from `look` at `scale`, replacing any texture of the same id.
    func store(_ image: RasterImage, of look: CapturedLook, scale: Double) {
        if let old = textures[look.id] { bytes -= old.bytes }
        let texture = LookTexture(look: look, image: image, scale: scale, lastUse: clock)
        textures[look.id] = texture
        bytes += texture.bytes
    }

    /// Drops the least recently used textures until at most `limit` bytes are kept.
    func trim(to limit: Int) {
        guard bytes > limit else { return }
        for texture in textures.values.sorted(by: { ($0.lastUse, $0.look.id) < ($1.lastUse, $1.look.id) }) {
            guard bytes > limit else { break }
            textures[texture.look.id] = nil
            bytes -= texture.bytes
        }
    }

    /// The looks `items` show, with every look shown inside them, in ascending id (so each is
    /// drawn after the looks it contains: a snapshot is always taken after what it shows); found
    /// with an explicit worklist, never by recursion.
    static func looks(neededBy items: [DrawList.Item]) -> [CapturedLook] {
        var found: [Int: CapturedLook] = [:]
        var pending = items.compactMap { $0.view.snapshotContent?.look }
        while let look = pending.popLast() {
            guard found[look.id] == nil else { continue }
            found[look.id] = look
            for view in look.views where !view.isHidden {
                if let inner = view.snapshotContent?.look, found[inner.id] == nil { pending.append(inner) }
            }
        }
        return found.keys.sorted().map { found[$0]! }
    }
}
