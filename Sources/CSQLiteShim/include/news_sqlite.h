#ifndef NEWS_SQLITE_H
#define NEWS_SQLITE_H

#include <stdint.h>

/// SQLite's variadic configuration calls, which Swift cannot make, for the store.

/// Turns SQLite's memory statistics off for the process (SQLITE_CONFIG_MEMSTATUS 0): with them
/// on, as Debian builds it, every allocation and free SQLite makes takes a global mutex and
/// updates its counters (3 % of a first refresh's instructions); nothing here reads them. Only
/// before SQLite's first use: afterwards it returns SQLITE_MISUSE and changes nothing.
int news_sqlite_configure_process(void);

/// Makes closing the connection `db` (a `sqlite3 *`) leave the write-ahead log as it is
/// instead of copying it into the database (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE). Returns
/// SQLite's result code.
int news_sqlite_keep_log_on_close(void *db);

/// Takes the connection's authorizer away (`sqlite3_set_authorizer(db, NULL, NULL)`), once the
/// store is open and migrated. GRDB sets one to learn what each statement it prepares reads and
/// writes, for observers this program never adds: its callback made two Swift strings and a
/// set per column a statement names, half of what preparing a list's statements cost (173
/// calls, 3.3 M instructions in a search). Clearing it expires no prepared statement (setting
/// one does). Returns SQLite's result code.
int news_sqlite_stop_authorizer(void *db);

/// The most `?` one statement may bind on the connection `db` (a `sqlite3 *`):
/// SQLITE_LIMIT_VARIABLE_NUMBER, 999 before SQLite 3.32 and 32,766 since. A `limit` of 0 or
/// more lowers it to that first (tests play an older SQLite); -1 only reads it.
int news_sqlite_variable_limit(void *db, int limit);

/// Compiles a `news_match` pattern (its bytes, UTF-8) into an object `run` and `release` take;
/// NULL when the pattern is not one.
typedef void *(*news_match_compile)(const unsigned char *pattern, int length);
/// Whether a compiled pattern matches text (its bytes, UTF-8): 1 or 0.
typedef int (*news_match_run)(void *compiled, const unsigned char *text, int length);
typedef void (*news_match_release)(void *compiled);

/// Defines the SQL function `name(pattern, text)` on the connection `db` (a `sqlite3 *`): the
/// pattern is compiled once a statement (SQLite's auxiliary data) and each text matched by
/// `run` on SQLite's own bytes, without copying; NULL text is no match. Returns SQLite's
/// result code.
int news_sqlite_create_match(
  void *db, const char *name, news_match_compile compile, news_match_run run,
  news_match_release release);

/// Folds `length` bytes of text (`is_blob`: a BLOB's bytes, to be read only if UTF-8) into
/// memory the caller frees, setting `*folded_length`; NULL for no text.
typedef unsigned char *(*news_fold_text)(
  const unsigned char *text, int length, int is_blob, int *folded_length);

/// Defines `news_fold(value)` on the connection `db` (a `sqlite3 *`): a TEXT (up to its first
/// NUL) or BLOB folded by `fold`, any other value NULL. Returns SQLite's result code.
int news_sqlite_create_fold(void *db, news_fold_text fold);

/// Called every so many steps of SQLite's virtual machine with its context; returns 0 to go on.
typedef int (*news_progress_tick)(void *context);

/// Calls `tick` with `context` every `steps` virtual machine steps of the statements run on
/// the connection `db` (a `sqlite3 *`), until called again with a NULL `tick`
/// (sqlite3_progress_handler: a VACUUM's progress).
void news_sqlite_progress(void *db, int steps, news_progress_tick tick, void *context);

/// Defines `news_pack(text)` (a text of 96 bytes or more as a BLOB, when that is smaller: the
/// byte 2 and the canned Huffman code for a text under 1 KB that code suits, else the byte 1
/// and raw deflate; any other value as it is) and `news_text(value)` (such a BLOB as its text
/// again, NULL when damaged; any other value as it is) on the connection `db` (a `sqlite3 *`).
/// Returns SQLite's result code.
int news_sqlite_create_packing(void *db);

/// A packed text's bytes (`news_pack`'s BLOB) as text: its length, with `*text` set to memory
/// the caller frees; -1 (and NULL) when the bytes are not a packed text, are damaged, or would
/// unpack to over 8 MiB.
int news_text_unpack(const unsigned char *bytes, int length, unsigned char **text);

/// How many packed texts this thread has inflated (`news_text_unpack`), for tests: what the
/// full-text trigger reads back from a pack just made is remembered, not inflated.
long long news_text_unpacked_count(void);

/// SipHash-2-4 of `length` bytes under a 16-byte `salt` (its key): an article's key.
uint64_t news_key_hash(const unsigned char *salt, const unsigned char *bytes, int length);

/// Defines `news_key(key)` on the connection `db` (a `sqlite3 *`): a TEXT key as the 8 bytes
/// (a BLOB, most significant first) of `news_key_hash` under `salt` (16 bytes, copied); any
/// other value as it is. Returns SQLite's result code.
int news_sqlite_create_keys(void *db, const unsigned char *salt);

/// Binds a parameter of `statement` (a `sqlite3_stmt *`, its parameters counted from 1): `length`
/// bytes of UTF-8 text (copied; `text` may be NULL when `length` is 0), or NULL when `length`
/// is negative; a REAL; an INTEGER. Each returns SQLite's result code. GRDB reaches these only
/// through its values, boxed and converted twice: a refresh's insert binds 320,000 of them.
int news_sqlite_bind_text(void *statement, int index, const char *text, int length);
int news_sqlite_bind_double(void *statement, int index, double value);
int news_sqlite_bind_int64(void *statement, int index, long long value);
/// Resets `statement` (a `sqlite3_stmt *`) for another run; returns the error its last run
/// ended with, if any, after which a second reset returns SQLITE_OK.
int news_sqlite_reset(void *statement);
/// Runs `statement` (a `sqlite3_stmt *`, its values bound) to its first row and resets it:
/// SQLITE_ROW with the row's first column as an integer in `*value`, SQLITE_DONE when there is
/// no row, else the error (taken by the reset, so a later reset succeeds). One lookup through
/// GRDB's cursor and row cost 12,000 instructions; a search looks up every article by key.
int news_sqlite_first_int64(void *statement, long long *value);
/// Binds `length` bytes (copied) as a BLOB (`bytes` may be NULL when `length` is 0).
int news_sqlite_bind_blob(void *statement, int index, const void *bytes, int length);

#endif
