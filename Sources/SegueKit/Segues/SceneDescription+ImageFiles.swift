import SegueEngine

extension SceneDescription {
    /// Rewrites each controller's image file, written relative to the scene file at
    /// `scenePath`, as a path from the current folder (absolute paths stay), and checks that each
    /// is a PNG within `PNGHeader`'s bounds; the refusal names the scene file, the controller
    /// and the image as written.
    mutating func resolveImageFiles(relativeTo scenePath: String) throws(TransitionError) {
        let folder = scenePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        for index in controllers.indices {
            guard let written = controllers[index].image?.file, !written.isEmpty else { continue }
            let resolved =
                written.hasPrefix("/") || scenePath.firstIndex(of: "/") == nil ? written : folder + "/" + written
            do {
                _ = try PNGHeader(file: resolved)
            } catch {
                throw TransitionError(
                    "scene file '\(scenePath)' controller '\(controllers[index].id)' names image '\(written)', which "
                        + "cannot be shown: "
                        + error.sentence(file: resolved) + " (image paths are relative to the scene file)")
            }
            controllers[index].image?.file = resolved
        }
    }
}
