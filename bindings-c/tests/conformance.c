/*
 * The C conformance runner: reads conformance/fields.json, limits.json and variants.json, and
 * for every family folder conformance/<family>/ its perft.json and every .json file in its
 * cases/ (the data every binding of damero is held to, format 2, described in
 * conformance/README.md), then the game files of conformance/files/cases.json (read and written
 * through damero_reader and damero_record, its own format 1), and checks the C library against it.
 *
 *   conformance [--expected-failures FILE] [--max-perft-depth N] CONFORMANCE_DIR
 *
 * Perft counts of the "slow" tier are left to the Rust runner's release build, as the README
 * says; --max-perft-depth leaves out deeper "fast" counts too (for runs under valgrind) and says
 * how many. A case listed in the expected-failures file must fail; if it passes, the runner
 * fails so that the list is kept short. The last line is
 *
 *   c-conformance: N passed, F failed, K expected failures
 *
 * and the exit status is 0 when F is 0.
 */

#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "damero.h"

#define FORMAT 2

/* ---- failures --------------------------------------------------------------------------- */

/* Why the current case failed; empty while it passes. */
static char why[2048];

static bool fail(const char *fmt, ...) {
    if (why[0] == '\0') {
        va_list args;
        va_start(args, fmt);
        vsnprintf(why, sizeof why, fmt, args);
        va_end(args);
    }
    return false;
}

static const char *code_of(damero_status status) { return damero_status_code(status); }

/* Fails unless the call succeeded. */
static bool ok(damero_status status, const char *what) {
    if (status == DAMERO_OK) {
        return true;
    }
    return fail("%s failed: %s: %s", what, code_of(status), damero_last_error_message());
}

/* ---- reading the library into plain C values ---------------------------------------------- */

/* A text of the game (FEN, fragment, ...) in a new malloc'd string, or NULL after fail(). */
typedef damero_status (*text_fn)(const damero_game *, char *, size_t, size_t *);

static char *text_of(const damero_game *game, text_fn fn, const char *what) {
    size_t needed = 0;
    damero_status st = fn(game, NULL, 0, &needed);
    if (st != DAMERO_BUFFER_TOO_SMALL) {
        fail("%s: asking for the size gave %s", what, code_of(st));
        return NULL;
    }
    char *buf = malloc(needed);
    if (buf == NULL) {
        fail("out of memory");
        return NULL;
    }
    size_t again = 0;
    if (!ok(fn(game, buf, needed, &again), what)) {
        free(buf);
        return NULL;
    }
    if (again != needed || strlen(buf) + 1 != needed) {
        fail("%s: sizes disagree (%zu, %zu, %zu)", what, needed, again, strlen(buf) + 1);
        free(buf);
        return NULL;
    }
    return buf;
}

typedef struct {
    damero_move *items;
    size_t len;
} moves;

enum move_source { LEGAL, HISTORY, COMPLETIONS };

/* Moves of the game in a new array (free `items`), or false after fail(). */
static bool moves_of(const damero_game *game, enum move_source source, const uint8_t *prefix,
                     size_t prefix_len, moves *out) {
    out->items = NULL;
    out->len = 0;
    for (size_t cap = 16;; cap *= 2) {
        damero_move *items = malloc(cap * sizeof *items);
        if (items == NULL) {
            return fail("out of memory");
        }
        size_t len = 0;
        damero_status st;
        switch (source) {
        case LEGAL:
            st = damero_game_legal_moves(game, items, cap, &len);
            break;
        case HISTORY:
            st = damero_game_history(game, items, cap, &len);
            break;
        default:
            st = damero_game_completions(game, prefix, prefix_len, items, cap, &len);
            break;
        }
        if (st == DAMERO_OK) {
            out->items = items;
            out->len = len;
            return true;
        }
        free(items);
        if (st != DAMERO_BUFFER_TOO_SMALL) {
            return ok(st, "listing moves");
        }
        if (len <= cap) {
            return fail("DAMERO_BUFFER_TOO_SMALL with %zu moves for %zu places", len, cap);
        }
    }
}

/* The state of a game that a failed action must leave as it was. */
typedef struct {
    char *fen;
    char *fragment;
    size_t history_len;
    damero_game_state state;
} snapshot;

static bool same_state(const damero_game_state *a, const damero_game_state *b) {
    return a->state == b->state && a->winner == b->winner && a->reason == b->reason &&
           a->turn == b->turn && a->must_capture_len == b->must_capture_len &&
           memcmp(a->must_capture, b->must_capture, a->must_capture_len) == 0 &&
           a->must_pass == b->must_pass && a->repetitions == b->repetitions &&
           a->reversible_plies == b->reversible_plies && a->endgame_plies == b->endgame_plies &&
           a->claimable == b->claimable && a->warnings == b->warnings && a->in_check == b->in_check &&
           a->checkers_len == b->checkers_len &&
           memcmp(a->checkers, b->checkers, a->checkers_len) == 0 &&
           a->checked_king == b->checked_king && a->has_score == b->has_score &&
           (!a->has_score || (a->score[0] == b->score[0] && a->score[1] == b->score[1])) &&
           a->winning_line_len == b->winning_line_len &&
           memcmp(a->winning_line, b->winning_line, a->winning_line_len) == 0 &&
           a->move_number == b->move_number;
}

static void snapshot_free(snapshot *s) {
    free(s->fen);
    free(s->fragment);
    s->fen = s->fragment = NULL;
}

static bool take_snapshot(const damero_game *game, snapshot *s) {
    memset(s, 0, sizeof *s);
    s->fen = text_of(game, damero_game_fen, "fen");
    s->fragment = text_of(game, damero_game_to_fragment, "to_fragment");
    moves history;
    if (s->fen == NULL || s->fragment == NULL || !moves_of(game, HISTORY, NULL, 0, &history)) {
        snapshot_free(s);
        return false;
    }
    s->history_len = history.len;
    free(history.items);
    if (!ok(damero_game_status(game, &s->state), "status")) {
        snapshot_free(s);
        return false;
    }
    return true;
}

static bool same_snapshot(const snapshot *a, const snapshot *b, const char *what) {
    if (strcmp(a->fen, b->fen) != 0) {
        return fail("%s: FEN %s became %s", what, a->fen, b->fen);
    }
    if (strcmp(a->fragment, b->fragment) != 0) {
        return fail("%s: fragment %s became %s", what, a->fragment, b->fragment);
    }
    if (a->history_len != b->history_len) {
        return fail("%s: history of %zu moves became %zu", what, a->history_len, b->history_len);
    }
    if (!same_state(&a->state, &b->state)) {
        return fail("%s: the status changed", what);
    }
    return true;
}

/* ---- JSON helpers ------------------------------------------------------------------------- */

static bool json_str_is(const json_t *value, const char *actual, const char *what) {
    if (!json_is_string(value)) {
        return fail("%s: expected value is not a string", what);
    }
    if (strcmp(json_string_value(value), actual) != 0) {
        return fail("%s: expected \"%s\", got \"%s\"", what, json_string_value(value), actual);
    }
    return true;
}

/* A string or null against a name that may be NULL. */
static bool json_name_is(const json_t *value, const char *actual, const char *what) {
    if (json_is_null(value)) {
        return actual == NULL ? true : fail("%s: expected null, got \"%s\"", what, actual);
    }
    return json_str_is(value, actual == NULL ? "(null)" : actual, what);
}

static bool json_int_is(const json_t *value, long long actual, const char *what) {
    if (!json_is_integer(value)) {
        return fail("%s: expected value is not an integer", what);
    }
    if (json_integer_value(value) != actual) {
        return fail("%s: expected %" JSON_INTEGER_FORMAT ", got %lld", what,
                    json_integer_value(value), actual);
    }
    return true;
}

/* A square that may be absent: an integer, or null for DAMERO_NO_SQUARE. */
static bool json_square_is(const json_t *value, uint8_t actual, const char *what) {
    if (json_is_null(value)) {
        return actual == DAMERO_NO_SQUARE ? true : fail("%s: expected null, got square %u", what, actual);
    }
    if (actual == DAMERO_NO_SQUARE) {
        return json_is_integer(value)
                   ? fail("%s: expected %" JSON_INTEGER_FORMAT ", got no square (DAMERO_NO_SQUARE)", what,
                          json_integer_value(value))
                   : fail("%s: expected value is not a square or null", what);
    }
    return json_int_is(value, actual, what);
}

static bool json_bool_is(const json_t *value, bool actual, const char *what) {
    if (!json_is_boolean(value)) {
        return fail("%s: expected value is not a boolean", what);
    }
    if (json_is_true(value) != actual) {
        return fail("%s: expected %s", what, json_is_true(value) ? "true" : "false");
    }
    return true;
}

/* A score: null when the game has none, else [black, white] (the core's Side::index order,
 * which is damero_side's). */
static bool json_score_is(const json_t *value, const damero_game_state *s, const char *what) {
    if (json_is_null(value)) {
        return !s->has_score ? true
                             : fail("%s: expected null, got [%u, %u]", what, s->score[DAMERO_SIDE_BLACK],
                                    s->score[DAMERO_SIDE_WHITE]);
    }
    if (!json_is_array(value) || json_array_size(value) != 2) {
        return fail("%s: expected value is not null or [black, white]", what);
    }
    if (!s->has_score) {
        return fail("%s: expected a score, got none (has_score false)", what);
    }
    return json_int_is(json_array_get(value, 0), s->score[DAMERO_SIDE_BLACK], what) &&
           json_int_is(json_array_get(value, 1), s->score[DAMERO_SIDE_WHITE], what);
}

/* Squares from a JSON array of integers into `out` (at most `cap`). */
static bool json_squares(const json_t *array, uint8_t *out, size_t cap, size_t *len,
                         const char *what) {
    if (!json_is_array(array)) {
        return fail("%s: not an array of squares", what);
    }
    if (json_array_size(array) > cap) {
        return fail("%s: more than %zu squares", what, cap);
    }
    size_t i;
    json_t *item;
    json_array_foreach(array, i, item) {
        if (!json_is_integer(item) || json_integer_value(item) < 0 ||
            json_integer_value(item) > 255) {
            return fail("%s: item %zu is not a square number 0-255", what, i);
        }
        out[i] = (uint8_t)json_integer_value(item);
    }
    *len = json_array_size(array);
    return true;
}

static bool squares_are(const json_t *expected, const uint8_t *actual, size_t len,
                        const char *what) {
    uint8_t want[256];
    size_t want_len = 0;
    if (!json_squares(expected, want, sizeof want, &want_len, what)) {
        return false;
    }
    if (want_len != len || memcmp(want, actual, len) != 0) {
        char got[1024] = "";
        size_t used = 0;
        for (size_t i = 0; i < len && used < sizeof got - 8; i++) {
            used += (size_t)snprintf(got + used, sizeof got - used, "%s%u", i ? "," : "", actual[i]);
        }
        return fail("%s: got [%s]", what, got);
    }
    return true;
}

static bool notations_are(const json_t *expected, const moves *actual, const char *what) {
    if (!json_is_array(expected)) {
        return fail("%s: expected value is not an array", what);
    }
    char got[4096] = "";
    size_t used = 0;
    for (size_t i = 0; i < actual->len && used < sizeof got - DAMERO_MAX_NOTATION - 2; i++) {
        used += (size_t)snprintf(got + used, sizeof got - used, "%s%s", i ? " " : "",
                                 actual->items[i].notation);
    }
    if (json_array_size(expected) != actual->len) {
        return fail("%s: expected %zu moves, got %zu: %s", what, json_array_size(expected),
                    actual->len, got);
    }
    for (size_t i = 0; i < actual->len; i++) {
        const json_t *want = json_array_get(expected, i);
        if (!json_is_string(want) || strcmp(json_string_value(want), actual->items[i].notation)) {
            return fail("%s: move %zu differs: got %s", what, i, got);
        }
    }
    return true;
}

/* A set of damero_draw bits against a JSON list of draw codes, in any order. */
static bool draws_are(const json_t *expected, uint32_t bits, const char *what) {
    if (!json_is_array(expected)) {
        return fail("%s: expected value is not an array", what);
    }
    uint32_t want = 0;
    size_t i;
    json_t *item;
    json_array_foreach(expected, i, item) {
        bool known = false;
        for (uint32_t bit = 1; bit != 0 && damero_draw_code(bit) != NULL; bit <<= 1) {
            if (json_is_string(item) && strcmp(json_string_value(item), damero_draw_code(bit)) == 0) {
                want |= bit;
                known = true;
            }
        }
        if (!known) {
            return fail("%s: unknown draw kind in the expectation", what);
        }
    }
    if (want != bits) {
        return fail("%s: expected draw bits %u, got %u", what, want, bits);
    }
    return true;
}

