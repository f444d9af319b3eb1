// "Neumorphism with SwiftUI", part 1 (the article that seeds 000/001 continue): SimpleButtonStyle.
// RECONSTRUCTED, whole file: part 1 is not in the seeds. Written from SEEDS.md's facts (taken from the
// author's public sample code) in part 2's code style: label padded 30, circle hit shape; released, an
// offWhite circle with shadows black·0.2 r10 (+10,+10) and white·0.7 r10 (−5,−5); pressed, an offWhite
// circle with two inner shadows made of blurred strokes - gray w4 blurred 4 offset (+2,+2) masked by
// black→clear, white w8 blurred 4 offset (−2,−2) masked by clear→black. The `extension Color` (offWhite)
// and `LinearGradient(_ colors: Color...)` are part 1's too, reconstructed the same way. Part 1's label is
// the default gray icon; it has no toggle style. Built-in twin: Sources/Style/SimpleButtonStyle.swift
// (with SimpleBackground.swift), style "simple".

import SwiftUI

extension Color {
    static let offWhite = Color(red: 225 / 255, green: 225 / 255, blue: 235 / 255)
}

extension LinearGradient {
    init(_ colors: Color...) {
        self.init(gradient: Gradient(colors: colors), startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

struct SimpleButtonStyle: ButtonStyle {
    func makeBody(configuration: Self.Configuration) -> some View {
        configuration.label
            .padding(30)
            .contentShape(Circle())
            .background(
                Group {
                    if configuration.isPressed {
                        Circle()
                            .fill(Color.offWhite)
                            .overlay(
                                Circle()
                                    .stroke(Color.gray, lineWidth: 4)
                                    .blur(radius: 4)
                                    .offset(x: 2, y: 2)
                                    .mask(Circle().fill(LinearGradient(Color.black, Color.clear)))
                            )
                            .overlay(
                                Circle()
                                    .stroke(Color.white, lineWidth: 8)
                                    .blur(radius: 4)
                                    .offset(x: -2, y: -2)
                                    .mask(Circle().fill(LinearGradient(Color.clear, Color.black)))
                            )
                    } else {
                        Circle()
                            .fill(Color.offWhite)
                            .shadow(color: Color.black.opacity(0.2), radius: 10, x: 10, y: 10)
                            .shadow(color: Color.white.opacity(0.7), radius: 10, x: -5, y: -5)
                    }
                }
            )
    }
}
