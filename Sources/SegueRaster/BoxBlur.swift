/// A Gaussian blur of an 8-bit coverage buffer approximated by three box blurs each way (the
/// classic result: three passes come within a few percent of the Gaussian of the same deviation).
enum BoxBlur {
    /// Blurs `height` rows of `width` bytes (rows `stride` bytes apart) in place with deviation `deviation` pixels.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, deviation: Double) {
        guard width > 0, height > 0, deviation > 0 else { return }
        let radii = boxRadii(deviation: deviation)
        var line = [UInt8](repeating: 0, count: max(width, height))
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        line.withUnsafeMutableBufferPointer { line in
            scratch.withUnsafeMutableBufferPointer { scratch in
                for y in 0..<height {
                    let row = data + y * stride
                    for x in 0..<width { line[x] = row[x] }
                    for r in radii { pass(line, scratch, count: width, radius: r) }
                    for x in 0..<width { row[x] = line[x] }
                }
                for x in 0..<width {
                    for y in 0..<height { line[y] = data[y * stride + x] }
                    for r in radii { pass(line, scratch, count: height, radius: r) }
                    for y in 0..<height { data[y * stride + x] = line[y] }
                }
            }
        }
    }

    /// Radii of three boxes whose combined variance matches `deviation`² (box widths 2r + 1).
    static func boxRadii(deviation sigma: Double) -> [Int] {
        // Ideal width for n boxes: sqrt(12 σ² / n + 1); mix the odd widths below and above it.
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4))
            .rounded()
        return (0..<3).map { ($0 < Int(m) ? lower : upper) / 2 }
    }

    /// One box blur of `line` (edges treated as zero), through `scratch`.
    private static func pass(
        _ line: UnsafeMutableBufferPointer<UInt8>, _ scratch: UnsafeMutableBufferPointer<UInt8>, count: Int, radius: Int
    ) {
        guard radius > 0 else { return }
        let width = 2 * radius + 1
        // Dividing by the width as a multiplication by its 24-bit reciprocal (a division per pixel costs more than the
        // rest).
        let reciprocal = (1 << 24) / width
        var sum = 0
        // The window [i - radius, i + radius], sliding right.
        for i in 0..<min(radius, count) { sum += Int(line[i]) }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += Int(line[entering]) }
            scratch[i] = UInt8(truncatingIfNeeded: min((sum * reciprocal + (1 << 23)) >> 24, 255))
            let leaving = i - radius
            if leaving >= 0 { sum -= Int(line[leaving]) }
        }
        for i in 0..<count { line[i] = scratch[i] }
    }
}
