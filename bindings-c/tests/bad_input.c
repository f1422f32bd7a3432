/*
 * Bad input through the C interface: NULL for every pointer, invalid UTF-8, garbage and truncated
 * fragments and FEN, buffers of 0 and 1 elements, enum values out of range, squares the board
 * does not have (of every variant), and a game used again after each error. Every call must return the documented status, leave the game as it was, and
 * never crash (this program also runs under AddressSanitizer and valgrind).
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static const char *const START_FEN = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
static const char *const LONG_FRAGMENT =
    "v1/english/o:repetition=claim3,move_limit=claim40m/m:11-15,23-19,8-11,22-17,4-8,17-13,15-18,24-20/e:agree";
static const char *const LONG_FRAGMENT_V2 =
    "v2/international/o:endgame=auto16_5/m:32-28,19-23,28x19,14x23,37-32/e:agree";

/* The game's FEN in a static buffer. */
static const char *fen_of(const damero_game *game) {
    static char buf[256];
    size_t needed = 0;
    if (damero_game_fen(game, buf, sizeof buf, &needed) != DAMERO_OK) {
        return "(no fen)";
    }
    return buf;
}

/* After an error the game is as it was and still plays. */
static void check_unchanged_and_usable(damero_game *game, const char *fen_before) {
    CHECK_STR(fen_of(game), fen_before);
    damero_game *copy = NULL;
    CHECK_OK(damero_game_clone(game, &copy));
    size_t n = 0;
    damero_move moves[64];
    CHECK_OK(damero_game_legal_moves(copy, moves, 64, &n));
    if (n > 0) {
        CHECK_OK(damero_game_play_move(copy, &moves[0], NULL));
    }
    damero_game_free(copy);
}

