extension StringProtocol {
    /// The text cut to `limit` characters with "…", for quoting in a message: a message that quotes
    /// what a person wrote must stay one readable line even when a file holds a 2 MB token.
    public func excerpt(limit: Int = 40) -> String {
        count <= limit ? String(self) : "\(prefix(limit))…"
    }
}
