import SegueABI

/// An animation completion that lives in a plugin process: the host engine calls the
/// trampoline, which tells the plugin process to run the plugin's own completion.
final class CompletionRoute {
    private weak var process: PluginHostProcess?
    private let id: UInt64

    private init(process: PluginHostProcess, id: UInt64) {
        self.process = process
        self.id = id
    }

    /// The route for the completion id in `message` back to the plugin process that sent it (nil
    /// for 0: the plugin passed none).
    static func make(from message: inout WireReader) throws(WireError) -> CompletionRoute? {
        let id = try message.read(UInt64.self)
        guard id != 0 else { return nil }
        guard let process = message.sender else {
            throw WireError("an animation completion arrived outside a plugin call")
        }
        return CompletionRoute(process: process, id: id)
    }

    /// The pointer handed to the engine as the completion's data.
    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Keeps the route alive until the trampoline runs; called before the host's service, since
    /// the completion may run before the service returns (`animate_alongside` with no transition).
    func retainForCall() {
        _ = Unmanaged.passRetained(self)
    }

    /// Lets the route go when the host refused the animation (the reply does not start with
    /// SEGUE_OK): a refused animation never completes.
    func releaseIfRefused(_ reply: WireWriter) {
        var status = WireReader(reply.bytes)
        if (try? status.read(Int32.self)) != PluginStatus.ok.raw { Unmanaged.passUnretained(self).release() }
    }

    /// What the engine calls when the animation stops.
    static let trampoline: segue_animation_completion_t = { data, context, animation, position in
        guard let data else { return }
        let route = Unmanaged<CompletionRoute>.fromOpaque(data).takeRetainedValue()
        route.process?.completeAnimation(route.id, context: context, animation: animation, position: position)
    }
}
