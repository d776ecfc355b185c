import SegueABI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One descriptor of any kind as C memory, alive from `init` to the last `deinit`: the struct, the
/// strings it points to and its parameter table.
struct DescriptorStorage<Descriptor> {
    /// The C descriptor the factory hands out.
    let descriptor: UnsafeMutablePointer<Descriptor>
    private let strings: [UnsafeMutablePointer<CChar>]
    private let parameters: UnsafeMutableBufferPointer<segue_parameter_t>

    /// Copies `parameters` and every string `build` asks `c` for into C memory, and stores what
    /// `build` makes of them (given the parameter table and its count).
    init(
        parameters info: [ParameterInfo],
        build: (_ c: (String) -> UnsafePointer<CChar>, _ table: UnsafePointer<segue_parameter_t>?, UInt32) -> Descriptor
    ) {
        var strings: [UnsafeMutablePointer<CChar>] = []
        func c(_ text: String) -> UnsafePointer<CChar> {
            let copy = strdup(text)!
            strings.append(copy)
            return UnsafePointer(copy)
        }
        parameters = .allocate(capacity: max(info.count, 1))
        for (index, parameter) in info.enumerated() {
            let accessors = ParameterAccessors.for(parameter.kind)
            parameters[index] = segue_parameter_t(
                size: UInt32(MemoryLayout<segue_parameter_t>.size), id: c(parameter.id), name: c(parameter.name),
                description: c(parameter.description), type: parameter.kind.abiValue.rawValue,
                default_value: parameter.defaultValue,
                min_value: parameter.minimum, max_value: parameter.maximum, get: accessors.get, set: accessors.set)
        }
        descriptor = .allocate(capacity: 1)
        descriptor.initialize(to: build(c, UnsafePointer(parameters.baseAddress), UInt32(info.count)))
        self.strings = strings
    }

    /// Frees the descriptor, its strings and its parameter table.
    func free() {
        strings.forEach { Glibc.free($0) }
        parameters.deallocate()
        descriptor.deallocate()
    }
}

extension DescriptorStorage where Descriptor == segue_animator_descriptor_t {
    /// An animator's descriptor.
    init(_ info: AnimatorInfo, capabilities: Capabilities) {
        self.init(parameters: info.parameters) { c, table, count in
            segue_animator_descriptor_t(
                size: UInt32(MemoryLayout<segue_animator_descriptor_t>.size), id: c(info.id), name: c(info.name),
                vendor: c(info.vendor), version: c(info.version), description: c(info.description),
                capabilities: capabilities.rawValue, parameters: table, parameter_count: count)
        }
    }
}
