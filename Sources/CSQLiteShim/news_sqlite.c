// What Swift cannot call on SQLite itself, for the store: sqlite3_db_config is variadic
// (ArticleStore.keepLogOnClose), and SQL functions and progress handlers take C callbacks.

#include "news_sqlite.h"

#include <sqlite3.h>
#include <stdlib.h>

int news_sqlite_keep_log_on_close(void *db) {
  return sqlite3_db_config((sqlite3 *)db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
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

void news_sqlite_progress(void *db, int steps, news_progress_tick tick, void *context) {
  sqlite3_progress_handler((sqlite3 *)db, steps, tick, context);
}

// news_rank(fts, title weight, summary weight): BM25 (k1 1.2, b 0.75) over the query's words in
// each column, without BM25's inverse document frequency. Words are ANDed, so every match has
// every word, and SQLite's bm25() finds each word's document count by reading the word's whole
// doclist on each query: 60 ms for a common word over 1,000,000 articles. The row and token
// totals this needs are kept by FTS5 and cost nothing. Higher is better.
static void news_rank(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *context,
                      int count, sqlite3_value **values) {
  int columns = api->xColumnCount(fts);
  int phrases = api->xPhraseCount(fts);
  if (columns <= 0 || phrases <= 0 || columns > 8 || phrases > 64) {
    sqlite3_result_double(context, 0.0);
    return;
  }
  double frequency[8 * 64] = {0};
  int instances = 0;
  if (api->xInstCount(fts, &instances) != SQLITE_OK) {
    sqlite3_result_double(context, 0.0);
    return;
  }
  for (int index = 0; index < instances; index++) {
    int phrase = 0, column = 0, offset = 0;
    if (api->xInst(fts, index, &phrase, &column, &offset) != SQLITE_OK) break;
    if (phrase >= 0 && phrase < phrases && column >= 0 && column < columns) {
      frequency[phrase * columns + column] += 1.0;
    }
  }
  sqlite3_int64 rows = 0;
  api->xRowCount(fts, &rows);
  double score = 0.0;
  for (int column = 0; column < columns; column++) {
    double weight = column < count ? sqlite3_value_double(values[column]) : 1.0;
    int length = 0;
    sqlite3_int64 total = 0;
    api->xColumnSize(fts, column, &length);
    api->xColumnTotalSize(fts, column, &total);
    double average = rows > 0 && total > 0 ? (double)total / (double)rows : 1.0;
    for (int phrase = 0; phrase < phrases; phrase++) {
      double f = frequency[phrase * columns + column];
      if (f <= 0) continue;
      score += weight * f * 2.2 / (f + 1.2 * (0.25 + 0.75 * (double)length / average));
    }
  }
  sqlite3_result_double(context, score);
}

int news_sqlite_create_rank(void *db) {
  fts5_api *api = 0;
  sqlite3_stmt *statement = 0;
  int code = sqlite3_prepare_v2((sqlite3 *)db, "SELECT fts5(?1)", -1, &statement, 0);
  if (code != SQLITE_OK) return code;
  sqlite3_bind_pointer(statement, 1, (void *)&api, "fts5_api_ptr", 0);
  sqlite3_step(statement);
  sqlite3_finalize(statement);
  if (api == 0) return SQLITE_ERROR;
  return api->xCreateFunction(api, "news_rank", 0, news_rank, 0);
}
