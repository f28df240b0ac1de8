// What Swift cannot call on SQLite itself, for the store: sqlite3_db_config is variadic
// (ArticleStore.keepLogOnClose), SQL functions and progress handlers take C callbacks, and
// GRDB does not export sqlite3_limit (NewFeedArticles sizes its statements by it) nor the
// calls that bind a value (StatementBinder: a refresh's insert binds thousands).

#include "news_sqlite.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

int news_sqlite_configure_process(void) { return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); }

int news_sqlite_keep_log_on_close(void *db) {
  return sqlite3_db_config((sqlite3 *)db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}

int news_sqlite_stop_authorizer(void *db) { return sqlite3_set_authorizer((sqlite3 *)db, 0, 0); }

int news_sqlite_variable_limit(void *db, int limit) {
  if (limit >= 0) sqlite3_limit((sqlite3 *)db, SQLITE_LIMIT_VARIABLE_NUMBER, limit);
  return sqlite3_limit((sqlite3 *)db, SQLITE_LIMIT_VARIABLE_NUMBER, -1);
}

// The matcher's three functions, kept as the SQL function's user data.
struct news_match_functions {
  news_match_compile compile;
  news_match_run run;
  news_match_release release;
};

// news_match(pattern, text): compiled on the first row, reused for the rest of the statement
// (set after use, as SQLite may free auxiliary data at once when it cannot keep it).
static void news_match_sql(sqlite3_context *context, int count, sqlite3_value **values) {
  struct news_match_functions *functions = sqlite3_user_data(context);
  (void)count;
  void *compiled = sqlite3_get_auxdata(context, 0);
  int fresh = 0;
  if (compiled == 0) {
    const unsigned char *pattern = sqlite3_value_text(values[0]);
    int length = sqlite3_value_bytes(values[0]);
    compiled = pattern ? functions->compile(pattern, length) : 0;
    if (compiled == 0) {
      sqlite3_result_error(context, "news_match: not a pattern", -1);
      return;
    }
    fresh = 1;
  }
  int matched = 0;
  if (sqlite3_value_type(values[1]) != SQLITE_NULL) {
    const unsigned char *text = sqlite3_value_text(values[1]);
    int length = sqlite3_value_bytes(values[1]);
    matched = text ? functions->run(compiled, text, length) : 0;
  }
  if (fresh) sqlite3_set_auxdata(context, 0, compiled, functions->release);
  sqlite3_result_int(context, matched);
}

int news_sqlite_create_match(
  void *db, const char *name, news_match_compile compile, news_match_run run,
  news_match_release release) {
  struct news_match_functions *functions = malloc(sizeof *functions);
  if (functions == 0) return SQLITE_NOMEM;
  functions->compile = compile;
  functions->run = run;
  functions->release = release;
  return sqlite3_create_function_v2(
    (sqlite3 *)db, name, 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, functions, news_match_sql, 0, 0,
    free);
}

// news_fold(value): the text GRDB's String would read from the value (a TEXT up to its first
// NUL; a BLOB whole, NULL unless it is UTF-8), folded by `fold`, as a TEXT up to its first NUL;
// NULL for any other value. So a store's index reads the same words as when the function was
// defined through GRDB, whose conversions were a third of its cost.
static void news_fold_sql(sqlite3_context *context, int count, sqlite3_value **values) {
  news_fold_text fold = (news_fold_text)sqlite3_user_data(context);
  (void)count;
  int type = sqlite3_value_type(values[0]);
  const unsigned char *bytes;
  int length;
  if (type == SQLITE_TEXT) {
    bytes = sqlite3_value_text(values[0]);
    length = bytes ? (int)strlen((const char *)bytes) : 0;
  } else if (type == SQLITE_BLOB) {
    bytes = sqlite3_value_blob(values[0]);
    length = bytes ? sqlite3_value_bytes(values[0]) : 0;
  } else {
    sqlite3_result_null(context);
    return;
  }
  static const unsigned char empty[1] = {0};
  int folded_length = 0;
  unsigned char *folded = fold(bytes ? bytes : empty, length, type == SQLITE_BLOB, &folded_length);
  if (folded == 0) {
    sqlite3_result_null(context);
    return;
  }
  int text_length = 0;
  while (text_length < folded_length && folded[text_length] != 0) text_length++;
  sqlite3_result_text(context, (const char *)folded, text_length, free);
}

int news_sqlite_create_fold(void *db, news_fold_text fold) {
  return sqlite3_create_function_v2(
    (sqlite3 *)db, "news_fold", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, (void *)fold,
    news_fold_sql, 0, 0, 0);
}

void news_sqlite_progress(void *db, int steps, news_progress_tick tick, void *context) {
  sqlite3_progress_handler((sqlite3 *)db, steps, tick, context);
}

int news_sqlite_bind_text(void *statement, int index, const char *text, int length) {
  if (length < 0) return sqlite3_bind_null((sqlite3_stmt *)statement, index);
  return sqlite3_bind_text(
      (sqlite3_stmt *)statement, index, text ? text : "", length, SQLITE_TRANSIENT);
}

int news_sqlite_bind_double(void *statement, int index, double value) {
  return sqlite3_bind_double((sqlite3_stmt *)statement, index, value);
}

int news_sqlite_bind_int64(void *statement, int index, long long value) {
  return sqlite3_bind_int64((sqlite3_stmt *)statement, index, (sqlite3_int64)value);
}

int news_sqlite_bind_blob(void *statement, int index, const void *bytes, int length) {
  static const char none = 0;
  return sqlite3_bind_blob(
      (sqlite3_stmt *)statement, index, bytes ? bytes : &none, length, SQLITE_TRANSIENT);
}

int news_sqlite_first_int64(void *statement, long long *value) {
  sqlite3_stmt *stmt = statement;
  int code = sqlite3_step(stmt);
  if (code == SQLITE_ROW) *value = sqlite3_column_int64(stmt, 0);
  sqlite3_reset(stmt);
  return code;
}

int news_sqlite_reset(void *statement) {
  return sqlite3_reset((sqlite3_stmt *)statement);
}
