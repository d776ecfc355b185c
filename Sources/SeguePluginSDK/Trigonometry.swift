#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cosine, from the C library (the SDK avoids Foundation to keep plugins small).
func cosine(_ x: Double) -> Double { cos(x) }
/// The sine, from the C library.
func sine(_ x: Double) -> Double { sin(x) }
