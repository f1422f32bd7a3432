/*
 * The thread-safety promises of the header, run under ThreadSanitizer by scripts/test-c (and
 * natively, and under AddressSanitizer):
 *   - separate games used from several threads at once: each thread plays, undoes, copies,
 *     writes and reads fragments and counts perft on a game of its own, and gets the same
 *     answers as one thread alone;
 *   - `const` calls on one shared game from several threads at once, starting from a game whose
 *     answers nobody has asked yet (the library computes its legal moves lazily), including
 *     perft with worker threads and a progress callback;
 *   - the functions without a game (perft, variants, names, codes) from every thread;
 *   - the last error message is per thread;
 *   - one game file's record read from several threads at once, and a reader handed on to
 *     another thread halfway through its file.
 * Every thread compares what it got with answers computed beforehand on other handles.
 */

#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include "check.h"

enum { PLAYERS = 6, READERS = 4, ROUNDS = 3, PLIES = 40 };

static pthread_barrier_t start_line; /* every thread starts at once */

/* Whether a name the library returned (NULL or a string) is `want`. */
static bool damero_strcmp_ok(const char *name, const char *want) { return name != NULL && strcmp(name, want) == 0; }

/* What one scripted game gives, on a handle of its own. */
typedef struct {
    char fragment[2048];
    char fen[256];
    uint64_t perft;
    size_t legal;
    char error[256];
} outcome;

/* Plays the first legal move PLIES times (or until the game ends), takes back five, plays the
 * last legal move instead, copies the game through a fragment and a clone, and fails once on
 * purpose. Returns false when a call that should succeed did not. */
static bool script(const char *variant, outcome *out) {
    damero_game *game = NULL;
    damero_move moves[128];
    size_t n = 0, needed = 0;
    bool good = damero_game_new(variant, NULL, &game) == DAMERO_OK;
    for (int ply = 0; good && ply < PLIES; ply++) {
        good = damero_game_legal_moves(game, moves, 128, &n) == DAMERO_OK;
        if (good && n == 0) {
            break;
        }
        good = good && damero_game_play_move(game, &moves[0], NULL) == DAMERO_OK;
    }
    for (int i = 0; good && i < 5; i++) {
        good = damero_game_undo(game, NULL) == DAMERO_OK;
    }
    good = good && damero_game_legal_moves(game, moves, 128, &n) == DAMERO_OK && n > 0 &&
           damero_game_play_path(game, moves[n - 1].path, moves[n - 1].path_len, NULL) == DAMERO_OK;
    damero_game *copy = NULL, *back = NULL;
    good = good && damero_game_to_fragment(game, out->fragment, sizeof out->fragment, &needed) == DAMERO_OK &&
           damero_game_from_fragment(out->fragment, &back) == DAMERO_OK &&
           damero_game_clone(back, &copy) == DAMERO_OK &&
           damero_game_fen(copy, out->fen, sizeof out->fen, &needed) == DAMERO_OK &&
           damero_game_perft(copy, 3, DAMERO_DUPLICATES_KEEP, &out->perft) == DAMERO_OK &&
           damero_game_legal_moves(copy, NULL, 0, &out->legal) == DAMERO_BUFFER_TOO_SMALL;
    /* A failure of this thread: the message names this variant's move. */
    good = good && damero_game_play(copy, "1-2", NULL) != DAMERO_OK;
    snprintf(out->error, sizeof out->error, "%s", damero_last_error_message());
    damero_game_free(back);
    damero_game_free(copy);
    damero_game_free(game);
    return good;
}

typedef struct {
    const char *variant;
    const outcome *expected;
    bool ok;
} player;

static void *play_own(void *arg) {
    player *p = arg;
    pthread_barrier_wait(&start_line);
    p->ok = true;
    for (int round = 0; round < ROUNDS && p->ok; round++) {
        outcome got;
        memset(&got, 0, sizeof got);
        p->ok = script(p->variant, &got) && strcmp(got.fragment, p->expected->fragment) == 0 &&
                strcmp(got.fen, p->expected->fen) == 0 && got.perft == p->expected->perft &&
                got.legal == p->expected->legal && strcmp(got.error, p->expected->error) == 0 &&
                strcmp(damero_last_error_message(), p->expected->error) == 0;
    }
    return NULL;
}