static void null_pointers(void) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_new("english", NULL, &game));
    const char *before = fen_of(game);
    char fen_before[256];
    snprintf(fen_before, sizeof fen_before, "%s", before);
    damero_game *out = NULL;
    char buf[256];
    size_t n = 0;
    damero_move moves[64], mv;
    damero_game_state state;
    damero_piece pieces[64], piece;
    damero_geometry geometry;
    uint64_t nodes = 0;
    uint8_t u8 = 0, u8b = 0;
    uint32_t u32 = 0;
    char letter = 0;
    const char *family = NULL;
    damero_draw draw = DAMERO_DRAW_ANY;
    const damero_piece black_man = {DAMERO_SIDE_BLACK, DAMERO_ROLE_MAN};
    const uint8_t path[] = {11, 15};

    /* Creating games. */
    CHECK_STATUS(damero_game_new(NULL, NULL, &out), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_new("english", NULL, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_new("english", "", NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_from_fen(NULL, START_FEN, NULL, &out), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_from_fen("english", NULL, NULL, &out), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_from_fen("english", START_FEN, NULL, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_from_fragment(NULL, &out), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_from_fragment("v1/english", NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_clone(NULL, &out), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_clone(game, NULL), DAMERO_NULL_ARGUMENT);
    CHECK(out == NULL); /* out-parameters are written only on success */
    damero_game_free(NULL);
    CHECK(damero_game_variant(NULL) == NULL);

    /* Texts. */
    CHECK_STATUS(damero_game_fen(NULL, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_fen(game, NULL, 10, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_fen(game, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_start_fen(NULL, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_start_fen(game, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_to_fragment(NULL, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_to_fragment(game, NULL, 1, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_to_fragment(game, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_options(NULL, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_options(game, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_board_text(NULL, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_board_text(game, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);

    /* Board and lists. */
    CHECK_STATUS(damero_game_board(NULL, pieces, 64, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_board(game, NULL, 64, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_board(game, pieces, 64, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_piece_at(NULL, 1, &piece), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_piece_at(game, 1, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_legal_moves(NULL, moves, 64, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_legal_moves(game, NULL, 64, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_legal_moves(game, moves, 64, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_history(NULL, moves, 64, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_history(game, NULL, 64, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_history(game, moves, 64, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_completions(NULL, path, 1, moves, 64, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_completions(game, NULL, 1, moves, 64, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_completions(game, path, 1, NULL, 64, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_completions(game, path, 1, moves, 64, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_OK(damero_game_completions(game, NULL, 0, moves, 64, &n)); /* empty prefix: all moves */
    CHECK(n == 7);

    /* Playing. */
    CHECK_STATUS(damero_game_play(NULL, "11-15", NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_play(game, NULL, &mv), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_play_path(NULL, path, 2, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_play_path(game, NULL, 2, &mv), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_play_path(game, NULL, 0, &mv), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play_move(NULL, &moves[0], NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_play_move(game, NULL, &mv), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_undo(NULL, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_agree_draw(NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_resign(NULL, DAMERO_SIDE_BLACK), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_claim_draw(NULL, DAMERO_DRAW_ANY, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_play_and_claim(NULL, "11-15", DAMERO_DRAW_ANY, &mv, &draw), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_play_and_claim(game, NULL, DAMERO_DRAW_ANY, &mv, &draw), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_status(NULL, &state), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_status(game, NULL), DAMERO_NULL_ARGUMENT);

    /* Perft and variants. */
    CHECK_STATUS(damero_perft(NULL, NULL, 1, DAMERO_DUPLICATES_KEEP, &nodes), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_perft("english", NULL, 1, DAMERO_DUPLICATES_KEEP, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_perft(NULL, 1, DAMERO_DUPLICATES_KEEP, &nodes), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_perft(game, 1, DAMERO_DUPLICATES_KEEP, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_perft_with(NULL, NULL, 1, DAMERO_DUPLICATES_KEEP, 0, NULL, NULL, NULL, &nodes),
                 DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_perft_with("english", NULL, 1, DAMERO_DUPLICATES_KEEP, 0, NULL, NULL, NULL, NULL),
                 DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_perft_with(NULL, 1, DAMERO_DUPLICATES_KEEP, 0, NULL, NULL, NULL, &nodes),
                 DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_perft_with(game, 1, DAMERO_DUPLICATES_KEEP, 0, NULL, NULL, NULL, NULL),
                 DAMERO_NULL_ARGUMENT);
    /* NULL progress, user data and stop flag are allowed. */
    CHECK_OK(damero_perft_with("english", NULL, 1, DAMERO_DUPLICATES_KEEP, 0, NULL, NULL, NULL, &nodes));
    CHECK(nodes == 7);
    nodes = 0;
    CHECK_STATUS(damero_variant_geometry(NULL, &geometry), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_geometry("english", NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_square_at(NULL, 0, 1, &u8), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_square_at("english", 0, 1, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_coordinates(NULL, 1, &u8, &u8b), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_coordinates("english", 1, NULL, &u8b), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_coordinates("english", 1, &u8, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_family(NULL, &family), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_family("english", NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_first_square(NULL, &u8), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_first_square("english", NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_square_name(NULL, 1, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_square_name("english", 1, NULL, 5, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_square_name("english", 1, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_square_from_name(NULL, "b8", &u8), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_square_from_name("english", NULL, &u8), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_square_from_name("english", "b8", NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_option_keys(NULL, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_option_keys("english", NULL, 5, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_option_keys("english", buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_default_options(NULL, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_default_options("english", NULL, 5, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_default_options("english", buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_piece_letter(NULL, black_man, &letter), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_piece_letter("english", black_man, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_piece_from_letter(NULL, 'b', &piece), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_piece_from_letter("english", 'b', NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_role_from_name(NULL, &u32), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_role_from_name("king", NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_draw_from_code(NULL, &draw), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_draw_from_code("endgame", NULL), DAMERO_NULL_ARGUMENT);
    CHECK(family == NULL && u32 == 0 && letter == 0 && draw == DAMERO_DRAW_ANY);

    /* The message names the argument. */
    CHECK_STATUS(damero_game_play(game, NULL, NULL), DAMERO_NULL_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "text") != NULL);

    check_unchanged_and_usable(game, fen_before);
    damero_game_free(game);
}

static void invalid_utf8(void) {
    static const char *const bad[] = {"\xff", "eng\xc3", "\xc0\xaf", "11-1\x80", "\xed\xa0\x80"};
    damero_game *game = NULL, *out = NULL;
    uint64_t nodes = 0;
    uint8_t u8 = 0, u8b = 0;
    uint32_t u32 = 0;
    char buf[64], letter = 0;
    size_t n = 0;
    const char *family = NULL;
    damero_draw draw = DAMERO_DRAW_ANY;
    damero_piece piece;
    const damero_piece black_man = {DAMERO_SIDE_BLACK, DAMERO_ROLE_MAN};
    damero_geometry geometry;
    CHECK_OK(damero_game_new("english", NULL, &game));
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *s = bad[i];
        CHECK_STATUS(damero_game_new(s, NULL, &out), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_game_new("english", s, &out), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_game_from_fen(s, START_FEN, NULL, &out), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_game_from_fen("english", s, NULL, &out), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_game_from_fen("english", START_FEN, s, &out), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_game_from_fragment(s, &out), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_game_play(game, s, NULL), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_game_play_and_claim(game, s, DAMERO_DRAW_ANY, NULL, &draw), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_perft_with(s, NULL, 1, DAMERO_DUPLICATES_KEEP, 2, NULL, NULL, NULL, &nodes),
                     DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_perft_with("english", s, 1, DAMERO_DUPLICATES_KEEP, 2, NULL, NULL, NULL, &nodes),
                     DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_perft(s, NULL, 1, DAMERO_DUPLICATES_KEEP, &nodes), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_perft("english", s, 1, DAMERO_DUPLICATES_KEEP, &nodes), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_variant_geometry(s, &geometry), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_variant_square_at(s, 0, 1, &u8), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_variant_coordinates(s, 1, &u8, &u8b), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_variant_family(s, &family), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_variant_first_square(s, &u8), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_variant_square_name(s, 1, buf, sizeof buf, &n), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_variant_square_from_name(s, "b8", &u8), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_variant_square_from_name("english", s, &u8), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_variant_option_keys(s, buf, sizeof buf, &n), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_variant_default_options(s, buf, sizeof buf, &n), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_variant_piece_letter(s, black_man, &letter), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_variant_piece_from_letter(s, 'b', &piece), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_role_from_name(s, &u32), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_draw_from_code(s, &draw), DAMERO_INVALID_UTF8);
    }
    CHECK(family == NULL && u32 == 0 && letter == 0 && draw == DAMERO_DRAW_ANY);
    CHECK(out == NULL);
    CHECK_STR(fen_of(game), START_FEN);
    check_unchanged_and_usable(game, START_FEN);
    damero_game_free(game);
}

/* A fragment or FEN that is not exactly right must give its error or a game; never a crash. */
static void try_fragment(const char *text) {
    damero_game *out = NULL;
    damero_status st = damero_game_from_fragment(text, &out);
    CHECK(st == DAMERO_OK || st == DAMERO_INVALID_FRAGMENT || st == DAMERO_INVALID_UTF8);
    CHECK((st == DAMERO_OK) == (out != NULL));
    if (st != DAMERO_OK) {
        CHECK(damero_last_error_message()[0] != '\0');
    }
    damero_game_free(out);
}

static void try_fen(const char *text) {
    damero_game *out = NULL;
    uint64_t nodes = 0;
    damero_status st = damero_game_from_fen("english", text, NULL, &out);
    CHECK(st == DAMERO_OK || st == DAMERO_INVALID_FEN || st == DAMERO_INVALID_UTF8);
    CHECK((st == DAMERO_OK) == (out != NULL));
    damero_game_free(out);
    damero_status pst = damero_perft("english", text, 1, DAMERO_DUPLICATES_KEEP, &nodes);
    CHECK(pst == st);
}

static void garbage(void) {
    static const char *const fragments[] = {
        "", "#", "##v1/english", "v1", "v1/", "v1/english/", "v2/english", "v1/chess",
        "v1/english/m:", "v1/english/m:11-15,", "v1/english/m:11-15,,23-19", "v1/english/x:1",
        "v1/english/m:11-15/o:capture=optional", "v1/english/o:capture=mandatory",
        "v1/english/e:agree", "v1/english/m:11-15/e:resign", "v1/english/s:B:W18:B14:X",
        "v1/english/m:11-15 23-19", "v1/english/m:99-100", "v1/english/m:11x15",
        "v1/english/m:11-15/e:agree/e:agree", "v1/ENGLISH", "v999999999999999999999/english",
        "v1/english/o:repetition=auto3,repetition=auto3", "v1/english/m:11-15%2C23-19",
        "v1/english/s:W:W:B", "v1/english/s:B:WK:BK", "v1/english/m:-", "v1/english/m:x",
        "v1/english/m:1111111111111111111111-15", "v2", "v2/", "v2/international/m:51-46",
        "v2/international/m:32-28,19-23,28x19,14x23/o:endgame=auto16_5", "v2/english/o:endgame=auto16_5",
        "v2/international/s:W:W51:B1", "v2/brazilian/m:0-5", "v3/english",
    };
    for (size_t i = 0; i < sizeof fragments / sizeof fragments[0]; i++) {
        try_fragment(fragments[i]);
    }
    /* Every prefix of a long, valid fragment. */
    char prefix[256];
    size_t len = strlen(LONG_FRAGMENT);
    for (size_t cut = 0; cut <= len; cut++) {
        memcpy(prefix, LONG_FRAGMENT, cut);
        prefix[cut] = '\0';
        try_fragment(prefix);
    }
    damero_game *whole = NULL;
    CHECK_OK(damero_game_from_fragment(LONG_FRAGMENT, &whole));
    damero_game_free(whole);
    len = strlen(LONG_FRAGMENT_V2);
    for (size_t cut = 0; cut <= len; cut++) {
        memcpy(prefix, LONG_FRAGMENT_V2, cut);
        prefix[cut] = '\0';
        try_fragment(prefix);
    }
    whole = NULL;
    CHECK_OK(damero_game_from_fragment(LONG_FRAGMENT_V2, &whole));
    damero_game_free(whole);

    static const char *const fens[] = {
        "", ":", "B", "B:", "B:W", "B:W:B", "X:W1:B2", "B:W1,1:B2", "B:W1:B1", "B:W33:B1",
        "B:W0:B1", "B:WK:B1", "B:W1-:B2", "B:W1:B2:", "W:W4:B29", "B:W,:B", "B:W1,,2:B3",
        "B:W99999999999999999999:B1", "B:W1,2,3,4,5,6,7,8,9,10,11,12,13:B32", "b:w1:b2",
    };
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        try_fen(fens[i]);
    }
    len = strlen(START_FEN);
    for (size_t cut = 0; cut <= len; cut++) {
        memcpy(prefix, START_FEN, cut);
        prefix[cut] = '\0';
        try_fen(prefix);
    }

    /* Random printable text and random bytes, the same every run. */
    uint32_t seed = 12345;
    static const char alphabet[] = "v1/englishmo:sWBK,=-x0123456789_.#e";
    for (int round = 0; round < 2000; round++) {
        char text[64];
        size_t n = 1 + round % 60;
        for (size_t i = 0; i < n; i++) {
            seed = seed * 1103515245u + 12345u;
            text[i] = round % 2 ? alphabet[(seed >> 16) % (sizeof alphabet - 1)]
                                : (char)(1 + (seed >> 16) % 255);
        }
        text[n] = '\0';
        try_fragment(text);
        try_fen(text);
    }

    /* Too long to read. */
    size_t big = 30000;
    char *huge = malloc(big + 1);
    if (huge != NULL) {
        memcpy(huge, "v1/english/m:", 13);
        memset(huge + 13, '1', big - 13);
        huge[big] = '\0';
        CHECK_STATUS(damero_game_from_fragment(huge, NULL), DAMERO_NULL_ARGUMENT);
        damero_game *out = NULL;
        CHECK_STATUS(damero_game_from_fragment(huge, &out), DAMERO_INVALID_FRAGMENT);
        CHECK(out == NULL);
        free(huge);
    }
}

/* Buffers of 0 and 1 elements, and one too few: DAMERO_BUFFER_TOO_SMALL, the size needed, and
 * the buffer untouched. */
typedef damero_status (*text_fn)(const damero_game *, char *, size_t, size_t *);

static void small_text_buffers(const damero_game *game, text_fn fn) {
    char buf[512];
    size_t needed = 0, again = 0;
    CHECK_STATUS(fn(game, NULL, 0, &needed), DAMERO_BUFFER_TOO_SMALL);
    CHECK(needed > 1 && needed < sizeof buf);
    memset(buf, '#', sizeof buf);
    CHECK_STATUS(fn(game, buf, 0, &again), DAMERO_BUFFER_TOO_SMALL);
    CHECK_STATUS(fn(game, buf, 1, &again), DAMERO_BUFFER_TOO_SMALL);
    CHECK_STATUS(fn(game, buf, needed - 1, &again), DAMERO_BUFFER_TOO_SMALL);
    CHECK(again == needed);
    CHECK(buf[0] == '#' && buf[needed - 2] == '#');
    CHECK_OK(fn(game, buf, needed, &again));
    CHECK(again == needed && strlen(buf) == needed - 1 && buf[needed] == '#');
}

static void small_buffers(void) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_new("english", NULL, &game));
    CHECK_OK(damero_game_play(game, "11-15", NULL));
    small_text_buffers(game, damero_game_fen);
    small_text_buffers(game, damero_game_start_fen);
    small_text_buffers(game, damero_game_to_fragment);
    small_text_buffers(game, damero_game_options);
    small_text_buffers(game, damero_game_board_text);

    damero_move moves[8];
    size_t n = 0;
    memset(moves, 0x5a, sizeof moves);
    CHECK_STATUS(damero_game_legal_moves(game, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 7);
    CHECK_STATUS(damero_game_legal_moves(game, moves, 1, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK_STATUS(damero_game_legal_moves(game, moves, 6, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 7 && (unsigned char)moves[0].notation[0] == 0x5a);
    CHECK_OK(damero_game_legal_moves(game, moves, 7, &n));
    CHECK(n == 7);
    CHECK_STATUS(damero_game_history(game, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 1);
    CHECK_OK(damero_game_history(game, moves, 1, &n));
    CHECK_STR(moves[0].notation, "11-15");
    const uint8_t prefix[] = {22};
    CHECK_STATUS(damero_game_completions(game, prefix, 1, moves, 1, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 2);
    const uint8_t nowhere[] = {1};
    CHECK_OK(damero_game_completions(game, nowhere, 1, NULL, 0, &n)); /* nothing to list */
    CHECK(n == 0);

    damero_piece pieces[50];
    memset(pieces, 9, sizeof pieces);
    CHECK_STATUS(damero_game_board(game, pieces, 0, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK_STATUS(damero_game_board(game, pieces, 1, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 32 && pieces[0].side == 0x09090909u);
    CHECK_OK(damero_game_board(game, pieces, 32, &n));
    CHECK(pieces[0].side == DAMERO_SIDE_BLACK && pieces[0].role == DAMERO_ROLE_MAN);
    CHECK(pieces[10].side == DAMERO_SIDE_NONE && pieces[10].role == DAMERO_ROLE_NONE);
    CHECK(pieces[32].side == 0x09090909u); /* past the board: untouched */
    damero_game *big = NULL;
    CHECK_OK(damero_game_new("international", NULL, &big));
    CHECK_STATUS(damero_game_board(big, pieces, 32, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 50);
    CHECK_OK(damero_game_board(big, pieces, 50, &n));
    damero_game_free(big);

    /* Texts of a variant. */
    char name[4];
    size_t needed = 0;
    memset(name, '#', sizeof name);
    CHECK_STATUS(damero_variant_square_name("international", 1, NULL, 0, &needed), DAMERO_BUFFER_TOO_SMALL);
    CHECK(needed == 4); /* "b10" */
    CHECK_STATUS(damero_variant_square_name("international", 1, name, 3, &needed), DAMERO_BUFFER_TOO_SMALL);
    CHECK(name[0] == '#' && needed == 4);
    CHECK_OK(damero_variant_square_name("international", 1, name, 4, &needed));
    CHECK_STR(name, "b10");
    char text[512];
    for (size_t v = 0; v < damero_variant_count(); v++) {
        const char *variant = damero_variant_name(v);
        CHECK_STATUS(damero_variant_option_keys(variant, NULL, 0, &needed), DAMERO_BUFFER_TOO_SMALL);
        CHECK(needed > 1 && needed < sizeof text);
        memset(text, '#', sizeof text);
        CHECK_STATUS(damero_variant_option_keys(variant, text, needed - 1, &needed), DAMERO_BUFFER_TOO_SMALL);
        CHECK(text[0] == '#');
        CHECK_OK(damero_variant_option_keys(variant, text, needed, &needed));
        CHECK(strlen(text) + 1 == needed);
        CHECK_STATUS(damero_variant_default_options(variant, NULL, 0, &needed), DAMERO_BUFFER_TOO_SMALL);
        CHECK(needed > 1 && needed < sizeof text);
        memset(text, '#', sizeof text);
        CHECK_STATUS(damero_variant_default_options(variant, text, 1, &needed), DAMERO_BUFFER_TOO_SMALL);
        CHECK(text[0] == '#');
        CHECK_OK(damero_variant_default_options(variant, text, needed, &needed));
        CHECK(strlen(text) + 1 == needed);
    }

    /* An empty history fits in no buffer at all. */
    damero_game *fresh = NULL;
    CHECK_OK(damero_game_new("english", "", &fresh));
    CHECK_OK(damero_game_history(fresh, NULL, 0, &n));
    CHECK(n == 0);
    damero_game_free(fresh);
    damero_game_free(game);
}

/* Arguments out of range, and every failed call leaves a usable, unchanged game. */
static void out_of_range(void) {
    damero_game *game = NULL;
    char fen[256];
    CHECK_OK(damero_game_new("english", NULL, &game));
    CHECK_OK(damero_game_play(game, "11-15", NULL));
    snprintf(fen, sizeof fen, "%s", fen_of(game));
    damero_piece piece = {0, 0};
    damero_move mv, legal[16];
    size_t n = 0;
    uint64_t nodes = 0;
    uint8_t row = 0, column = 0, square = 99;

    static const int64_t no_squares[] = {0, 33, 50, 255, 256, 289, -1, INT64_MAX, INT64_MIN};
    for (size_t i = 0; i < sizeof no_squares / sizeof no_squares[0]; i++) {
        piece.side = piece.role = 77;
        CHECK_STATUS(damero_game_piece_at(game, no_squares[i], &piece), DAMERO_INVALID_ARGUMENT);
        CHECK(piece.side == 77 && piece.role == 77);
        CHECK_STATUS(damero_variant_coordinates("english", no_squares[i], &row, &column), DAMERO_INVALID_ARGUMENT);
        char name[8];
        size_t needed = 0;
        CHECK_STATUS(damero_variant_square_name("english", no_squares[i], name, sizeof name, &needed),
                     DAMERO_INVALID_ARGUMENT);
    }
    CHECK(strstr(damero_last_error_message(), "no square") != NULL); /* the core's message */
    CHECK_STATUS(damero_variant_coordinates("international", 51, &row, &column), DAMERO_INVALID_ARGUMENT);
    CHECK_OK(damero_variant_coordinates("international", 50, &row, &column));
    static const char *const no_names[] = {"", "a", "a8", "b9", "b0", "b08", "i1", "B8", "b8 ", "b-8", "z1", "\x01"};
    for (size_t i = 0; i < sizeof no_names / sizeof no_names[0]; i++) {
        square = 99;
        CHECK_STATUS(damero_variant_square_from_name("english", no_names[i], &square), DAMERO_INVALID_ARGUMENT);
        CHECK(square == 99);
    }
    CHECK_STATUS(damero_variant_square_from_name("shogi", "b8", &square), DAMERO_UNKNOWN_VARIANT);

    /* Enum values out of range: sides, roles, pieces, letters, draws. */
    static const damero_piece bad_pieces[] = {
        {DAMERO_SIDE_NONE, DAMERO_ROLE_MAN}, {DAMERO_SIDE_BLACK, DAMERO_ROLE_NONE},
        {DAMERO_SIDE_BLACK, 99},             {7, DAMERO_ROLE_KING},
        {0xffffffffu, 0xffffffffu},          {DAMERO_SIDE_WHITE, DAMERO_ROLE_PAWN},
        {DAMERO_SIDE_BLACK, DAMERO_ROLE_QUEEN + 1},
    };
    for (size_t i = 0; i < sizeof bad_pieces / sizeof bad_pieces[0]; i++) {
        char letter = '?';
        CHECK_STATUS(damero_variant_piece_letter("international", bad_pieces[i], &letter),
                     DAMERO_INVALID_ARGUMENT);
        CHECK(letter == '?');
    }
    damero_piece back = {55, 55};
    CHECK_STATUS(damero_variant_piece_from_letter("english", 'x', &back), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_variant_piece_from_letter("english", '\0', &back), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_variant_piece_from_letter("english", (char)0xe9, &back), DAMERO_INVALID_ARGUMENT);
    CHECK(back.side == 55 && back.role == 55);
    CHECK(damero_role_name(DAMERO_ROLE_NONE) == NULL);
    CHECK(damero_role_name(8) == NULL);
    CHECK(damero_role_name(0xffffffffu) == NULL);
    uint32_t role = 5;
    CHECK_STATUS(damero_role_from_name("", &role), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_role_from_name("none", &role), DAMERO_INVALID_ARGUMENT);
    CHECK(role == 5);
    CHECK(damero_reason_code(13) == NULL && damero_reason_code(0xffffffffu) == NULL);
    damero_draw draw = DAMERO_DRAW_REPETITION;
    CHECK_STATUS(damero_draw_from_code("", &draw), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_draw_from_code("any", &draw), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_draw_from_code("Endgame", &draw), DAMERO_INVALID_ARGUMENT);
    CHECK(draw == DAMERO_DRAW_REPETITION);
    CHECK_STATUS(damero_game_resign(game, DAMERO_SIDE_NONE), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_resign(game, 0xffffffffu), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_claim_draw(game, 3, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_claim_draw(game, 0xffffffffu, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_claim_draw(game, DAMERO_DRAW_ENDGAME << 1, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_claim_draw(game, DAMERO_DRAW_ENDGAME, NULL), DAMERO_NOT_CLAIMABLE);
    CHECK_STATUS(damero_game_claim_draw(game, DAMERO_DRAW_ANY, NULL), DAMERO_NOT_CLAIMABLE);
    damero_draw claimed = DAMERO_DRAW_MOVE_LIMIT;
    CHECK_STATUS(damero_game_play_and_claim(game, "22-18", 3, &mv, &claimed), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play_and_claim(game, "22-18", 0xffffffffu, &mv, &claimed), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play_and_claim(game, "22-18", DAMERO_DRAW_ENDGAME << 1, NULL, NULL),
                 DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play_and_claim(game, "22-18", DAMERO_DRAW_ANY, &mv, &claimed), DAMERO_NOT_CLAIMABLE);
    CHECK_STATUS(damero_game_play_and_claim(game, "", DAMERO_DRAW_ANY, &mv, &claimed), DAMERO_INVALID_NOTATION);
    CHECK_STATUS(damero_game_play_and_claim(game, "22-26", DAMERO_DRAW_ANY, &mv, &claimed), DAMERO_ILLEGAL_MOVE);
    CHECK(claimed == DAMERO_DRAW_MOVE_LIMIT);
    CHECK_STR(fen_of(game), fen);
    CHECK_STATUS(damero_game_perft(game, 65, DAMERO_DUPLICATES_KEEP, &nodes), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_perft(game, 1, 2, &nodes), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_perft("english", NULL, 1, 77, &nodes), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_perft("english", NULL, 0xffffffffu, DAMERO_DUPLICATES_KEEP, &nodes), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_perft("shogi", NULL, 1, DAMERO_DUPLICATES_KEEP, &nodes), DAMERO_UNKNOWN_VARIANT);
    CHECK_STATUS(damero_perft_with("english", NULL, 1, 2, 0, NULL, NULL, NULL, &nodes), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_perft_with("english", NULL, 65, DAMERO_DUPLICATES_KEEP, 0, NULL, NULL, NULL, &nodes),
                 DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_perft_with("english", "B:W99:B1", 1, DAMERO_DUPLICATES_KEEP, 0, NULL, NULL, NULL, &nodes),
                 DAMERO_INVALID_FEN);
    CHECK_STATUS(damero_perft_with("shogi", NULL, 1, DAMERO_DUPLICATES_KEEP, 0, NULL, NULL, NULL, &nodes),
                 DAMERO_UNKNOWN_VARIANT);
    CHECK_STATUS(damero_game_perft_with(game, 1, 0xffffffffu, 1, NULL, NULL, NULL, &nodes), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_perft_with(game, 0xffffffffu, DAMERO_DUPLICATES_KEEP, 1, NULL, NULL, NULL, &nodes),
                 DAMERO_INVALID_ARGUMENT);
    CHECK(nodes == 0);
    /* Any number of threads counts the same: more than there is work for are not started. */
    CHECK_OK(damero_game_perft_with(game, 2, DAMERO_DUPLICATES_KEEP, 0xffffffffu, NULL, NULL, NULL, &nodes));
    uint64_t one_thread = 0;
    CHECK_OK(damero_game_perft(game, 2, DAMERO_DUPLICATES_KEEP, &one_thread));
    CHECK(nodes == one_thread && nodes > 0);
    nodes = 0;
    CHECK_OK(damero_variant_square_at("english", 200, 200, &square));
    CHECK(square == DAMERO_NO_SQUARE);
    CHECK_OK(damero_variant_square_at("chess", 200, 200, &square));
    CHECK(square == DAMERO_NO_SQUARE);
    CHECK_STATUS(damero_game_new("english", "capture", NULL), DAMERO_NULL_ARGUMENT);

    /* Moves that are not moves. */
    const uint8_t one[] = {22}, off_board[] = {22, 0}, too_far[] = {22, 40}, not_legal[] = {22, 26};
    CHECK_STATUS(damero_game_play_path(game, one, 1, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play_path(game, off_board, 2, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play_path(game, too_far, 2, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play_path(game, not_legal, 2, NULL), DAMERO_ILLEGAL_MOVE);
    const uint8_t prefix_off[] = {22, 33}, prefix_zero[] = {0};
    CHECK_STATUS(damero_game_completions(game, prefix_off, 2, legal, 16, &n), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_completions(game, prefix_zero, 1, legal, 16, &n), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play(game, "", NULL), DAMERO_INVALID_NOTATION);
    CHECK_STATUS(damero_game_play(game, "22_18", NULL), DAMERO_INVALID_NOTATION);
    CHECK_STATUS(damero_game_play(game, "22-26", &mv), DAMERO_ILLEGAL_MOVE);
    CHECK(strstr(damero_last_error_message(), "22") != NULL);
    CHECK_STATUS(damero_game_play(game, "11-15", &mv), DAMERO_ILLEGAL_MOVE);

    CHECK_OK(damero_game_legal_moves(game, legal, 16, &n));
    mv = legal[0];
    mv.path_len = DAMERO_MAX_PATH + 1;
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_INVALID_ARGUMENT);
    mv.path_len = (size_t)-1;
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_INVALID_ARGUMENT);
    mv.path_len = 0; /* an empty path: the core's rule for paths, as play_path */
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_INVALID_ARGUMENT);
    mv.path_len = 1;
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_INVALID_ARGUMENT);
    mv.path_len = DAMERO_MAX_PATH; /* as many squares as the struct holds, zeros past the move */
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_INVALID_ARGUMENT);
    mv.path_len = 2;
    mv.path[0] = 99; /* squares the board lacks: the core's rule for every path */
    mv.path[1] = 250;
    memset(mv.notation, 'z', sizeof mv.notation); /* not even NUL-terminated */
    memset(mv.long_notation, 'z', sizeof mv.long_notation);
    mv.promotion = 0xdeadbeefu;
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_INVALID_ARGUMENT);
    mv.path[0] = 22; /* squares of the board, but not a legal move */
    mv.path[1] = 26;
    mv.promotion = DAMERO_ROLE_NONE;
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_ILLEGAL_MOVE);
    /* The promotion is a damero_role, checked; a legal path with another role is not legal. */
    mv = legal[0];
    mv.promotion = 0xdeadbeefu;
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "promotion") != NULL);
    mv.promotion = DAMERO_ROLE_QUEEN + 1;
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_INVALID_ARGUMENT);
    mv.promotion = DAMERO_ROLE_KING;
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_ILLEGAL_MOVE);
    /* Only the path and the promotion decide: garbage in the other fields is ignored. */
    damero_game *copy = NULL;
    CHECK_OK(damero_game_clone(game, &copy));
    mv = legal[0];
    memset(mv.notation, 'z', sizeof mv.notation);
    memset(mv.long_notation, 'z', sizeof mv.long_notation);
    mv.from = mv.to = 0;
    damero_move played;
    CHECK_OK(damero_game_play_move(copy, &mv, &played));
    CHECK_STR(played.notation, legal[0].notation);
    CHECK(played.promotion == DAMERO_ROLE_NONE);
    damero_game_free(copy);
    CHECK_STR(fen_of(game), fen);

    /* A move object from an earlier position is not legal now. */
    damero_move stale[16];
    damero_game *start = NULL;
    CHECK_OK(damero_game_new("english", NULL, &start));
    CHECK_OK(damero_game_legal_moves(start, stale, 16, &n));
    CHECK_STATUS(damero_game_play_move(game, &stale[0], NULL), DAMERO_ILLEGAL_MOVE);
    CHECK(stale[0].path_len == 2 && stale[0].path[0] == 9 && stale[0].path[1] == 13);
    CHECK(strstr(damero_last_error_message(), "[9,13]") != NULL);
    damero_game_free(start);

    CHECK_STR(fen_of(game), fen);
    check_unchanged_and_usable(game, fen);

    /* After the end: game_over, and still readable and undoable. */
    CHECK_OK(damero_game_resign(game, DAMERO_SIDE_WHITE));
    snprintf(fen, sizeof fen, "%s", fen_of(game));
    CHECK_STATUS(damero_game_play(game, "22-18", NULL), DAMERO_GAME_OVER);
    CHECK_STATUS(damero_game_play_path(game, too_far, 2, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play_move(game, &legal[0], NULL), DAMERO_GAME_OVER);
    CHECK_STATUS(damero_game_resign(game, DAMERO_SIDE_BLACK), DAMERO_GAME_OVER);
    CHECK_STATUS(damero_game_agree_draw(game), DAMERO_GAME_OVER);
    CHECK_STATUS(damero_game_claim_draw(game, DAMERO_DRAW_REPETITION, NULL), DAMERO_GAME_OVER);
    CHECK_STATUS(damero_game_play_and_claim(game, "22-18", DAMERO_DRAW_ANY, NULL, NULL), DAMERO_GAME_OVER);
    CHECK_STR(fen_of(game), fen);
    damero_undone undone;
    CHECK_OK(damero_game_undo(game, &undone));
    CHECK(undone.kind == DAMERO_UNDONE_KIND_EVENT);
    CHECK_STR(undone.event, "resign-white");
    CHECK_OK(damero_game_play(game, "22-18", NULL));
    damero_game_free(game);

    /* Options the game forbids. */
    CHECK_OK(damero_game_new("english", "agreement=off,resignation=off", &game));
    CHECK_OK(damero_game_play(game, "11-15", NULL));
    CHECK_STATUS(damero_game_agree_draw(game), DAMERO_NOT_ALLOWED);
    CHECK_STATUS(damero_game_resign(game, DAMERO_SIDE_WHITE), DAMERO_NOT_ALLOWED);
    CHECK_OK(damero_game_undo(game, NULL));
    CHECK_STATUS(damero_game_undo(game, NULL), DAMERO_NOTHING_TO_UNDO);
    CHECK_STR(fen_of(game), START_FEN);
    damero_game_free(game);
}

int main(void) {
    null_pointers();
    invalid_utf8();
    garbage();
    small_buffers();
    out_of_range();
    return check_summary("c-bad-input");
}
