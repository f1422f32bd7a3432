/*
 * The C interface beyond the shared conformance data: version, status codes, names, board
 * geometry, the move and undo structs, copies, and what may run on several threads at once.
 */

#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

#include "check.h"

static void version(void) {
    char expected[64];
    snprintf(expected, sizeof expected, "%d.%d.%d", DAMERO_VERSION_MAJOR, DAMERO_VERSION_MINOR,
             DAMERO_VERSION_PATCH);
    CHECK_STR(DAMERO_VERSION, expected);
    /* The library that runs is the one the header describes. */
    CHECK_STR(damero_version(), DAMERO_VERSION);
}

static void status_codes(void) {
    static const struct {
        damero_status status;
        const char *code;
    } known[] = {
        {DAMERO_OK, "ok"},
        {DAMERO_INVALID_NOTATION, "invalid_notation"},
        {DAMERO_ILLEGAL_MOVE, "illegal_move"},
        {DAMERO_AMBIGUOUS_MOVE, "ambiguous_move"},
        {DAMERO_INVALID_FEN, "invalid_fen"},
        {DAMERO_INVALID_FRAGMENT, "invalid_fragment"},
        {DAMERO_UNKNOWN_VARIANT, "unknown_variant"},
        {DAMERO_INVALID_OPTION, "invalid_option"},
        {DAMERO_GAME_OVER, "game_over"},
        {DAMERO_NOTHING_TO_UNDO, "nothing_to_undo"},
        {DAMERO_NOT_CLAIMABLE, "not_claimable"},
        {DAMERO_NOT_ALLOWED, "not_allowed"},
        {DAMERO_INVALID_ARGUMENT, "invalid_argument"},
        {DAMERO_NULL_ARGUMENT, "null_argument"},
        {DAMERO_BUFFER_TOO_SMALL, "buffer_too_small"},
        {DAMERO_INVALID_UTF8, "invalid_utf8"},
        {DAMERO_PANIC, "panic"},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        CHECK_STR(damero_status_code(known[i].status), known[i].code);
    }
    CHECK_STR(damero_status_code(13), "unknown");
    CHECK_STR(damero_status_code(99), "unknown");
    CHECK_STR(damero_status_code(0xffffffffu), "unknown");

    CHECK_STR(damero_side_name(DAMERO_SIDE_BLACK), "black");
    CHECK_STR(damero_side_name(DAMERO_SIDE_WHITE), "white");
    CHECK(damero_side_name(DAMERO_SIDE_NONE) == NULL);
    CHECK(damero_piece_letter(DAMERO_PIECE_EMPTY) == '.');
    CHECK(damero_piece_letter(DAMERO_PIECE_BLACK_MAN) == 'b');
    CHECK(damero_piece_letter(DAMERO_PIECE_BLACK_KING) == 'B');
    CHECK(damero_piece_letter(DAMERO_PIECE_WHITE_MAN) == 'w');
    CHECK(damero_piece_letter(DAMERO_PIECE_WHITE_KING) == 'W');
    CHECK(damero_piece_letter(99) == '?');
    CHECK_STR(damero_state_name(DAMERO_STATE_ONGOING), "ongoing");
    CHECK_STR(damero_state_name(DAMERO_STATE_DRAW), "draw");
    CHECK(damero_state_name(3) == NULL);
    CHECK_STR(damero_reason_code(DAMERO_REASON_MOVE_LIMIT), "move_limit");
    CHECK(damero_reason_code(DAMERO_REASON_NONE) == NULL);
    CHECK_STR(damero_draw_code(DAMERO_DRAW_REPETITION), "repetition");
    CHECK(damero_draw_code(DAMERO_DRAW_REPETITION | DAMERO_DRAW_MOVE_LIMIT) == NULL);
}

static void variants(void) {
    CHECK(damero_variant_count() >= 1);
    CHECK_STR(damero_variant_name(0), "english");
    CHECK(damero_variant_name(damero_variant_count()) == NULL);
    damero_geometry g;
    CHECK_OK(damero_variant_geometry("english", &g));
    CHECK(g.rows == 8 && g.columns == 8 && g.squares == 32);
    CHECK_STATUS(damero_variant_geometry("englsh", &g), DAMERO_UNKNOWN_VARIANT);
    CHECK(strstr(damero_last_error_message(), "english") != NULL); /* the message lists them */
    /* Every playing square has coordinates that lead back to it; the other squares are 0. */
    int playing = 0;
    for (uint8_t row = 0; row < g.rows; row++) {
        for (uint8_t column = 0; column < g.columns; column++) {
            uint8_t square = 99, r = 99, c = 99;
            CHECK_OK(damero_variant_square_at("english", row, column, &square));
            if (square != 0) {
                playing++;
                CHECK_OK(damero_variant_coordinates("english", square, &r, &c));
                CHECK(r == row && c == column);
            }
        }
    }
    CHECK(playing == g.squares);
    uint8_t square = 0;
    CHECK_OK(damero_variant_square_at("english", 0, 1, &square));
    CHECK(square == 1); /* square 1 is at the top left as White sees the board */
    CHECK_OK(damero_variant_square_at("english", 0, 0, &square));
    CHECK(square == 0);
}