/* A string argument for the library. A C string ends at its first NUL byte, so a JSON string
 * that holds one cannot be passed as it is: the case fails, with that reason. */
static bool c_string(const json_t *value, const char **out, const char *what) {
    if (!json_is_string(value)) {
        return fail("%s: not a string", what);
    }
    if (strlen(json_string_value(value)) != json_string_length(value)) {
        return fail("%s: holds a NUL byte, which a C string cannot carry", what);
    }
    *out = json_string_value(value);
    return true;
}

/* Checks that an object has only the listed keys (a NULL-terminated list). */
static bool only_keys(const json_t *object, const char *const *allowed, const char *what) {
    const char *key;
    json_t *value;
    json_object_foreach((json_t *)object, key, value) {
        bool known = false;
        for (const char *const *a = allowed; *a != NULL; a++) {
            known = known || strcmp(*a, key) == 0;
        }
        if (!known) {
            return fail("%s: unknown field \"%s\" (this runner does not implement it)", what, key);
        }
    }
    return true;
}

/* ---- expectations ------------------------------------------------------------------------- */

static bool check_error(damero_status status, const json_t *step, const char *what);

/* The fields of a move object and of a status this runner compares: every field of
 * conformance/fields.json, in its order (run_fields checks that they are the same lists). */
static const char *const MOVE_KEYS[] = {"kind", "notation", "long",     "path",      "from",
                                        "to",   "target",   "captures", "promotion", NULL};
static const char *const STATUS_KEYS[] = {
    "state",         "winner",   "reason",   "turn",     "must_capture", "must_pass",
    "repetitions",   "reversible_plies",     "endgame_plies",            "claimable",
    "warnings",      "in_check", "checkers", "checked_king",             "score",
    "winning_line",  "move_number",          NULL};

static bool check_status(const damero_game *game, const json_t *expected) {
    if (!json_is_object(expected)) {
        return fail("status: expected value is not an object");
    }
    if (!only_keys(expected, STATUS_KEYS, "status")) {
        return false;
    }
    damero_game_state s;
    if (!ok(damero_game_status(game, &s), "status")) {
        return false;
    }
    const json_t *v;
    if ((v = json_object_get(expected, "state")) && !json_name_is(v, damero_state_name(s.state), "status.state")) {
        return false;
    }
    if ((v = json_object_get(expected, "winner")) && !json_name_is(v, damero_side_name(s.winner), "status.winner")) {
        return false;
    }
    if ((v = json_object_get(expected, "reason")) && !json_name_is(v, damero_reason_code(s.reason), "status.reason")) {
        return false;
    }
    if ((v = json_object_get(expected, "turn")) && !json_name_is(v, damero_side_name(s.turn), "status.turn")) {
        return false;
    }
    if ((v = json_object_get(expected, "must_capture")) &&
        !squares_are(v, s.must_capture, s.must_capture_len, "status.must_capture")) {
        return false;
    }
    if ((v = json_object_get(expected, "must_pass")) && !json_bool_is(v, s.must_pass, "status.must_pass")) {
        return false;
    }
    if ((v = json_object_get(expected, "repetitions")) && !json_int_is(v, s.repetitions, "status.repetitions")) {
        return false;
    }
    if ((v = json_object_get(expected, "reversible_plies")) &&
        !json_int_is(v, s.reversible_plies, "status.reversible_plies")) {
        return false;
    }
    if ((v = json_object_get(expected, "endgame_plies")) &&
        !json_int_is(v, s.endgame_plies, "status.endgame_plies")) {
        return false;
    }
    if ((v = json_object_get(expected, "claimable")) && !draws_are(v, s.claimable, "status.claimable")) {
        return false;
    }
    if ((v = json_object_get(expected, "warnings")) && !draws_are(v, s.warnings, "status.warnings")) {
        return false;
    }
    if ((v = json_object_get(expected, "in_check")) && !json_bool_is(v, s.in_check, "status.in_check")) {
        return false;
    }
    if ((v = json_object_get(expected, "checkers")) &&
        !squares_are(v, s.checkers, s.checkers_len, "status.checkers")) {
        return false;
    }
    if ((v = json_object_get(expected, "checked_king")) &&
        !json_square_is(v, s.checked_king, "status.checked_king")) {
        return false;
    }
    if ((v = json_object_get(expected, "score")) && !json_score_is(v, &s, "status.score")) {
        return false;
    }
    if ((v = json_object_get(expected, "winning_line")) &&
        !squares_are(v, s.winning_line, s.winning_line_len, "status.winning_line")) {
        return false;
    }
    if ((v = json_object_get(expected, "move_number"))) {
        if (!json_int_is(v, s.move_number, "status.move_number")) {
            return false;
        }
        /* The same number from damero_game_move_number at the end of the history. */
        size_t plies = 0;
        uint32_t number = 0;
        damero_status st = damero_game_history(game, NULL, 0, &plies);
        if (st != DAMERO_OK && st != DAMERO_BUFFER_TOO_SMALL) {
            return ok(st, "history length");
        }
        if (!ok(damero_game_move_number(game, plies, &number), "move_number")) {
            return false;
        }
        if (number != s.move_number) {
            return fail("damero_game_move_number(%zu) is %u, status.move_number %u", plies, number,
                        s.move_number);
        }
    }
    return true;
}

static bool check_move_objects(const damero_game *game, const json_t *expected) {
    if (!json_is_array(expected)) {
        return fail("moves: expected value is not an array");
    }
    moves actual;
    if (!moves_of(game, LEGAL, NULL, 0, &actual)) {
        return false;
    }
    bool good = json_array_size(expected) == actual.len ||
                fail("moves: expected %zu moves, got %zu", json_array_size(expected), actual.len);
    for (size_t i = 0; good && i < actual.len; i++) {
        const json_t *want = json_array_get(expected, i);
        const damero_move *m = &actual.items[i];
        char what[64];
        snprintf(what, sizeof what, "moves[%zu]", i);
        const json_t *v;
        good = json_is_object(want) ? only_keys(want, MOVE_KEYS, what) : fail("%s: not an object", what);
        if (good && (v = json_object_get(want, "kind"))) {
            good = json_name_is(v, damero_move_kind_code(m->kind), what);
        }
        if (good && (v = json_object_get(want, "notation"))) {
            good = json_str_is(v, m->notation, what);
        }
        if (good && (v = json_object_get(want, "long"))) {
            good = json_str_is(v, m->long_notation, what);
        }
        if (good && (v = json_object_get(want, "from"))) {
            good = json_square_is(v, m->from, what);
        }
        if (good && (v = json_object_get(want, "to"))) {
            good = json_square_is(v, m->to, what);
        }
        if (good && (v = json_object_get(want, "target"))) {
            good = json_square_is(v, m->target, what);
        }
        if (good && (v = json_object_get(want, "path"))) {
            good = squares_are(v, m->path, m->path_len, what);
        }
        if (good && (v = json_object_get(want, "captures"))) {
            good = squares_are(v, m->captures, m->captures_len, what);
        }
        if (good && (v = json_object_get(want, "promotion"))) {
            /* A role name, or null for no promotion (DAMERO_ROLE_NONE has no name). */
            good = json_name_is(v, damero_role_name(m->promotion), what);
        }
    }
    free(actual.items);
    return good;
}

static bool check_completions(const damero_game *game, const json_t *expected) {
    static const char *const keys[] = {"prefix", "moves", NULL};
    if (!json_is_object(expected) || !only_keys(expected, keys, "completions")) {
        return fail("completions: expected an object with prefix and moves");
    }
    uint8_t prefix[256];
    size_t prefix_len = 0;
    if (!json_squares(json_object_get(expected, "prefix"), prefix, sizeof prefix, &prefix_len,
                      "completions.prefix")) {
        return false;
    }
    moves actual;
    if (!moves_of(game, COMPLETIONS, prefix, prefix_len, &actual)) {
        return false;
    }
    bool good = notations_are(json_object_get(expected, "moves"), &actual, "completions.moves");
    free(actual.items);
    return good;
}

static bool check_board(const damero_game *game, const json_t *expected) {
    if (!json_is_string(expected)) {
        return fail("board: expected value is not a string");
    }
    damero_piece pieces[256];
    size_t len = 0;
    if (!ok(damero_game_board(game, pieces, sizeof pieces / sizeof pieces[0], &len), "board")) {
        return false;
    }
    char actual[257];
    for (size_t i = 0; i < len; i++) {
        if (!ok(damero_variant_piece_letter(damero_game_variant(game), pieces[i], &actual[i]),
                "piece letter")) {
            return false;
        }
    }
    actual[len] = '\0';
    return json_str_is(expected, actual, "board");
}

/* piece_at: a list of {square, piece: {side, role} or null} or {square, error}. */
static bool check_piece_at(const damero_game *game, const json_t *expected) {
    static const char *const keys[] = {"square", "piece", "error", "message_contains", NULL};
    static const char *const piece_keys[] = {"side", "role", NULL};
    if (!json_is_array(expected)) {
        return fail("piece_at: expected value is not an array");
    }
    size_t i;
    json_t *query;
    json_array_foreach(expected, i, query) {
        char what[96];
        snprintf(what, sizeof what, "piece_at[%zu]", i);
        const json_t *square = json_object_get(query, "square");
        if (!json_is_object(query) || !only_keys(query, keys, what) || !json_is_integer(square)) {
            return fail("%s: expected {square, piece} or {square, error}", what);
        }
        snprintf(what, sizeof what, "piece_at %" JSON_INTEGER_FORMAT, json_integer_value(square));
        damero_piece piece = {DAMERO_SIDE_NONE, DAMERO_ROLE_NONE};
        damero_status st = damero_game_piece_at(game, (int64_t)json_integer_value(square), &piece);
        if (json_object_get(query, "error") != NULL) {
            if (!check_error(st, query, what)) {
                return false;
            }
            continue;
        }
        if (!ok(st, what)) {
            return false;
        }
        const json_t *want = json_object_get(query, "piece");
        if (json_is_null(want)) {
            if (piece.side != DAMERO_SIDE_NONE || piece.role != DAMERO_ROLE_NONE) {
                return fail("%s: expected an empty square, got %s %s", what,
                            damero_side_name(piece.side), damero_role_name(piece.role));
            }
            continue;
        }
        if (!json_is_object(want) || !only_keys(want, piece_keys, what)) {
            return fail("%s: piece is not null or {side, role}", what);
        }
        const json_t *v;
        if ((v = json_object_get(want, "side")) && !json_name_is(v, damero_side_name(piece.side), what)) {
            return false;
        }
        if ((v = json_object_get(want, "role")) && !json_name_is(v, damero_role_name(piece.role), what)) {
            return false;
        }
    }
    return true;
}

static bool check_text(const damero_game *game, text_fn fn, const json_t *expected, const char *what) {
    char *actual = text_of(game, fn, what);
    if (actual == NULL) {
        return false;
    }
    bool good = json_str_is(expected, actual, what);
    free(actual);
    return good;
}

static bool check_history(const damero_game *game, const json_t *expected) {
    moves actual;
    if (!moves_of(game, HISTORY, NULL, 0, &actual)) {
        return false;
    }
    bool good = notations_are(expected, &actual, "history");
    size_t ply = 0;
    if (good && (damero_game_ply(game, &ply) != DAMERO_OK || ply != actual.len)) {
        good = fail("history: damero_game_ply disagrees with the history's length");
    }
    free(actual.items);
    return good;
}

