/// The last step before text reaches stdout, for every source alike.
///
/// Text from the network is cleaned when it is decoded, but a list can also come from the store,
/// which an older version, another program or an attacker with access to the file may have
/// written. So every view passes each article through the terminal sanitiser as it renders,
/// human and JSON output alike: no escape sequence, control character or bidi override is
/// printed, whatever the store holds.
extension Article {
  /// The article with every text field sanitised for a terminal.
  public func sanitizedForOutput() -> Article {
    var safe = self
    safe.title = title.map(TerminalSanitizer.sanitize)
    safe.summary = summary.map(TerminalSanitizer.sanitize)
    safe.source = source.map(TerminalSanitizer.sanitize)
    safe.link = link.map(TerminalSanitizer.sanitize)
    safe.googleLink = googleLink.map(TerminalSanitizer.sanitize)
    safe.author = author.map(TerminalSanitizer.sanitize)
    safe.language = language.map(TerminalSanitizer.sanitize)
    safe.topic = topic.map(TerminalSanitizer.sanitize)
    safe.otherSources = otherSources.map(TerminalSanitizer.sanitize)
    safe.feed?.title = feed?.title.map(TerminalSanitizer.sanitize)
    safe.story?.others = (story?.others ?? []).map { item in
      var clean = item
      clean.title = item.title.map(TerminalSanitizer.sanitize)
      clean.source = item.source.map(TerminalSanitizer.sanitize)
      clean.link = item.link.map(TerminalSanitizer.sanitize)
      return clean
    }
    if let id = story?.id { safe.story?.id = TerminalSanitizer.sanitize(id) }
    // Block by block: the blank lines between blocks are the text's own, anything else not.
    safe.fullText = fullText.map { text in
      ReadableText(
        blocks: ReadableText(stored: text).blocks.map {
          ReadableText.Block($0.kind, TerminalSanitizer.sanitize($0.text))
        }
      ).stored
    }
    return safe
  }
}
