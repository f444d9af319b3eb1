import Foundation

/// Resident memory of this process, for the play report and the soak command.
enum MemoryUsage {
    /// Peak resident set size in MB (`ru_maxrss`: KB on Linux, bytes on macOS).
    static var peakResidentMegabytes: Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_maxrss) / 1024
        #else
            getrusage(RUSAGE_SELF, &usage)
            return Double(usage.ru_maxrss) / 1_048_576
        #endif
    }

    /// Current resident set size in MB (Linux: /proc/self/statm; elsewhere the peak).
    static var residentMegabytes: Double {
        #if os(Linux)
            if let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) {
                let fields = text.split(separator: " ")
                if fields.count > 1, let pages = Double(fields[1]) {
                    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
                }
            }
        #endif
        return peakResidentMegabytes
    }
}