static bool check_roundtrip(const damero_game *game, const json_t *expected) {
    if (!json_is_true(expected)) {
        return fail("roundtrip: expected value is not true");
    }
    char *fragment = text_of(game, damero_game_to_fragment, "to_fragment");
    if (fragment == NULL) {
        return false;
    }
    damero_game *again = NULL;
    bool good = ok(damero_game_from_fragment(fragment, &again), "from_fragment(to_fragment())");
    free(fragment);
    snapshot a, b;
    if (good && take_snapshot(game, &a)) {
        if (take_snapshot(again, &b)) {
            good = same_snapshot(&a, &b, "roundtrip");
            snapshot_free(&b);
        } else {
            good = false;
        }
        snapshot_free(&a);
    } else {
        good = false;
    }
    if (good) {
        moves h1, h2;
        if (moves_of(game, HISTORY, NULL, 0, &h1)) {
            if (moves_of(again, HISTORY, NULL, 0, &h2)) {
                for (size_t i = 0; good && i < h1.len; i++) {
                    good = strcmp(h1.items[i].notation, h2.items[i].notation) == 0 ||
                           fail("roundtrip: history move %zu differs", i);
                }
                free(h2.items);
            } else {
                good = false;
            }
            free(h1.items);
        } else {
            good = false;
        }
    }
    damero_game_free(again);
    return good;
}

/* The board the game is played on (its options may size it): any of rows, columns, squares,
 * first_square, numbering, labels, shading, drops. */
static bool check_geometry(const damero_game *game, const json_t *expected) {
    static const char *const keys[] = {"rows",      "columns", "squares", "first_square", "numbering",
                                       "labels",    "shading", "drops",   NULL};
    if (!json_is_object(expected)) {
        return fail("geometry: expected value is not an object");
    }
    if (!only_keys(expected, keys, "geometry")) {
        return false;
    }
    damero_geometry g;
    uint8_t first = 0;
    if (!ok(damero_game_geometry(game, &g), "geometry") || !ok(damero_game_first_square(game, &first), "first_square")) {
        return false;
    }
    if (first != g.first_square || g.last_square != g.first_square + g.squares - 1) {
        return fail("geometry: first_square %u (damero_game_first_square %u), last_square %u of %u squares",
                    g.first_square, first, g.last_square, g.squares);
    }
    const json_t *v;
    return (!(v = json_object_get(expected, "rows")) || json_int_is(v, g.rows, "geometry.rows")) &&
           (!(v = json_object_get(expected, "columns")) || json_int_is(v, g.columns, "geometry.columns")) &&
           (!(v = json_object_get(expected, "squares")) || json_int_is(v, g.squares, "geometry.squares")) &&
           (!(v = json_object_get(expected, "first_square")) ||
            json_int_is(v, g.first_square, "geometry.first_square")) &&
           (!(v = json_object_get(expected, "numbering")) ||
            json_name_is(v, damero_numbering_code(g.numbering), "geometry.numbering")) &&
           (!(v = json_object_get(expected, "labels")) ||
            json_name_is(v, damero_labels_code(g.labels), "geometry.labels")) &&
           (!(v = json_object_get(expected, "shading")) ||
            json_name_is(v, damero_shading_code(g.shading), "geometry.shading")) &&
           (!(v = json_object_get(expected, "drops")) || json_bool_is(v, g.drops, "geometry.drops"));
}

/* [move_number(0), ..., move_number(len(history))]: the number of each ply, and of the next. */
static bool check_move_numbers(const damero_game *game, const json_t *expected) {
    if (!json_is_array(expected)) {
        return fail("move_numbers: expected value is not an array");
    }
    size_t plies = 0;
    damero_status st = damero_game_history(game, NULL, 0, &plies);
    if (st != DAMERO_OK && st != DAMERO_BUFFER_TOO_SMALL) {
        return ok(st, "history length");
    }
    if (json_array_size(expected) != plies + 1) {
        return fail("move_numbers: %zu numbers expected, the history has %zu moves", json_array_size(expected),
                    plies);
    }
    for (size_t ply = 0; ply <= plies; ply++) {
        uint32_t number = 0;
        char what[64];
        snprintf(what, sizeof what, "move_numbers[%zu]", ply);
        if (!ok(damero_game_move_number(game, ply, &number), what) ||
            !json_int_is(json_array_get(expected, ply), number, what)) {
            return false;
        }
    }
    uint32_t past = 77;
    if (damero_game_move_number(game, plies + 1, &past) != DAMERO_INVALID_ARGUMENT || past != 77) {
        return fail("move_numbers: the ply after the next was not refused");
    }
    return true;
}

/* square_names: [{"square": N, "name": NAME} | {"square": N, "error": CODE}], the names of
 * squares of the game's variant's default board (damero_variant_square_name). */
static bool check_square_names(const damero_game *game, const json_t *expected) {
    static const char *const keys[] = {"square", "name", "error", "message_contains", NULL};
    const char *variant = damero_game_variant(game);
    if (!json_is_array(expected)) {
        return fail("square_names: not an array");
    }
    if (variant == NULL) {
        return fail("square_names: the game has no variant name");
    }
    size_t i;
    json_t *query;
    json_array_foreach(expected, i, query) {
        char what[64];
        snprintf(what, sizeof what, "square_names[%zu]", i);
        const json_t *square = json_object_get(query, "square");
        const json_t *name = json_object_get(query, "name");
        if (!json_is_object(query) || !only_keys(query, keys, what) || !json_is_integer(square) ||
            (name == NULL) == (json_object_get(query, "error") == NULL)) {
            return fail("%s: not {square, name} or {square, error}", what);
        }
        char text[64];
        memset(text, '#', sizeof text);
        size_t needed = 0;
        damero_status st =
            damero_variant_square_name(variant, json_integer_value(square), text, sizeof text, &needed);
        if (name == NULL) {
            if (!check_error(st, query, what)) {
                return false;
            }
            if (text[0] != '#') {
                return fail("%s: the buffer was written on an error", what);
            }
            continue;
        }
        if (!ok(st, what) || !json_str_is(name, text, what)) {
            return false;
        }
        if (needed != strlen(text) + 1) {
            return fail("%s: needed %zu for \"%s\"", what, needed, text);
        }
    }
    return true;
}

/* `actions`: {notation: id} for exactly the legal moves, each id from damero_game_action_of;
 * damero_game_legal_actions must give the same ids sorted, and the mask exactly those. */
