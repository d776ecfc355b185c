import CSegueProcess
import Foundation
import SegueEngine

#if canImport(Glibc)
    import Glibc
#endif

/// A child process in a process group of its own, watched through a pidfd so that waiting for
/// it never polls, and killed as a whole group so nothing it started outlives it.
package final class ChildProcess {
    /// Its process id, which is also its process group id.
    package let pid: pid_t
    private let pidfd: Int32
    private var end: ProcessEnd?

    /// What `wait(forReadable:until:)` saw first.
    package enum Wake {
        case readable, ended, timedOut
    }

    /// Starts `executable` with `arguments` and this process's environment changed by
    /// `environment`; its standard output and error go to `output` and `error`, its standard
    /// input is /dev/null, and each `(source, target)` descriptor is passed on number `target`.
    package convenience init(
        executable: String, arguments: [String], environment: [String: String], output: Int32, error: Int32,
        passing descriptors: [(source: Int32, target: Int32)]
    ) throws(ChildProcessError) {
        let nullInput = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard nullInput >= 0 else {
            throw ChildProcessError("cannot open /dev/null: \(String(cString: strerror(errno)))")
        }
        defer { close(nullInput) }
        var cArguments = ([executable] + arguments).map { strdup($0) }
        cArguments.append(nil)
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        var cEnvironment = merged.map { strdup("\($0.key)=\($0.value)") }
        cEnvironment.append(nil)
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var spawned: pid_t = 0
        let status = cArguments.withUnsafeBufferPointer { argv in
            cEnvironment.withUnsafeBufferPointer { envp in
                segue_spawn(
                    executable, argv.baseAddress, envp.baseAddress, nullInput, output, error, descriptors.map(\.source),
                    descriptors.map(\.target), Int32(descriptors.count), &spawned)
            }
        }
        guard status == 0 else {
            throw ChildProcessError("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        try self.init(started: spawned)
    }

    /// Forks this process, which must have one thread only (`canFork`), into a child that runs
    /// `body` and ends with the status it answers, never returning here; standard output and
    /// error go to `output` and `error`, standard input is /dev/null, and `descriptor.source`
    /// is passed on number `descriptor.target`. No exec, so the child starts at once with this
    /// process's runtime already set up.
    package convenience init(
        forkingInto body: () -> Int32, output: Int32, error: Int32, passing descriptor: (source: Int32, target: Int32)
    ) throws(ChildProcessError) {
        let nullInput = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard nullInput >= 0 else {
            throw ChildProcessError("cannot open /dev/null: \(String(cString: strerror(errno)))")
        }
        defer { close(nullInput) }
        let forked = segue_fork(nullInput, output, error, descriptor.source, descriptor.target)
        guard forked >= 0 else {
            throw ChildProcessError("cannot fork a plugin process: \(String(cString: strerror(errno)))")
        }
        if forked == 0 { _exit(body()) }
        try self.init(started: forked)
    }

    /// Whether this process may fork plugin processes: only while it has one thread, since a
    /// fork copies no other thread and any lock one of them held would stay locked forever.
    package static var canFork: Bool { segue_is_single_threaded() != 0 }

    /// Watches the child `spawned` just started.
    private init(started spawned: pid_t) throws(ChildProcessError) {
        pid = spawned
        _ = segue_groups_add(spawned)
        pidfd = segue_pidfd_open(spawned)
        guard pidfd >= 0 else {
            kill(-spawned, SIGKILL)
            segue_groups_remove(spawned)
            var ignored: Int32 = 0
            waitpid(spawned, &ignored, 0)
            throw ChildProcessError(
                "cannot watch the test process (pidfd_open: "
                    + "\(String(cString: strerror(errno)))); Linux 5.3 or newer is needed"
            )
        }
    }

    deinit {
        if end == nil {
            kill(-pid, SIGKILL)
            reap()
        }
        close(pidfd)
    }

    /// Blocks until `descriptor` (when given) has data or was closed, the child ends, or
    /// `deadline` (seconds on the monotonic clock) passes.
    package func wait(forReadable descriptor: Int32?, until deadline: Double) -> Wake {
        var watched = [
            pollfd(fd: descriptor ?? -1, events: Int16(POLLIN), revents: 0),
            pollfd(fd: pidfd, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let remaining = deadline - MonotonicTimeSource.system.now()
            guard remaining > 0 else { return .timedOut }
            let ready = poll(&watched, 2, Int32(min(remaining * 1000, 3_600_000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            // Data first: a child that answered and then exited has still answered.
            if watched[0].revents != 0 { return .readable }
            if watched[1].revents != 0 { return .ended }
        }
    }

    /// Kills the child's whole process group (it and everything it started that stayed in it).
    package func killGroup() {
        if end == nil { kill(-pid, SIGKILL) }
    }

    /// Waits for the child to end (after it ended or was killed) and answers how.
    @discardableResult
    package func reap() -> ProcessEnd {
        if let end { return end }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Whatever the child left in its group goes with it.
        kill(-pid, SIGKILL)
        segue_groups_remove(pid)
        let ended = ProcessEnd(waitStatus: status)
        end = ended
        return ended
    }
}

/// A child process could not be started or watched; the sentence says why.
package struct ChildProcessError: Error, CustomStringConvertible {
    /// The sentence.
    package let description: String
    /// An error saying `description`.
    package init(_ description: String) { self.description = description }
}
