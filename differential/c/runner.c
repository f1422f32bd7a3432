/* The C runner of the differential run: executes a script of actions (JSON lines) through
 * libdamero's public header (include/damero.h) and writes one observation a line, in the format
 * of the Rust runner (differential/src/main.rs). Usage:
 *
 *   runner SCRIPT > transcript.jsonl
 *   runner --capabilities          # {"ops": [...], "variants": [...]}
 *
 * play_and_claim is used when the build defines DIFF_HAVE_PLAY_AND_CLAIM (scripts/test-differential
 * does when the header declares damero_game_play_and_claim with the signature below).
 *
 * Every family goes through the same calls: a placement is a move of one square, a pass a move
 * with an empty path (played by path and as a move object like any other), and a board is the
 * game's own (damero_game_board), which the options may size (Reversi size=6, Connect Four
 * size=8x8), so squares are checked against the game, never the variant's default board. */

#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "damero.h"

static const char *const OPS[] = {
    "new",   "fragment", "play_text",      "play_path", "play_move", "completions", "undo", "agree",
    "resign", "claim",   "play_and_claim", "piece_at",  "reload",    "reload_fen",  "check",
    "read_file", "write_file",
};

/* The most games a read_file observes of its text (every runner stops there). */
#define MAX_READ 20

static damero_game *game = NULL;

/* Every move listed so far, for move objects: a path may be looked up again later. */
static damero_move *seen = NULL;
static size_t seen_len = 0, seen_cap = 0;

static void remember(const damero_move *m) {
  for (size_t i = 0; i < seen_len; i++) {
    if (seen[i].path_len == m->path_len && memcmp(seen[i].path, m->path, m->path_len) == 0) {
      seen[i] = *m;
      return;
    }
  }
  if (seen_len == seen_cap) {
    seen_cap = seen_cap ? 2 * seen_cap : 256;
    seen = realloc(seen, seen_cap * sizeof *seen);
    if (!seen) abort();
  }
  seen[seen_len++] = *m;
}

static const damero_move *recall(const uint8_t *path, size_t len) {
  for (size_t i = 0; i < seen_len; i++) {
    if (seen[i].path_len == len && memcmp(seen[i].path, path, len) == 0) return &seen[i];
  }
  return NULL;
}

/* A string from one of the buffer-filling calls; the caller frees it. */
typedef damero_status (*text_fn)(const damero_game *, char *, size_t, size_t *);
static char *text_of(text_fn fn, const damero_game *g) {
  size_t needed = 0;
  fn(g, NULL, 0, &needed);
  char *buf = malloc(needed ? needed : 1);
  if (!buf || fn(g, buf, needed, &needed) != DAMERO_OK) abort();
  return buf;
}

static json_t *squares_json(const uint8_t *sq, size_t len) {
  json_t *a = json_array();
  for (size_t i = 0; i < len; i++) json_array_append_new(a, json_integer(sq[i]));
  return a;
}

/* A square that may be absent: null for DAMERO_NO_SQUARE, as the Rust runner writes None. */
static json_t *square_json(uint8_t square) {
  return square == DAMERO_NO_SQUARE ? json_null() : json_integer(square);
}

/* A move as an array of its public fields, in the order of conformance/fields.json ("move"):
 * kind, notation, long, path, from, to, target, captures, promotion. */
static json_t *move_json(const damero_move *m) {
  const char *kind = damero_move_kind_code(m->kind);
  const char *promotion = damero_role_name(m->promotion);
  return json_pack("[o s s o o o o o o]", kind ? json_string(kind) : json_null(), m->notation, m->long_notation,
                   squares_json(m->path, m->path_len), square_json(m->from), square_json(m->to),
                   square_json(m->target), squares_json(m->captures, m->captures_len),
                   promotion ? json_string(promotion) : json_null());
}

/* The moves of a listing call into a JSON array. */
static json_t *moves_json(const damero_move *moves, size_t len) {
  json_t *a = json_array();
  for (size_t i = 0; i < len; i++) json_array_append_new(a, move_json(&moves[i]));
  return a;
}

