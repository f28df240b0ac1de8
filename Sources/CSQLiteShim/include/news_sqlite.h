#ifndef NEWS_SQLITE_H
#define NEWS_SQLITE_H

/// SQLite's variadic configuration calls, which Swift cannot make, for the store.

/// Makes closing the connection `db` (a `sqlite3 *`) leave the write-ahead log as it is
/// instead of copying it into the database (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE). Returns
/// SQLite's result code.
int news_sqlite_keep_log_on_close(void *db);

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

/// Called every so many steps of SQLite's virtual machine with its context; returns 0 to go on.
typedef int (*news_progress_tick)(void *context);

/// Calls `tick` with `context` every `steps` virtual machine steps of the statements run on
/// the connection `db` (a `sqlite3 *`), until called again with a NULL `tick`
/// (sqlite3_progress_handler: a VACUUM's progress).
void news_sqlite_progress(void *db, int steps, news_progress_tick tick, void *context);

/// Defines the FTS5 ranking function `news_rank(table, weight...)` on the connection `db` (a
/// `sqlite3 *`): BM25 over each column, weighted, without the inverse document frequency.
/// Returns SQLite's result code.
int news_sqlite_create_rank(void *db);

#endif
