// SQLite's sqlite3_db_config is variadic, so Swift cannot call it; this file calls it for the
// store (see ArticleStore.keepLogOnClose).

#include "news_sqlite.h"

#include <sqlite3.h>

int news_sqlite_keep_log_on_close(void *db) {
  return sqlite3_db_config((sqlite3 *)db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