/* What the shared game answers, computed on another handle. */
typedef struct {
    damero_move legal[64];
    size_t legal_len;
    damero_move completions[64];
    size_t completions_len;
    uint8_t prefix[1];
    damero_game_state state;
    char fen[256], fragment[512], board_text[1024], options[256];
    damero_piece board[64];
    size_t board_len;
    damero_geometry geometry;
    char square_name[8];
    uint32_t move_number;
    uint64_t perft4;
    uint64_t variant_perft;
} answers;

static bool same_moves(const damero_move *a, const damero_move *b, size_t n) {
    for (size_t i = 0; i < n; i++) {
        if (strcmp(a[i].notation, b[i].notation) != 0 || a[i].kind != b[i].kind || a[i].path_len != b[i].path_len ||
            memcmp(a[i].path, b[i].path, a[i].path_len) != 0 || a[i].from != b[i].from || a[i].to != b[i].to ||
            a[i].target != b[i].target || a[i].captures_len != b[i].captures_len) {
            return false;
        }
    }
    return true;
}

/* Reads every answer of a game through `const` calls. */
static bool read_all(const damero_game *game, answers *a) {
    size_t needed = 0;
    return damero_game_legal_moves(game, a->legal, 64, &a->legal_len) == DAMERO_OK &&
           damero_game_completions(game, a->prefix, 1, a->completions, 64, &a->completions_len) == DAMERO_OK &&
           damero_game_status(game, &a->state) == DAMERO_OK &&
           damero_game_fen(game, a->fen, sizeof a->fen, &needed) == DAMERO_OK &&
           damero_game_to_fragment(game, a->fragment, sizeof a->fragment, &needed) == DAMERO_OK &&
           damero_game_board_text(game, a->board_text, sizeof a->board_text, &needed) == DAMERO_OK &&
           damero_game_options(game, a->options, sizeof a->options, &needed) == DAMERO_OK &&
           damero_game_board(game, a->board, 64, &a->board_len) == DAMERO_OK &&
           damero_game_geometry(game, &a->geometry) == DAMERO_OK &&
           damero_game_square_name(game, a->geometry.last_square, a->square_name, sizeof a->square_name,
                                   &needed) == DAMERO_OK &&
           damero_game_move_number(game, 3, &a->move_number) == DAMERO_OK &&
           damero_game_perft(game, 4, DAMERO_DUPLICATES_KEEP, &a->perft4) == DAMERO_OK;
}

static bool same_answers(const answers *a, const answers *b) {
    return a->legal_len == b->legal_len && same_moves(a->legal, b->legal, a->legal_len) &&
           a->completions_len == b->completions_len &&
           same_moves(a->completions, b->completions, a->completions_len) &&
           a->state.state == b->state.state && a->state.turn == b->state.turn &&
           a->state.must_capture_len == b->state.must_capture_len &&
           memcmp(a->state.must_capture, b->state.must_capture, a->state.must_capture_len) == 0 &&
           a->state.repetitions == b->state.repetitions && a->state.move_number == b->state.move_number &&
           a->state.checked_king == b->state.checked_king && a->state.must_pass == b->state.must_pass &&
           a->geometry.squares == b->geometry.squares && a->geometry.numbering == b->geometry.numbering &&
           strcmp(a->square_name, b->square_name) == 0 && a->move_number == b->move_number &&
           strcmp(a->fen, b->fen) == 0 &&
           strcmp(a->fragment, b->fragment) == 0 && strcmp(a->board_text, b->board_text) == 0 &&
           strcmp(a->options, b->options) == 0 && a->board_len == b->board_len &&
           memcmp(a->board, b->board, a->board_len * sizeof a->board[0]) == 0 && a->perft4 == b->perft4;
}

typedef struct {
    const damero_game *shared;
    const answers *expected;
    uint64_t sum;  /* of the progress reports of the last count */
    size_t calls;  /* progress reports of the last count */
    bool ok;
} reader;

/* A progress callback: it runs on the library's worker threads and reads the shared game too. */
static void progress(void *user_data, const damero_move *move, uint64_t nodes, size_t done, size_t total) {
    reader *r = user_data;
    damero_game_state s;
    r->ok = r->ok && move->kind == DAMERO_MOVE_KIND_TRAVEL && move->path_len >= 2 && done >= 1 && done <= total &&
            damero_game_status(r->shared, &s) == DAMERO_OK && s.turn == r->expected->state.turn;
    r->sum += nodes;
    r->calls++;
}

