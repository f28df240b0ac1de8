import Foundation
import Localization

/// Something about the store the reader should know, said on stderr.
public enum StoreNotice: Sendable, Equatable {
  /// The file was damaged and moved to this path; a new store was started.
  case movedAside(String)
  /// The store at this path could not be used; `news` goes on without it.
  case unavailable(String)
  /// Another `news` kept the store locked while setting it up; this run goes on without it.
  case busy(String)
  /// The store at this path can be read but not written (the disk is full, or the file or its
  /// folder is read-only): lists are shown but not kept.
  case readOnly(String, diskFull: Bool)
  /// A write to the store at this path failed (the disk filled up): this list is not kept.
  case notWritten(String, diskFull: Bool)
  /// Another `news` kept the store at this path busy writing for the whole wait (a second
  /// refresh beside a first): this run's list is not kept, the other's is.
  case keptByOther(String)
  /// The network failed; the list shown was fetched at this time.
  case offline(fetchedAt: Date)
  /// The provider used, when the user did not choose one.
  case provider(ProviderKind)
  /// The configuration file at this path holds the key and others can read it.
  case keyReadableByOthers(String)
  /// `NEWS_LANG` holds this value, which is not a language news speaks; the language used.
  case unknownLanguage(String, used: Language)
  /// Filters hid this many articles of the list, of this many looked at.
  case hidden(Int, of: Int)
}