static void moves_and_undo(void) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_from_fen("english", "B:W18,27:B14", NULL, &game));
    CHECK_STR(damero_game_variant(game), "english");
    damero_game_state s;
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.state == DAMERO_STATE_ONGOING && s.turn == DAMERO_SIDE_BLACK);
    CHECK(s.winner == DAMERO_SIDE_NONE && s.reason == DAMERO_REASON_NONE);
    CHECK(s.must_capture_len == 1 && s.must_capture[0] == 14);

    damero_move played;
    CHECK_OK(damero_game_play(game, "14x23", &played)); /* a prefix that only one move begins */
    CHECK_STR(played.notation, "14x32");
    CHECK(played.from == 14 && played.to == 32 && played.crowns);
    CHECK(played.path_len == 3 && played.path[0] == 14 && played.path[1] == 23 && played.path[2] == 32);
    CHECK(played.captures_len == 2 && played.captures[0] == 18 && played.captures[1] == 27);
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.state == DAMERO_STATE_WIN && s.winner == DAMERO_SIDE_BLACK);
    CHECK(s.reason == DAMERO_REASON_NO_PIECES && s.must_capture_len == 0);
    damero_piece piece;
    CHECK_OK(damero_game_piece_at(game, 32, &piece));
    CHECK(piece == DAMERO_PIECE_BLACK_KING);

    damero_undone undone;
    CHECK_OK(damero_game_undo(game, &undone));
    CHECK(undone.kind == DAMERO_UNDONE_KIND_MOVE && undone.event[0] == '\0');
    CHECK_STR(undone.mv.notation, "14x32");
    CHECK(undone.mv.captures_len == 2);
    CHECK_OK(damero_game_piece_at(game, 14, &piece));
    CHECK(piece == DAMERO_PIECE_BLACK_MAN);
    damero_game_free(game);

    /* The board as text, White at the bottom. */
    CHECK_OK(damero_game_new("english", NULL, &game));
    char text[512];
    size_t needed = 0;
    CHECK_OK(damero_game_board_text(game, text, sizeof text, &needed));
    CHECK(strncmp(text, "   b   b   b   b", 16) == 0);
    CHECK(strstr(text, "\n w   w   w   w     29\n") != NULL);
    char options[256];
    CHECK_OK(damero_game_options(game, options, sizeof options, &needed));
    CHECK_STR(options, "first=black,capture=mandatory,repetition=warn3,move_limit=none,agreement=on,resignation=on");
    damero_game_free(game);

    /* Claims, with their result. */
    CHECK_OK(damero_game_from_fen("english", "B:WK32:BK1", "repetition=claim3", &game));
    static const char *const shuffle[] = {"1-5", "32-28", "5-1", "28-32", "1-5", "32-28", "5-1", "28-32"};
    for (size_t i = 0; i < 8; i++) {
        CHECK_OK(damero_game_play(game, shuffle[i], NULL));
    }
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.repetitions == 3 && s.claimable == DAMERO_DRAW_REPETITION && s.reversible_plies == 8);
    damero_draw claimed = DAMERO_DRAW_ANY;
    CHECK_STATUS(damero_game_claim_draw(game, DAMERO_DRAW_MOVE_LIMIT, &claimed), DAMERO_NOT_CLAIMABLE);
    CHECK(claimed == DAMERO_DRAW_ANY);
    CHECK_OK(damero_game_claim_draw(game, DAMERO_DRAW_ANY, &claimed));
    CHECK(claimed == DAMERO_DRAW_REPETITION);
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.state == DAMERO_STATE_DRAW && s.reason == DAMERO_REASON_REPETITION && s.claimable == 0);
    damero_game_free(game);
}