static json_t *draws_json(uint32_t bits) {
  static const uint32_t kinds[] = {DAMERO_DRAW_REPETITION, DAMERO_DRAW_MOVE_LIMIT, DAMERO_DRAW_ENDGAME};
  json_t *a = json_array();
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
    if (bits & kinds[i]) json_array_append_new(a, json_string(damero_draw_code(kinds[i])));
  }
  return a;
}

static json_t *nullable(const char *s) { return s ? json_string(s) : json_null(); }

/* Every option as a JSON object, from "key=value,..." text. */
static json_t *options_json(const damero_game *g) {
  char *text = text_of(damero_game_options, g);
  json_t *o = json_object();
  for (char *pair = strtok(text, ","); pair; pair = strtok(NULL, ",")) {
    char *eq = strchr(pair, '=');
    if (!eq) continue;
    *eq = '\0';
    json_object_set_new(o, pair, json_string(eq + 1));
  }
  free(text);
  return o;
}

static json_t *state_json(void) {
  if (!game) return json_null();
  const char *variant = damero_game_variant(game);
  damero_game_state s;
  if (damero_game_status(game, &s) != DAMERO_OK) abort();
  size_t n = 0;
  damero_game_legal_moves(game, NULL, 0, &n);
  damero_move *legal = malloc((n ? n : 1) * sizeof *legal);
  if (!legal || damero_game_legal_moves(game, legal, n, &n) != DAMERO_OK) abort();
  for (size_t i = 0; i < n; i++) remember(&legal[i]);

  size_t squares = 0;
  damero_game_board(game, NULL, 0, &squares);
  damero_piece *pieces = malloc((squares ? squares : 1) * sizeof *pieces);
  if (!pieces || damero_game_board(game, pieces, squares, &squares) != DAMERO_OK) abort();
  char *board = malloc(squares + 1);
  for (size_t i = 0; i < squares; i++) {
    char letter = '.';
    if (pieces[i].role != DAMERO_ROLE_NONE && damero_variant_piece_letter(variant, pieces[i], &letter) != DAMERO_OK) {
      letter = '?';
    }
    board[i] = letter;
  }
  board[squares] = '\0';
  size_t history = 0;
  damero_game_history(game, NULL, 0, &history);

  char *fen = text_of(damero_game_fen, game);
  char *fragment = text_of(damero_game_to_fragment, game);
  /* The event that ended the game is the end of the fragment, after "/e:". */
  const char *end = strstr(fragment, "/e:");
  /* The status: an object of every field of conformance/fields.json ("status"). The score is
   * [black, white] (the core's Side::index order) or null. */
  json_t *score = s.has_score ? json_pack("[I I]", (json_int_t)s.score[DAMERO_SIDE_BLACK],
                                          (json_int_t)s.score[DAMERO_SIDE_WHITE])
                              : json_null();
  json_t *status = json_pack(
      "{s s s o s o s s s o s b s I s I s I s o s o s b s o s o s o s o s I}", "state", damero_state_name(s.state),
      "winner", nullable(s.winner == DAMERO_SIDE_NONE ? NULL : damero_side_name(s.winner)), "reason",
      nullable(s.reason == DAMERO_REASON_NONE ? NULL : damero_reason_code(s.reason)), "turn",
      damero_side_name(s.turn), "must_capture", squares_json(s.must_capture, s.must_capture_len), "must_pass",
      (int)s.must_pass, "repetitions", (json_int_t)s.repetitions, "reversible_plies", (json_int_t)s.reversible_plies,
      "endgame_plies", (json_int_t)s.endgame_plies, "claimable", draws_json(s.claimable), "warnings",
      draws_json(s.warnings), "in_check", (int)s.in_check, "checkers", squares_json(s.checkers, s.checkers_len),
      "checked_king", square_json(s.checked_king), "score", score, "winning_line",
      squares_json(s.winning_line, s.winning_line_len), "move_number", (json_int_t)s.move_number);
  json_t *state = json_pack("{s s s s s s s s s I s o s o s o}", "variant", variant, "fen", fen, "fragment", fragment,
                            "board", board, "history", (json_int_t)history, "end", nullable(end ? end + 3 : NULL),
                            "status", status, "legal", moves_json(legal, n));
  free(fen);
  free(fragment);
  free(board);
  free(pieces);
  free(legal);
  return state;
}

