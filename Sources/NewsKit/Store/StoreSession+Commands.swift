/// Reads and writes a command exists for, their failures as `NewsError`s.
extension StoreSession {
  /// Runs a read, turning a database failure into a `NewsError`.
  public func read<T>(_ body: (ArticleStore) throws -> T) throws -> T {
    try call(body, failure: .storeUnavailable(path))
  }

  /// Runs a write the command exists for; a failure says whether the disk is full.
  public func write<T>(_ body: (ArticleStore) throws -> T) throws -> T {
    try call(body, failure: writeError())
  }

  private func call<T>(_ body: (ArticleStore) throws -> T, failure: @autoclosure () -> NewsError)
    throws -> T
  {
    do {
      return try run(body)
    } catch let error as NewsError {
      throw error
    } catch {
      throw self.failure(error, otherwise: failure())
    }
  }
}
