import Foundation
import Localization

/// The tasks the reader started: requests by number, and the spinner's clock.
struct WorkInFlight {
  let actions: ReaderActions
  let feed: AsyncStream<ScreenInput>.Continuation
  let tickInterval: Double
  var requests: [Int: Task<Void, Never>] = [:]
  var ticker: Task<Void, Never>?

  init(actions: ReaderActions, feed: AsyncStream<ScreenInput>.Continuation, tickInterval: Double) {
    self.actions = actions
    self.feed = feed
    self.tickInterval = tickInterval
  }

  /// Starts the work effects ask for; suspending and redrawing happen here and now.
  mutating func perform(
    _ effects: [ReaderEffect], state: inout ReaderState, writer: inout FrameWriter, io: ReaderIO
  ) {
    for effect in effects {
      switch effect {
      case .fetch(let request, let language):
        let (actions, feed) = (actions, feed)
        // The store's copy first, so the screen is never empty while the network answers.
        Task {
          if let stored = await actions.stored(request.subject, language) {
            feed.yield(.event(.preview(id: request.id, stored)))
          }
        }
        requests[request.id] = Task {
          let result: Result<Listing, NewsError>
          do {
            result = .success(
              try await actions.list(
                request.subject, language, request.page, request.filters))
          } catch is CancellationError {
            return
          } catch {
            result = .failure(Self.newsError(error))
          }
          feed.yield(.event(.listed(id: request.id, result)))
        }
      case .cancel(let id):
        requests.removeValue(forKey: id)?.cancel()
      case .loadWatches:
        run { actions in
          do {
            return .watchesListed(.success(try await actions.watches()))
          } catch {
            return .watchesListed(.failure(Self.newsError(error)))
          }
        }
      case .loadFeeds:
        run { actions in
          do {
            return .feedsListed(.success(try await actions.subscriptions()))
          } catch {
            return .feedsListed(.failure(Self.newsError(error)))
          }
        }
        run { actions in .queriesListed((try? await actions.savedQueries()) ?? []) }
      case .detailsOpened(let article):
        run { actions in .savedState(try? await actions.detailsOpened(article) ?? nil) }
        // The full text the store has (an edition's), when the list did not carry it.
        if article.fullText == nil {
          run { actions in
            guard let (text, status) = await actions.storedText(article) else { return .tick }
            return .storedText(article, text, status)
          }
        }
      case .toggleSave(let article):
        run { actions in
          do {
            return .toggled(.success(try await actions.toggleSave(article)))
          } catch {
            return .toggled(.failure(Self.newsError(error)))
          }
        }
      case .markRead(let articles):
        run { actions in
          try? await actions.markRead(articles)
          return .tick
        }
      case .fetchPicture(let address):
        run { actions in .pictureFetched(address, await actions.picture(address)) }
      case .fetchThumbnail(let address):
        run { actions in .thumbnailFetched(address, await actions.thumbnail(address)) }
      case .readPage(let article):
        run { actions in
          let (text, status) = await actions.readPage(article)
          return .pageRead(article, text, status)
        }
      case .addFeed(let address):
        run { actions in .feedAdded(await actions.addFeed(address)) }
      case .removeFeed(let feed):
        run { actions in
          do {
            return .feedRemoved(.success(try await actions.removeFeed(feed)))
          } catch {
            return .feedRemoved(.failure(Self.newsError(error)))
          }
        }
      case .download(let article):
        let (actions, feed) = (actions, feed)
        Task {
          do {
            let done = try await actions.download(article) { name, progress in
              feed.yield(.event(.downloadProgress(name, progress)))
            }
            feed.yield(.event(.downloaded(.success(done))))
          } catch {
            feed.yield(.event(.downloaded(.failure(Self.newsError(error)))))
          }
        }
      case .open, .macro, .bookmark, .play:
        // The loop runs these itself, handing the terminal over (`inForeground`).
        break
      case .refreshAll:
        run { actions in
          do {
            return .refreshedAll(.success(try await actions.refreshAll()))
          } catch {
            return .refreshedAll(.failure(Self.newsError(error)))
          }
        }
      case .markFeedsRead(let ids):
        run { actions in
          do {
            return .feedsMarkedRead(.success(try await actions.markFeedsRead(ids)))
          } catch {
            return .feedsMarkedRead(.failure(Self.newsError(error)))
          }
        }
      case .suspend:
        io.leave()
        io.suspend()
        io.enter()
        writer.invalidate()
        let size = io.size()
        _ = state.apply(.resize(columns: size.columns, rows: size.rows))
      case .redraw:
        writer.invalidate()
      }
    }
  }

  /// Runs an action off the loop; its event comes back as input.
  func run(_ body: @escaping @Sendable (ReaderActions) async -> ReaderEvent) {
    let (actions, feed) = (actions, feed)
    Task { feed.yield(.event(await body(actions))) }
  }

  /// Keeps the spinner's clock running while a request runs, and only then.
  mutating func tick(while loading: Bool) {
    requests = requests.filter { !$0.value.isCancelled }
    if loading, ticker == nil {
      let (feed, interval) = (feed, tickInterval)
      ticker = Task {
        while !Task.isCancelled {
          try? await Task.sleep(nanoseconds: UInt64(interval * 1e9))
          if Task.isCancelled { break }
          feed.yield(.event(.tick))
        }
      }
    } else if !loading {
      ticker?.cancel()
      ticker = nil
    }
  }

  /// Cancels everything: the reader is ending.
  mutating func stopAll() {
    for task in requests.values { task.cancel() }
    requests = [:]
    ticker?.cancel()
    ticker = nil
  }

  /// Any error as a `NewsError` the status line can word.
  static func newsError(_ error: Error) -> NewsError {
    error as? NewsError ?? .undecodable(.unexpectedShape)
  }
}
