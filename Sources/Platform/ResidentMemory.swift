#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Resident memory of this process, for the play report and the soak command: the system's own
/// figures (Linux's `/proc/self/statm` and `getrusage`, macOS's `task_info`).
public enum ResidentMemory {
    private static let megabyte = 1_048_576.0

    /// Peak resident set size in MB.
    public static var peakMegabytes: Double {
        #if os(Linux)
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            // ru_maxrss is in KB on Linux.
            return Double(usage.ru_maxrss) * 1024 / megabyte
        #elseif canImport(Darwin)
            return taskInfo.map { Double($0.resident_size_max) / megabyte } ?? 0
        #else
            return 0
        #endif
    }

    /// Current resident set size in MB.
    public static var currentMegabytes: Double {
        #if os(Linux)
            // statm's second field is the resident set in pages.
            let fields = statm().split(separator: " ")
            if fields.count > 1, let pages = Double(fields[1]) {
                return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / megabyte
            }
            return peakMegabytes
        #elseif canImport(Darwin)
            return taskInfo.map { Double($0.resident_size) / megabyte } ?? 0
        #else
            return 0
        #endif
    }

    #if os(Linux)
        /// `/proc/self/statm` read with plain calls (it is a few dozen bytes, and its size reads as 0).
        private static func statm() -> String {
            let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return "" }
            defer { close(descriptor) }
            var bytes = [UInt8](repeating: 0, count: 256)
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            return count > 0 ? String(decoding: bytes[..<count], as: UTF8.self) : ""
        }
    #elseif canImport(Darwin)
        /// The task's basic information (`MACH_TASK_BASIC_INFO`), or nil when the kernel refuses.
        private static var taskInfo: mach_task_basic_info? {
            var info = mach_task_basic_info()
            var count = mach_msg_type_number_t(
                MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
            let status = withUnsafeMutablePointer(to: &info) {
                $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                    task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
                }
            }
            return status == KERN_SUCCESS ? info : nil
        }
    #endif
}
