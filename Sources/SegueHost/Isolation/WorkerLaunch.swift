/// How a `segue` worker process is started: the hidden command and its options after the
/// executable's name. The parent writes them with `arguments` and the child reads them back with
/// `init(arguments:)`, so the spelling lives here only and library code names no CLI flag.
package enum WorkerLaunch: Equatable, Sendable {
    /// A plugin process (`plugin-host`), which also scans: its socket to the host, and the most
    /// bytes it may write to any one file.
    case pluginHost(socket: Int32, outputLimit: UInt64)
    /// A validation worker (`validate-worker`) for one library: the seed of its random choices,
    /// its socket to the validator and the call-site board it shares with it.
    case validation(file: String, seed: UInt64, socket: Int32, board: Int32)

    /// The hidden command of a plugin process.
    package static let pluginHostCommand = "plugin-host"
    /// The hidden command of a validation worker.
    package static let validationCommand = "validate-worker"

    /// The command and options, after the executable's name.
    package var arguments: [String] {
        switch self {
        case .pluginHost(let socket, let outputLimit):
            [Self.pluginHostCommand, "--socket", String(socket), "--output-limit", String(outputLimit)]
        case .validation(let file, let seed, let socket, let board):
            [
                Self.validationCommand, "--file", file, "--seed", String(seed), "--socket", String(socket), "--board",
                String(board),
            ]
        }
    }

    /// The launch `arguments` (after the executable's name) describe: exactly what `arguments`
    /// writes for some launch, options in any order; nil for anything else.
    package init?(arguments: some Collection<String>) {
        guard let command = arguments.first, let options = Self.options(arguments.dropFirst()) else { return nil }
        switch command {
        case Self.pluginHostCommand:
            guard options.count == 2, let socket = options["--socket"].flatMap(Int32.init),
                let limit = options["--output-limit"].flatMap(UInt64.init)
            else { return nil }
            self = .pluginHost(socket: socket, outputLimit: limit)
        case Self.validationCommand:
            guard options.count == 4, let file = options["--file"], let seed = options["--seed"].flatMap(UInt64.init),
                let socket = options["--socket"].flatMap(Int32.init), let board = options["--board"].flatMap(Int32.init)
            else { return nil }
            self = .validation(file: file, seed: seed, socket: socket, board: board)
        default:
            return nil
        }
    }

    /// `--name value` pairs by name; nil when the list is not made of such pairs or names one twice.
    private static func options(_ list: some Collection<String>) -> [String: String]? {
        let list = Array(list)
        guard list.count.isMultiple(of: 2) else { return nil }
        var options: [String: String] = [:]
        for index in stride(from: 0, to: list.count, by: 2) {
            guard list[index].hasPrefix("--"), options.updateValue(list[index + 1], forKey: list[index]) == nil else {
                return nil
            }
        }
        return options
    }
}
