extension GaussianBlur {
    /// The recursive blur run on a half-resolution mask, then interpolated back.
    ///
    /// Coarse sample k sits between fine pixels 2k and 2k+1 and is filtered with the binomial [1 3 3 1]/8 over
    /// pixels 2k−1 … 2k+2. Every fine pixel then lies ¼ or ¾ of the way between two samples and gets the
    /// weights (¾, ¼), the same spread everywhere. Both resampling filters are [1 3 3 1]-shaped, so aliasing
    /// and imaging fall off with the third power of frequency (a plain 2×2 box shifted thin lines by up to a
    /// level), and together they add exactly 1.5 px² of variance, which the coarse σ leaves out:
    /// σc² = (σ² − 1.5)/4. What remains differs from a Gaussian by under a level from σ 3.5 on (0.9 there, rounding
    /// included; 1.1 at 3.25; checked on noise, checkerboards, dots and lines).
    struct DecimatedGaussian {
        /// The blur of the half-resolution mask: exact convolution while its σ is small, recursive above.
        enum CoarseFilter {
            case direct(DirectGaussian)
            case recursive(RecursiveGaussian)
        }
        let filter: CoarseFilter

        init(sigma: Double) {
            let coarseSigma = ((sigma * sigma - 1.5) / 4).squareRoot()
            filter =
                coarseSigma < recursiveFromSigma
                ? .direct(DirectGaussian(sigma: coarseSigma)) : .recursive(RecursiveGaussian(sigma: coarseSigma))
        }

        func blur(_ source: Plane<UInt8>, pad: Int, into out: UnsafeMutablePointer<UInt8>) {
            let width = source.width, height = source.height
            let outWidth = width + 2 * pad, outHeight = height + 2 * pad
            // Samples k = −1 … size/2 touch the mask; sample k is stored at index k + 1.
            let coarseWidth = width / 2 + 2, coarseHeight = height / 2 + 2
            // Fine pixel x in −pad ..< size + pad interpolates samples ⌊(x − 1)/2⌋ and the next one.
            let firstSample = floorDivide(-pad - 1, 2)
            let lastSampleX = floorDivide(width + pad - 2, 2) + 1
            let lastSampleY = floorDivide(height + pad - 2, 2) + 1
            let coarsePad = max(
                0, -(firstSample + 1), lastSampleX + 2 - coarseWidth, lastSampleY + 2 - coarseHeight)
            let blurredWidth = coarseWidth + 2 * coarsePad, blurredHeight = coarseHeight + 2 * coarsePad
            let intervals = (lastSampleX - firstSample + 7) & ~7

            var arena = ScratchArena(
                bytes: Self.downsampleScratchBytes(width: width, coarseWidth: coarseWidth)
                    + ScratchArena.size(Float.self, coarseWidth * coarseHeight + 8)
                    + ScratchArena.size(Float.self, blurredWidth * blurredHeight + 16)
                    + ScratchArena.size(UInt8.self, 2 * intervals + 16)
                    + RecursiveGaussian.scratchBytes(
                        width: coarseWidth, height: coarseHeight, pad: coarsePad, Float.self))
            defer { arena.deallocate() }
            let coarse = arena.take(Float.self, coarseWidth * coarseHeight + 8)
            Self.downsample(source, into: coarse, coarseWidth, coarseHeight, arena: &arena)
            // Slack after the last row: the upsampler reads whole vectors past the last sample it needs.
            let blurred = arena.take(Float.self, blurredWidth * blurredHeight + 16)
            (blurred + blurredWidth * blurredHeight).initialize(repeating: 0, count: 16)
            let coarsePlane = Plane(pixels: UnsafePointer(coarse), width: coarseWidth, height: coarseHeight)
            switch filter {
            case .direct(let direct): direct.blur(coarsePlane, pad: coarsePad, into: blurred)
            case .recursive(let recursive): recursive.blur(coarsePlane, pad: coarsePad, into: blurred, arena: &arena)
            }

            // One fine row at a time: mix two coarse rows, expand each coarse interval into two fine pixels and
            // round. The coarse values are clamped to 0…255 and interpolation weights are positive, so the fine
            // values stay in range and need no clamping.
            let fine = arena.take(UInt8.self, 2 * intervals + 16)
            // fine[0] is x = 2·firstSample + 1, one pixel left of the output when pad is even.
            let skip = -pad - (2 * firstSample + 1)
            let quarter = Float4(repeating: 0.25), threeQuarters = Float4(repeating: 0.75)
            let magic = Float4(repeating: .roundingBias)  // the sum's low mantissa bits are the rounded value
            let firstColumn = firstSample + 1 + coarsePad

            for oy in 0..<outHeight {
                let y = oy - pad
                let k = floorDivide(y - 1, 2)
                let t = Float4(repeating: y - 1 == 2 * k ? 0.25 : 0.75)
                let upper = UnsafeRawPointer(blurred + ((k + 1 + coarsePad) * blurredWidth + firstColumn))
                let lower = upper + 4 * blurredWidth
                // Fine pixels x = 2k+1 (¾ of sample k) and 2k+2 (¼ of it), as integer bits after adding `magic`.
                @inline(__always) func expand(_ offset: Int) -> SIMD4<UInt32> {
                    let a0 = upper.loadUnaligned(fromByteOffset: offset, as: Float4.self)
                    let b0 = lower.loadUnaligned(fromByteOffset: offset, as: Float4.self)
                    let a1 = upper.loadUnaligned(fromByteOffset: offset &+ 4, as: Float4.self)
                    let b1 = lower.loadUnaligned(fromByteOffset: offset &+ 4, as: Float4.self)
                    let a = a0 + t * (b0 - a0)  // samples k …, mixed vertically
                    let step = (a1 + t * (b1 - a1)) - a  // to samples k + 1 …
                    let near = unsafeBitCast((a + quarter * step) + magic, to: SIMD4<UInt32>.self)
                    let far = unsafeBitCast((a + threeQuarters * step) + magic, to: SIMD4<UInt32>.self)
                    // Two bytes per lane, near first; the truncation below packs the lanes.
                    return (near & 0xFF) | ((far & 0xFF) &<< 8)
                }
                let destination = UnsafeMutableRawPointer(fine)
                var m = 0
                while m < intervals {
                    let pairs = SIMD8(lowHalf: expand(4 &* m), highHalf: expand(4 &* m &+ 16))
                    destination.storeBytes(
                        of: SIMD8<UInt16>(truncatingIfNeeded: pairs), toByteOffset: 2 &* m, as: SIMD8<UInt16>.self)
                    m &+= 8
                }
                (out + oy * outWidth).update(from: fine + skip, count: outWidth)
            }
        }

