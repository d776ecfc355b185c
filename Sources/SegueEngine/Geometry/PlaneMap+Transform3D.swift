extension PlaneMap {
    /// The plane-to-plane part of `transform` (z input zero, z output dropped, perspective
    /// divided out), as one flattening layer step maps its plane.
    public init(_ transform: Transform3D) {
        self.init(Homography(transform))
    }
}
