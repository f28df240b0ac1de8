#ifndef NEWS_SQLITE_H
#define NEWS_SQLITE_H

/// SQLite's variadic configuration calls, which Swift cannot make, for the store.

/// Makes closing the connection `db` (a `sqlite3 *`) leave the write-ahead log as it is
/// instead of copying it into the database (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE). Returns
/// SQLite's result code.
int news_sqlite_keep_log_on_close(void *db);

#endif