        /// Zeros before a padded row (pixel x is stored at `rowMargin + x`); reads start at pixel −3 and run up
        /// to 16 pixels past the end, into the zeros after it.
        static let rowMargin = 16

        static func downsampleScratchBytes(width: Int, coarseWidth: Int) -> Int {
            ScratchArena.size(UInt8.self, width + 4 * rowMargin)
                + ScratchArena.size(SIMD8<UInt16>.self, 4 * ((coarseWidth + 7) / 8))
        }

        /// [1 3 3 1]/8 in both directions, decimated by 2; coverage outside the mask counts as zero.
        ///
        /// Integer throughout: per row, sample k gets (p[2k−1] + p[2k]) + (p[2k+1] + p[2k+2]) + 2(p[2k] + p[2k+1]),
        /// three pair sums read as UInt16 lanes without shuffles; four such rows combine as 1, 3, 3, 1.
        static func downsample(
            _ source: Plane<UInt8>, into coarse: UnsafeMutablePointer<Float>, _ coarseWidth: Int, _ coarseHeight: Int,
            arena: inout ScratchArena
        ) {
            let width = source.width, height = source.height
            let vectors = (coarseWidth + 7) / 8
            let paddedRow = arena.take(UInt8.self, width + 4 * rowMargin, filledWith: 0)
            // Horizontal sums of fine rows, a ring of 4 indexed by row & 3.
            let ring = arena.take(SIMD8<UInt16>.self, 4 * vectors)

            func filterRow(_ y: Int) {
                let sums = ring + (y & 3) * vectors
                guard y >= 0 && y < height else {
                    sums.initialize(repeating: SIMD8(), count: vectors)
                    return
                }
                (paddedRow + rowMargin).update(from: source.pixels + y * width, count: width)
                // Sample k = −1 + j: pixels from 2k − 1 = 2j − 3.
                let base = paddedRow + (rowMargin - 3)
                for j in 0..<vectors {
                    let p = base + 16 &* j
                    let before = Self.pairSums(p)  // p[2k−1] + p[2k]
                    let middle = Self.pairSums(p + 1)  // p[2k] + p[2k+1]
                    let after = Self.pairSums(p + 2)  // p[2k+1] + p[2k+2]
                    sums[j] = before &+ after &+ (middle &<< 1)
                }
            }

            // Coarse row k = −1 + ky uses fine rows 2k − 1 … 2k + 2, i.e. 2ky − 3 … 2ky.
            filterRow(-3)
            filterRow(-2)
            let scale = Float4(repeating: 1.0 / 64)
            for ky in 0..<coarseHeight {
                let y = 2 * ky - 3
                filterRow(y + 2)
                filterRow(y + 3)
                let r0 = ring + (y & 3) * vectors, r1 = ring + ((y + 1) & 3) * vectors
                let r2 = ring + ((y + 2) & 3) * vectors, r3 = ring + ((y + 3) & 3) * vectors
                let destination = UnsafeMutableRawPointer(coarse + ky * coarseWidth)
                for j in 0..<vectors {
                    // At most 8·8·255 = 16320: fits UInt16.
                    let total = r0[j] &+ r3[j] &+ (r1[j] &+ r2[j]) &* 3
                    let wide = unsafeBitCast(total, to: SIMD4<UInt32>.self)
                    let even = Float4(SIMD4<Int32>(truncatingIfNeeded: wide & 0xFFFF))
                    let odd = Float4(SIMD4<Int32>(truncatingIfNeeded: wide &>> 16))
                    // The last vector may spill into the next row, which is written afterwards (or is slack).
                    destination.storeBytes(
                        of: scale * Float4(even[0], odd[0], even[1], odd[1]), toByteOffset: 32 &* j, as: Float4.self)
                    destination.storeBytes(
                        of: scale * Float4(even[2], odd[2], even[3], odd[3]), toByteOffset: 32 &* j &+ 16,
                        as: Float4.self)
                }
            }
        }

        /// p[2i] + p[2i+1] for i in 0..<8, as UInt16 lanes: (v & 0xFF) + (v >> 8) adds each byte pair.
        @inline(__always) static func pairSums(_ p: UnsafePointer<UInt8>) -> SIMD8<UInt16> {
            let v = unsafeBitCast(UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self), to: SIMD8<UInt16>.self)
            return (v & 0xFF) &+ (v &>> 8)
        }
    }
}
