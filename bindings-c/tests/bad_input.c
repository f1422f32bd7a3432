/*
 * Bad input through the C interface: NULL for every pointer, invalid UTF-8, garbage and truncated
 * fragments and FEN, buffers of 0 and 1 elements, enum values out of range, squares the board
 * does not have (of every variant, and of the boards the placement games' options size), hostile
 * transcripts for damero_game_play_moves, input just past each of the core's limits, game files
 * (missing, unreadable, empty, broken, with tags past their limits, indexes past a record's
 * lists), and a game used again after each error. Every call
 * must return the documented status, leave the game as it was, and never crash (this program
 * also runs under AddressSanitizer and valgrind).
 */

#define _POSIX_C_SOURCE 200809L /* mkstemp, fdopen */

#include <stdint.h>
#include <stdio.h>
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
    damero_family family = (damero_family)77;
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

    /* Reading a move without playing it, counting the legal moves. */
    CHECK_STATUS(damero_game_parse_move(NULL, "11-15", &mv), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_parse_move(game, NULL, &mv), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_parse_move(game, "11-15", NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_legal_move_count(NULL, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_legal_move_count(game, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_ply(NULL, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_ply(game, NULL), DAMERO_NULL_ARGUMENT);
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
    CHECK_STATUS(damero_game_play_moves(NULL, "11-15", moves, 64, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_play_moves(NULL, "11-15", NULL, 0, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_play_moves(game, NULL, moves, 64, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_play_moves(game, "11-15", NULL, 64, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_play_moves(game, "11-15", moves, 64, NULL), DAMERO_NULL_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "out_len") != NULL);
    CHECK_STATUS(damero_game_play_moves(game, "11-15", NULL, 1, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_play_moves(game, "11-15 23-19 99-1", NULL, 0, NULL), DAMERO_INVALID_NOTATION);

    /* Perft and variants. */
    CHECK_STATUS(damero_perft(NULL, NULL, 1, DAMERO_DUPLICATES_KEEP, &nodes), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_perft("english", NULL, 1, DAMERO_DUPLICATES_KEEP, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_perft(NULL, 1, DAMERO_DUPLICATES_KEEP, &nodes), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_perft(game, 1, DAMERO_DUPLICATES_KEEP, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_perft_with(NULL, NULL, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 0, 0, NULL, NULL,
                                   NULL, &nodes),
                 DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_perft_with("english", NULL, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 0, 0, NULL,
                                   NULL, NULL, NULL),
                 DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_perft_with(NULL, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 0, 0, NULL, NULL,
                                        NULL, &nodes),
                 DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_perft_with(game, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 0, 0, NULL, NULL,
                                        NULL, NULL),
                 DAMERO_NULL_ARGUMENT);
    const char *name = "untouched";
    CHECK_STATUS(damero_variant_side_name(NULL, DAMERO_SIDE_BLACK, &name), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_variant_side_name("connect4", DAMERO_SIDE_BLACK, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STR(name, "untouched");
    /* NULL progress, user data and stop flag are allowed. */
    CHECK_OK(damero_perft_with("english", NULL, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 0, 0, NULL, NULL,
                               NULL, &nodes));
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
    CHECK(family == (damero_family)77 && u32 == 0 && letter == 0 && draw == DAMERO_DRAW_ANY);

    /* The board of a game, and its move numbers. */
    CHECK_STATUS(damero_game_geometry(NULL, &geometry), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_geometry(game, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_first_square(NULL, &u8), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_first_square(game, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_square_at(NULL, 0, 1, &u8), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_square_at(game, 0, 1, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_coordinates(NULL, 1, &u8, &u8b), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_coordinates(game, 1, NULL, &u8b), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_coordinates(game, 1, &u8, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_square_name(NULL, 1, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_square_name(game, 1, NULL, 5, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_square_name(game, 1, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_square_from_name(NULL, "b8", &u8), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_square_from_name(game, NULL, &u8), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_square_from_name(game, "b8", NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_move_number(NULL, 0, &u32), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_move_number(game, 0, NULL), DAMERO_NULL_ARGUMENT);
    CHECK(u8 == 0 && u8b == 0 && u32 == 0);
    CHECK(damero_move_kind_code(DAMERO_MOVE_KIND_TRAVEL) != NULL); /* no pointer to pass */

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
    damero_family family = (damero_family)77;
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
        damero_move parsed;
        CHECK_STATUS(damero_game_parse_move(game, s, &parsed), DAMERO_INVALID_UTF8);
        uint64_t limit = 0;
        CHECK_STATUS(damero_limit(s, &limit), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_game_play_moves(game, s, NULL, 0, &n), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_game_play_moves(game, s, NULL, 0, NULL), DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_game_play_and_claim(game, s, DAMERO_DRAW_ANY, NULL, &draw), DAMERO_INVALID_UTF8);
        const char *side = "untouched";
        CHECK_STATUS(damero_variant_side_name(s, DAMERO_SIDE_WHITE, &side), DAMERO_INVALID_UTF8);
        CHECK_STR(side, "untouched");
        CHECK_STATUS(damero_perft_with(s, NULL, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 2, 0, NULL, NULL,
                                       NULL, &nodes),
                     DAMERO_INVALID_UTF8);
        CHECK_STATUS(damero_perft_with("english", s, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 2, 0, NULL,
                                       NULL, NULL, &nodes),
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
        CHECK_STATUS(damero_game_square_from_name(game, s, &u8), DAMERO_INVALID_UTF8);
    }
    CHECK(family == (damero_family)77 && u32 == 0 && letter == 0 && draw == DAMERO_DRAW_ANY);
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
        /* The same squares through the game's board (the core's one check of a game's squares). */
        row = column = 77;
        CHECK_STATUS(damero_game_coordinates(game, no_squares[i], &row, &column), DAMERO_INVALID_ARGUMENT);
        CHECK(row == 77 && column == 77);
        memset(name, '#', sizeof name);
        needed = 0;
        CHECK_STATUS(damero_game_square_name(game, no_squares[i], name, sizeof name, &needed),
                     DAMERO_INVALID_ARGUMENT);
        CHECK(name[0] == '#' && needed == 0);
        CHECK(strstr(damero_last_error_message(), "1-32") != NULL);
        CHECK(strstr(damero_last_error_message(), "no square") != NULL); /* the core's message */
    }
    /* Chess squares are 0-63: 0 is a square there, 64 and -1 are not. */
    damero_game *chess = NULL;
    CHECK_OK(damero_game_new("chess", NULL, &chess));
    CHECK_OK(damero_game_coordinates(chess, 0, &row, &column));
    CHECK(row == 7 && column == 0);
    CHECK_STATUS(damero_game_coordinates(chess, 64, &row, &column), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_coordinates(chess, -1, &row, &column), DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "0-63") != NULL);
    CHECK_STATUS(damero_game_piece_at(chess, 64, &piece), DAMERO_INVALID_ARGUMENT);
    CHECK_OK(damero_game_square_at(chess, 200, 200, &square));
    CHECK(square == DAMERO_NO_SQUARE);
    CHECK_OK(damero_game_square_at(chess, 8, 0, &square));
    CHECK(square == DAMERO_NO_SQUARE);
    damero_game_free(chess);
    /* Move numbers: the ply after the last move is the next one; past it is refused. */
    static const size_t no_plies[] = {2, 3, 100, SIZE_MAX};
    for (size_t i = 0; i < sizeof no_plies / sizeof no_plies[0]; i++) {
        uint32_t number = 77;
        CHECK_STATUS(damero_game_move_number(game, no_plies[i], &number), DAMERO_INVALID_ARGUMENT);
        CHECK(number == 77);
    }
    uint32_t number = 0;
    CHECK_OK(damero_game_move_number(game, 1, &number));
    CHECK(number == 1);
    CHECK_STATUS(damero_variant_coordinates("international", 51, &row, &column), DAMERO_INVALID_ARGUMENT);
    CHECK_OK(damero_variant_coordinates("international", 50, &row, &column));
    static const char *const no_names[] = {"", "a", "a8", "b9", "b0", "b08", "i1", "B8", "b8 ", "b-8", "z1", "\x01"};
    for (size_t i = 0; i < sizeof no_names / sizeof no_names[0]; i++) {
        square = 99;
        CHECK_STATUS(damero_variant_square_from_name("english", no_names[i], &square), DAMERO_INVALID_ARGUMENT);
        CHECK(square == 99);
    }
    for (size_t i = 0; i < sizeof no_names / sizeof no_names[0]; i++) {
        square = 99;
        CHECK_STATUS(damero_game_square_from_name(game, no_names[i], &square), DAMERO_INVALID_ARGUMENT);
        CHECK(square == 99);
    }
    CHECK_STATUS(damero_variant_square_from_name("shogi", "b8", &square), DAMERO_UNKNOWN_VARIANT);
    damero_family family = DAMERO_FAMILY_PLACEMENT;
    CHECK_STATUS(damero_variant_family("shogi", &family), DAMERO_UNKNOWN_VARIANT);
    CHECK_STATUS(damero_variant_family("", &family), DAMERO_UNKNOWN_VARIANT);
    CHECK(family == DAMERO_FAMILY_PLACEMENT);

    /* Enum values out of range: sides, roles, pieces, letters, draws. */
    static const damero_piece bad_pieces[] = {
        {DAMERO_SIDE_NONE, DAMERO_ROLE_MAN}, {DAMERO_SIDE_BLACK, DAMERO_ROLE_NONE},
        {DAMERO_SIDE_BLACK, 99},             {7, DAMERO_ROLE_KING},
        {0xffffffffu, 0xffffffffu},          {DAMERO_SIDE_WHITE, DAMERO_ROLE_PAWN},
        {DAMERO_SIDE_BLACK, DAMERO_ROLE_DISC},       {DAMERO_SIDE_WHITE, DAMERO_ROLE_DISC + 1},
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
    CHECK(damero_role_name(DAMERO_ROLE_DISC + 1) == NULL);
    CHECK(damero_role_name(0xffffffffu) == NULL);
    uint32_t role = 5;
    CHECK_STATUS(damero_role_from_name("", &role), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_role_from_name("none", &role), DAMERO_INVALID_ARGUMENT);
    CHECK(role == 5);
    CHECK(damero_reason_code(DAMERO_REASON_BOARD_FULL + 1) == NULL && damero_reason_code(0xffffffffu) == NULL);
    /* The codes of the other enums, out of range. */
    static const uint32_t no_values[] = {99, 0x7fffffffu, 0xffffffffu};
    for (size_t i = 0; i < sizeof no_values / sizeof no_values[0]; i++) {
        CHECK(damero_move_kind_code(no_values[i]) == NULL);
        CHECK(damero_family_name(no_values[i]) == NULL);
        CHECK(!damero_family_is_available(no_values[i]));
        CHECK(damero_numbering_code(no_values[i]) == NULL);
        CHECK(damero_labels_code(no_values[i]) == NULL);
        CHECK(damero_shading_code(no_values[i]) == NULL);
    }
    CHECK(damero_move_kind_code(DAMERO_MOVE_KIND_PASS + 1) == NULL);
    CHECK(damero_family_name(DAMERO_FAMILY_PLACEMENT + 1) == NULL);
    CHECK(damero_numbering_code(DAMERO_NUMBERING_FROM_TOP_LEFT + 1) == NULL);
    CHECK(damero_labels_code(DAMERO_LABELS_EVERY + 1) == NULL);
    CHECK(damero_shading_code(DAMERO_SHADING_PLAIN + 1) == NULL);
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
    CHECK_STATUS(damero_perft_with("english", NULL, 1, 2, DAMERO_FINISHED_IGNORE, 0, 0, NULL, NULL, NULL, &nodes),
                                   DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_perft_with("english", NULL, 65, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 0, 0, NULL,
                                   NULL, NULL, &nodes),
                 DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_perft_with("english", "B:W99:B1", 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 0, 0,
                                   NULL, NULL, NULL, &nodes),
                 DAMERO_INVALID_FEN);
    CHECK_STATUS(damero_perft_with("shogi", NULL, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 0, 0, NULL, NULL,
                                   NULL, &nodes),
                 DAMERO_UNKNOWN_VARIANT);
    CHECK_STATUS(damero_game_perft_with(game, 1, 0xffffffffu, DAMERO_FINISHED_IGNORE, 1, 0, NULL, NULL, NULL, &nodes),
                                        DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_perft_with(game, 0xffffffffu, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 1, 0, NULL,
                                        NULL, NULL, &nodes),
                 DAMERO_INVALID_ARGUMENT);
    CHECK(nodes == 0);
    /* Threads past the perft_threads limit (1024) are refused, however the count is asked. */
    CHECK_STATUS(damero_game_perft_with(game, 2, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 1025, 0, NULL,
                                        NULL, NULL, &nodes),
                 DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "1024") != NULL);
    CHECK_STATUS(damero_game_perft_with(game, 2, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 0xffffffffu, 0, NULL,
                                        NULL, NULL, &nodes),
                 DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_perft_with("english", NULL, 2, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 1025, 0, NULL,
                                   NULL, NULL, &nodes),
                 DAMERO_INVALID_ARGUMENT);
    CHECK(nodes == 0);
    /* A transposition table past the limit of 65,536 MB is refused (SIZE_MAX too), the count not
     * made. */
    CHECK_STATUS(damero_perft_with("english", NULL, 2, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 1, 65537, NULL,
                                   NULL, NULL, &nodes),
                 DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "65536") != NULL);
    CHECK_STATUS(damero_game_perft_with(game, 2, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 1, SIZE_MAX, NULL,
                                        NULL, NULL, &nodes),
                 DAMERO_INVALID_ARGUMENT);
    CHECK(nodes == 0);
    /* Up to the limit, any number of threads counts the same: more than there is work for are
     * not started. */
    CHECK_OK(damero_game_perft_with(game, 2, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 1024, 0, NULL,
                                    NULL, NULL, &nodes));
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
    mv.promotion = DAMERO_ROLE_DISC + 1;
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_INVALID_ARGUMENT);
    mv.promotion = DAMERO_ROLE_KING;
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_ILLEGAL_MOVE);
    /* Only the path and the promotion decide: garbage in the other fields is ignored. */
    damero_game *copy = NULL;
    CHECK_OK(damero_game_clone(game, &copy));
    mv = legal[0];
    memset(mv.notation, 'z', sizeof mv.notation);
    memset(mv.long_notation, 'z', sizeof mv.long_notation);
    mv.from = mv.to = mv.target = 0;
    mv.kind = 0xdeadbeefu; /* not a damero_move_kind: not read either */
    mv.captures_len = (size_t)-1;
    damero_move played;
    CHECK_OK(damero_game_play_move(copy, &mv, &played));
    CHECK_STR(played.notation, legal[0].notation);
    CHECK(played.promotion == DAMERO_ROLE_NONE && played.kind == DAMERO_MOVE_KIND_TRAVEL);
    CHECK(played.from == legal[0].from && played.to == legal[0].to && played.target == legal[0].target);
    CHECK(played.captures_len == 0);
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

/* A snapshot of what a failed call must leave as it was: FEN, history length, fragment. */
typedef struct {
    char fen[512], fragment[32768];
    size_t history;
} kept;

static void keep(const damero_game *game, kept *k) {
    size_t needed = 0;
    memset(k, 0, sizeof *k);
    CHECK_OK(damero_game_fen(game, k->fen, sizeof k->fen, &needed));
    CHECK_OK(damero_game_to_fragment(game, k->fragment, sizeof k->fragment, &needed));
    damero_status st = damero_game_history(game, NULL, 0, &k->history);
    CHECK(st == DAMERO_OK || st == DAMERO_BUFFER_TOO_SMALL);
}

static void check_kept(const damero_game *game, const kept *k) {
    kept now;
    keep(game, &now);
    CHECK_STR(now.fen, k->fen);
    CHECK_STR(now.fragment, k->fragment);
    CHECK(now.history == k->history);
}

/* A transcript that must be refused with `want` (any error when 0), playing nothing and writing
 * nothing: asked for its number of moves, played into an array, and played without one. */
static void refused_transcript(damero_game *game, const char *text, damero_status want) {
    kept k;
    keep(game, &k);
    damero_move moves[4];
    memset(moves, 0x5a, sizeof moves);
    size_t n = 77;
    damero_status st = damero_game_play_moves(game, text, NULL, 0, &n);
    CHECK(want == 0 ? st != DAMERO_OK && st != DAMERO_BUFFER_TOO_SMALL : st == want);
    if (want != 0 && st != want) {
        fprintf(stderr, "  \"%.60s\": %s (%s)\n", text, damero_status_code(st), damero_last_error_message());
    }
    CHECK(n == 77); /* out-parameters are written only on success */
    CHECK(damero_game_play_moves(game, text, moves, 4, &n) == st);
    CHECK(damero_game_play_moves(game, text, NULL, 0, NULL) == st);
    CHECK(n == 77 && (unsigned char)moves[0].notation[0] == 0x5a);
    CHECK(damero_last_error_message()[0] != '\0');
    check_kept(game, &k);
}

/* The placement games: hostile transcripts, squares and paths their boards do not have (sized
 * by the options), side names, the perft conventions out of range. */
static void placement(void) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_new("connect4", NULL, &game));
    CHECK_OK(damero_game_play(game, "4", NULL));
    static const struct {
        const char *text;
        damero_status want;
    } connect4[] = {
        {"0", DAMERO_INVALID_NOTATION},
        {"8", DAMERO_ILLEGAL_MOVE},
        {"9", DAMERO_ILLEGAL_MOVE},
        {"4444444", DAMERO_ILLEGAL_MOVE}, /* the column holds six */
        {"1234567a", DAMERO_INVALID_NOTATION},
        {"f5", DAMERO_INVALID_NOTATION},
        {"pass", DAMERO_INVALID_NOTATION},
        {"12 34 5-6", DAMERO_INVALID_NOTATION},
        {"-1", DAMERO_INVALID_NOTATION},
        {"4294967297", DAMERO_ILLEGAL_MOVE}, /* one digit a column: 4, 2, 9 */
        {"99999999999999999999999999999999", DAMERO_ILLEGAL_MOVE},
        {"\xef\xbc\x94", DAMERO_INVALID_NOTATION}, /* a full-width 4 */
        {"4\x01", DAMERO_INVALID_NOTATION},
        {"1212121 3", DAMERO_GAME_OVER}, /* red has four in column 1: then no move */
        {"1,2,3,,x", DAMERO_INVALID_NOTATION},
    };
    for (size_t i = 0; i < sizeof connect4 / sizeof connect4[0]; i++) {
        refused_transcript(game, connect4[i].text, connect4[i].want);
    }
    /* Text without a move plays nothing and succeeds, whatever the separators. */
    static const char *const nothing[] = {"", " ", ",", " ,\t, ", "\n\t"};
    for (size_t i = 0; i < sizeof nothing / sizeof nothing[0]; i++) {
        kept k;
        keep(game, &k);
        size_t n = 77;
        CHECK_OK(damero_game_play_moves(game, nothing[i], NULL, 0, &n));
        CHECK(n == 0);
        check_kept(game, &k);
    }
    /* Very long transcripts: a board's worth and more, and a megabyte, past the moves_text limit
     * (refused before it is read, even when it is only separators). */
    size_t big = 1 << 20;
    char *huge = malloc(big + 1);
    if (huge != NULL) {
        memset(huge, '4', big);
        huge[big] = '\0';
        refused_transcript(game, huge, DAMERO_INVALID_ARGUMENT);
        memset(huge, '4', 1000);
        huge[1000] = '\0';
        refused_transcript(game, huge, DAMERO_ILLEGAL_MOVE); /* the column fills up */
        huge[1000] = '4';
        memset(huge, ',', big);
        refused_transcript(game, huge, DAMERO_INVALID_ARGUMENT);
        uint64_t moves_text = 0;
        CHECK_OK(damero_limit("moves_text", &moves_text));
        huge[moves_text] = '\0';
        size_t n = 77;
        CHECK_OK(damero_game_play_moves(game, huge, NULL, 0, &n)); /* at the limit: read */
        CHECK(n == 0);
        huge[moves_text] = ',';
        for (size_t i = 0; i < big; i++) {
            huge[i] = i % 2 ? ' ' : "1234567"[(i / 2) % 7];
        }
        refused_transcript(game, huge, 0); /* the board fills up, or someone wins */
        free(huge);
    }
    /* Squares and paths the board does not have: a placement's path is one square. */
    damero_piece piece;
    const uint8_t off[] = {42}, two[] = {3, 10}, wide[] = {200};
    CHECK_STATUS(damero_game_piece_at(game, 42, &piece), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play_path(game, off, 1, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play_path(game, wide, 1, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play_path(game, two, 2, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_play_path(game, NULL, 0, NULL), DAMERO_INVALID_ARGUMENT); /* no pass in Connect Four */
    damero_move legal[16], mv;
    size_t n = 0;
    CHECK_OK(damero_game_legal_moves(game, legal, 16, &n));
    mv = legal[0];
    mv.path_len = 2;
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_INVALID_ARGUMENT);
    mv.path_len = 0;
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_INVALID_ARGUMENT);
    mv = legal[0];
    mv.promotion = DAMERO_ROLE_KING; /* a disc is never crowned */
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_ILLEGAL_MOVE);
    damero_game_free(game);
    /* A board of 9 columns by 4 rows has squares 0-35. */
    CHECK_OK(damero_game_new("connect4", "size=9x4", &game));
    CHECK_STATUS(damero_game_piece_at(game, 36, &piece), DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "0-35") != NULL);
    CHECK_OK(damero_game_piece_at(game, 35, &piece));
    refused_transcript(game, "99999", DAMERO_ILLEGAL_MOVE);
    refused_transcript(game, "10", DAMERO_INVALID_NOTATION); /* 1 then 0: no column 0 */
    damero_game_free(game);
    static const char *const bad_options[] = {"size=3x6", "size=10x6", "size=7x", "size=x6", "size=7x6x5",
                                              "size=", "size=-7x6", "size=0", "scoring=wof", "start=free",
                                              "repetition=claim3", "capture=optional", "size=7X6"};
    for (size_t i = 0; i < sizeof bad_options / sizeof bad_options[0]; i++) {
        game = NULL;
        CHECK_STATUS(damero_game_new("connect4", bad_options[i], &game), DAMERO_INVALID_OPTION);
        CHECK(game == NULL);
    }

    /* Reversi: passes when none is due, transcripts that go wrong late, other sizes. */
    CHECK_OK(damero_game_new("reversi", NULL, &game));
    static const struct {
        const char *text;
        damero_status want;
    } reversi[] = {
        {"pass", DAMERO_ILLEGAL_MOVE},
        {"f5 pass", DAMERO_ILLEGAL_MOVE},
        {"f5f5", DAMERO_ILLEGAL_MOVE},
        {"a1", DAMERO_ILLEGAL_MOVE},
        {"i9", DAMERO_INVALID_NOTATION},
        {"j10", DAMERO_INVALID_NOTATION}, /* a square of the 10x10 board only */
        {"f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5b7a3a4a1"
         "a2c1h2h1g2b8a8g7h8h7h6h5", DAMERO_GAME_OVER}, /* the board full, one more */
        {"f5d6c3zz", DAMERO_INVALID_NOTATION},
        {"f", DAMERO_INVALID_NOTATION},
        {"f55", DAMERO_INVALID_NOTATION},
        {"4453", DAMERO_INVALID_NOTATION},
        {"f5,,d6,,,,zz", DAMERO_INVALID_NOTATION},
        {"--f5", DAMERO_ILLEGAL_MOVE}, /* a pass, then f5 */
        {"11-15", DAMERO_INVALID_NOTATION},
        {"e2e4", DAMERO_ILLEGAL_MOVE}, /* e2 and e4: e2 turns nothing */
    };
    for (size_t i = 0; i < sizeof reversi / sizeof reversi[0]; i++) {
        refused_transcript(game, reversi[i].text, reversi[i].want);
    }
    CHECK_STATUS(damero_game_piece_at(game, 64, &piece), DAMERO_INVALID_ARGUMENT);
    damero_game_free(game);
    CHECK_OK(damero_game_new("reversi", "size=6", &game));
    CHECK_STATUS(damero_game_piece_at(game, 36, &piece), DAMERO_INVALID_ARGUMENT);
    refused_transcript(game, "g7", DAMERO_INVALID_NOTATION); /* not on 6x6 */
    const uint8_t six[] = {36};
    CHECK_STATUS(damero_game_play_path(game, six, 1, NULL), DAMERO_INVALID_ARGUMENT);
    damero_game_free(game);
    static const char *const bad_reversi[] = {"size=7", "size=8x6", "size=12", "start=nowhere", "scoring=points",
                                              "size=6,size=8", "first=white", "move_limit=claim40m"};
    for (size_t i = 0; i < sizeof bad_reversi / sizeof bad_reversi[0]; i++) {
        game = NULL;
        CHECK_STATUS(damero_game_new("reversi", bad_reversi[i], &game), DAMERO_INVALID_OPTION);
        CHECK(game == NULL);
    }
    /* A FEN of another size than the option asks for. */
    game = NULL;
    CHECK_STATUS(damero_game_from_fen("reversi", "---------------------------OX------XO--------------------------- X",
                                      "size=10", &game),
                 DAMERO_INVALID_FEN);
    CHECK(game == NULL);

    /* A transcript that would overflow the history is refused as a whole. */
    CHECK_OK(damero_game_from_fen("english", "B:WK32:BK1", NULL, &game));
    static const char cycle[] = "1-6 32-27 6-1 27-32 ";
    size_t cycles = DAMERO_MAX_HISTORY / 4 + 1;
    char *text = malloc(cycles * (sizeof cycle - 1) + 1);
    if (text != NULL) {
        for (size_t i = 0; i < cycles; i++) {
            memcpy(text + i * (sizeof cycle - 1), cycle, sizeof cycle - 1);
        }
        text[cycles * (sizeof cycle - 1)] = '\0';
        refused_transcript(game, text, DAMERO_HISTORY_FULL);
        /* Exactly DAMERO_MAX_HISTORY moves fit. */
        text[(cycles - 1) * (sizeof cycle - 1)] = '\0';
        n = 0;
        CHECK_STATUS(damero_game_play_moves(game, text, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
        CHECK(n == DAMERO_MAX_HISTORY);
        CHECK_OK(damero_game_play_moves(game, text, NULL, 0, NULL));
        CHECK_STATUS(damero_game_history(game, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
        CHECK(n == DAMERO_MAX_HISTORY);
        refused_transcript(game, "1-6", DAMERO_HISTORY_FULL);
        free(text);
    }
    damero_game_free(game);

    /* Side names: only the two sides. */
    static const uint32_t no_sides[] = {DAMERO_SIDE_NONE, 3, 99, 0xffffffffu};
    for (size_t i = 0; i < sizeof no_sides / sizeof no_sides[0]; i++) {
        const char *name = "untouched";
        CHECK_STATUS(damero_variant_side_name("connect4", no_sides[i], &name), DAMERO_INVALID_ARGUMENT);
        CHECK_STR(name, "untouched");
    }
    const char *name = "untouched";
    CHECK_STATUS(damero_variant_side_name("connect 4", DAMERO_SIDE_BLACK, &name), DAMERO_UNKNOWN_VARIANT);
    CHECK_STATUS(damero_variant_side_name("", DAMERO_SIDE_BLACK, &name), DAMERO_UNKNOWN_VARIANT);
    CHECK_STR(name, "untouched");
    for (size_t v = 0; v < damero_variant_count(); v++) {
        CHECK_OK(damero_variant_side_name(damero_variant_name(v), DAMERO_SIDE_WHITE, &name));
        CHECK(name != NULL && name[0] != '\0');
    }

    /* Finished games counted as leaves: placement games only; values out of range. */
    uint64_t nodes = 12345;
    static const char *const travel[] = {"english", "international", "turkish", "chess", "chess960"};
    for (size_t i = 0; i < sizeof travel / sizeof travel[0]; i++) {
        CHECK_STATUS(damero_perft_with(travel[i], NULL, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_LEAF, 1, 0, NULL,
                                       NULL, NULL, &nodes),
                     DAMERO_INVALID_ARGUMENT);
        CHECK(strstr(damero_last_error_message(), "placement") != NULL);
    }
    static const uint32_t no_finished[] = {DAMERO_FINISHED_LEAF + 1, 99, 0xffffffffu};
    CHECK_OK(damero_game_new("reversi", NULL, &game));
    for (size_t i = 0; i < sizeof no_finished / sizeof no_finished[0]; i++) {
        CHECK_STATUS(damero_perft_with("reversi", NULL, 1, DAMERO_DUPLICATES_KEEP, no_finished[i], 1, 0, NULL, NULL,
                                       NULL, &nodes),
                     DAMERO_INVALID_ARGUMENT);
        CHECK(strstr(damero_last_error_message(), "damero_finished") != NULL);
        CHECK_STATUS(damero_game_perft_with(game, 1, DAMERO_DUPLICATES_KEEP, no_finished[i], 0, 0, NULL, NULL, NULL,
                                            &nodes),
                     DAMERO_INVALID_ARGUMENT);
    }
    CHECK(nodes == 12345);
    CHECK_STATUS(damero_perft_with("reversi", NULL, 65, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_LEAF, 1, 0, NULL,
                                   NULL, NULL, &nodes),
                 DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_perft_with("reversi", "XO X", 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_LEAF, 1, 0, NULL,
                                   NULL, NULL, &nodes),
                 DAMERO_INVALID_FEN);
    CHECK_STATUS(damero_perft_with("connect4", "7/7/7/7/r6/7 y", 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_LEAF,
                                   1, 0, NULL, NULL, NULL, &nodes),
                 DAMERO_INVALID_FEN); /* a floating disc */
    CHECK(nodes == 12345);
    CHECK_OK(damero_perft_with("reversi", NULL, 2, DAMERO_DUPLICATES_DROP, DAMERO_FINISHED_LEAF, 0, 0, NULL, NULL,
                               NULL, &nodes));
    CHECK(nodes == 12); /* duplicates do not arise in placements */
    damero_game_free(game);
}

/* A string of `len` bytes: `head`, then `fill` repeated (malloc'd; free it). */
static char *long_text(const char *head, char fill, size_t len) {
    char *text = malloc(len + 1);
    if (text == NULL) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    size_t h = strlen(head) < len ? strlen(head) : len;
    memcpy(text, head, h);
    memset(text + h, fill, len - h);
    text[len] = '\0';
    return text;
}

/* The value of a limit, through the library (the core's table). */
static uint64_t limit_of(const char *name) {
    uint64_t value = 0;
    CHECK_OK(damero_limit(name, &value));
    return value;
}

/* The message of the last error quotes at most the `quote` limit of characters of any input:
 * with the input `len` bytes long, it stays short. */
static void check_short_message(size_t len) {
    size_t quote = (size_t)limit_of("quote");
    size_t message = strlen(damero_last_error_message());
    CHECK(message > 0);
    CHECK(message < quote + 300 || message < len / 2);
    if (len > 2 * quote) {
        CHECK(message < len);
    }
}

/* Every string argument is bounded by the core's limits: input just past each one is refused,
 * with the error the core gives, before it is read; the game is unchanged and the message
 * short. */
static void limits(void) {
    /* The table: damero_limit by name, damero_limit_at row by row, the same values. */
    size_t count = damero_limit_count();
    CHECK(count >= 12);
    for (size_t i = 0; i < count; i++) {
        damero_limit_info row;
        CHECK_OK(damero_limit_at(i, &row));
        CHECK(row.name != NULL && row.unit != NULL && row.what != NULL);
        CHECK(limit_of(row.name) == row.value);
    }
    damero_limit_info row = {NULL, 77, NULL, NULL};
    CHECK_STATUS(damero_limit_at(count, &row), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_limit_at((size_t)-1, &row), DAMERO_INVALID_ARGUMENT);
    CHECK(row.value == 77 && row.name == NULL);
    CHECK_STATUS(damero_limit_at(0, NULL), DAMERO_NULL_ARGUMENT);
    uint64_t value = 99;
    CHECK_STATUS(damero_limit("paths", &value), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_limit("", &value), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_limit("\xff", &value), DAMERO_INVALID_UTF8);
    CHECK_STATUS(damero_limit(NULL, &value), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_limit("path", NULL), DAMERO_NULL_ARGUMENT);
    CHECK(value == 99);
    CHECK(limit_of("path") == DAMERO_MAX_PATH);
    CHECK(limit_of("history") == DAMERO_MAX_HISTORY);
    CHECK(limit_of("notation") < DAMERO_MAX_NOTATION);
    char *huge = long_text("", 'x', 100000);
    CHECK_STATUS(damero_limit(huge, &value), DAMERO_INVALID_ARGUMENT);
    check_short_message(100000);
    free(huge);

    damero_game *game = NULL, *out = NULL;
    CHECK_OK(damero_game_new("english", NULL, &game));
    CHECK_OK(damero_game_play(game, "11-15", NULL));
    char fen[256];
    snprintf(fen, sizeof fen, "%s", fen_of(game));
    damero_move mv;
    memset(&mv, 0, sizeof mv);

    /* move_text: one move's text, for play, parse and play-and-claim. */
    size_t move_text = (size_t)limit_of("move_text");
    char *text = long_text("23-19", ' ', move_text + 1);
    CHECK_STATUS(damero_game_play(game, text, &mv), DAMERO_INVALID_NOTATION);
    check_short_message(move_text + 1);
    CHECK_STATUS(damero_game_parse_move(game, text, &mv), DAMERO_INVALID_NOTATION);
    damero_draw claimed = DAMERO_DRAW_ANY;
    CHECK_STATUS(damero_game_play_and_claim(game, text, DAMERO_DRAW_ANY, &mv, &claimed), DAMERO_INVALID_NOTATION);
    free(text);
    text = long_text("1", '1', move_text + 1);
    CHECK_STATUS(damero_game_play(game, text, NULL), DAMERO_INVALID_NOTATION);
    CHECK(strstr(damero_last_error_message(), "characters)") != NULL);
    free(text);
    text = long_text("1", '1', 1 << 20); /* a megabyte: refused as fast, quoted as short */
    CHECK_STATUS(damero_game_parse_move(game, text, &mv), DAMERO_INVALID_NOTATION);
    check_short_message(1 << 20);
    free(text);
    CHECK(mv.notation[0] == '\0'); /* out-parameters are written only on success */
    check_unchanged_and_usable(game, fen);

    /* moves_text: a whole transcript for play_moves. */
    size_t moves_text = (size_t)limit_of("moves_text");
    text = long_text("23-19", ' ', moves_text + 1);
    size_t len = 0;
    CHECK_STATUS(damero_game_play_moves(game, text, NULL, 0, &len), DAMERO_INVALID_ARGUMENT);
    check_short_message(moves_text + 1);
    CHECK_STATUS(damero_game_play_moves(game, text, NULL, 0, NULL), DAMERO_INVALID_ARGUMENT);
    free(text);
    check_unchanged_and_usable(game, fen);

    /* option_text: the options of a new game, of a game from a FEN. */
    size_t option_text = (size_t)limit_of("option_text");
    text = long_text("repetition=claim3,", ' ', option_text + 1);
    CHECK_STATUS(damero_game_new("english", text, &out), DAMERO_INVALID_OPTION);
    check_short_message(option_text + 1);
    CHECK_STATUS(damero_game_from_fen("english", START_FEN, text, &out), DAMERO_INVALID_OPTION);
    free(text);
    text = long_text("repetition=", 'a', 100000);
    CHECK_STATUS(damero_game_new("english", text, &out), DAMERO_INVALID_OPTION);
    check_short_message(100000);
    free(text);

    /* fen: a game from a FEN, and perft from one. */
    size_t fen_limit = (size_t)limit_of("fen");
    text = long_text("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", ' ', fen_limit + 1);
    CHECK_STATUS(damero_game_from_fen("english", text, NULL, &out), DAMERO_INVALID_FEN);
    check_short_message(fen_limit + 1);
    uint64_t nodes = 0;
    CHECK_STATUS(damero_perft("english", text, 1, DAMERO_DUPLICATES_KEEP, &nodes), DAMERO_INVALID_FEN);
    CHECK_STATUS(damero_perft_with("chess", text, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 1, 0, NULL, NULL,
                                   NULL, &nodes),
                 DAMERO_INVALID_FEN);
    CHECK(nodes == 0);
    free(text);

    /* fragment: a game from its fragment. */
    size_t fragment = (size_t)limit_of("fragment");
    text = long_text("v2/english/m:11-15", ',', fragment + 1);
    CHECK_STATUS(damero_game_from_fragment(text, &out), DAMERO_INVALID_FRAGMENT);
    check_short_message(fragment + 1);
    free(text);

    /* name: a variant, a draw kind, a role, a square's name; refused as unknown, quoted cut. */
    size_t name = (size_t)limit_of("name");
    text = long_text("english", 'e', name + 1);
    CHECK_STATUS(damero_game_new(text, NULL, &out), DAMERO_UNKNOWN_VARIANT);
    CHECK_STATUS(damero_perft(text, NULL, 1, DAMERO_DUPLICATES_KEEP, &nodes), DAMERO_UNKNOWN_VARIANT);
    uint8_t square = 77;
    CHECK_STATUS(damero_variant_square_from_name(text, "b8", &square), DAMERO_UNKNOWN_VARIANT);
    free(text);
    text = long_text("repetition", 'n', 100000);
    damero_draw draw = DAMERO_DRAW_ANY;
    CHECK_STATUS(damero_draw_from_code(text, &draw), DAMERO_INVALID_ARGUMENT);
    check_short_message(100000);
    uint32_t role = 77;
    CHECK_STATUS(damero_role_from_name(text, &role), DAMERO_INVALID_ARGUMENT);
    check_short_message(100000);
    CHECK_STATUS(damero_variant_square_from_name("english", text, &square), DAMERO_INVALID_ARGUMENT);
    check_short_message(100000);
    CHECK_STATUS(damero_game_square_from_name(game, text, &square), DAMERO_INVALID_ARGUMENT);
    check_short_message(100000);
    CHECK_STATUS(damero_game_new(text, NULL, &out), DAMERO_UNKNOWN_VARIANT);
    check_short_message(100000);
    free(text);
    CHECK(square == 77 && role == 77 && draw == DAMERO_DRAW_ANY && out == NULL);

    /* path: a path, a prefix, a move object of one square more than the limit. */
    size_t path_limit = (size_t)limit_of("path");
    uint8_t path[DAMERO_MAX_PATH + 1];
    memset(path, 23, sizeof path);
    CHECK_STATUS(damero_game_play_path(game, path, path_limit + 1, NULL), DAMERO_INVALID_ARGUMENT);
    damero_move moves[8];
    CHECK_STATUS(damero_game_completions(game, path, path_limit + 1, moves, 8, &len), DAMERO_INVALID_ARGUMENT);
    damero_move long_move;
    memset(&long_move, 0, sizeof long_move);
    long_move.path_len = path_limit + 1;
    CHECK_STATUS(damero_game_play_move(game, &long_move, NULL), DAMERO_INVALID_ARGUMENT);
    long_move.path_len = (size_t)-1;
    CHECK_STATUS(damero_game_play_move(game, &long_move, NULL), DAMERO_INVALID_ARGUMENT);
    check_unchanged_and_usable(game, fen);

    /* perft_depth and perft_threads: one past each. */
    uint32_t depth = (uint32_t)limit_of("perft_depth"), threads = (uint32_t)limit_of("perft_threads");
    CHECK_STATUS(damero_game_perft(game, depth + 1, DAMERO_DUPLICATES_KEEP, &nodes), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_perft_with(game, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, threads + 1, 0, NULL,
                                        NULL, NULL, &nodes),
                 DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_perft_with("reversi", NULL, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_LEAF, threads + 1, 0,
                                   NULL, NULL, NULL, &nodes),
                 DAMERO_INVALID_ARGUMENT);
    CHECK(nodes == 0);
    CHECK_OK(damero_game_perft_with(game, 1, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, threads, 0, NULL, NULL,
                                    NULL, &nodes));
    CHECK(nodes == 7);
    check_unchanged_and_usable(game, fen);
    damero_game_free(game);
}

/* ---- game files -------------------------------------------------------------------------- */

static const char GAMES[] = "[Event \"A\"]\n[White \"Ruiz\"]\n\n{Start} 1. e4 $1 {[%clk 0:03:00]} e5 (1... c5 {Sicilian}) 2. Ke3 *\n\n"
                            "[Event \"B\"]\n\n1. d4 d5 *\n";

/* A reader of the two games above. */
static damero_reader *games_reader(bool strict) {
    damero_reader *reader = NULL;
    CHECK_OK(damero_reader_new_buffer(GAMES, sizeof GAMES - 1, NULL, strict, &reader));
    return reader;
}

/* The first game of GAMES, read leniently (its error kept in the record). */
static damero_record *first_record(void) {
    damero_reader *reader = games_reader(false);
    damero_record *record = NULL;
    bool done = true;
    CHECK_OK(damero_reader_next(reader, &record, &done));
    CHECK(!done && record != NULL);
    damero_reader_free(reader);
    return record;
}

static void files_null_pointers(void) {
    damero_reader *reader = NULL, *kept = (damero_reader *)&reader;
    damero_record *record = first_record(), *out_record = NULL;
    damero_game *game = NULL;
    CHECK_OK(damero_game_new("english", NULL, &game));
    bool done = false;
    size_t n = 0;
    uint32_t line = 0, column = 0;
    char buf[64];
    uint16_t nags[8];
    damero_move mv;
    CHECK_STATUS(damero_reader_new_path(NULL, NULL, false, &reader), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_reader_new_path("/nonexistent", NULL, false, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_reader_new_buffer(NULL, 1, NULL, false, &reader), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_reader_new_buffer(GAMES, 3, NULL, false, NULL), DAMERO_NULL_ARGUMENT);
    CHECK(reader == NULL);
    CHECK_STATUS(damero_reader_next(NULL, &out_record, &done), DAMERO_NULL_ARGUMENT);
    reader = games_reader(false);
    CHECK_STATUS(damero_reader_next(reader, NULL, &done), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_reader_next(reader, &out_record, NULL), DAMERO_NULL_ARGUMENT);
    CHECK(out_record == NULL && !done);
    CHECK_STATUS(damero_reader_error_position(NULL, &line, &column), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_reader_error_position(reader, NULL, &column), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_reader_error_position(reader, &line, NULL), DAMERO_NULL_ARGUMENT);
    /* A failed call takes no game from the stream. */
    CHECK_OK(damero_reader_next(reader, &out_record, &done));
    size_t mainline = 0;
    CHECK_OK(damero_record_mainline_count(out_record, &mainline));
    CHECK(mainline == 2 && !done);
    damero_record_free(out_record);
    damero_reader_free(reader);
    damero_reader_free(NULL);
    damero_record_free(NULL);
    (void)kept;

    CHECK_STATUS(damero_record_header_count(NULL, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_header_count(record, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_header_name(NULL, 0, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_header_name(record, 0, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_header_name(record, 0, NULL, 8, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_header_value(NULL, 0, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_header_value(record, 0, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK(damero_record_variant(NULL) == NULL);
    CHECK_STR(damero_record_variant(record), "chess");
    CHECK_STATUS(damero_record_result(NULL, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_result(record, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_line(NULL, &line), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_line(record, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_error_count(NULL, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_error_count(record, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_error(NULL, 0, &line, &column, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_error(record, 0, &line, &column, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_warning_count(NULL, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_warning_count(record, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_warning(NULL, 0, NULL, NULL, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_mainline_count(NULL, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_mainline_count(record, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_mainline_move(NULL, 0, &mv), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_mainline_move(record, 0, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_mainline_node(NULL, 0, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_mainline_node(record, 0, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_count(NULL, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_count(record, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_parent(NULL, 1, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_parent(record, 1, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_child_count(NULL, 0, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_child_count(record, 0, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_child(NULL, 0, 0, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_child(record, 0, 0, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_move(NULL, 1, &mv), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_move(record, 1, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_comment_count(NULL, 0, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_comment_count(record, 0, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_comment(NULL, 0, 0, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_comment(record, 0, 0, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_starting_comment_count(NULL, 0, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_starting_comment_count(record, 0, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_starting_comment(NULL, 0, 0, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_nags(NULL, 1, nags, 8, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_nags(record, 1, nags, 8, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_nags(record, 1, NULL, 8, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_command_count(NULL, 1, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_command_count(record, 1, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_command_name(NULL, 1, 0, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_command_name(record, 1, 0, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_command_args(NULL, 1, 0, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_node_command_args(record, 1, 0, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    damero_game *out_game = NULL;
    CHECK_STATUS(damero_record_game(NULL, 0, &out_game), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_game(record, 0, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_mainline_game(NULL, &out_game), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_mainline_game(record, NULL), DAMERO_NULL_ARGUMENT);
    CHECK(out_game == NULL);
    CHECK_STATUS(damero_record_write(NULL, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_write(record, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_write(record, NULL, 8, &n), DAMERO_NULL_ARGUMENT);

    const char *names[] = {"Event", NULL}, *values[] = {"Club", "x"};
    CHECK_STATUS(damero_game_write_file(NULL, NULL, NULL, 0, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_write_file(game, NULL, values, 1, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_write_file(game, names, NULL, 1, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_write_file(game, names, values, 2, buf, sizeof buf, &n), DAMERO_NULL_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "tag_names[1]") != NULL);
    CHECK_STATUS(damero_game_write_file(game, names, values, 1, buf, sizeof buf, NULL), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_write_file(game, names, values, 1, NULL, 8, &n), DAMERO_NULL_ARGUMENT);
    /* No tags: both arrays may be NULL. */
    CHECK_STATUS(damero_game_write_file(game, NULL, NULL, 0, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n > 100);
    damero_game_free(game);
    damero_record_free(record);
}

/* Files that cannot be read, and a file that can. */
static void files_on_disk(void) {
    damero_reader *reader = NULL;
    damero_record *record = NULL;
    bool done = false;
    CHECK_STATUS(damero_reader_new_path("/nonexistent/games.pgn", NULL, false, &reader), DAMERO_IO_ERROR);
    CHECK(strstr(damero_last_error_message(), "/nonexistent/games.pgn") != NULL);
    CHECK_STATUS(damero_reader_new_path("", NULL, false, &reader), DAMERO_IO_ERROR);
    CHECK_STATUS(damero_reader_new_path("/", NULL, false, &reader), DAMERO_IO_ERROR);
    CHECK(strstr(damero_last_error_message(), "directory") != NULL);
    /* A name that is not UTF-8 is a name like any other on Unix: here, one that is missing.
     * Elsewhere a path must be UTF-8 (the header says so). */
#ifdef _WIN32
    CHECK_STATUS(damero_reader_new_path("/nonexistent/\xff\xfe.pgn", NULL, false, &reader), DAMERO_INVALID_UTF8);
#else
    CHECK_STATUS(damero_reader_new_path("/nonexistent/\xff\xfe.pgn", NULL, false, &reader), DAMERO_IO_ERROR);
#endif
    CHECK_STATUS(damero_reader_new_path("/nonexistent", "\xff", false, &reader), DAMERO_INVALID_UTF8);
    CHECK_STATUS(damero_reader_new_path("/nonexistent", "shogi", false, &reader), DAMERO_UNKNOWN_VARIANT);
    CHECK(reader == NULL);
    /* A file that opens and then cannot be read (this process's memory at address 0): the
     * stream ends with the system's reason. */
    if (damero_reader_new_path("/proc/self/mem", NULL, false, &reader) == DAMERO_OK) {
        CHECK_STATUS(damero_reader_next(reader, &record, &done), DAMERO_IO_ERROR);
        CHECK(strstr(damero_last_error_message(), "reading failed") != NULL);
        uint32_t line = 0, column = 0;
        CHECK_OK(damero_reader_error_position(reader, &line, &column));
        CHECK(column == 1);
        CHECK_OK(damero_reader_next(reader, &record, &done));
        CHECK(done && record == NULL);
        damero_reader_free(reader);
        reader = NULL;
    }
    /* A real file: written here, read back game by game. */
    char path[] = "/tmp/damero-bad-input-XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (f == NULL) {
        return;
    }
    fputs(GAMES, f);
    fclose(f);
    CHECK_OK(damero_reader_new_path(path, "chess", true, &reader));
    CHECK_STATUS(damero_reader_next(reader, &record, &done), DAMERO_INVALID_GAME_FILE);
    CHECK(strncmp(damero_last_error_message(), "line 4, column ", 15) == 0);
    uint32_t line = 0, column = 0;
    CHECK_OK(damero_reader_error_position(reader, &line, &column));
    CHECK(line == 4 && column > 1);
    CHECK_OK(damero_reader_next(reader, &record, &done));
    CHECK(!done && record != NULL);
    /* The position belongs to the last call only. */
    CHECK_STATUS(damero_reader_error_position(reader, &line, &column), DAMERO_INVALID_ARGUMENT);
    damero_record_free(record);
    CHECK_OK(damero_reader_next(reader, &record, &done));
    CHECK(done && record == NULL);
    damero_reader_free(reader);
    remove(path);
}

static void files_bad_values(void) {
    damero_reader *reader = NULL;
    damero_record *record = NULL;
    bool done = false;
    char buf[256];
    size_t n = 0;
    uint32_t line = 7, column = 7;
    /* Nothing to read: no game, and the end again on every call. */
    CHECK_OK(damero_reader_new_buffer(NULL, 0, NULL, false, &reader));
    for (int i = 0; i < 3; i++) {
        record = (damero_record *)&done;
        done = false;
        CHECK_OK(damero_reader_next(reader, &record, &done));
        CHECK(done && record == NULL);
    }
    CHECK_STATUS(damero_reader_error_position(reader, &line, &column), DAMERO_INVALID_ARGUMENT);
    CHECK(line == 7 && column == 7);
    damero_reader_free(reader);
    /* Blank text, bytes that are not UTF-8, NUL bytes and a lone result read without a crash. */
#define TEXT(s) {s, sizeof s - 1}
    static const struct {
        const char *text;
        size_t len;
    } texts[] = {TEXT("   \n\n\t\n"),     TEXT("\xff\xfe\x00\x01 1. e4 *"), TEXT("*"),
                 TEXT("1-0 0-1 }{ )( [[ \""), TEXT("[Event \"x"),           TEXT("{ never closed"),
                 TEXT("1. e4 ( e5 ( d5"),    TEXT("%\n%%\n"),              TEXT("[A \"1\"]\n[A \"2\"]\n1. --")};
#undef TEXT
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
        for (int strict = 0; strict < 2; strict++) {
            CHECK_OK(damero_reader_new_buffer(texts[t].text, texts[t].len, NULL, strict, &reader));
            for (int i = 0; i < 8; i++) {
                damero_status st = damero_reader_next(reader, &record, &done);
                CHECK(st == DAMERO_OK || (strict && st == DAMERO_INVALID_GAME_FILE));
                if (st == DAMERO_OK && done) {
                    break;
                }
                if (st == DAMERO_OK) {
                    CHECK_OK(damero_record_write(record, buf, 0, &n) == DAMERO_BUFFER_TOO_SMALL ? DAMERO_OK : DAMERO_PANIC);
                    damero_record_free(record);
                }
            }
            damero_reader_free(reader);
            reader = NULL;
        }
    }
    /* A NUL byte in the file is left out of the record's texts, which C strings carry. */
    static const char nul[] = "[Event \"a\0b\"]\n\n{c\0d} 1. e4 *\n";
    CHECK_OK(damero_reader_new_buffer(nul, sizeof nul - 1, NULL, false, &reader));
    CHECK_OK(damero_reader_next(reader, &record, &done));
    CHECK_OK(damero_record_header_value(record, 0, buf, sizeof buf, &n));
    CHECK(n == 3 && strcmp(buf, "ab") == 0);
    CHECK_OK(damero_record_node_comment(record, 0, 0, buf, sizeof buf, &n));
    CHECK(n == 3 && strcmp(buf, "cd") == 0);
    CHECK_OK(damero_record_write(record, buf, sizeof buf, &n));
    CHECK(n == strlen(buf) + 1);
    damero_record_free(record);
    damero_reader_free(reader);
    reader = NULL;
    /* The reader's variant, as the other calls read a variant name. */
    CHECK_STATUS(damero_reader_new_buffer("1. e4 *", 7, "\xff", false, &reader), DAMERO_INVALID_UTF8);
    CHECK_STATUS(damero_reader_new_buffer("1. e4 *", 7, "", false, &reader), DAMERO_UNKNOWN_VARIANT);
    char *long_name = long_text("english", 'x', (size_t)limit_of("name") + 1);
    CHECK_STATUS(damero_reader_new_buffer("1. e4 *", 7, long_name, false, &reader), DAMERO_UNKNOWN_VARIANT);
    check_short_message(strlen(long_name));
    free(long_name);
    CHECK(reader == NULL);

    /* Indexes and nodes out of range leave the out-parameters alone. */
    record = first_record();
    size_t nodes = 0, value = 99;
    CHECK_OK(damero_record_node_count(record, &nodes));
    CHECK(nodes == 4); /* the root, e4, e5, c5: the line stops at Ke3 */
    size_t bad[] = {nodes, nodes + 1, (size_t)-1, DAMERO_NO_NODE};
    damero_move mv;
    uint16_t nags[4];
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        size_t b = bad[i];
        n = 99;
        CHECK_STATUS(damero_record_header_name(record, b, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_header_value(record, b, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_error(record, b, &line, &column, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_warning(record, b, &line, &column, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_mainline_move(record, b, &mv), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_mainline_node(record, b, &value), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_parent(record, b, &value), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_child_count(record, b, &value), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_child(record, b, 0, &value), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_child(record, 0, b, &value), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_move(record, b, &mv), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_comment_count(record, b, &value), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_comment(record, b, 0, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_comment(record, 0, b, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_starting_comment_count(record, b, &value), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_starting_comment(record, 3, b, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_nags(record, b, nags, 4, &n), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_command_count(record, b, &value), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_command_name(record, 1, b, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
        CHECK_STATUS(damero_record_node_command_args(record, b, 0, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
        damero_game *game = NULL;
        CHECK_STATUS(damero_record_game(record, b, &game), DAMERO_INVALID_ARGUMENT);
        CHECK(game == NULL && n == 99 && value == 99);
    }
    /* The root has no move and no parent. */
    CHECK_STATUS(damero_record_node_move(record, 0, &mv), DAMERO_INVALID_ARGUMENT);
    CHECK_OK(damero_record_node_parent(record, 0, &value));
    CHECK(value == DAMERO_NO_NODE);

    /* Buffers of 0 and 1 bytes: the size needed, the buffer untouched. */
    char one[1] = {'#'};
    CHECK_STATUS(damero_record_header_name(record, 1, one, 1, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 6 && one[0] == '#');
    CHECK_STATUS(damero_record_header_value(record, 1, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 5);
    CHECK_STATUS(damero_record_result(record, one, 1, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 2 && one[0] == '#');
    line = column = 0;
    CHECK_STATUS(damero_record_error(record, 0, &line, &column, one, 1, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n > 10 && one[0] == '#' && line == 0 && column == 0);
    CHECK_OK(damero_record_error(record, 0, NULL, NULL, buf, sizeof buf, &n));
    CHECK(strstr(buf, "Ke3") != NULL);
    CHECK_OK(damero_record_error(record, 0, &line, &column, buf, sizeof buf, &n));
    CHECK(line == 4 && column > 1);
    CHECK_STATUS(damero_record_node_comment(record, 0, 0, one, 1, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 6 && one[0] == '#');
    CHECK_STATUS(damero_record_node_command_name(record, 1, 0, one, 1, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 4 && one[0] == '#');
    CHECK_STATUS(damero_record_node_command_args(record, 1, 0, one, 1, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 8);
    CHECK_STATUS(damero_record_node_starting_comment(record, 3, 0, NULL, 0, &n), DAMERO_INVALID_ARGUMENT);
    uint16_t nag = 77;
    CHECK_STATUS(damero_record_node_nags(record, 1, &nag, 0, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 1 && nag == 77);
    CHECK_OK(damero_record_node_nags(record, 2, NULL, 0, &n));
    CHECK(n == 0);
    CHECK_STATUS(damero_record_write(record, one, 1, &n), DAMERO_BUFFER_TOO_SMALL);
    size_t need = n;
    char *text = malloc(need);
    CHECK(text != NULL);
    CHECK_STATUS(damero_record_write(record, text, need - 1, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK_OK(damero_record_write(record, text, need, &n));
    CHECK(n == need && strlen(text) + 1 == need);
    free(text);
    damero_record_free(record);

    /* A record without a game: no game to make, nothing to write. */
    CHECK_OK(damero_reader_new_buffer("[Variant \"Crazyhouse\"]\n\n1. e4 *\n", 32, NULL, false, &reader));
    CHECK_OK(damero_reader_next(reader, &record, &done));
    CHECK(damero_record_variant(record) == NULL);
    damero_game *game = NULL;
    CHECK_STATUS(damero_record_game(record, 0, &game), DAMERO_INVALID_GAME_FILE);
    CHECK_STATUS(damero_record_mainline_game(record, &game), DAMERO_INVALID_GAME_FILE);
    CHECK_STATUS(damero_record_write(record, buf, sizeof buf, &n), DAMERO_INVALID_GAME_FILE);
    CHECK(game == NULL);
    damero_record_free(record);
    damero_reader_free(reader);

    /* A record of Reversi (the reader's variant): its games play, but no standard writes them. */
    CHECK_OK(damero_reader_new_buffer("1. f5 d6 *\n", 11, "reversi", false, &reader));
    CHECK_OK(damero_reader_next(reader, &record, &done));
    CHECK_STR(damero_record_variant(record), "reversi");
    CHECK_STATUS(damero_record_write(record, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
    damero_record_free(record);
    damero_reader_free(reader);
}

static void files_writing(void) {
    damero_game *game = NULL;
    char buf[64];
    size_t n = 0;
    /* Games without a standard file. */
    const char *const placement[] = {"reversi", "connect4"};
    for (size_t i = 0; i < 2; i++) {
        CHECK_OK(damero_game_new(placement[i], NULL, &game));
        n = 99;
        CHECK_STATUS(damero_game_write_file(game, NULL, NULL, 0, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
        CHECK(strstr(damero_last_error_message(), placement[i]) != NULL);
        damero_game_free(game);
    }
    CHECK_OK(damero_game_new("english", NULL, &game));
    CHECK_OK(damero_game_play(game, "11-15", NULL));
    /* Tags that are not UTF-8, too many, too long. */
    const char *names[] = {"Event", "\xff"}, *values[] = {"x", "y"};
    CHECK_STATUS(damero_game_write_file(game, names, values, 2, buf, sizeof buf, &n), DAMERO_INVALID_UTF8);
    CHECK(strstr(damero_last_error_message(), "tag_names[1]") != NULL);
    const char *bad_values[] = {"x", "ab\xc3"};
    names[1] = "Site";
    CHECK_STATUS(damero_game_write_file(game, names, bad_values, 2, buf, sizeof buf, &n), DAMERO_INVALID_UTF8);
    size_t tags = (size_t)limit_of("file_tags") + 1;
    CHECK_STATUS(damero_game_write_file(game, names, values, tags, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_write_file(game, NULL, NULL, (size_t)-1, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
    char *long_value = long_text("", 'v', (size_t)limit_of("file_comment") + 1);
    const char *long_values[] = {"x", long_value};
    CHECK_STATUS(damero_game_write_file(game, names, long_values, 2, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
    check_short_message(strlen(long_value));
    free(long_value);
    /* Names a reader would not read back as one tag, and a result that is not the game's. */
    static const char *const not_names[] = {"", "A B", "Ev]ent", "\"", "Event\n", "_X", "?", "A-B", "\xc3\x89v"};
    for (size_t i = 0; i < sizeof not_names / sizeof not_names[0]; i++) {
        names[1] = not_names[i];
        CHECK_STATUS(damero_game_write_file(game, names, values, 2, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
        CHECK(strstr(damero_last_error_message(), "not a tag name") != NULL);
    }
    names[1] = "Event";
    CHECK_STATUS(damero_game_write_file(game, names, values, 2, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "twice") != NULL);
    const char *result[] = {"Result"}, *won[] = {"1-0"}, *going[] = {"*"};
    CHECK_STATUS(damero_game_write_file(game, result, won, 1, buf, sizeof buf, &n), DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "not the game's result") != NULL);
    CHECK_STATUS(damero_game_write_file(game, result, going, 1, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
    /* The tags the game writes itself: given ones are left out, the game's own written. */
    const char *defined[] = {"FEN", "GameType", "White_2"}, *wrong[] = {"B:W1:B32", "20", "x"};
    char *with_defined = malloc(4096);
    CHECK(with_defined != NULL);
    CHECK_OK(damero_game_write_file(game, defined, wrong, 3, with_defined, 4096, &n));
    CHECK(strstr(with_defined, "[GameType \"21\"]") != NULL && strstr(with_defined, "B:W1:B32") == NULL);
    CHECK(strstr(with_defined, "[White_2 \"x\"]") != NULL);
    free(with_defined);
    names[1] = "Site";
    /* Tiny buffers: the size needed, the buffer untouched, the same text with room. */
    char one[1] = {'#'};
    CHECK_STATUS(damero_game_write_file(game, names, values, 2, one, 1, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(one[0] == '#');
    size_t need = n;
    char *text = malloc(need);
    CHECK(text != NULL);
    CHECK_OK(damero_game_write_file(game, names, values, 2, text, need, &n));
    CHECK(n == need && strlen(text) + 1 == need);
    CHECK(strstr(text, "[Site \"y\"]") != NULL && strstr(text, "1. 11-15 *") != NULL);
    free(text);
    check_unchanged_and_usable(game, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15");
    damero_game_free(game);
}

static void game_files(void) {
    files_null_pointers();
    files_on_disk();
    files_bad_values();
    files_writing();
}

int main(void) {
    null_pointers();
    invalid_utf8();
    garbage();
    small_buffers();
    out_of_range();
    placement();
    limits();
    game_files();
    return check_summary("c-bad-input");
}
