import SegueABI
import SegueEngine

/// A snapshot a plugin asks for (`segue_snapshot_desc_t`), checked once: the whole view, or a
/// rectangle within the bounds' ranges whose cap insets are within 0...1e7 and fit its sides.
struct PluginSnapshotDescription {
    /// Whether the snapshot shows every change made so far (true) or the view as last drawn.
    let afterUpdates: Bool
    /// The part of the view to copy, in its own coordinates; nil for the whole bounds.
    let rect: Rect?
    /// Edges kept unscaled when the snapshot is resized.
    let capInsets: EdgeInsets

    /// The checked description `raw` points at, or a refusal naming the field.
    init(_ raw: UnsafePointer<segue_snapshot_desc_t>) throws(ServiceRefusal) {
        try PluginAnimations.checkSize(
            raw.pointee.size, MemoryLayout<segue_snapshot_desc_t>.size, "snapshot description")
        // The bytes themselves, not Swift's Bool: a plugin may leave any value in a C `bool`.
        afterUpdates = Self.flag(raw, \.after_updates)
        guard Self.flag(raw, \.has_rect) else {
            rect = nil
            capInsets = .zero
            return
        }
        let rect = try PluginPropertyValue.rect(raw.pointee.rect)
        let insets = raw.pointee.cap_insets
        let size = PluginLimits.size
        capInsets = EdgeInsets(
            top: try size.admit(insets.top), left: try size.admit(insets.left), bottom: try size.admit(insets.bottom),
            right: try size.admit(insets.right))
        guard capInsets.top + capInsets.bottom <= rect.height, capInsets.left + capInsets.right <= rect.width else {
            throw .range(
                "the cap insets (\(capInsets)) do not fit the \(rect.width)×\(rect.height) "
                    + "rectangle; each axis's two insets together must fit its side"
            )
        }
        self.rect = rect
    }

    /// A C `bool` field of `raw`, read as its byte.
    private static func flag(_ raw: UnsafePointer<segue_snapshot_desc_t>, _ field: KeyPath<segue_snapshot_desc_t, Bool>)
        -> Bool
    {
        UnsafeRawPointer(raw).load(
            fromByteOffset: MemoryLayout<segue_snapshot_desc_t>.offset(of: field)!, as: UInt8.self) != 0
    }
}
