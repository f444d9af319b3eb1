import Testing

@testable import Style

/// Dynamic Type sizes: Apple's table, and fonts resolved at a size.
@Suite struct DynamicTypeSizeTests {
    @Test func theStandardColumnIsTheTextStylesOwnSizes() {
        for style in Font.TextStyle.allCases {
            #expect(DynamicTypeSize.large.points(style) == style.size, "\(style)")
        }
    }

    @Test func bodyFollowsApplesTable() {
        // Human Interface Guidelines, Typography: Body at xSmall … accessibility5.
        let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        #expect(DynamicTypeSize.allCases.map { $0.points(.body) } == body)
        #expect(DynamicTypeSize.accessibility5.points(.largeTitle) == 60)
        #expect(DynamicTypeSize.xSmall.points(.caption2) == 11)
    }

    @Test func everyStyleGrowsOrStaysFromSizeToSize() {
        for style in Font.TextStyle.allCases {
            let row = DynamicTypeSize.allCases.map { $0.points(style) }
            #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 }, "\(style): \(row)")
        }
    }

    @Test func aTextStyleFontIsResolvedFromTheTableAndOnlyOnce() {
        let title = Font.title.bold()
        let resolved = title.resolved(at: .accessibility2)
        #expect(resolved.size == 43)
        #expect(resolved.weight == .bold)
        #expect(resolved.textStyle == nil)
        #expect(resolved.resolved(at: .accessibility5) == resolved)
        #expect(Font.body.resolved(at: .large) == Font(size: 17))
    }

    @Test func aFixedSizeStaysAndARelativeOneScalesWithItsStyle() {
        #expect(Font(size: 12).resolved(at: .accessibility5).size == 12)
        let custom = Font.custom("Avenir", size: 20, relativeTo: .body)
        // Body goes from 17 to 23 at xxxLarge: 20 × 23 / 17.
        #expect(abs(custom.resolved(at: .xxxLarge).size - 20 * 23 / 17) < 1e-9)
        #expect(Font.custom("Avenir", size: 20).resolved(at: .xxxLarge).size == 20)
        #expect(DynamicTypeSize.xSmall.scaled(28, relativeTo: .title) == 25)
    }

    @Test func namesRangesAndOrder() {
        #expect(DynamicTypeSize(named: "xxLarge") == .xxLarge)
        #expect(DynamicTypeSize(named: "extraExtraLarge") == .xxLarge)
        #expect(DynamicTypeSize(named: "accessibilityMedium") == .accessibility1)
        #expect(DynamicTypeSize(named: "huge") == nil)
        #expect(DynamicTypeSize.accessibility3.contentSizeCategory == "accessibilityExtraLarge")
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(DynamicTypeSize.accessibility4.clamped(to: .xSmall...DynamicTypeSize.xxxLarge) == .xxxLarge)
        #expect(DynamicTypeSize.xSmall.clamped(to: .large...DynamicTypeSize.large) == .large)
        #expect(DynamicTypeSize.medium.clamped(to: .small...DynamicTypeSize.xLarge) == .medium)
        #expect(DynamicTypeSize.large.stepped(by: 2) == .xxLarge)
        #expect(DynamicTypeSize.small.stepped(by: -5) == .xSmall)
        #expect(DynamicTypeSize.accessibility4.stepped(by: 3) == .accessibility5)
    }
}
