import SegueABI

/// The ABI version version.h describes (`SEGUE_ABI_VERSION_*`), which the host and plugins declare.
public enum SegueABIVersion {
    /// `SEGUE_ABI_VERSION_MAJOR`: bumped for any incompatible change.
    public static let major = UInt32(SEGUE_ABI_VERSION_MAJOR)
    /// `SEGUE_ABI_VERSION_MINOR`: bumped for additions.
    public static let minor = UInt32(SEGUE_ABI_VERSION_MINOR)
    /// `SEGUE_ABI_VERSION_PATCH`: bumped for fixes.
    public static let patch = UInt32(SEGUE_ABI_VERSION_PATCH)

    /// The version as the entry and the host table carry it.
    public static var current: segue_version_t { segue_version_t(major: major, minor: minor, patch: patch) }

    /// Every part with its C constant's name, in the header's order.
    public static let named: [ABIName<UInt32>] = [
        .init(major, "major", "SEGUE_ABI_VERSION_MAJOR"),
        .init(minor, "minor", "SEGUE_ABI_VERSION_MINOR"),
        .init(patch, "patch", "SEGUE_ABI_VERSION_PATCH"),
    ]
}
