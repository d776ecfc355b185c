import Testing

/// Every plugin-host suite, run one test at a time: the ABI lets a plugin be called from one
/// thread only (context.h), and the loaded libraries are shared by the whole test process.
@Suite(.serialized)
enum HostTests {}