static int by_id(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static bool check_actions(const damero_game *game, const json_t *expected) {
    if (!json_is_object(expected)) {
        return fail("actions: not an object");
    }
    moves legal;
    if (!moves_of(game, LEGAL, NULL, 0, &legal)) {
        return false;
    }
    bool good = true;
    uint32_t count = 0;
    size_t len = 0;
    uint32_t *ids = malloc((legal.len + 1) * sizeof *ids);
    uint32_t *listed = malloc((legal.len + 1) * sizeof *listed);
    bool *mask = NULL;
    if (ids == NULL || listed == NULL) {
        good = fail("out of memory");
        goto done;
    }
    if (json_object_size(expected) != legal.len) {
        good = fail("actions: %zu expected, %zu legal moves", json_object_size(expected), legal.len);
        goto done;
    }
    for (size_t i = 0; i < legal.len && good; i++) {
        const json_t *want = json_object_get(expected, legal.items[i].notation);
        if (want == NULL) {
            good = fail("actions: the legal move %s is not expected", legal.items[i].notation);
            break;
        }
        good = ok(damero_game_action_of(game, &legal.items[i], &ids[i]), "action_of") &&
               json_int_is(want, ids[i], legal.items[i].notation);
    }
    if (!good) {
        goto done;
    }
    good = ok(damero_game_legal_actions(game, listed, legal.len + 1, &len), "legal_actions");
    if (good && len != legal.len) {
        good = fail("legal_actions: %zu ids for %zu moves", len, legal.len);
    }
    qsort(ids, legal.len, sizeof *ids, by_id);
    for (size_t i = 0; good && i < len; i++) {
        if (ids[i] != listed[i]) {
            good = fail("legal_actions[%zu] is %u, action_of gives %u", i, listed[i], ids[i]);
        }
    }
    if (good && ok(damero_game_action_count(game, &count), "action_count")) {
        mask = malloc(count * sizeof *mask);
        if (mask == NULL) {
            good = fail("out of memory");
            goto done;
        }
        good = ok(damero_game_action_mask(game, mask, count), "action_mask");
        size_t next = 0;
        for (uint32_t id = 0; good && id < count; id++) {
            bool legal_id = next < len && listed[next] == id;
            if (mask[id] != legal_id) {
                good = fail("action_mask[%u] is %d", id, (int)mask[id]);
            }
            next += legal_id;
        }
    }
done:
    free(mask);
    free(listed);
    free(ids);
    free(legal.items);
    return good;
}

/* `observation`: the shape and, for each plane, the sum of its values (within 1e-4). */
static bool check_observation(const damero_game *game, const json_t *expected) {
    const json_t *shape = json_object_get(expected, "shape");
    const json_t *sums = json_object_get(expected, "plane_sums");
    size_t got[3] = {0, 0, 0};
    if (!ok(damero_game_observation_shape(game, got), "observation_shape")) {
        return false;
    }
    if (!json_is_array(shape) || json_array_size(shape) != 3) {
        return fail("observation: shape is not three numbers");
    }
    for (size_t i = 0; i < 3; i++) {
        if (!json_int_is(json_array_get(shape, i), (long long)got[i], "observation shape")) {
            return false;
        }
    }
    size_t planes = got[2], len = got[0] * got[1] * got[2];
    if (!json_is_array(sums) || json_array_size(sums) != planes) {
        return fail("observation: %zu plane sums for %zu planes", json_array_size(sums), planes);
    }
    float *out = malloc(len * sizeof *out);
    if (out == NULL) {
        return fail("out of memory");
    }
    bool good = ok(damero_game_observe(game, out, len), "observe");
    for (size_t p = 0; good && p < planes; p++) {
        double sum = 0;
        for (size_t cell = 0; cell < len / planes; cell++) {
            sum += out[cell * planes + p];
        }
        double want = json_number_value(json_array_get(sums, p));
        if (!json_is_number(json_array_get(sums, p)) || fabs(sum - want) > 1e-4) {
            good = fail("observation: plane %zu sums to %g, expected %g", p, sum, want);
        }
    }
    free(out);
    return good;
}

static bool check_expect(const damero_game *game, const json_t *expected) {
    static const char *const keys[] = {"legal_moves", "moves",     "completions", "status",
                                       "geometry",    "move_numbers", "fen",      "start_fen",
                                       "fragment",    "history",   "board",       "piece_at",
                                       "roundtrip",   "square_names", "action_count",
                                       "actions",     "observation", NULL};
    if (!json_is_object(expected)) {
        return fail("expect: not an object");
    }
    if (!only_keys(expected, keys, "expect")) {
        return false;
    }
    const char *key;
    json_t *value;
    json_object_foreach((json_t *)expected, key, value) {
        bool good;
        if (strcmp(key, "legal_moves") == 0) {
            moves actual;
            good = moves_of(game, LEGAL, NULL, 0, &actual);
            if (good) {
                good = notations_are(value, &actual, "legal_moves");
                free(actual.items);
            }
        } else if (strcmp(key, "moves") == 0) {
            good = check_move_objects(game, value);
        } else if (strcmp(key, "completions") == 0) {
            good = check_completions(game, value);
        } else if (strcmp(key, "status") == 0) {
            good = check_status(game, value);
        } else if (strcmp(key, "geometry") == 0) {
            good = check_geometry(game, value);
        } else if (strcmp(key, "move_numbers") == 0) {
            good = check_move_numbers(game, value);
        } else if (strcmp(key, "fen") == 0) {
            good = check_text(game, damero_game_fen, value, "fen");
        } else if (strcmp(key, "start_fen") == 0) {
            good = check_text(game, damero_game_start_fen, value, "start_fen");
        } else if (strcmp(key, "fragment") == 0) {
            good = check_text(game, damero_game_to_fragment, value, "fragment");
        } else if (strcmp(key, "history") == 0) {
            good = check_history(game, value);
        } else if (strcmp(key, "board") == 0) {
            good = check_board(game, value);
        } else if (strcmp(key, "piece_at") == 0) {
            good = check_piece_at(game, value);
        } else if (strcmp(key, "square_names") == 0) {
            good = check_square_names(game, value);
        } else if (strcmp(key, "action_count") == 0) {
            uint32_t count = 0;
            good = ok(damero_game_action_count(game, &count), "action_count") &&
                   json_int_is(value, count, "action_count");
        } else if (strcmp(key, "actions") == 0) {
            good = check_actions(game, value);
        } else if (strcmp(key, "observation") == 0) {
            good = check_observation(game, value);
        } else {
            good = check_roundtrip(game, value);
        }
        if (!good) {
            return false;
        }
    }
    return true;
}

/* ---- actions ------------------------------------------------------------------------------ */

/* An expected error: the status must carry `code`, the message must contain the text. */
static bool check_error(damero_status status, const json_t *step, const char *what) {
    const char *code = json_string_value(json_object_get(step, "error"));
    if (code == NULL) {
        return fail("%s: \"error\" is not a string", what);
    }
    if (status == DAMERO_OK) {
        return fail("%s: succeeded, expected error %s", what, code);
    }
    if (strcmp(code_of(status), code) != 0) {
        return fail("%s: expected error %s, got %s: %s", what, code, code_of(status),
                    damero_last_error_message());
    }
    const json_t *contains = json_object_get(step, "message_contains");
    if (contains != NULL) {
        if (!json_is_string(contains)) {
            return fail("%s: message_contains is not a string", what);
        }
        if (strstr(damero_last_error_message(), json_string_value(contains)) == NULL) {
            return fail("%s: message \"%s\" does not contain \"%s\"", what,
                        damero_last_error_message(), json_string_value(contains));
        }
    }
    return true;
}

static uint32_t side_value(const json_t *name) {
    for (uint32_t side = 0; damero_side_name(side) != NULL; side++) {
        if (json_is_string(name) && strcmp(json_string_value(name), damero_side_name(side)) == 0) {
            return side;
        }
    }
    return UINT32_MAX; /* not a side: the library must answer invalid_argument */
}

/* The damero_draw of a claim: DAMERO_DRAW_ANY for null, else the library reads the code (an
 * unknown code is the claim's error, as the core's parsing says). */
static damero_status draw_value(const json_t *name, damero_draw *out) {
    if (json_is_null(name)) {
        *out = DAMERO_DRAW_ANY;
        return DAMERO_OK;
    }
    if (!json_is_string(name) || strlen(json_string_value(name)) != json_string_length(name)) {
        *out = (damero_draw)UINT32_MAX; /* not a draw kind: the library must answer invalid_argument */
        return DAMERO_OK;
    }
    return damero_draw_from_code(json_string_value(name), out);
}

/* play_moves: asks for the number of moves the text plays (which plays nothing: the call is all
 * or nothing), then plays them into an array of that size; the moves written must be the last
 * ones of the history. On success *transcript is their notations joined by ',' (free it). False
 * after fail() when the library broke its promises; a refused text is *status. */
static bool play_moves(damero_game *game, const char *text, damero_status *status, char **transcript,
                       const char *what) {
    *transcript = NULL;
    size_t count = 0, before = 0;
    damero_status st = damero_game_history(game, NULL, 0, &before);
    if (st != DAMERO_OK && st != DAMERO_BUFFER_TOO_SMALL) {
        return ok(st, "history length");
    }
    st = damero_game_play_moves(game, text, NULL, 0, &count);
    if (st != DAMERO_OK && st != DAMERO_BUFFER_TOO_SMALL) {
        *status = st;
        return true;
    }
    size_t after = 0;
    st = damero_game_history(game, NULL, 0, &after);
    if (st != DAMERO_OK && st != DAMERO_BUFFER_TOO_SMALL) {
        return ok(st, "history length");
    }
    if (after != before) {
        return fail("%s: asking for the number of moves played %zu of them", what, after - before);
    }
    damero_move *list = malloc((count + 1) * sizeof *list);
    if (list == NULL) {
        return fail("out of memory");
    }
    size_t len = 0;
    *status = damero_game_play_moves(game, text, list, count, &len);
    if (*status != DAMERO_OK) {
        free(list);
        return true;
    }
    bool good = len == count || fail("%s: %zu moves, then %zu", what, count, len);
    moves history = {0};
    good = good && moves_of(game, HISTORY, NULL, 0, &history);
    good = good && (history.len == before + len ||
                    fail("%s: %zu moves played, the history grew by %zu", what, len, history.len - before));
    size_t size = 1;
    for (size_t i = 0; good && i < len; i++) {
        good = strcmp(history.items[before + i].notation, list[i].notation) == 0 ||
               fail("%s: move %zu is %s, the history has %s", what, i, list[i].notation,
                    history.items[before + i].notation);
        size += strlen(list[i].notation) + 1;
    }
    free(history.items);
    *transcript = good ? malloc(size) : NULL;
    if (good && *transcript == NULL) {
        good = fail("out of memory");
    }
    if (good) {
        (*transcript)[0] = '\0';
        for (size_t i = 0; i < len; i++) {
            strcat(*transcript, i ? "," : "");
            strcat(*transcript, list[i].notation);
        }
    }
    free(list);
    return good;
}

static const char *const ACTIONS[] = {"play",       "play_path", "play_index", "undo",
                                      "agree_draw", "resign",    "claim_draw", "play_and_claim",
                                      "play_moves", "parse",     "play_action", "expect", NULL};

static bool run_step(damero_game *game, const json_t *step, size_t index) {
    static const char *const keys[] = {"play",   "play_path",  "play_index", "undo",
                                       "agree_draw", "resign", "claim_draw", "play_and_claim",
                                       "play_moves", "claim",  "expect",     "played",
                                       "undone", "claimed",    "error",      "message_contains",
                                       "parse",  "parsed",     "play_action", NULL};
    char what[96];
    if (!json_is_object(step)) {
        return fail("step %zu: not an object", index);
    }
    const char *action = NULL;
    for (const char *const *a = ACTIONS; *a != NULL; a++) {
        if (json_object_get(step, *a) != NULL) {
            if (action != NULL) {
                return fail("step %zu: two actions, %s and %s", index, action, *a);
            }
            action = *a;
        }
    }
    if (action == NULL) {
        return fail("step %zu: no action", index);
    }
    snprintf(what, sizeof what, "step %zu (%s)", index, action);
    if (!only_keys(step, keys, what)) {
        return false;
    }
    const json_t *arg = json_object_get(step, action);
    if (strcmp(action, "expect") == 0) {
        return check_expect(game, arg);
    }

    bool expect_error = json_object_get(step, "error") != NULL;
    /* parse leaves the game unchanged whatever the outcome. */
    bool unchanged = expect_error || strcmp(action, "parse") == 0;
    snapshot before;
    memset(&before, 0, sizeof before);
    if (unchanged && !take_snapshot(game, &before)) {
        return false;
    }

    damero_status st = DAMERO_OK;
    damero_move played;
    damero_undone undone;
    damero_draw claimed = DAMERO_DRAW_ANY;
    memset(&played, 0, sizeof played);
    memset(&undone, 0, sizeof undone);
    char *transcript = NULL; /* play_moves: the notations played, joined by ',' */
    if (strcmp(action, "play_moves") == 0) {
        const char *text;
        if (!c_string(arg, &text, what)) {
            snapshot_free(&before);
            return false;
        }
        if (!play_moves(game, text, &st, &transcript, what)) {
            snapshot_free(&before);
            return false;
        }
    } else if (strcmp(action, "play") == 0) {
        const char *text;
        if (!c_string(arg, &text, what)) {
            snapshot_free(&before);
            return false;
        }
        st = damero_game_play(game, text, &played);
    } else if (strcmp(action, "parse") == 0) {
        const char *text;
        if (!c_string(arg, &text, what)) {
            snapshot_free(&before);
            return false;
        }
        st = damero_game_parse_move(game, text, &played);
    } else if (strcmp(action, "play_path") == 0) {
        uint8_t path[256];
        size_t len = 0;
        if (!json_squares(arg, path, sizeof path, &len, what)) {
            snapshot_free(&before);
            return false;
        }
        st = damero_game_play_path(game, path, len, &played);
    } else if (strcmp(action, "play_action") == 0) {
        if (!json_is_integer(arg) || json_integer_value(arg) < 0 ||
            json_integer_value(arg) > (json_int_t)UINT32_MAX) {
            snapshot_free(&before);
            return fail("%s: not an id below 2^32", what);
        }
        st = damero_game_play_action(game, (uint32_t)json_integer_value(arg), &played);
    } else if (strcmp(action, "play_index") == 0) {
        moves legal;
        if (!json_is_integer(arg) || !moves_of(game, LEGAL, NULL, 0, &legal)) {
            snapshot_free(&before);
            return fail("%s: not an index", what);
        }
        json_int_t i = json_integer_value(arg);
        if (i < 0 || (size_t)i >= legal.len) {
            free(legal.items);
            snapshot_free(&before);
            return fail("%s: index %" JSON_INTEGER_FORMAT " of %zu legal moves", what, i, legal.len);
        }
        st = damero_game_play_move(game, &legal.items[i], &played);
        free(legal.items);
    } else if (strcmp(action, "undo") == 0) {
        if (!json_is_true(arg)) {
            snapshot_free(&before);
            return fail("%s: not true", what);
        }
        st = damero_game_undo(game, &undone);
    } else if (strcmp(action, "agree_draw") == 0) {
        if (!json_is_true(arg)) {
            snapshot_free(&before);
            return fail("%s: not true", what);
        }
        st = damero_game_agree_draw(game);
    } else if (strcmp(action, "resign") == 0) {
        st = damero_game_resign(game, side_value(arg));
    } else if (strcmp(action, "play_and_claim") == 0) {
        /* "claim": the draw kind, absent or null for any. */
        const json_t *kind = json_object_get(step, "claim");
        const char *text;
        if (!c_string(arg, &text, what)) {
            snapshot_free(&before);
            return false;
        }
        damero_draw draw = DAMERO_DRAW_ANY;
        st = draw_value(kind != NULL ? kind : json_null(), &draw);
        if (st == DAMERO_OK) {
            st = damero_game_play_and_claim(game, text, draw, &played, &claimed);
        }
    } else {
        damero_draw draw = DAMERO_DRAW_ANY;
        st = draw_value(arg, &draw);
        if (st == DAMERO_OK) {
            st = damero_game_claim_draw(game, draw, &claimed);
        }
    }

    if (unchanged) {
        snapshot after;
        bool good = (expect_error ? check_error(st, step, what) : ok(st, what)) &&
                    take_snapshot(game, &after);
        if (good) {
            good = same_snapshot(&before, &after, what);
            snapshot_free(&after);
        }
        snapshot_free(&before);
        if (!good || expect_error) {
            free(transcript);
            return good;
        }
    }
    if (!ok(st, what)) {
        free(transcript);
        return false;
    }
    const json_t *v;
    if ((v = json_object_get(step, "parsed")) && !json_str_is(v, played.notation, what)) {
        free(transcript);
        return false;
    }
    if ((v = json_object_get(step, "played")) &&
        !json_str_is(v, transcript != NULL ? transcript : played.notation, what)) {
        free(transcript);
        return false;
    }
    free(transcript);
    if ((v = json_object_get(step, "undone"))) {
        const char *text = undone.kind == DAMERO_UNDONE_KIND_MOVE ? undone.mv.notation : undone.event;
        if (!json_str_is(v, text, what)) {
            return false;
        }
    }
    if ((v = json_object_get(step, "claimed")) && !json_name_is(v, damero_draw_code(claimed), what)) {
        return false;
    }
    return true;
}

/* ---- cases -------------------------------------------------------------------------------- */

static bool run_case(const json_t *c) {
    static const char *const case_keys[] = {"id", "about", "setup", "steps", NULL};
    static const char *const setup_keys[] = {"variant", "options", "fen", "fragment", "error",
                                             "message_contains", NULL};
    if (!only_keys(c, case_keys, "case")) {
        return false;
    }
    const json_t *setup = json_object_get(c, "setup");
    if (!json_is_object(setup) || !only_keys(setup, setup_keys, "setup")) {
        return fail("setup: missing or not an object");
    }
    const json_t *fragment = json_object_get(setup, "fragment");
    const json_t *variant = json_object_get(setup, "variant");
    const json_t *options = json_object_get(setup, "options");
    const json_t *fen = json_object_get(setup, "fen");
    damero_game *game = NULL;
    damero_status st;
    if (fragment != NULL) {
        const char *text;
        if (variant || options || fen) {
            return fail("setup: a fragment setup has only \"fragment\"");
        }
        if (!c_string(fragment, &text, "setup.fragment")) {
            return false;
        }
        st = damero_game_from_fragment(text, &game);
    } else {
        const char *name, *opts = NULL, *position = NULL;
        if (!c_string(variant, &name, "setup.variant") ||
            (options && !c_string(options, &opts, "setup.options")) ||
            (fen && !json_is_null(fen) && !c_string(fen, &position, "setup.fen"))) {
            return false;
        }
        if (position != NULL) {
            st = damero_game_from_fen(name, position, opts, &game);
        } else {
            st = damero_game_new(name, opts, &game);
        }
    }
    if (json_object_get(setup, "error") != NULL) {
        bool good = check_error(st, setup, "setup");
        if (st == DAMERO_OK) {
            damero_game_free(game);
        }
        return good;
    }
    if (!ok(st, "setup")) {
        return false;
    }
    const json_t *steps = json_object_get(c, "steps");
    bool good = steps == NULL || json_is_array(steps) || fail("steps: not an array");
    for (size_t i = 0; good && steps != NULL && i < json_array_size(steps); i++) {
        good = run_step(game, json_array_get(steps, i), i);
    }
    damero_game_free(game);
    return good;
}

/* ---- the run ------------------------------------------------------------------------------ */

typedef struct {
    char **ids;
    size_t len;
    bool *seen;
} id_list;

static id_list expected_failures;
static int passed, failed, expected;

static bool is_expected(const char *id) {
    for (size_t i = 0; i < expected_failures.len; i++) {
        if (strcmp(expected_failures.ids[i], id) == 0) {
            expected_failures.seen[i] = true;
            return true;
        }
    }
    return false;
}

static void report(const char *id, bool good) {
    bool listed = is_expected(id);
    if (good && !listed) {
        passed++;
    } else if (!good && listed) {
        expected++;
        printf("expected failure %s: %s\n", id, why);
    } else if (good) {
        failed++;
        printf("FAIL %s: passes but is listed as an expected failure; remove it from the list\n", id);
    } else {
        failed++;
        printf("FAIL %s: %s\n", id, why);
    }
}

static bool load_expected_failures(const char *path) {
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        fprintf(stderr, "conformance: cannot read %s: %s\n", path, strerror(errno));
        return false;
    }
    char line[1024];
    while (fgets(line, sizeof line, f) != NULL) {
        char *hash = strchr(line, '#');
        if (hash != NULL) {
            *hash = '\0';
        }
        char *id = strtok(line, " \t\r\n");
        if (id == NULL) {
            continue;
        }
        char **ids = realloc(expected_failures.ids, (expected_failures.len + 1) * sizeof *ids);
        bool *seen = realloc(expected_failures.seen, (expected_failures.len + 1) * sizeof *seen);
        if (ids != NULL) {
            expected_failures.ids = ids;
        }
        if (seen != NULL) {
            expected_failures.seen = seen;
        }
        if (ids == NULL || seen == NULL || (ids[expected_failures.len] = strdup(id)) == NULL) {
            fclose(f);
            return false;
        }
        seen[expected_failures.len++] = false;
    }
    fclose(f);
    return true;
}

