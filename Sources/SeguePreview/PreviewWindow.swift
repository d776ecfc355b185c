import CSDL2
import SegueRaster

/// The SDL window, its renderer and the streaming texture frames are uploaded to. Cairo's ARGB32
/// (premultiplied, native byte order) is SDL's ARGB8888 on a little-endian machine, so a frame's
/// bytes go to the texture as they are. The renderer is whatever SDL picks first (a GPU when
/// there is one), and SDL's software renderer when that fails (Xvfb has no GPU).
final class PreviewWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)

    /// The renderer's name as SDL gives it ("software", "opengl", …).
    let rendererName: String

    /// Opens a resizable window titled `title` of `width` × `height` pixels.
    init(title: String, width: Int, height: Int) throws(PreviewError) {
        let position = Int32(bitPattern: SDL_WINDOWPOS_UNDEFINED_MASK)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(title, position, position, Int32(width), Int32(height), flags) else {
            throw PreviewError("SDL could not open a \(width)x\(height) window (\(SDLVideo.lastError))")
        }
        guard
            let renderer = SDL_CreateRenderer(window, -1, 0)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            SDL_DestroyWindow(window)
            throw PreviewError(
                "SDL could not draw into its window, not even with its software renderer (\(SDLVideo.lastError))")
        }
        self.window = window
        self.renderer = renderer
        var info = SDL_RendererInfo()
        rendererName =
            SDL_GetRendererInfo(renderer, &info) == 0 && info.name != nil ? String(cString: info.name) : "unknown"
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The window's drawable size in pixels.
    var pixelSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Draws `image` over the whole window (not shown until `present()`).
    func draw(_ image: RasterImage) throws(PreviewError) {
        let texture = try streamingTexture(width: image.width, height: image.height)
        let uploaded = image.withPixelBytes { bytes in
            SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(image.bytesPerRow))
        }
        guard uploaded == 0, SDL_RenderClear(renderer) == 0, SDL_RenderCopy(renderer, texture, nil, nil) == 0 else {
            throw PreviewError("SDL could not draw a frame (\(SDLVideo.lastError))")
        }
    }

    /// The window's pixels as drawn since the last `present()`, read back from the renderer.
    func readPixels() throws(PreviewError) -> RasterImage {
        let (width, height) = pixelSize
        let bytesPerRow = width * 4
        var pixels = [UInt8](repeating: 0, count: bytesPerRow * height)
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(
                renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(bytesPerRow))
        }
        guard status == 0 else {
            throw PreviewError("SDL could not read the window's pixels back (\(SDLVideo.lastError))")
        }
        return pixels.withUnsafeBytes {
            RasterImage(width: width, height: height, copying: $0.baseAddress!, bytesPerRow: bytesPerRow)
        }
    }

    /// Shows what was drawn.
    func present() { SDL_RenderPresent(renderer) }

    /// The streaming texture for frames of `width` × `height`, made again when the size changed.
    private func streamingTexture(width: Int, height: Int) throws(PreviewError) -> OpaquePointer {
        if let texture, textureSize == (width, height) { return texture }
        if let texture { SDL_DestroyTexture(texture) }
        texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
            Int32(height))
        guard let texture else {
            throw PreviewError("SDL could not make a \(width)x\(height) texture (\(SDLVideo.lastError))")
        }
        textureSize = (width, height)
        return texture
    }
}