static void copies_and_fragments(void) {
    damero_game *game = NULL, *copy = NULL, *again = NULL;
    CHECK_OK(damero_game_new("english", "repetition=auto3,move_limit=auto40m", &game));
    CHECK_OK(damero_game_play(game, "11-15", NULL));
    CHECK_OK(damero_game_clone(game, &copy));
    CHECK_OK(damero_game_play(copy, "23-19", NULL));
    char a[256], b[256];
    size_t n = 0;
    CHECK_OK(damero_game_to_fragment(game, a, sizeof a, &n));
    CHECK_STR(a, "v1/english/o:repetition=auto3,move_limit=auto40m/m:11-15");
    CHECK_OK(damero_game_to_fragment(copy, b, sizeof b, &n));
    CHECK_STR(b, "v1/english/o:repetition=auto3,move_limit=auto40m/m:11-15,23-19");
    /* A URL's hash may be passed with its '#'. */
    char hash[260];
    snprintf(hash, sizeof hash, "#%s", b);
    CHECK_OK(damero_game_from_fragment(hash, &again));
    CHECK_OK(damero_game_to_fragment(again, a, sizeof a, &n));
    CHECK_STR(a, b);
    uint64_t keep = 0, drop = 0;
    CHECK_OK(damero_game_perft(again, 3, DAMERO_DUPLICATES_KEEP, &keep));
    CHECK_OK(damero_game_perft(again, 3, DAMERO_DUPLICATES_DROP, &drop));
    CHECK(keep > 0 && keep == drop);
    damero_game_free(again);
    damero_game_free(copy);
    damero_game_free(game);
}

/* ---- threads ------------------------------------------------------------------------------- */

typedef struct {
    const damero_game *shared; /* read by several threads at once */
    uint64_t nodes;
    int ok;
} reader;

static void *read_shared(void *arg) {
    reader *r = arg;
    damero_move moves[16];
    size_t n = 0;
    r->ok = damero_game_perft(r->shared, 6, DAMERO_DUPLICATES_KEEP, &r->nodes) == DAMERO_OK &&
            damero_game_legal_moves(r->shared, moves, 16, &n) == DAMERO_OK && n == 7;
    return NULL;
}

typedef struct {
    int ok;
    char message[256];
} player;

/* Plays a game of its own and fails once on purpose: its last error is its own. */
static void *play_own(void *arg) {
    player *p = arg;
    damero_game *game = NULL;
    p->ok = damero_game_new("english", NULL, &game) == DAMERO_OK;
    static const char *const opening[] = {"11-15", "23-19", "8-11", "22-17", "9-13", "17-14"};
    for (int round = 0; round < 50 && p->ok; round++) {
        for (size_t i = 0; i < 6 && p->ok; i++) {
            p->ok = damero_game_play(game, opening[i], NULL) == DAMERO_OK;
        }
        for (size_t i = 0; i < 6 && p->ok; i++) {
            p->ok = damero_game_undo(game, NULL) == DAMERO_OK;
        }
    }
    p->ok = p->ok && damero_game_play(game, "9-5", NULL) == DAMERO_ILLEGAL_MOVE;
    snprintf(p->message, sizeof p->message, "%s", damero_last_error_message());
    damero_game_free(game);
    return NULL;
}

static void threads(void) {
    damero_game *shared = NULL;
    CHECK_OK(damero_game_new("english", NULL, &shared));
    CHECK_STATUS(damero_game_play(shared, "1-2", NULL), DAMERO_ILLEGAL_MOVE);
    char mine[256];
    snprintf(mine, sizeof mine, "%s", damero_last_error_message());

    enum { READERS = 3, PLAYERS = 3 };
    pthread_t ids[READERS + PLAYERS];
    reader readers[READERS];
    player players[PLAYERS];
    for (int i = 0; i < READERS; i++) {
        readers[i] = (reader){.shared = shared};
        CHECK(pthread_create(&ids[i], NULL, read_shared, &readers[i]) == 0);
    }
    for (int i = 0; i < PLAYERS; i++) {
        players[i] = (player){0};
        CHECK(pthread_create(&ids[READERS + i], NULL, play_own, &players[i]) == 0);
    }
    for (int i = 0; i < READERS + PLAYERS; i++) {
        pthread_join(ids[i], NULL);
    }
    for (int i = 0; i < READERS; i++) {
        CHECK(readers[i].ok && readers[i].nodes == 36768);
    }
    for (int i = 0; i < PLAYERS; i++) {
        CHECK(players[i].ok);
        CHECK(strstr(players[i].message, "9-5") != NULL);
    }
    /* The other threads' failures did not touch this thread's last error. */
    CHECK_STR(damero_last_error_message(), mine);
    damero_game_free(shared);
}

int main(void) {
    version();
    status_codes();
    variants();
    moves_and_undo();
    copies_and_fragments();
    threads();
    return check_summary("c-api");
}