static json_t *load_json(const char *path) {
    json_error_t error;
    json_t *root = json_load_file(path, JSON_ALLOW_NUL, &error);
    if (root == NULL) {
        why[0] = '\0';
        fail("%s:%d: %s", path, error.line, error.text);
        return NULL;
    }
    const json_t *format = json_object_get(root, "format");
    if (!json_is_integer(format) || json_integer_value(format) != FORMAT) {
        why[0] = '\0';
        fail("%s: format is not %d (this runner reads format %d only)", path, FORMAT, FORMAT);
        json_decref(root);
        return NULL;
    }
    return root;
}

static int perft_left_out;

static void run_perft(const char *dir, const char *family, long max_depth) {
    char path[4096 + 512];
    snprintf(path, sizeof path, "%s/%s/perft.json", dir, family);
    if (access(path, F_OK) != 0) {
        return; /* a family without published perft counts */
    }
    json_t *root = load_json(path);
    if (root == NULL) {
        char id[600];
        snprintf(id, sizeof id, "%s/perft.json", family);
        report(id, false);
        return;
    }
    const json_t *positions = json_object_get(root, "positions");
    size_t i;
    json_t *position;
    json_array_foreach(positions, i, position) {
        const char *id = json_string_value(json_object_get(position, "id"));
        const char *variant = json_string_value(json_object_get(position, "variant"));
        const json_t *fen = json_object_get(position, "fen");
        size_t j;
        json_t *count;
        json_array_foreach(json_object_get(position, "counts"), j, count) {
            const char *tier = json_string_value(json_object_get(count, "tier"));
            const char *duplicates = json_string_value(json_object_get(count, "duplicates"));
            /* How a game over before the depth counts (placement games); "ignore" if absent. */
            const json_t *finished_field = json_object_get(count, "finished");
            const char *finished = finished_field != NULL ? json_string_value(finished_field) : "ignore";
            json_int_t depth = json_integer_value(json_object_get(count, "depth"));
            char case_id[512];
            snprintf(case_id, sizeof case_id, "perft/%s/%s%s%s/%" JSON_INTEGER_FORMAT, id ? id : "?",
                     duplicates ? duplicates : "?", finished_field != NULL ? "/" : "",
                     finished_field != NULL && finished != NULL ? finished : "", depth);
            why[0] = '\0';
            if (tier != NULL && strcmp(tier, "slow") == 0) {
                continue; /* the Rust runner's release build counts these */
            }
            if (tier == NULL || strcmp(tier, "fast") != 0 || variant == NULL || id == NULL ||
                duplicates == NULL || finished == NULL || depth < 0 || depth > UINT32_MAX ||
                !json_is_integer(json_object_get(count, "nodes")) ||
                (fen != NULL && !json_is_null(fen) && !json_is_string(fen))) {
                fail("malformed perft entry");
                report(case_id, false);
                continue;
            }
            if (depth > max_depth) {
                perft_left_out++;
                continue;
            }
            uint32_t dup = strcmp(duplicates, "drop") == 0   ? DAMERO_DUPLICATES_DROP
                           : strcmp(duplicates, "keep") == 0 ? DAMERO_DUPLICATES_KEEP
                                                             : UINT32_MAX;
            uint32_t fin = strcmp(finished, "leaf") == 0     ? DAMERO_FINISHED_LEAF
                           : strcmp(finished, "ignore") == 0 ? DAMERO_FINISHED_IGNORE
                                                             : UINT32_MAX;
            uint64_t nodes = 0;
            /* damero_perft counts finished games as nothing; the other convention needs the call
             * that takes it. */
            bool good = fin == DAMERO_FINISHED_IGNORE
                            ? ok(damero_perft(variant, json_string_value(fen), (uint32_t)depth, dup, &nodes),
                                 "perft")
                            : ok(damero_perft_with(variant, json_string_value(fen), (uint32_t)depth, dup, fin, 1, 0,
                                                   NULL, NULL, NULL, &nodes),
                                 "perft_with");
            json_int_t want = json_integer_value(json_object_get(count, "nodes"));
            if (good && (json_int_t)nodes != want) {
                good = fail("expected %" JSON_INTEGER_FORMAT " nodes, got %" PRIu64, want, nodes);
            }
            report(case_id, good);
        }
    }
    json_decref(root);
}

