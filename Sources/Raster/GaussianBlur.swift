import CSupport

extension Mask {
    /// Gaussian blur with standard deviation `sigma` in device pixels; grows the mask by ⌈3σ⌉ on every side.
    public func blurred(sigma: Double) -> Mask {
        GaussianBlur.blur(self, sigma: sigma)
    }
}

/// Gaussian blur of A8 masks; coverage outside the mask counts as zero.
///
/// The reference is the sampled Gaussian normalised to sum 1. Two methods, both within one level of it:
/// - small σ, where neumorphic shadows live: direct separable convolution in 16-bit fixed point
///   (`FixedPointGaussian`), eight pixels per vector;
/// - larger σ: a half-resolution mask blurred exactly (`DirectGaussian`) while its σ is small, then by a 4-pole
///   recursive filter (`RecursiveGaussian`, cost per pixel independent of σ), interpolated back.
enum GaussianBlur {
    /// Below this σ a neighbour gets under 1/2900 of the weight: blurring would not change a level.
    static let copyBelowSigma = 0.25
    /// From here the blur runs on a half-resolution mask: its resampling filters stay within a level of the
    /// Gaussian (below, their shape shows), and the direct convolution's cost, growing with σ, would pass the half
    /// resolution path's.
    static let decimateFromSigma = 3.5
    /// From here the half-resolution blur is recursive: its kernel is within 0.35 level of the exact one (0.8 level
    /// worst in 2-D after rounding); below, its shape error grows and direct convolution is exact and still cheap.
    static let recursiveFromSigma = 2.0
    /// Larger σ is clamped so the halo, and memory, stay bounded.
    static let maxSigma = 512.0

    /// Halo added on every side for `sigma` (before clipping to `Mask.maxSide`).
    static func padding(forSigma sigma: Double) -> Int {
        Int((3 * min(sigma, maxSigma)).rounded(.up))
    }

    static func blur(_ mask: Mask, sigma: Double) -> Mask {
        guard sigma.isFinite, sigma >= copyBelowSigma, !mask.isEmpty else { return mask }
        let sigma = min(sigma, maxSigma)
        // Near the size limit the halo is clipped so the result is still a valid mask.
        let pad = max(0, min(padding(forSigma: sigma), (Mask.maxSide - max(mask.width, mask.height)) / 2))
        let outWidth = mask.width + 2 * pad
        let outHeight = mask.height + 2 * pad

        // Denormals appear in the decaying tails over empty areas and make float math several times slower.
        let floatState = neu_enable_flush_to_zero()
        defer { neu_restore_float_environment(floatState) }

        let coverage = [UInt8](unsafeUninitializedCapacity: outWidth * outHeight) { out, count in
            mask.coverage.withUnsafeBufferPointer { input in
                let source = Plane(pixels: input.baseAddress!, width: mask.width, height: mask.height)
                let destination = out.baseAddress!
                if sigma < decimateFromSigma {
                    FixedPointGaussian(sigma: sigma).blur(source, pad: pad, into: destination)
                } else {
                    DecimatedGaussian(sigma: sigma).blur(source, pad: pad, into: destination)
                }
            }
            count = outWidth * outHeight
        }
        let origin = IntPoint(x: mask.origin.x - pad, y: mask.origin.y - pad)
        return Mask(origin: origin, width: outWidth, height: outHeight, coverage: coverage) ?? mask
    }
}
