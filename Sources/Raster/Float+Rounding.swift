extension Float {
    /// 1.5·2²³: added to a float in 0…4_194_303 it leaves the value rounded to the nearest integer in
    /// the low mantissa bits (and subtracted again, the rounded float), without a conversion.
    @inline(__always) static var roundingBias: Float { 12_582_912 }

    /// Rounds a value in 0…4_194_303 to the nearest integer without Swift's trapping conversion. The
    /// hot loops use it because the checked `Int(_:)` conversion costs several compares and branches
    /// per pixel.
    @inline(__always) var roundedBits: UInt32 { (self + .roundingBias).bitPattern & 0x3F_FFFF }
}