static int by_name(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void run_case_file(const char *path, const char *name) {
    json_t *root = load_json(path);
    if (root == NULL) {
        report(name, false);
        return;
    }
    const json_t *cases = json_object_get(root, "cases");
    if (!json_is_array(cases)) {
        why[0] = '\0';
        fail("no \"cases\" array");
        report(name, false);
    }
    size_t i;
    json_t *c;
    json_array_foreach(cases, i, c) {
        const char *id = json_string_value(json_object_get(c, "id"));
        char fallback[512];
        if (id == NULL) {
            snprintf(fallback, sizeof fallback, "%s#%zu", name, i);
            id = fallback;
        }
        why[0] = '\0';
        bool good = json_is_object(c) ? run_case(c) : fail("not an object");
        report(id, good);
    }
    json_decref(root);
}

typedef struct {
    char **items;
    size_t len;
} name_list;

static void names_free(name_list *names) {
    for (size_t i = 0; i < names->len; i++) {
        free(names->items[i]);
    }
    free(names->items);
    names->items = NULL;
    names->len = 0;
}

/* The entries of a directory, sorted by name: the folders (`folders`) or the .json files. */
static bool list_dir(const char *path, bool folders, name_list *out) {
    out->items = NULL;
    out->len = 0;
    DIR *d = opendir(path);
    if (d == NULL) {
        why[0] = '\0';
        fail("cannot open %s: %s", path, strerror(errno));
        return false;
    }
    struct dirent *entry;
    while ((entry = readdir(d)) != NULL) {
        const char *name = entry->d_name;
        size_t len = strlen(name);
        bool wanted;
        if (folders) {
            char full[4096 + 512];
            struct stat st;
            snprintf(full, sizeof full, "%s/%s", path, name);
            wanted = name[0] != '.' && stat(full, &st) == 0 && S_ISDIR(st.st_mode);
        } else {
            wanted = len > 5 && strcmp(name + len - 5, ".json") == 0;
        }
        if (!wanted) {
            continue;
        }
        char **grown = realloc(out->items, (out->len + 1) * sizeof *out->items);
        if (grown == NULL) {
            break;
        }
        out->items = grown;
        out->items[out->len] = strdup(name);
        if (out->items[out->len] != NULL) {
            out->len++;
        }
    }
    closedir(d);
    if (out->len > 0) {
        qsort(out->items, out->len, sizeof *out->items, by_name);
    }
    return true;
}

static void run_cases(const char *dir, const char *family) {
    char path[4096 + 512];
    snprintf(path, sizeof path, "%s/%s/cases", dir, family);
    if (access(path, F_OK) != 0) {
        return; /* a family without cases yet */
    }
    name_list names;
    if (!list_dir(path, false, &names)) {
        char id[600];
        snprintf(id, sizeof id, "%s/cases/", family);
        report(id, false);
        return;
    }
    for (size_t i = 0; i < names.len; i++) {
        char file[4096 + 1024];
        snprintf(file, sizeof file, "%s/%s", path, names.items[i]);
        run_case_file(file, names.items[i]);
    }
    names_free(&names);
}

/* ---- files/cases.json: game files ---------------------------------------------------------- */

/* The format of conformance/files/cases.json this runner reads. */
#define FILES_FORMAT 1

/* The record's text calls: without an index (result, write), with one (a tag), with a node and
 * an index (comments, commands). Exactly one is set. */
typedef struct {
    damero_status (*f0)(const damero_record *, char *, size_t, size_t *);
    damero_status (*f1)(const damero_record *, size_t, char *, size_t, size_t *);
    damero_status (*f2)(const damero_record *, size_t, size_t, char *, size_t, size_t *);
} record_text_fn;

static damero_status call_record_text(const damero_record *r, record_text_fn fn, size_t a, size_t b,
                                      char *buf, size_t len, size_t *needed) {
    if (fn.f0 != NULL) {
        return fn.f0(r, buf, len, needed);
    }
    if (fn.f1 != NULL) {
        return fn.f1(r, a, buf, len, needed);
    }
    return fn.f2(r, a, b, buf, len, needed);
}

/* A text of the record in a new malloc'd string, asked for its size first; NULL after fail(),
 * or with *status set (when `status` is not NULL) if the library refused it. */
static char *record_text(const damero_record *r, record_text_fn fn, size_t a, size_t b,
                         damero_status *status, const char *what) {
    size_t needed = 0;
    damero_status st = call_record_text(r, fn, a, b, NULL, 0, &needed);
    if (status != NULL) {
        *status = st;
        if (st != DAMERO_BUFFER_TOO_SMALL) {
            return NULL;
        }
    }
    if (st != DAMERO_BUFFER_TOO_SMALL) {
        fail("%s: asking for the size gave %s: %s", what, code_of(st), damero_last_error_message());
        return NULL;
    }
    char *buf = malloc(needed);
    if (buf == NULL) {
        fail("out of memory");
        return NULL;
    }
    size_t again = 0;
    if (!ok(call_record_text(r, fn, a, b, buf, needed, &again), what)) {
        free(buf);
        return NULL;
    }
    if (status != NULL) {
        *status = DAMERO_OK;
    }
    if (again != needed || strlen(buf) + 1 != needed) {
        fail("%s: sizes disagree (%zu, %zu, %zu)", what, needed, again, strlen(buf) + 1);
        free(buf);
        return NULL;
    }
    return buf;
}

/* The text must be the expected string. */
static bool record_text_is(const damero_record *r, record_text_fn fn, size_t a, size_t b,
                           const json_t *want, const char *what) {
    char *text = record_text(r, fn, a, b, NULL, what);
    bool good = text != NULL && json_str_is(want, text, what);
    free(text);
    return good;
}

/* The count a call wrote (read through `count` once the call, an argument, has run). */
static bool count_is(damero_status st, const size_t *count, const json_t *want, const char *what) {
    if (!ok(st, what)) {
        return false;
    }
    size_t expected = want == NULL ? 0 : json_array_size(want);
    if (want != NULL && !json_is_array(want)) {
        return fail("%s: expected value is not an array", what);
    }
    return *count == expected || fail("%s: expected %zu, got %zu", what, expected, *count);
}

/* The record's errors or warnings: [{line, column, message}, ...]. */
typedef damero_status (*problem_fn)(const damero_record *, size_t, uint32_t *, uint32_t *, char *,
                                    size_t, size_t *);

static bool problems_are(const damero_record *r, damero_status (*count_fn)(const damero_record *, size_t *),
                         problem_fn at, const json_t *want, const char *what) {
    size_t count = 0;
    if (!count_is(count_fn(r, &count), &count, want, what)) {
        return false;
    }
    for (size_t i = 0; i < count; i++) {
        const json_t *p = json_array_get(want, i);
        char item[96];
        snprintf(item, sizeof item, "%s[%zu]", what, i);
        size_t needed = 0;
        uint32_t line = 0, column = 0;
        if (at(r, i, &line, &column, NULL, 0, &needed) != DAMERO_BUFFER_TOO_SMALL) {
            return fail("%s: asking for the size did not give buffer_too_small", item);
        }
        char *message = malloc(needed);
        if (message == NULL) {
            return fail("out of memory");
        }
        bool good = ok(at(r, i, &line, &column, message, needed, &needed), item) &&
                    json_int_is(json_object_get(p, "line"), line, item) &&
                    json_int_is(json_object_get(p, "column"), column, item) &&
                    json_str_is(json_object_get(p, "message"), message, item);
        free(message);
        if (!good) {
            return false;
        }
    }
    return true;
}

/* A node of the tree and everything below it, as the case writes it (empty fields left out). */
static bool node_is(const damero_record *r, size_t node, const json_t *want, const char *where) {
    static const char *const keys[] = {"move",     "comments_before", "comments", "nags",
                                       "commands", "children",        NULL};
    char what[256];
    if (!json_is_object(want) || !only_keys(want, keys, where)) {
        return fail("%s: not a node object", where);
    }
    const json_t *move = json_object_get(want, "move");
    damero_move m;
    damero_status st = damero_record_node_move(r, node, &m);
    snprintf(what, sizeof what, "%s.move", where);
    if (move == NULL) {
        if (st != DAMERO_INVALID_ARGUMENT) {
            return fail("%s: the node has a move (%s), the case none", what, code_of(st));
        }
    } else if (!ok(st, what) || !json_str_is(move, m.notation, what)) {
        return false;
    }
    /* Comments after and before the move. */
    struct {
        const char *key;
        damero_status (*count)(const damero_record *, size_t, size_t *);
        record_text_fn text;
    } comments[] = {
        {"comments", damero_record_node_comment_count, {NULL, NULL, damero_record_node_comment}},
        {"comments_before", damero_record_node_starting_comment_count,
         {NULL, NULL, damero_record_node_starting_comment}},
    };
    for (size_t k = 0; k < sizeof comments / sizeof comments[0]; k++) {
        const json_t *list = json_object_get(want, comments[k].key);
        size_t count = 0;
        snprintf(what, sizeof what, "%s.%s", where, comments[k].key);
        if (!count_is(comments[k].count(r, node, &count), &count, list, what)) {
            return false;
        }
        for (size_t i = 0; i < count; i++) {
            if (!record_text_is(r, comments[k].text, node, i, json_array_get(list, i), what)) {
                return false;
            }
        }
    }
    /* NAGs. */
    const json_t *nags = json_object_get(want, "nags");
    uint16_t got[64];
    size_t len = 0;
    snprintf(what, sizeof what, "%s.nags", where);
    if (!count_is(damero_record_node_nags(r, node, got, 64, &len), &len, nags, what)) {
        return false;
    }
    for (size_t i = 0; i < len; i++) {
        if (!json_int_is(json_array_get(nags, i), got[i], what)) {
            return false;
        }
    }
    /* Commands: [name, arguments] pairs. */
    const json_t *commands = json_object_get(want, "commands");
    size_t count = 0;
    snprintf(what, sizeof what, "%s.commands", where);
    if (!count_is(damero_record_node_command_count(r, node, &count), &count, commands, what)) {
        return false;
    }
    for (size_t i = 0; i < count; i++) {
        const json_t *pair = json_array_get(commands, i);
        if (!record_text_is(r, (record_text_fn){NULL, NULL, damero_record_node_command_name}, node, i,
                            json_array_get(pair, 0), what) ||
            !record_text_is(r, (record_text_fn){NULL, NULL, damero_record_node_command_args}, node, i,
                            json_array_get(pair, 1), what)) {
            return false;
        }
    }
    /* Children, each of which follows this node. */
    const json_t *children = json_object_get(want, "children");
    snprintf(what, sizeof what, "%s.children", where);
    if (!count_is(damero_record_node_child_count(r, node, &count), &count, children, what)) {
        return false;
    }
    for (size_t i = 0; i < count; i++) {
        size_t child = 0, parent = 0;
        snprintf(what, sizeof what, "%.200s/%zu", where, i);
        if (!ok(damero_record_node_child(r, node, i, &child), what) ||
            !ok(damero_record_node_parent(r, child, &parent), what)) {
            return false;
        }
        if (parent != node) {
            return fail("%s: the parent of node %zu is %zu, not %zu", what, child, parent, node);
        }
        if (!node_is(r, child, json_array_get(children, i), what)) {
            return false;
        }
    }
    return true;
}

/* The FEN at the end of the main line, or null when the record has no game. */
static bool end_fen_is(const damero_record *r, const json_t *want, const char *what) {
    damero_game *game = NULL;
    damero_status st = damero_record_mainline_game(r, &game);
    if (json_is_null(want)) {
        if (st == DAMERO_OK) {
            damero_game_free(game);
        }
        return st == DAMERO_INVALID_GAME_FILE ||
               fail("%s: expected no game, damero_record_mainline_game gave %s", what, code_of(st));
    }
    if (!ok(st, what)) {
        return false;
    }
    char *fen = text_of(game, damero_game_fen, what);
    bool good = fen != NULL && json_str_is(want, fen, what);
    free(fen);
    damero_game_free(game);
    return good;
}

/* The text written back, or null when the record cannot be written. */
static bool written_is(const damero_record *r, const json_t *want, char **out, const char *what) {
    damero_status st = DAMERO_OK;
    char *text = record_text(r, (record_text_fn){damero_record_write, NULL, NULL}, 0, 0, &st, what);
    *out = NULL;
    if (json_is_null(want)) {
        free(text);
        return st != DAMERO_OK || fail("%s: expected nothing written", what);
    }
    if (text == NULL) {
        return st == DAMERO_OK ? false : fail("%s: %s: %s", what, code_of(st), damero_last_error_message());
    }
    if (!json_str_is(want, text, what)) {
        free(text);
        return false;
    }
    *out = text;
    return true;
}

/* The main line, move by move, and its nodes (the first child of the one before). */
static bool mainline_is(const damero_record *r, const json_t *want, const char *what) {
    size_t count = 0;
    if (!count_is(damero_record_mainline_count(r, &count), &count, want, what)) {
        return false;
    }
    size_t at = 0;
    for (size_t i = 0; i < count; i++) {
        damero_move m;
        size_t node = 0, first = 0;
        if (!ok(damero_record_mainline_move(r, i, &m), what) ||
            !json_str_is(json_array_get(want, i), m.notation, what) ||
            !ok(damero_record_mainline_node(r, i, &node), what) ||
            !ok(damero_record_node_child(r, at, 0, &first), what)) {
            return false;
        }
        if (node != first) {
            return fail("%s: move %zu is node %zu, the first child of node %zu is %zu", what, i, node, at, first);
        }
        at = node;
    }
    return true;
}

/* Everything a case records of one game read: the record against `want`. `*written` is the text
 * written back (free it), NULL when there is none. */
static bool record_is(const damero_record *r, const json_t *want, char **written, const char *where) {
    static const char *const keys[] = {"line",  "headers", "variant", "result",   "mainline", "tree",
                                       "fen",   "errors",  "warnings", "written", NULL};
    char what[256];
    *written = NULL;
    if (!json_is_object(want) || !only_keys(want, keys, where)) {
        return fail("%s: not a game object", where);
    }
    uint32_t line = 0;
    snprintf(what, sizeof what, "%s.line", where);
    if (!ok(damero_record_line(r, &line), what) || !json_int_is(json_object_get(want, "line"), line, what)) {
        return false;
    }
    const json_t *headers = json_object_get(want, "headers");
    size_t count = 0;
    snprintf(what, sizeof what, "%s.headers", where);
    if (!count_is(damero_record_header_count(r, &count), &count, headers, what)) {
        return false;
    }
    for (size_t i = 0; i < count; i++) {
        const json_t *pair = json_array_get(headers, i);
        if (!record_text_is(r, (record_text_fn){NULL, damero_record_header_name, NULL}, i, 0,
                            json_array_get(pair, 0), what) ||
            !record_text_is(r, (record_text_fn){NULL, damero_record_header_value, NULL}, i, 0,
                            json_array_get(pair, 1), what)) {
            return false;
        }
    }
    snprintf(what, sizeof what, "%s.variant", where);
    if (!json_name_is(json_object_get(want, "variant"), damero_record_variant(r), what)) {
        return false;
    }
    snprintf(what, sizeof what, "%s.result", where);
    char *result = record_text(r, (record_text_fn){damero_record_result, NULL, NULL}, 0, 0, NULL, what);
    const json_t *want_result = json_object_get(want, "result");
    bool good = result != NULL && (json_is_null(want_result)
                                       ? (result[0] == '\0' || fail("%s: expected none, got %s", what, result))
                                       : json_str_is(want_result, result, what));
    free(result);
    if (!good) {
        return false;
    }
    snprintf(what, sizeof what, "%s.mainline", where);
    if (!mainline_is(r, json_object_get(want, "mainline"), what)) {
        return false;
    }
    size_t nodes = 0;
    snprintf(what, sizeof what, "%s.tree", where);
    if (!ok(damero_record_node_count(r, &nodes), what) || !node_is(r, 0, json_object_get(want, "tree"), what)) {
        return false;
    }
    size_t root_parent = 0;
    if (!ok(damero_record_node_parent(r, 0, &root_parent), what)) {
        return false;
    }
    if (root_parent != DAMERO_NO_NODE) {
        return fail("%s: the root's parent is %zu, not DAMERO_NO_NODE", what, root_parent);
    }
    snprintf(what, sizeof what, "%s.fen", where);
    if (!end_fen_is(r, json_object_get(want, "fen"), what)) {
        return false;
    }
    snprintf(what, sizeof what, "%s.errors", where);
    if (!problems_are(r, damero_record_error_count, damero_record_error, json_object_get(want, "errors"), what)) {
        return false;
    }
    snprintf(what, sizeof what, "%s.warnings", where);
    if (!problems_are(r, damero_record_warning_count, damero_record_warning, json_object_get(want, "warnings"),
                      what)) {
        return false;
    }
    snprintf(what, sizeof what, "%s.written", where);
    return written_is(r, json_object_get(want, "written"), written, what);
}

/* A reader of `len` bytes of text, with the case's variant and strictness. */
static bool open_reader(const char *text, size_t len, const json_t *read, damero_reader **out) {
    const json_t *variant = json_object_get(read, "variant");
    const json_t *strict = json_object_get(read, "strict");
    const char *name = NULL;
    if (variant != NULL && !c_string(variant, &name, "read.variant")) {
        return false;
    }
    if (strict != NULL && !json_is_boolean(strict)) {
        return fail("read.strict: not a boolean");
    }
    return ok(damero_reader_new_buffer(text, len, name, strict != NULL && json_is_true(strict), out),
              "damero_reader_new_buffer");
}

/* The next item of the reader must be the end. */
static bool reader_done(damero_reader *reader, const char *what) {
    damero_record *record = NULL;
    bool done = false;
    if (!ok(damero_reader_next(reader, &record, &done), what)) {
        return false;
    }
    if (!done || record != NULL) {
        damero_record_free(record);
        return fail("%s: more games than the case lists", what);
    }
    return true;
}

/* A strict read's refusal: the status, the position and the message "line L, column C: ...". */
static bool refusal_is(damero_reader *reader, damero_status st, const json_t *want, const char *what) {
    const char *code = json_string_value(json_object_get(want, "code"));
    if (code == NULL || st == DAMERO_OK || strcmp(code, code_of(st)) != 0) {
        return fail("%s: expected error %s, got %s", what, code ? code : "(none)", code_of(st));
    }
    char message[4096];
    snprintf(message, sizeof message, "%s", damero_last_error_message());
    uint32_t line = 0, column = 0;
    if (!ok(damero_reader_error_position(reader, &line, &column), what) ||
        !json_int_is(json_object_get(want, "line"), line, what) ||
        !json_int_is(json_object_get(want, "column"), column, what)) {
        return false;
    }
    const char *text = json_string_value(json_object_get(want, "message"));
    char expected[4096];
    snprintf(expected, sizeof expected, "line %u, column %u: %s", line, column, text ? text : "");
    return strcmp(expected, message) == 0 || fail("%s: message \"%s\", expected \"%s\"", what, message, expected);
}

/* The written text read back with the same options gives one game with the same main line,
 * tree, end position and written text. */
static bool reads_back(const char *written, const json_t *read, const json_t *want, const char *what) {
    damero_reader *reader = NULL;
    if (!open_reader(written, strlen(written), read, &reader)) {
        return false;
    }
    damero_record *record = NULL;
    bool done = true;
    bool good = ok(damero_reader_next(reader, &record, &done), what) &&
                (!done || fail("%s: no game read back from\n%s", what, written));
    if (good) {
        char *again = NULL;
        char where[256];
        snprintf(where, sizeof where, "%s (read back)", what);
        good = mainline_is(record, json_object_get(want, "mainline"), where) &&
               node_is(record, 0, json_object_get(want, "tree"), where) &&
               end_fen_is(record, json_object_get(want, "fen"), where) &&
               written_is(record, json_object_get(want, "written"), &again, where) &&
               reader_done(reader, where);
        free(again);
    }
    damero_record_free(record);
    damero_reader_free(reader);
    return good;
}

static bool run_read_case(const json_t *read, const json_t *games) {
    static const char *const keys[] = {"text", "variant", "strict", NULL};
    if (!json_is_object(read) || !only_keys(read, keys, "read")) {
        return fail("read: not an object");
    }
    const json_t *text = json_object_get(read, "text");
    if (!json_is_string(text) || !json_is_array(games)) {
        return fail("read.text or games missing");
    }
    damero_reader *reader = NULL;
    if (!open_reader(json_string_value(text), json_string_length(text), read, &reader)) {
        return false;
    }
    bool good = true;
    for (size_t i = 0; good && i < json_array_size(games); i++) {
        const json_t *want = json_array_get(games, i);
        char what[64];
        snprintf(what, sizeof what, "games[%zu]", i);
        damero_record *record = NULL;
        bool done = false;
        damero_status st = damero_reader_next(reader, &record, &done);
        const json_t *error = json_object_get(want, "error");
        if (error != NULL) {
            good = refusal_is(reader, st, error, what);
            continue;
        }
        if (!ok(st, what)) {
            good = false;
        } else if (done) {
            good = fail("%s: the reader ended before it", what);
        } else {
            char *written = NULL;
            good = record_is(record, want, &written, what) &&
                   (written == NULL || reads_back(written, read, want, what));
            free(written);
        }
        damero_record_free(record);
    }
    good = good && reader_done(reader, "the end");
    /* Every later call says the end again. */
    good = good && reader_done(reader, "after the end");
    damero_reader_free(reader);
    return good;
}

/* A write case: the game played (variant, fen, moves, resign), written with the case's tags. */
static bool run_write_case(const json_t *write, const json_t *want) {
    static const char *const keys[] = {"variant", "fen", "moves", "resign", "headers", NULL};
    if (!json_is_object(write) || !only_keys(write, keys, "write")) {
        return fail("write: not an object");
    }
    const char *variant = NULL, *fen = NULL, *moves_text = NULL;
    const json_t *f = json_object_get(write, "fen");
    const json_t *m = json_object_get(write, "moves");
    if (!c_string(json_object_get(write, "variant"), &variant, "write.variant") ||
        (f != NULL && !c_string(f, &fen, "write.fen")) || (m != NULL && !c_string(m, &moves_text, "write.moves"))) {
        return false;
    }
    damero_game *game = NULL;
    if (!ok(fen != NULL ? damero_game_from_fen(variant, fen, NULL, &game) : damero_game_new(variant, NULL, &game),
            "the game")) {
        return false;
    }
    bool good = moves_text == NULL || ok(damero_game_play_moves(game, moves_text, NULL, 0, NULL), "its moves");
    const json_t *resign = json_object_get(write, "resign");
    good = good && (resign == NULL || ok(damero_game_resign(game, side_value(resign)), "resign"));
    const json_t *headers = json_object_get(write, "headers");
    size_t count = json_array_size(headers);
    const char *names[64], *values[64];
    if (good && (count > 64 || (headers != NULL && !json_is_array(headers)))) {
        good = fail("write.headers: not a list of at most 64 pairs");
    }
    for (size_t i = 0; good && i < count; i++) {
        const json_t *pair = json_array_get(headers, i);
        good = c_string(json_array_get(pair, 0), &names[i], "write.headers") &&
               c_string(json_array_get(pair, 1), &values[i], "write.headers");
    }
    char *text = NULL;
    if (good) {
        size_t needed = 0;
        damero_status st = damero_game_write_file(game, names, values, count, NULL, 0, &needed);
        good = st == DAMERO_BUFFER_TOO_SMALL || fail("asking for the size gave %s", code_of(st));
        text = good ? malloc(needed) : NULL;
        good = good && (text != NULL || fail("out of memory")) &&
               ok(damero_game_write_file(game, names, values, count, text, needed, &needed), "damero_game_write_file") &&
               json_str_is(want, text, "written");
    }
    /* Read back, it ends where the game is. */
    if (good) {
        damero_reader *reader = NULL;
        damero_record *record = NULL;
        damero_game *back = NULL;
        bool done = true;
        good = ok(damero_reader_new_buffer(text, strlen(text), NULL, false, &reader), "reading back") &&
               ok(damero_reader_next(reader, &record, &done), "reading back") &&
               (!done || fail("no game read back")) &&
               ok(damero_record_mainline_game(record, &back), "the game read back");
        char *a = good ? text_of(game, damero_game_fen, "fen") : NULL;
        char *b = good ? text_of(back, damero_game_fen, "fen read back") : NULL;
        good = good && a != NULL && b != NULL &&
               (strcmp(a, b) == 0 || fail("read back, the game ends at %s, not %s", b, a)) &&
               reader_done(reader, "reading back");
        free(a);
        free(b);
        damero_game_free(back);
        damero_record_free(record);
        damero_reader_free(reader);
    }
    free(text);
    damero_game_free(game);
    return good;
}

static void run_files(const char *dir) {
    char path[4096 + 64];
    snprintf(path, sizeof path, "%s/files/cases.json", dir);
    if (access(path, F_OK) != 0) {
        return;
    }
    json_error_t error;
    json_t *root = json_load_file(path, JSON_ALLOW_NUL, &error);
    why[0] = '\0';
    const json_t *format = json_object_get(root, "format");
    const json_t *cases = json_object_get(root, "cases");
    if (root == NULL || !json_is_integer(format) || json_integer_value(format) != FILES_FORMAT ||
        !json_is_array(cases)) {
        if (root == NULL) {
            fail("%s:%d: %s", path, error.line, error.text);
        } else {
            fail("%s: not format %d with a \"cases\" array", path, FILES_FORMAT);
        }
        report("files/cases.json", false);
        json_decref(root);
        return;
    }
    static const char *const keys[] = {"id", "about", "read", "games", "write", "written", NULL};
    size_t i;
    json_t *c;
    json_array_foreach(cases, i, c) {
        const char *id = json_string_value(json_object_get(c, "id"));
        char fallback[64];
        if (id == NULL) {
            snprintf(fallback, sizeof fallback, "files#%zu", i);
            id = fallback;
        }
        why[0] = '\0';
        bool good;
        if (!json_is_object(c) || !only_keys(c, keys, "case")) {
            good = fail("not a case object");
        } else if (json_object_get(c, "read") != NULL) {
            good = run_read_case(json_object_get(c, "read"), json_object_get(c, "games"));
        } else if (json_object_get(c, "write") != NULL) {
            good = run_write_case(json_object_get(c, "write"), json_object_get(c, "written"));
        } else {
            good = fail("a case reads or writes");
        }
        report(id, good);
    }
    json_decref(root);
}

/* ---- variants.json ------------------------------------------------------------------------ */

/* A text of a variant (option keys, default options) into `buf`. */
typedef damero_status (*variant_text_fn)(const char *, char *, size_t, size_t *);

static bool variant_text(variant_text_fn fn, const char *variant, char *buf, size_t len,
                         const char *what) {
    size_t needed = 0;
    return ok(fn(variant, buf, len, &needed), what);
}

/* The geometry of a variant's default board and the board of a new game of it with its default
 * options agree, field by field. */
static bool same_geometry(const damero_geometry *a, const damero_geometry *b) {
    return a->rows == b->rows && a->columns == b->columns && a->squares == b->squares &&
           a->first_square == b->first_square && a->last_square == b->last_square &&
           a->numbering == b->numbering && a->labels == b->labels && a->shading == b->shading &&
           a->drops == b->drops;
}

/* The same square through the square functions of a game of the variant (its default board):
 * name, name back, coordinates and square at them. A family not in this build has no games. */
static bool check_game_square(const char *variant, long long square, const char *name, uint8_t row,
                              uint8_t column, const char *what) {
    damero_game *game = NULL;
    damero_status st = damero_game_new(variant, NULL, &game);
    if (st == DAMERO_UNKNOWN_VARIANT) {
        return true; /* checked against the family's availability in check_variant */
    }
    if (!ok(st, what)) {
        return false;
    }
    char text[64];
    size_t needed = 0;
    uint8_t back = 0, r = 0, c = 0, at = 0;
    bool good = ok(damero_game_square_name(game, square, text, sizeof text, &needed), what) &&
                (strcmp(text, name) == 0 || fail("%s: the game names it %s", what, text)) &&
                ok(damero_game_square_from_name(game, name, &back), what) &&
                (back == square || fail("%s: the game's square of %s is %u", what, name, back)) &&
                ok(damero_game_coordinates(game, square, &r, &c), what) &&
                ((r == row && c == column) || fail("%s: the game puts it at %u, %u", what, r, c)) &&
                ok(damero_game_square_at(game, row, column, &at), what) &&
                (at == square || fail("%s: the game has square %u there", what, at));
    damero_game_free(game);
    return good;
}

static bool check_variant(const json_t *want, size_t index) {
    static const char *const keys[] = {"name",      "family",       "rows",        "columns",
                                       "squares",   "first_square", "numbering",   "labels",
                                       "shading",   "drops",        "option_keys", "default_options",
                                       "square_names", NULL};
    const char *name = json_string_value(json_object_get(want, "name"));
    if (!json_is_object(want) || name == NULL || !only_keys(want, keys, "variant")) {
        return fail("variant %zu: not an object with a name", index);
    }
    if (!json_name_is(json_object_get(want, "name"), damero_variant_name(index), "name (in order)")) {
        return false;
    }
    damero_family family = (damero_family)UINT32_MAX;
    damero_geometry g;
    uint8_t first = 0;
    if (!ok(damero_variant_family(name, &family), "family") ||
        !ok(damero_variant_geometry(name, &g), "geometry") ||
        !ok(damero_variant_first_square(name, &first), "first_square")) {
        return false;
    }
    const json_t *v;
    if ((v = json_object_get(want, "family")) && !json_name_is(v, damero_family_name(family), "family")) {
        return false;
    }
    if (((v = json_object_get(want, "rows")) && !json_int_is(v, g.rows, "rows")) ||
        ((v = json_object_get(want, "columns")) && !json_int_is(v, g.columns, "columns")) ||
        ((v = json_object_get(want, "squares")) && !json_int_is(v, g.squares, "squares")) ||
        ((v = json_object_get(want, "first_square")) && !json_int_is(v, first, "first_square")) ||
        ((v = json_object_get(want, "numbering")) &&
         !json_name_is(v, damero_numbering_code(g.numbering), "numbering")) ||
        ((v = json_object_get(want, "labels")) && !json_name_is(v, damero_labels_code(g.labels), "labels")) ||
        ((v = json_object_get(want, "shading")) &&
         !json_name_is(v, damero_shading_code(g.shading), "shading")) ||
        ((v = json_object_get(want, "drops")) && !json_bool_is(v, g.drops, "drops"))) {
        return false;
    }
    if (g.first_square != first) {
        return fail("geometry.first_square %u, damero_variant_first_square %u", g.first_square, first);
    }
    if (g.last_square != g.first_square + g.squares - 1 || g.last_square >= DAMERO_NO_SQUARE ||
        g.squares > DAMERO_MAX_SQUARES) {
        return fail("geometry: squares %u from %u to %u do not fit DAMERO_NO_SQUARE, DAMERO_MAX_SQUARES",
                    g.squares, g.first_square, g.last_square);
    }
    /* A game of the variant with its default options is played on that board (a family not in
     * this build has no games, and says so). */
    damero_game *game = NULL;
    damero_status st = damero_game_new(name, NULL, &game);
    if (st == DAMERO_UNKNOWN_VARIANT && !damero_family_is_available(family)) {
        game = NULL;
    } else if (!ok(st, "a game of the variant")) {
        return false;
    }
    if (game != NULL) {
        damero_geometry played;
        uint8_t game_first = 0;
        bool good = ok(damero_game_geometry(game, &played), "game geometry") &&
                    ok(damero_game_first_square(game, &game_first), "game first_square") &&
                    (same_geometry(&g, &played) || fail("the game's board differs from the variant's")) &&
                    (game_first == first || fail("game first_square %u, variant %u", game_first, first));
        damero_game_free(game);
        if (!good) {
            return false;
        }
    }
    char text[1024];
    if ((v = json_object_get(want, "option_keys"))) {
        if (!variant_text(damero_variant_option_keys, name, text, sizeof text, "option_keys")) {
            return false;
        }
        char joined[1024] = "";
        size_t i;
        json_t *key;
        json_array_foreach(v, i, key) {
            if (!json_is_string(key)) {
                return fail("option_keys: not a list of strings");
            }
            snprintf(joined + strlen(joined), sizeof joined - strlen(joined), "%s%s", i ? "," : "",
                     json_string_value(key));
        }
        if (!json_is_array(v) || strcmp(joined, text) != 0) {
            return fail("option_keys: expected %s, got %s", joined, text);
        }
    }
    if ((v = json_object_get(want, "default_options"))) {
        if (!json_is_object(v)) {
            return fail("default_options: not an object");
        }
        if (!variant_text(damero_variant_default_options, name, text, sizeof text, "default_options")) {
            return false;
        }
        /* "key=value,key=value": every pair must be in the data, and nothing else. */
        size_t pairs = 0;
        char *rest = text;
        while (*rest != '\0') {
            char *pair = rest;
            size_t n = strcspn(rest, ",");
            rest += n + (rest[n] == ',');
            pair[n] = '\0';
            char *eq = strchr(pair, '=');
            if (eq == NULL) {
                return fail("default_options: \"%s\" is not key=value", pair);
            }
            *eq = '\0';
            const json_t *value = json_object_get(v, pair);
            if (value == NULL) {
                return fail("default_options: the library has %s=%s, the data does not", pair, eq + 1);
            }
            char what[128];
            snprintf(what, sizeof what, "default_options.%.64s", pair);
            if (!json_str_is(value, eq + 1, what)) {
                return false;
            }
            pairs++;
        }
        if (pairs != json_object_size(v)) {
            return fail("default_options: %zu in the data, %zu from the library", json_object_size(v), pairs);
        }
    }
    if ((v = json_object_get(want, "square_names"))) {
        if (!json_is_object(v)) {
            return fail("square_names: not an object");
        }
        const char *key;
        json_t *value;
        json_object_foreach((json_t *)v, key, value) {
            char *end = NULL;
            long long square = strtoll(key, &end, 10);
            char what[128];
            snprintf(what, sizeof what, "square_names.%s", key);
            if (end == key || *end != '\0' || !json_is_string(value)) {
                return fail("%s: not a square number and its name", what);
            }
            size_t needed = 0;
            if (!ok(damero_variant_square_name(name, square, text, sizeof text, &needed), what) ||
                !json_str_is(value, text, what)) {
                return false;
            }
            uint8_t back = 0, row = 0, column = 0, again = 0;
            if (!ok(damero_variant_square_from_name(name, json_string_value(value), &back), what)) {
                return false;
            }
            if (back != square) {
                return fail("%s: the square of %s is %u", what, json_string_value(value), back);
            }
            if (!ok(damero_variant_coordinates(name, square, &row, &column), what) ||
                !ok(damero_variant_square_at(name, row, column, &again), what)) {
                return false;
            }
            if (again != square) {
                return fail("%s: at row %u, column %u is square %u", what, row, column, again);
            }
            if (!check_game_square(name, square, json_string_value(value), row, column, what)) {
                return false;
            }
        }
    }
    return true;
}

/* conformance/fields.json lists the public fields of a move and a status, in order, for every
 * language: this runner compares exactly those (MOVE_KEYS, STATUS_KEYS), so a field added there
 * fails here until the runner (and the C structs it reads) carry it. */
static bool keys_are(const json_t *expected, const char *const *keys, const char *what) {
    if (!json_is_array(expected)) {
        return fail("fields.json: no \"%s\" list", what);
    }
    size_t n = 0;
    for (; keys[n] != NULL; n++) {
        const json_t *name = json_array_get(expected, n);
        if (!json_is_string(name) || strcmp(json_string_value(name), keys[n]) != 0) {
            return fail("fields.json: %s field %zu is %s, this runner compares %s there", what, n,
                        json_is_string(name) ? json_string_value(name) : "(none)", keys[n]);
        }
    }
    if (json_array_size(expected) != n) {
        return fail("fields.json: %zu %s fields, this runner compares %zu (the first missing: %s)",
                    json_array_size(expected), what, n,
                    json_string_value(json_array_get(expected, n)));
    }
    return true;
}

static void run_fields(const char *dir) {
    char path[4096 + 64];
    snprintf(path, sizeof path, "%s/fields.json", dir);
    json_error_t error;
    json_t *root = json_load_file(path, 0, &error);
    why[0] = '\0';
    bool good = root != NULL || fail("%s:%d: %s", path, error.line, error.text);
    good = good && keys_are(json_object_get(root, "move"), MOVE_KEYS, "move") &&
           keys_are(json_object_get(root, "status"), STATUS_KEYS, "status");
    report("fields.json", good);
    json_decref(root);
}

/* conformance/limits.json: the core's table of limits, which damero_limit_count and
 * damero_limit_at must give row by row and damero_limit by name. */
static void run_limits(const char *dir) {
    char path[4096 + 64];
    snprintf(path, sizeof path, "%s/limits.json", dir);
    json_error_t error;
    json_t *root = json_load_file(path, 0, &error);
    why[0] = '\0';
    const json_t *limits = json_object_get(root, "limits");
    bool good = root != NULL || fail("%s:%d: %s", path, error.line, error.text);
    good = good && (json_is_array(limits) || fail("limits.json: no \"limits\" array"));
    good = good && (json_array_size(limits) == damero_limit_count() ||
                    fail("limits.json: %zu limits, the library has %zu", json_array_size(limits),
                         damero_limit_count()));
    size_t i;
    json_t *want;
    json_array_foreach(limits, i, want) {
        if (!good) {
            break;
        }
        char what[64];
        snprintf(what, sizeof what, "limits[%zu]", i);
        damero_limit_info row;
        uint64_t value = 0;
        const json_t *v = json_object_get(want, "value");
        good = ok(damero_limit_at(i, &row), what) &&
               json_str_is(json_object_get(want, "name"), row.name, what) &&
               json_str_is(json_object_get(want, "unit"), row.unit, what) &&
               json_str_is(json_object_get(want, "what"), row.what, what) &&
               (json_is_integer(v) || fail("%s: value is not an integer", what)) &&
               ((uint64_t)json_integer_value(v) == row.value ||
                fail("%s: %s is %" PRIu64 ", the data says %" JSON_INTEGER_FORMAT, what, row.name,
                     row.value, json_integer_value(v))) &&
               ok(damero_limit(row.name, &value), what) &&
               (value == row.value || fail("%s: damero_limit(\"%s\") is %" PRIu64, what, row.name, value));
    }
    if (good) {
        damero_limit_info row;
        uint64_t value = 99;
        damero_status st = damero_limit_at(damero_limit_count(), &row);
        good = st == DAMERO_INVALID_ARGUMENT || fail("damero_limit_at past the table: %s", code_of(st));
        st = damero_limit("no_such_limit", &value);
        good = good && ((st == DAMERO_INVALID_ARGUMENT && value == 99) ||
                        fail("damero_limit of an unknown name: %s", code_of(st)));
    }
    report("limits.json", good);
    json_decref(root);
}

static void run_variants(const char *dir) {
    char path[4096 + 64];
    snprintf(path, sizeof path, "%s/variants.json", dir);
    json_t *root = load_json(path);
    if (root == NULL) {
        report("variants.json", false);
        return;
    }
    const json_t *variants = json_object_get(root, "variants");
    why[0] = '\0';
    bool good = json_is_array(variants) || fail("no \"variants\" array");
    good = good && (json_array_size(variants) == damero_variant_count() ||
                    fail("%zu variants in the data, %zu in the library", json_array_size(variants),
                         damero_variant_count()));
    report("variants.json", good);
    size_t i;
    json_t *want;
    json_array_foreach(variants, i, want) {
        const char *name = json_string_value(json_object_get(want, "name"));
        char id[256];
        snprintf(id, sizeof id, "variants/%s", name ? name : "?");
        why[0] = '\0';
        report(id, check_variant(want, i));
    }
    json_decref(root);
}

int main(int argc, char **argv) {
    const char *dir = NULL;
    long max_depth = 64;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--expected-failures") == 0 && i + 1 < argc) {
            if (!load_expected_failures(argv[++i])) {
                return 2;
            }
        } else if (strcmp(argv[i], "--max-perft-depth") == 0 && i + 1 < argc) {
            max_depth = strtol(argv[++i], NULL, 10);
        } else if (argv[i][0] != '-' && dir == NULL) {
            dir = argv[i];
        } else {
            dir = NULL;
            break;
        }
    }
    if (dir == NULL) {
        fprintf(stderr, "usage: conformance [--expected-failures FILE] [--max-perft-depth N] DIR\n");
        return 2;
    }
    run_fields(dir);
    run_limits(dir);
    run_variants(dir);
    name_list families;
    if (list_dir(dir, true, &families)) {
        for (size_t i = 0; i < families.len; i++) {
            run_perft(dir, families.items[i], max_depth);
            run_cases(dir, families.items[i]);
        }
        if (families.len == 0) {
            why[0] = '\0';
            fail("no family folder in %s", dir);
            report("families", false);
        }
        names_free(&families);
    } else {
        report("families", false);
    }
    run_files(dir);
    for (size_t i = 0; i < expected_failures.len; i++) {
        if (!expected_failures.seen[i]) {
            failed++;
            printf("FAIL %s: listed as an expected failure but there is no such case\n",
                   expected_failures.ids[i]);
        }
        free(expected_failures.ids[i]);
    }
    free(expected_failures.ids);
    free(expected_failures.seen);
    if (perft_left_out > 0) {
        printf("c-conformance: %d perft counts deeper than %ld plies not run\n", perft_left_out, max_depth);
    }
    printf("c-conformance: %d passed, %d failed, %d expected failures\n", passed, failed, expected);
    return failed == 0 ? 0 : 1;
}
