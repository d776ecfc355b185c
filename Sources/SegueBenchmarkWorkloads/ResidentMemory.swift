import Foundation

/// Resident memory (RSS) of this process and of its child processes (the plugin processes of
/// isolated plugins), read from /proc.
public enum ResidentMemory {
    /// Bytes resident in this process now.
    public static func ownBytes() -> Int {
        bytes(ofProcess: "self")
    }

    /// Bytes resident in this process's direct children now (0 when there are none).
    public static func childrenBytes() -> Int {
        childProcesses().reduce(0) { $0 + bytes(ofProcess: String($1)) }
    }

    /// The second field of /proc/<pid>/statm (resident pages) in bytes; 0 when unreadable.
    private static func bytes(ofProcess pid: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Every direct child of every thread of this process, from /proc/self/task/*/children.
    private static func childProcesses() -> [Int] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.flatMap { task -> [Int] in
            let text = (try? String(contentsOfFile: "/proc/self/task/\(task)/children", encoding: .utf8)) ?? ""
            return text.split(separator: " ").compactMap { Int($0) }
        }
    }
}
