extension MotionFormat {
    /// ffmpeg's arguments to read raw opaque frames of `width` × `height` at `framesPerSecond`
    /// on its standard input and write this format to `output`.
    func ffmpegArguments(width: Int, height: Int, framesPerSecond: Double, output: String) -> [String] {
        Self.rawInput(width: width, height: height, framesPerSecond: framesPerSecond)
            + encoding(width: width, height: height, framesPerSecond: framesPerSecond) + ["-y", output]
    }

    /// cairo's native ARGB32 words, read with the alpha byte ignored (frames are opaque).
    private static func rawInput(width: Int, height: Int, framesPerSecond: Double) -> [String] {
        #if _endian(little)
            let layout = "bgr0"
        #else
            let layout = "0rgb"
        #endif
        return [
            "-f", "rawvideo", "-pixel_format", layout, "-video_size", "\(width)x\(height)", "-framerate",
            "\(framesPerSecond)", "-i", "pipe:0",
        ]
    }

    /// The filters, codec and container options of this format.
    private func encoding(width: Int, height: Int, framesPerSecond: Double) -> [String] {
        // Tagged as HD video is, so players convert back to sRGB with the matrix used here.
        let bt709 = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"]
        let toYUV = "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"
        switch self {
        case .gif:
            let stored = storedFramesPerSecond(for: framesPerSecond)
            let resample = stored == framesPerSecond ? "" : "fps=\(stored),"
            // One palette for the whole clip (palettegen sees every frame before paletteuse
            // starts), no slot kept for transparency. Ordered (Bayer) dithering, unlike error
            // diffusion, gives a pixel the same pattern in every frame, so still areas do not
            // shimmer and only changed rectangles need encoding. Scale 5 moves each channel by
            // at most one level: on a 400×800 slide with a gradient and a fade it costs a fifth
            // more bytes than no dithering, where scale 3 (4 levels) costs four fifths more.
            let palette =
                "split[a][b];[a]palettegen=stats_mode=full:reserve_transparent=0[p];"
                + "[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle"
            return ["-vf", resample + palette, "-loop", "0", "-f", "gif"]
        case .apng:
            return ["-pix_fmt", "rgb24", "-plays", "0", "-f", "apng"]
        case .mp4:
            return [
                "-vf", Self.evenSides(width: width, height: height) + toYUV, "-c:v", "libx264", "-preset", "medium",
                "-crf", "18",
            ]
                + bt709 + ["-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return [
                "-vf", toYUV, "-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-deadline", "good", "-cpu-used", "4",
                "-row-mt", "1",
            ]
                + bt709 + ["-f", "webm"]
        }
    }

    /// H.264 in 4:2:0 needs even sides: an odd side gets one more column or row, a copy of its
    /// neighbour (nothing is scaled, so every pixel stays sharp); empty when both are even.
    private static func evenSides(width: Int, height: Int) -> String {
        let (right, bottom) = (width % 2, height % 2)
        guard right + bottom > 0 else { return "" }
        return "pad=\(width + right):\(height + bottom):0:0,fillborders=right=\(right):bottom=\(bottom):mode=smear,"
    }

    /// The size a file of this format holds for frames of `width` × `height`.
    public func storedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        self == .mp4 ? (width + width % 2, height + height % 2) : (width, height)
    }
}
