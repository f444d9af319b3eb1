extension GaussianBlur {
    /// Scratch memory for one blur, carved from a single allocation.
    ///
    /// One allocation per blur rather than one per buffer lets malloc keep the pages for the next call: with
    /// several multi-megabyte buffers glibc trims them and every call faults them back in, which measured as
    /// slow as the blur itself.
    struct ScratchArena {
        private let base: UnsafeMutableRawPointer
        private let capacity: Int
        private var used = 0

        /// Bytes `take` uses for `count` values of `type` (blocks are 64-byte aligned).
        static func size<T>(_ type: T.Type, _ count: Int) -> Int {
            (max(count, 1) * MemoryLayout<T>.stride + 63) & ~63
        }

        init(bytes: Int) {
            capacity = bytes
            base = .allocate(byteCount: max(bytes, 64), alignment: 64)
        }

        func deallocate() { base.deallocate() }

        /// Room for `count` values, uninitialised (only trivial types are stored here).
        mutating func take<T>(_ type: T.Type, _ count: Int) -> UnsafeMutablePointer<T> {
            let size = Self.size(type, count)
            precondition(used + size <= capacity, "blur scratch arena too small")
            let p = (base + used).bindMemory(to: type, capacity: max(count, 1))
            used += size
            return p
        }

        /// Room for `count` values, each set to `value`.
        mutating func take<T>(_ type: T.Type, _ count: Int, filledWith value: T) -> UnsafeMutablePointer<T> {
            let p = take(type, count)
            p.initialize(repeating: value, count: max(count, 1))
            return p
        }
    }
}
