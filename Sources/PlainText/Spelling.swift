/// Names people type (schemes, scenes, seed styles) in either spelling: the docs write British
/// "colourful", the code's names are American, and a user should not have to know which.
public enum Spelling {
    /// `name` with British spellings turned American ("colourful" → "colorful", "grey" → "gray");
    /// other names are returned as they are.
    public static func american(_ name: String) -> String {
        var result = name
        for (british, american) in britishToAmerican {
            result = result.replacing(british, with: american)
        }
        return result
    }

    /// The word parts that differ, lowercase (names on the command line and in presets are).
    private static let britishToAmerican = [("colour", "color"), ("grey", "gray")]
}
