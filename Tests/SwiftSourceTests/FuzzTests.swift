import Foundation
import TestSupport
import Testing

@testable import SwiftSource

/// Truncations and random byte mutations of the fixtures: every one parses (with or without diagnostics),
/// never traps, and quickly. Seeded, so a failure repeats.
@Suite struct FuzzTests {
    /// SplitMix64: a small, seedable generator so that the inputs are the same on every run.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let interesting: [UInt8] = Array("(){}[]<>.,:;?!=+-*/\\\"'`@#$_ \n0aZé".utf8)

    @Test func truncationsAndMutationsNeverTrap() {
        var random = SplitMix(state: 12)
        let sources = (Fixtures.seeds + Fixtures.exports).map { Array($0.source.utf8) }
        var runs = 0
        let start = ContinuousClock.now
        var slowest = Duration.zero
        for bytes in sources {
            for _ in 0..<40 {
                var mutated = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
                runs += 1
                slowest = max(slowest, timed(mutated))
                mutated = bytes
                for _ in 0..<Int.random(in: 1...8, using: &random) where !mutated.isEmpty {
                    let index = Int.random(in: 0..<mutated.count, using: &random)
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: mutated[index] = UInt8.random(in: 0...255, using: &random)
                    case 1: mutated[index] = Self.interesting.randomElement(using: &random)!
                    case 2: mutated.remove(at: index)
                    default: mutated.insert(Self.interesting.randomElement(using: &random)!, at: index)
                    }
                }
                runs += 1
                slowest = max(slowest, timed(mutated))
            }
        }
        #expect(runs >= 3000)
        // Guards against a hang or a blow-up on broken input, not speed measurements (bench measures
        // speed in release builds), scaled for the build that runs them.
        #expect(slowest < HangLimit.duration(0.1))
        #expect(ContinuousClock.now - start < HangLimit.duration(10))
    }

    func timed(_ bytes: [UInt8]) -> Duration {
        let source = String(decoding: bytes, as: UTF8.self)
        let start = ContinuousClock.now
        let result = SourceFile.parse(source)
        for diagnostic in result.diagnostics {
            #expect(diagnostic.line >= 1 && diagnostic.column >= 1)
        }
        return ContinuousClock.now - start
    }
}