static void *read_shared(void *arg) {
    reader *r = arg;
    pthread_barrier_wait(&start_line);
    r->ok = true;
    for (int round = 0; round < ROUNDS && r->ok; round++) {
        answers got;
        memset(&got, 0, sizeof got);
        got.prefix[0] = r->expected->prefix[0];
        r->ok = read_all(r->shared, &got) && same_answers(&got, r->expected);
        /* Perft on worker threads of the library, reporting to this thread's tally. */
        uint64_t nodes = 0;
        r->sum = 0;
        r->calls = 0;
        r->ok = r->ok &&
                damero_game_perft_with(r->shared, 5, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 2, 0, progress,
                                       r, NULL, &nodes) == DAMERO_OK;
        r->ok = r->ok && r->calls == r->expected->legal_len && r->sum == nodes;
        /* A copy made here is this thread's own. */
        damero_game *copy = NULL;
        r->ok = r->ok && damero_game_clone(r->shared, &copy) == DAMERO_OK &&
                damero_game_play_move(copy, &r->expected->legal[0], NULL) == DAMERO_OK &&
                damero_game_undo(copy, NULL) == DAMERO_OK;
        damero_game_free(copy);
        /* Functions without a game. */
        damero_geometry g;
        char name[8];
        size_t needed = 0;
        r->ok = r->ok && damero_perft_with("international", NULL, 4, DAMERO_DUPLICATES_KEEP,
                                           DAMERO_FINISHED_IGNORE, 0, 0, NULL, NULL, NULL, &nodes) == DAMERO_OK &&
                nodes == r->expected->variant_perft &&
                damero_variant_geometry("international", &g) == DAMERO_OK && g.squares == 50 &&
                strcmp(damero_numbering_code(g.numbering), "pdn") == 0 &&
                damero_variant_square_name("english", 1, name, sizeof name, &needed) == DAMERO_OK &&
                strcmp(name, "b8") == 0 && strcmp(damero_status_code(DAMERO_STOPPED), "stopped") == 0;
    }
    return NULL;
}

/* ---- game files: one record read from several threads, a reader handed to another ------ */

static const char GAME_FILE[] = "[Event \"Club\"]\n\n1. e4 e5 (1... c5 {Sicilian}) 2. Nf3 Nc6 *\n\n"
                                "[GameType \"21\"]\n\n1. 11-15 23-19 *\n";

/* What a thread reads of a record: its written text, its end position, the comment of the
 * variation, and its main line's last move. */
typedef struct {
    char written[1024];
    char fen[256];
    char comment[64];
    char last[DAMERO_MAX_NOTATION];
} record_answers;

static bool read_record(const damero_record *record, record_answers *a) {
    size_t needed = 0, moves = 0, e4 = 0, c5 = 0;
    damero_move last;
    damero_game *game = NULL;
    bool good = damero_record_write(record, a->written, sizeof a->written, &needed) == DAMERO_OK &&
                damero_record_mainline_count(record, &moves) == DAMERO_OK && moves > 0 &&
                damero_record_mainline_move(record, moves - 1, &last) == DAMERO_OK &&
                damero_record_mainline_node(record, 0, &e4) == DAMERO_OK &&
                damero_record_node_child(record, e4, 1, &c5) == DAMERO_OK &&
                damero_record_node_comment(record, c5, 0, a->comment, sizeof a->comment, &needed) == DAMERO_OK &&
                damero_record_mainline_game(record, &game) == DAMERO_OK &&
                damero_game_fen(game, a->fen, sizeof a->fen, &needed) == DAMERO_OK;
    if (good) {
        snprintf(a->last, sizeof a->last, "%s", last.notation);
    }
    damero_game_free(game);
    return good;
}

typedef struct {
    const damero_record *shared;
    const record_answers *expected;
    bool ok;
} record_reader;

static void *read_shared_record(void *arg) {
    record_reader *r = arg;
    pthread_barrier_wait(&start_line);
    r->ok = true;
    for (int round = 0; r->ok && round < ROUNDS * 4; round++) {
        record_answers got;
        memset(&got, 0, sizeof got);
        r->ok = read_record(r->shared, &got) && memcmp(&got, r->expected, sizeof got) == 0;
    }
    return NULL;
}

/* Reads the rest of a reader made on another thread: the second game's main line. */
static void *finish_reader(void *arg) {
    damero_reader *reader = arg;
    damero_record *record = NULL;
    bool done = true;
    size_t moves = 0;
    bool good = damero_reader_next(reader, &record, &done) == DAMERO_OK && !done &&
                damero_record_mainline_count(record, &moves) == DAMERO_OK && moves == 2 &&
                damero_strcmp_ok(damero_record_variant(record), "english");
    damero_record_free(record);
    good = good && damero_reader_next(reader, &record, &done) == DAMERO_OK && done;
    return good ? reader : NULL;
}