/* A list of squares from the script into bytes (the C API takes uint8_t squares). */
static size_t path_of(json_t *list, uint8_t *out) {
  size_t len = json_array_size(list);
  if (len > 64) len = 64;
  for (size_t i = 0; i < len; i++) out[i] = (uint8_t)json_integer_value(json_array_get(list, i));
  return len;
}

static uint32_t draw_of(json_t *kind) {
  damero_draw draw = DAMERO_DRAW_ANY;
  if (json_is_string(kind) && damero_draw_from_code(json_string_value(kind), &draw) != DAMERO_OK) {
    return 0xFFFF; /* not a draw: the call refuses it */
  }
  return draw;
}

static void replace(damero_game *next) {
  if (game != next) damero_game_free(game);
  game = next;
}

/* A string from one of a record's buffer-filling calls (index -1 for the calls without one), or
 * NULL when the call fails with anything but a short buffer: *st says how. The caller frees it. */
typedef damero_status (*record_fn)(const damero_record *, char *, size_t, size_t *);
typedef damero_status (*record_index_fn)(const damero_record *, size_t, char *, size_t, size_t *);
static char *record_text(record_fn fn, record_index_fn ifn, const damero_record *r, size_t index, damero_status *st) {
  size_t needed = 0;
  *st = fn ? fn(r, NULL, 0, &needed) : ifn(r, index, NULL, 0, &needed);
  if (*st != DAMERO_OK && *st != DAMERO_BUFFER_TOO_SMALL) return NULL;
  char *buf = malloc(needed ? needed : 1);
  if (!buf) abort();
  *st = fn ? fn(r, buf, needed, &needed) : ifn(r, index, buf, needed, &needed);
  if (*st != DAMERO_OK) {
    free(buf);
    return NULL;
  }
  return buf;
}

/* A string that must come: a failure is written as the call's code, so it shows as a divergence. */
static json_t *must_text(char *text, damero_status st) {
  if (!text) return json_sprintf("c:%s", damero_status_code(st));
  json_t *s = json_string(text);
  free(text);
  return s ? s : json_string("c:not UTF-8");
}

typedef damero_status (*count_fn)(const damero_record *, size_t *);
typedef damero_status (*problem_fn)(const damero_record *, size_t, uint32_t *, uint32_t *, char *, size_t, size_t *);
static json_t *problems_json(const damero_record *r, count_fn count, problem_fn get) {
  size_t n = 0;
  count(r, &n);
  json_t *a = json_array();
  for (size_t i = 0; i < n; i++) {
    size_t needed = 0;
    uint32_t line = 0, column = 0;
    get(r, i, NULL, NULL, NULL, 0, &needed);
    char *buf = malloc(needed ? needed : 1);
    if (!buf) abort();
    damero_status st = get(r, i, &line, &column, buf, needed, &needed);
    json_array_append_new(a, json_pack("[I I o]", (json_int_t)line, (json_int_t)column,
                                       st == DAMERO_OK ? json_string(buf) : json_sprintf("c:%s", damero_status_code(st))));
    free(buf);
  }
  return a;
}

