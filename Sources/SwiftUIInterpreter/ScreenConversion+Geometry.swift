import Raster
import Style
import UI

/// A `GeometryReader` whose content holds controls or gestures: its content is made when the UI
/// knows the room it has, and converted then, so the controls inside are laid out, pressed and
/// drawn like any other (a reader drawn whole could only be looked at).
extension ScreenConversion {
    func interactiveGeometry(_ reader: GeometryContent) -> View {
        var conversion = self
        let ordinal = conversion.nextOrdinal("geometry")
        let snapshot = ConversionSnapshot(conversion: conversion)
        // The controls inside count from 1 in their own scope: their keys stay put whatever the
        // reader's size, and do not meet those around it.
        return .scope(
            "geometry \(ordinal)",
            .geometryReader { size in
                var inner = snapshot.conversion
                inner.evaluator = Evaluator(program: inner.program, screen: inner.context)
                inner.restartCounts()
                do throws(EvaluationError) {
                    let node = try reader.content(in: Rect(x: 0, y: 0, width: size.width, height: size.height)).get()
                    return try inner.convert(node)
                } catch {
                    let place = error.location.map { "\($0.line):\($0.column): " } ?? ""
                    return .text(
                        "\(inner.path):\(place)\(error.message)", font: .caption, color: Color(r8: 150, g8: 30, b8: 30))
                }
            })
    }
}

/// A conversion carried into the UI's layout, which calls the reader's closure in the same frame,
/// on the thread that made it; its evaluator is replaced before use.
private struct ConversionSnapshot: @unchecked Sendable {
    let conversion: ScreenConversion
}