static void game_files(void) {
    damero_reader *reader = NULL;
    damero_record *shared = NULL, *reference = NULL;
    bool done = true;
    CHECK_OK(damero_reader_new_buffer(GAME_FILE, sizeof GAME_FILE - 1, NULL, false, &reader));
    CHECK_OK(damero_reader_next(reader, &reference, &done));
    damero_reader_free(reader);
    CHECK_OK(damero_reader_new_buffer(GAME_FILE, sizeof GAME_FILE - 1, NULL, false, &reader));
    CHECK_OK(damero_reader_next(reader, &shared, &done));
    static record_answers expected;
    memset(&expected, 0, sizeof expected);
    CHECK(read_record(reference, &expected));
    CHECK_STR(expected.comment, "Sicilian");
    damero_record_free(reference);
    /* The reader, one game in, goes on on another thread while READERS threads read the record. */
    pthread_t ids[READERS + 1];
    record_reader readers[READERS];
    CHECK(pthread_barrier_init(&start_line, NULL, READERS) == 0);
    for (int i = 0; i < READERS; i++) {
        readers[i] = (record_reader){.shared = shared, .expected = &expected};
        CHECK(pthread_create(&ids[i], NULL, read_shared_record, &readers[i]) == 0);
    }
    CHECK(pthread_create(&ids[READERS], NULL, finish_reader, reader) == 0);
    void *finished = NULL;
    for (int i = 0; i < READERS; i++) {
        pthread_join(ids[i], NULL);
        CHECK(readers[i].ok);
    }
    pthread_join(ids[READERS], &finished);
    CHECK(finished == reader);
    pthread_barrier_destroy(&start_line);
    damero_reader_free(reader);
    damero_record_free(shared);
}

int main(void) {
    static const char *const variants[] = {"english", "brazilian", "international"};
    outcome expected[3];
    for (int v = 0; v < 3; v++) {
        memset(&expected[v], 0, sizeof expected[v]);
        CHECK(script(variants[v], &expected[v]));
        CHECK(expected[v].error[0] != '\0');
    }

    /* The shared game and its answers, read from another handle made from the same fragment
     * (neither has been asked anything yet). */
    static const char *const fragment = "v2/english/m:11-15,23-19,8-11,22-17,9-13";
    damero_game *reference = NULL, *shared = NULL;
    CHECK_OK(damero_game_from_fragment(fragment, &reference));
    CHECK_OK(damero_game_from_fragment(fragment, &shared));
    static answers expected_answers;
    expected_answers.prefix[0] = 17;
    CHECK(read_all(reference, &expected_answers));
    CHECK(expected_answers.legal_len > 0 && expected_answers.completions_len > 0);
    CHECK_OK(damero_perft("international", NULL, 4, DAMERO_DUPLICATES_KEEP, &expected_answers.variant_perft));
    damero_game_free(reference);

    CHECK_STATUS(damero_game_play(shared, "1-2", NULL), DAMERO_ILLEGAL_MOVE);
    char mine[256];
    snprintf(mine, sizeof mine, "%s", damero_last_error_message());

    pthread_t ids[PLAYERS + READERS];
    player players[PLAYERS];
    reader readers[READERS];
    CHECK(pthread_barrier_init(&start_line, NULL, PLAYERS + READERS) == 0);
    for (int i = 0; i < PLAYERS; i++) {
        players[i] = (player){.variant = variants[i % 3], .expected = &expected[i % 3]};
        CHECK(pthread_create(&ids[i], NULL, play_own, &players[i]) == 0);
    }
    for (int i = 0; i < READERS; i++) {
        readers[i] = (reader){.shared = shared, .expected = &expected_answers};
        CHECK(pthread_create(&ids[PLAYERS + i], NULL, read_shared, &readers[i]) == 0);
    }
    for (int i = 0; i < PLAYERS + READERS; i++) {
        pthread_join(ids[i], NULL);
    }
    pthread_barrier_destroy(&start_line);
    for (int i = 0; i < PLAYERS; i++) {
        CHECK(players[i].ok);
    }
    for (int i = 0; i < READERS; i++) {
        CHECK(readers[i].ok);
    }
    /* The other threads' failures did not touch this thread's last error. */
    CHECK_STR(damero_last_error_message(), mine);
    damero_game_free(shared);
    game_files();
    return check_summary("c-threads");
}