/* A game of a file as the Rust runner observes it (differential/src/main.rs `record_json`). */
static json_t *record_json(const damero_record *r) {
  damero_status st;
  uint32_t line = 0;
  damero_record_line(r, &line);
  size_t n = 0;
  damero_record_header_count(r, &n);
  json_t *headers = json_array();
  for (size_t i = 0; i < n; i++) {
    json_t *name = must_text(record_text(NULL, damero_record_header_name, r, i, &st), st);
    json_t *value = must_text(record_text(NULL, damero_record_header_value, r, i, &st), st);
    json_array_append_new(headers, json_pack("[o o]", name, value));
  }
  const char *variant = damero_record_variant(r);
  char *result = record_text(damero_record_result, NULL, r, 0, &st);
  json_t *result_json = !result ? json_sprintf("c:%s", damero_status_code(st)) : result[0] ? json_string(result) : json_null();
  free(result);
  damero_record_mainline_count(r, &n);
  json_t *mainline = json_array();
  for (size_t i = 0; i < n; i++) {
    damero_move m;
    st = damero_record_mainline_move(r, i, &m);
    json_array_append_new(mainline, st == DAMERO_OK ? json_string(m.notation) : json_sprintf("c:%s", damero_status_code(st)));
  }
  damero_game *end = NULL;
  json_t *fen = json_null();
  st = damero_record_mainline_game(r, &end);
  if (st == DAMERO_OK) {
    char *text = text_of(damero_game_fen, end);
    fen = json_string(text);
    free(text);
    damero_game_free(end);
  } else if (st != DAMERO_INVALID_GAME_FILE) {
    fen = json_sprintf("c:%s", damero_status_code(st));
  }
  /* No text for a record without a game, or of a game no standard holds: null, as Rust's None. */
  char *text = record_text(damero_record_write, NULL, r, 0, &st);
  json_t *text_json = text                                                                ? json_string(text)
                      : (st == DAMERO_INVALID_GAME_FILE || st == DAMERO_INVALID_ARGUMENT) ? json_null()
                                                                                          : json_sprintf("c:%s", damero_status_code(st));
  free(text);
  return json_pack("{s I s o s o s o s o s o s o s o s o}", "line", (json_int_t)line, "headers", headers, "variant",
                   nullable(variant), "result", result_json, "mainline", mainline, "errors",
                   problems_json(r, damero_record_error_count, damero_record_error), "warnings",
                   problems_json(r, damero_record_warning_count, damero_record_warning), "fen", fen, "text", text_json);
}

/* read_file: every game of the text, a strict refusal as its code and where. */
static damero_status read_file(json_t *a, json_t **ok) {
  json_t *text = json_object_get(a, "text");
  json_t *variant = json_object_get(a, "variant");
  damero_reader *reader = NULL;
  damero_status st = damero_reader_new_buffer(json_string_value(text), json_string_length(text),
                                              json_is_string(variant) ? json_string_value(variant) : NULL,
                                              json_is_true(json_object_get(a, "strict")), &reader);
  if (st != DAMERO_OK) return st;
  json_t *games = json_array();
  for (int i = 0; i < MAX_READ; i++) {
    damero_record *record = NULL;
    bool done = false;
    st = damero_reader_next(reader, &record, &done);
    if (st != DAMERO_OK) {
      uint32_t line = 0, column = 0;
      damero_reader_error_position(reader, &line, &column);
      json_array_append_new(games, json_pack("{s s s I s I}", "refused", damero_status_code(st), "line",
                                             (json_int_t)line, "column", (json_int_t)column));
      if (st == DAMERO_INVALID_GAME_FILE) continue;
      break;
    }
    if (done) break;
    json_array_append_new(games, record_json(record));
    damero_record_free(record);
  }
  damero_reader_free(reader);
  json_decref(*ok);
  *ok = games;
  return DAMERO_OK;
}

/* write_file: the game as PGN or PDN with the script's tags, in order. */
static damero_status write_file(json_t *a, json_t **ok) {
  json_t *headers = json_object_get(a, "headers");
  size_t n = json_array_size(headers);
  const char **names = malloc((n ? n : 1) * sizeof *names);
  const char **values = malloc((n ? n : 1) * sizeof *values);
  if (!names || !values) abort();
  for (size_t i = 0; i < n; i++) {
    names[i] = json_string_value(json_array_get(json_array_get(headers, i), 0));
    values[i] = json_string_value(json_array_get(json_array_get(headers, i), 1));
  }
  size_t needed = 0;
  damero_status st = damero_game_write_file(game, n ? names : NULL, n ? values : NULL, n, NULL, 0, &needed);
  if (st == DAMERO_OK || st == DAMERO_BUFFER_TOO_SMALL) {
    char *buf = malloc(needed ? needed : 1);
    if (!buf) abort();
    st = damero_game_write_file(game, n ? names : NULL, n ? values : NULL, n, buf, needed, &needed);
    if (st == DAMERO_OK) {
      json_decref(*ok);
      *ok = json_string(buf);
    }
    free(buf);
  }
  free(names);
  free(values);
  return st;
}

/* Runs one action; on success sets *ok (a new reference). */
static damero_status apply(const char *op, json_t *a, json_t **ok) {
  *ok = json_null();
  damero_status st;
  if (strcmp(op, "new") == 0 || strcmp(op, "fragment") == 0) {
    damero_game *next = NULL;
    if (strcmp(op, "fragment") == 0) {
      st = damero_game_from_fragment(json_string_value(json_object_get(a, "fragment")), &next);
    } else {
      const char *variant = json_string_value(json_object_get(a, "variant"));
      const char *options = json_string_value(json_object_get(a, "options"));
      json_t *fen = json_object_get(a, "fen");
      st = json_is_string(fen) ? damero_game_from_fen(variant, json_string_value(fen), options, &next)
                               : damero_game_new(variant, options, &next);
    }
    if (st == DAMERO_OK) {
      replace(next);
      *ok = options_json(game);
    }
    return st;
  }
  damero_move m;
  uint8_t path[64];
  if (strcmp(op, "play_text") == 0) {
    st = damero_game_play(game, json_string_value(json_object_get(a, "text")), &m);
    if (st == DAMERO_OK) *ok = move_json(&m);
  } else if (strcmp(op, "play_path") == 0) {
    size_t len = path_of(json_object_get(a, "path"), path);
    st = damero_game_play_path(game, path, len, &m);
    if (st == DAMERO_OK) *ok = move_json(&m);
  } else if (strcmp(op, "play_move") == 0) {
    size_t len = path_of(json_object_get(a, "path"), path);
    const damero_move *object = recall(path, len);
    if (!object) {
      fprintf(stderr, "runner: no move object with that path\n");
      exit(2);
    }
    st = damero_game_play_move(game, object, &m);
    if (st == DAMERO_OK) *ok = move_json(&m);
  } else if (strcmp(op, "completions") == 0) {
    size_t len = path_of(json_object_get(a, "prefix"), path);
    size_t n = 0;
    st = damero_game_completions(game, path, len, NULL, 0, &n);
    if (st == DAMERO_OK || st == DAMERO_BUFFER_TOO_SMALL) {
      damero_move *moves = malloc((n ? n : 1) * sizeof *moves);
      st = damero_game_completions(game, path, len, moves, n, &n);
      if (st == DAMERO_OK) *ok = moves_json(moves, n);
      free(moves);
    }
  } else if (strcmp(op, "undo") == 0) {
    damero_undone undone;
    st = damero_game_undo(game, &undone);
    if (st == DAMERO_OK && undone.kind == DAMERO_UNDONE_KIND_MOVE) *ok = move_json(&undone.mv);
  } else if (strcmp(op, "agree") == 0) {
    st = damero_game_agree_draw(game);
  } else if (strcmp(op, "resign") == 0) {
    const char *side = json_string_value(json_object_get(a, "side"));
    st = damero_game_resign(game, strcmp(side, "black") == 0 ? DAMERO_SIDE_BLACK : DAMERO_SIDE_WHITE);
  } else if (strcmp(op, "claim") == 0) {
    damero_draw claimed;
    st = damero_game_claim_draw(game, draw_of(json_object_get(a, "kind")), &claimed);
    if (st == DAMERO_OK) *ok = json_string(damero_draw_code(claimed));
  } else if (strcmp(op, "play_and_claim") == 0) {
#ifdef DIFF_HAVE_PLAY_AND_CLAIM
    damero_draw claimed;
    st = damero_game_play_and_claim(game, json_string_value(json_object_get(a, "text")),
                                    draw_of(json_object_get(a, "kind")), &m, &claimed);
    if (st == DAMERO_OK) *ok = json_pack("[o s]", move_json(&m), damero_draw_code(claimed));
#else
    fprintf(stderr, "runner: this build has no play_and_claim\n");
    exit(2);
#endif
  } else if (strcmp(op, "piece_at") == 0) {
    damero_piece p;
    st = damero_game_piece_at(game, (int64_t)json_integer_value(json_object_get(a, "square")), &p);
    if (st == DAMERO_OK && p.role != DAMERO_ROLE_NONE) {
      *ok = json_pack("[s s]", damero_side_name(p.side), damero_role_name(p.role));
    }
  } else if (strcmp(op, "reload") == 0 || strcmp(op, "reload_fen") == 0) {
    damero_game *next = NULL;
    if (strcmp(op, "reload") == 0) {
      char *fragment = text_of(damero_game_to_fragment, game);
      st = damero_game_from_fragment(fragment, &next);
      free(fragment);
    } else {
      char *fen = text_of(damero_game_fen, game);
      char *options = text_of(damero_game_options, game);
      st = damero_game_from_fen(damero_game_variant(game), fen, options, &next);
      free(fen);
      free(options);
    }
    if (st == DAMERO_OK) replace(next);
  } else if (strcmp(op, "check") == 0) {
    st = DAMERO_OK;
  } else if (strcmp(op, "read_file") == 0) {
    st = read_file(a, ok);
  } else if (strcmp(op, "write_file") == 0) {
    st = write_file(a, ok);
  } else {
    fprintf(stderr, "runner: unknown action %s\n", op);
    exit(2);
  }
  return st;
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--capabilities") == 0) {
    json_t *ops = json_array(), *variants = json_array();
    for (size_t i = 0; i < sizeof OPS / sizeof OPS[0]; i++) {
#ifndef DIFF_HAVE_PLAY_AND_CLAIM
      if (strcmp(OPS[i], "play_and_claim") == 0) continue;
#endif
      json_array_append_new(ops, json_string(OPS[i]));
    }
    for (size_t i = 0; i < damero_variant_count(); i++) json_array_append_new(variants, json_string(damero_variant_name(i)));
    json_t *caps = json_pack("{s o s o}", "ops", ops, "variants", variants);
    char *text = json_dumps(caps, JSON_COMPACT);
    puts(text);
    free(text);
    json_decref(caps);
    return 0;
  }
  if (argc != 2) {
    fprintf(stderr, "usage: runner SCRIPT | runner --capabilities\n");
    return 2;
  }
  FILE *script = fopen(argv[1], "r");
  if (!script) {
    perror(argv[1]);
    return 2;
  }
  char *line = NULL;
  size_t cap = 0;
  while (getline(&line, &cap, script) > 0) {
    json_error_t error;
    json_t *a = json_loads(line, 0, &error);
    if (!a) {
      fprintf(stderr, "runner: bad script line: %s\n", error.text);
      return 2;
    }
    const char *op = json_string_value(json_object_get(a, "op"));
    json_t *ok = NULL;
    damero_status st = apply(op, a, &ok);
    json_t *out = json_pack("{s s}", "op", op);
    if (st == DAMERO_OK) {
      json_object_set_new(out, "ok", ok);
    } else {
      json_decref(ok);
      json_object_set_new(out, "error", json_string(damero_status_code(st)));
    }
    json_object_set_new(out, "state", state_json());
    char *text = json_dumps(out, JSON_COMPACT);
    puts(text);
    free(text);
    json_decref(out);
    json_decref(a);
  }
  free(line);
  free(seen);
  damero_game_free(game);
  fclose(script);
  return 0;
}
