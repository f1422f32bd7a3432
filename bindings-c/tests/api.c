/*
 * The C interface beyond the shared conformance data: version, status codes, names, roles,
 * families, move kinds and board codes, pieces and their letters, board geometry and square
 * names of every variant and of games, option keys, the move, state and undo structs (every
 * field), move numbers, copies, the placement games (Reversi: flips, passes, score, sizes;
 * Connect Four: drops, full columns, four in a row, sizes), whole transcripts
 * (damero_game_play_moves), perft's conventions for finished games, and what may run on several
 * threads at once.
 */

#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

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
        {DAMERO_HISTORY_FULL, "history_full"},
        {DAMERO_INVALID_GAME_FILE, "invalid_game_file"},
        {DAMERO_NULL_ARGUMENT, "null_argument"},
        {DAMERO_BUFFER_TOO_SMALL, "buffer_too_small"},
        {DAMERO_INVALID_UTF8, "invalid_utf8"},
        {DAMERO_PANIC, "panic"},
        {DAMERO_STOPPED, "stopped"},
        {DAMERO_IO_ERROR, "io_error"},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        CHECK_STR(damero_status_code(known[i].status), known[i].code);
    }
    CHECK_STR(damero_status_code(DAMERO_INVALID_GAME_FILE + 1), "unknown");
    CHECK_STR(damero_status_code(99), "unknown");
    CHECK_STR(damero_status_code(DAMERO_IO_ERROR + 1), "unknown");
    CHECK_STR(damero_status_code(0xffffffffu), "unknown");

    CHECK_STR(damero_side_name(DAMERO_SIDE_BLACK), "black");
    CHECK_STR(damero_side_name(DAMERO_SIDE_WHITE), "white");
    CHECK(damero_side_name(DAMERO_SIDE_NONE) == NULL);
    CHECK_STR(damero_state_name(DAMERO_STATE_ONGOING), "ongoing");
    CHECK_STR(damero_state_name(DAMERO_STATE_DRAW), "draw");
    CHECK(damero_state_name(3) == NULL);
    CHECK_STR(damero_reason_code(DAMERO_REASON_MOVE_LIMIT), "move_limit");
    CHECK_STR(damero_reason_code(DAMERO_REASON_ENDGAME), "endgame");
    CHECK_STR(damero_reason_code(DAMERO_REASON_CHECKMATE), "checkmate");
    CHECK_STR(damero_reason_code(DAMERO_REASON_SEVENTY_FIVE_MOVES), "seventy_five_moves");
    CHECK_STR(damero_reason_code(DAMERO_REASON_MOST_DISCS), "most_discs");
    CHECK_STR(damero_reason_code(DAMERO_REASON_EQUAL_DISCS), "equal_discs");
    CHECK_STR(damero_reason_code(DAMERO_REASON_FOUR_IN_A_ROW), "four_in_a_row");
    CHECK_STR(damero_reason_code(DAMERO_REASON_BOARD_FULL), "board_full");
    CHECK(damero_reason_code(DAMERO_REASON_NONE) == NULL);
    CHECK(damero_reason_code(DAMERO_REASON_BOARD_FULL + 1) == NULL);

    /* Move kinds, families and the codes of a board's geometry. */
    CHECK_STR(damero_move_kind_code(DAMERO_MOVE_KIND_TRAVEL), "travel");
    CHECK_STR(damero_move_kind_code(DAMERO_MOVE_KIND_PLACE), "place");
    CHECK_STR(damero_move_kind_code(DAMERO_MOVE_KIND_PASS), "pass");
    CHECK(damero_move_kind_code(DAMERO_MOVE_KIND_PASS + 1) == NULL);
    CHECK_STR(damero_family_name(DAMERO_FAMILY_DRAUGHTS), "draughts");
    CHECK_STR(damero_family_name(DAMERO_FAMILY_CHESS), "chess");
    CHECK_STR(damero_family_name(DAMERO_FAMILY_PLACEMENT), "placement");
    CHECK(damero_family_name(DAMERO_FAMILY_PLACEMENT + 1) == NULL);
    CHECK(damero_family_is_available(DAMERO_FAMILY_DRAUGHTS) && damero_family_is_available(DAMERO_FAMILY_CHESS));
    CHECK(!damero_family_is_available(DAMERO_FAMILY_PLACEMENT + 1));
    static const char *const numberings[] = {"pdn",         "mirrored",         "mirrored_from_white",
                                             "all_squares", "from_bottom_left", "from_top_left"};
    for (uint32_t i = 0; i < sizeof numberings / sizeof numberings[0]; i++) {
        CHECK_STR(damero_numbering_code(DAMERO_NUMBERING_PDN + i), numberings[i]);
    }
    CHECK(damero_numbering_code(DAMERO_NUMBERING_FROM_TOP_LEFT + 1) == NULL);
    CHECK_STR(damero_labels_code(DAMERO_LABELS_EDGE), "edge");
    CHECK_STR(damero_labels_code(DAMERO_LABELS_EVERY), "every");
    CHECK(damero_labels_code(DAMERO_LABELS_EVERY + 1) == NULL);
    CHECK_STR(damero_shading_code(DAMERO_SHADING_DIAGONAL), "diagonal");
    CHECK_STR(damero_shading_code(DAMERO_SHADING_CHECKERED), "checkered");
    CHECK_STR(damero_shading_code(DAMERO_SHADING_PLAIN), "plain");
    CHECK(damero_shading_code(DAMERO_SHADING_PLAIN + 1) == NULL);
    CHECK_STR(damero_draw_code(DAMERO_DRAW_REPETITION), "repetition");
    CHECK_STR(damero_draw_code(DAMERO_DRAW_ENDGAME), "endgame");
    CHECK(damero_draw_code(DAMERO_DRAW_REPETITION | DAMERO_DRAW_MOVE_LIMIT) == NULL);
    CHECK(damero_draw_code(DAMERO_DRAW_ENDGAME << 1) == NULL);
    /* Draw codes both ways, read by the core. */
    damero_draw draw = DAMERO_DRAW_ANY;
    for (uint32_t bit = 1; damero_draw_code(bit) != NULL; bit <<= 1) {
        CHECK_OK(damero_draw_from_code(damero_draw_code(bit), &draw));
        CHECK(draw == bit);
    }
    CHECK_OK(damero_draw_from_code("move_limit", &draw));
    CHECK(draw == DAMERO_DRAW_MOVE_LIMIT);
    CHECK_STATUS(damero_draw_from_code("repetitions", &draw), DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "endgame") != NULL); /* the message lists the codes */
    CHECK(draw == DAMERO_DRAW_MOVE_LIMIT);
}

static void roles_and_pieces(void) {
    static const char *const names[] = {"man", "king", "pawn", "knight", "bishop", "rook", "queen", "disc"};
    CHECK(damero_role_name(DAMERO_ROLE_NONE) == NULL);
    for (uint32_t role = DAMERO_ROLE_MAN; role <= DAMERO_ROLE_DISC; role++) {
        CHECK_STR(damero_role_name(role), names[role - DAMERO_ROLE_MAN]);
        uint32_t back = 0;
        CHECK_OK(damero_role_from_name(names[role - DAMERO_ROLE_MAN], &back));
        CHECK(back == role);
    }
    CHECK(damero_role_name(DAMERO_ROLE_DISC + 1) == NULL);
    CHECK(damero_role_name(0xffffffffu) == NULL);
    uint32_t role = 99;
    CHECK_STATUS(damero_role_from_name("King", &role), DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "disc") != NULL);
    CHECK(role == 99);

    /* Letters come from the variant. */
    static const struct {
        damero_piece piece;
        char letter;
    } letters[] = {
        {{DAMERO_SIDE_NONE, DAMERO_ROLE_NONE}, '.'},  {{DAMERO_SIDE_BLACK, DAMERO_ROLE_MAN}, 'b'},
        {{DAMERO_SIDE_BLACK, DAMERO_ROLE_KING}, 'B'}, {{DAMERO_SIDE_WHITE, DAMERO_ROLE_MAN}, 'w'},
        {{DAMERO_SIDE_WHITE, DAMERO_ROLE_KING}, 'W'},
    };
    for (size_t v = 0; v < damero_variant_count(); v++) {
        const char *variant = damero_variant_name(v);
        damero_family family = DAMERO_FAMILY_CHESS;
        CHECK_OK(damero_variant_family(variant, &family));
        if (family != DAMERO_FAMILY_DRAUGHTS) {
            continue; /* these letters are the draughts letters */
        }
        for (size_t i = 0; i < sizeof letters / sizeof letters[0]; i++) {
            char letter = '?';
            damero_piece back = {99, 99};
            CHECK_OK(damero_variant_piece_letter(variant, letters[i].piece, &letter));
            CHECK(letter == letters[i].letter);
            CHECK_OK(damero_variant_piece_from_letter(variant, letter, &back));
            CHECK(back.side == letters[i].piece.side && back.role == letters[i].piece.role);
        }
    }
    char letter = '?';
    damero_piece queen = {DAMERO_SIDE_WHITE, DAMERO_ROLE_QUEEN};
    CHECK_STATUS(damero_variant_piece_letter("english", queen, &letter), DAMERO_INVALID_ARGUMENT);
    CHECK(letter == '?');
    damero_piece piece;
    CHECK_STATUS(damero_variant_piece_from_letter("english", 'Q', &piece), DAMERO_INVALID_ARGUMENT);
}

/* Every variant: its board drawn from the geometry, every square's coordinates and name lead
 * back to it, its option keys and default options. */
static void variant_boards(const char *variant) {
    damero_geometry g;
    uint8_t first = 0;
    CHECK_OK(damero_variant_geometry(variant, &g));
    CHECK_OK(damero_variant_first_square(variant, &first));
    CHECK(first == g.first_square);
    CHECK(g.rows > 0 && g.columns > 0 && g.squares > 0);
    damero_family family = (damero_family)99;
    CHECK_OK(damero_variant_family(variant, &family));
    CHECK(damero_family_name(family) != NULL && damero_family_is_available(family));
    CHECK(damero_numbering_code(g.numbering) != NULL && damero_labels_code(g.labels) != NULL &&
          damero_shading_code(g.shading) != NULL);
    /* Every square fits below the "no square" value, which is never a square. */
    CHECK(g.last_square == g.first_square + g.squares - 1u);
    CHECK(g.last_square < DAMERO_NO_SQUARE && g.squares <= DAMERO_MAX_SQUARES);
    /* A game with the default options is played on that board, and its square functions agree
     * with the variant's. */
    damero_game *played = NULL;
    damero_geometry pg;
    uint8_t pfirst = 99;
    CHECK_OK(damero_game_new(variant, NULL, &played));
    CHECK_OK(damero_game_geometry(played, &pg));
    CHECK_OK(damero_game_first_square(played, &pfirst));
    CHECK(pg.rows == g.rows && pg.columns == g.columns && pg.squares == g.squares &&
          pg.first_square == g.first_square && pg.last_square == g.last_square &&
          pg.numbering == g.numbering && pg.labels == g.labels && pg.shading == g.shading &&
          pg.drops == g.drops && pfirst == g.first_square);
    int playing = 0;
    unsigned seen_low = 255, seen_high = 0;
    for (uint8_t row = 0; row < g.rows; row++) {
        for (uint8_t column = 0; column < g.columns; column++) {
            uint8_t square = 99, r = 99, c = 99, back = 0;
            CHECK_OK(damero_variant_square_at(variant, row, column, &square));
            if (square == DAMERO_NO_SQUARE) {
                continue;
            }
            playing++;
            seen_low = square < seen_low ? square : seen_low;
            seen_high = square > seen_high ? square : seen_high;
            CHECK_OK(damero_variant_coordinates(variant, square, &r, &c));
            CHECK(r == row && c == column);
            char name[8];
            size_t needed = 0;
            CHECK_OK(damero_variant_square_name(variant, square, name, sizeof name, &needed));
            CHECK(needed == strlen(name) + 1);
            CHECK(name[0] == 'a' + column); /* column a on the left */
            /* row 1 on White's side, or at the top on a board numbered from the top left */
            CHECK(atoi(name + 1) == (g.numbering == DAMERO_NUMBERING_FROM_TOP_LEFT ? row + 1 : g.rows - row));
            CHECK_OK(damero_variant_square_from_name(variant, name, &back));
            CHECK(back == square);
            /* The same through the game. */
            uint8_t at = 99, gr = 99, gc = 99, gback = 0;
            char gname[8];
            CHECK_OK(damero_game_square_at(played, row, column, &at));
            CHECK(at == square);
            CHECK_OK(damero_game_coordinates(played, square, &gr, &gc));
            CHECK(gr == row && gc == column);
            CHECK_OK(damero_game_square_name(played, square, gname, sizeof gname, &needed));
            CHECK_STR(gname, name);
            CHECK_OK(damero_game_square_from_name(played, gname, &gback));
            CHECK(gback == square);
        }
    }
    CHECK(playing == g.squares);
    uint8_t off = 0;
    CHECK_OK(damero_game_square_at(played, g.rows, 0, &off));
    CHECK(off == DAMERO_NO_SQUARE);
    CHECK_STATUS(damero_game_coordinates(played, g.last_square + 1, &off, &off), DAMERO_INVALID_ARGUMENT);
    damero_game_free(played);
    CHECK(seen_low == g.first_square && seen_high == g.first_square + g.squares - 1u);
    uint8_t square = 99;
    CHECK_OK(damero_variant_square_at(variant, g.rows, 0, &square));
    CHECK(square == DAMERO_NO_SQUARE);
    CHECK_OK(damero_variant_square_at(variant, 0, g.columns, &square));
    CHECK(square == DAMERO_NO_SQUARE);
    uint8_t row = 0, column = 0;
    CHECK_STATUS(damero_variant_coordinates(variant, g.first_square + g.squares, &row, &column),
                 DAMERO_INVALID_ARGUMENT);

    /* The default options name every key, in order. */
    char keys[256], defaults[512];
    size_t needed = 0;
    CHECK_OK(damero_variant_option_keys(variant, keys, sizeof keys, &needed));
    CHECK_OK(damero_variant_default_options(variant, defaults, sizeof defaults, &needed));
    char *rest = defaults;
    for (char *key = strtok(keys, ","); key != NULL; key = strtok(NULL, ",")) {
        size_t len = strlen(key);
        CHECK(strncmp(rest, key, len) == 0 && rest[len] == '=');
        rest = strchr(rest, ',') ? strchr(rest, ',') + 1 : rest + strlen(rest);
    }
    CHECK(*rest == '\0');
    /* A game of the variant with its defaults has those options. */
    damero_game *game = NULL;
    char options[512];
    CHECK_OK(damero_game_new(variant, NULL, &game));
    CHECK_OK(damero_game_options(game, options, sizeof options, &needed));
    CHECK_OK(damero_variant_default_options(variant, defaults, sizeof defaults, &needed));
    CHECK_STR(options, defaults);
    damero_piece board[256];
    size_t n = 0;
    CHECK_OK(damero_game_board(game, board, 256, &n));
    CHECK(n == g.squares);
    damero_game_free(game);
}

static void variants(void) {
    CHECK(damero_variant_count() >= 3);
    CHECK_STR(damero_variant_name(0), "english");
    CHECK_STR(damero_variant_name(1), "brazilian");
    CHECK_STR(damero_variant_name(2), "international");
    CHECK(damero_variant_name(damero_variant_count()) == NULL);
    /* The board checks hold for every board: draughts numbered from 1 (Turkish: all 64 squares),
     * chess from 0 (a1), with DAMERO_NO_SQUARE where there is no square. */
    for (size_t i = 0; i < damero_variant_count(); i++) {
        variant_boards(damero_variant_name(i));
    }
    damero_geometry g;
    CHECK_OK(damero_variant_geometry("english", &g));
    CHECK(g.rows == 8 && g.columns == 8 && g.squares == 32 && g.first_square == 1 && g.last_square == 32);
    CHECK(g.numbering == DAMERO_NUMBERING_PDN && g.labels == DAMERO_LABELS_EVERY &&
          g.shading == DAMERO_SHADING_DIAGONAL && !g.drops);
    CHECK_OK(damero_variant_geometry("international", &g));
    CHECK(g.rows == 10 && g.columns == 10 && g.squares == 50 && g.first_square == 1);
    CHECK_OK(damero_variant_geometry("chess", &g));
    CHECK(g.squares == 64 && g.first_square == 0 && g.last_square == 63);
    CHECK(g.numbering == DAMERO_NUMBERING_FROM_BOTTOM_LEFT && g.labels == DAMERO_LABELS_EDGE &&
          g.shading == DAMERO_SHADING_CHECKERED);
    CHECK_OK(damero_variant_geometry("turkish", &g));
    CHECK(g.numbering == DAMERO_NUMBERING_ALL_SQUARES && g.shading == DAMERO_SHADING_PLAIN);
    CHECK_OK(damero_variant_geometry("italian", &g));
    CHECK(g.numbering == DAMERO_NUMBERING_MIRRORED);
    CHECK_OK(damero_variant_geometry("spanish", &g));
    CHECK(g.numbering == DAMERO_NUMBERING_MIRRORED_FROM_WHITE);
    damero_family family = DAMERO_FAMILY_PLACEMENT;
    CHECK_OK(damero_variant_family("english", &family));
    CHECK(family == DAMERO_FAMILY_DRAUGHTS);
    CHECK_OK(damero_variant_family("chess960", &family));
    CHECK(family == DAMERO_FAMILY_CHESS);
    CHECK_STATUS(damero_variant_family("reversi ", &family), DAMERO_UNKNOWN_VARIANT);
    CHECK(family == DAMERO_FAMILY_CHESS);
    CHECK_STATUS(damero_variant_geometry("englsh", &g), DAMERO_UNKNOWN_VARIANT);
    CHECK(strstr(damero_last_error_message(), "english") != NULL); /* the message lists them */
    uint8_t square = 0;
    CHECK_OK(damero_variant_square_at("english", 0, 1, &square));
    CHECK(square == 1); /* square 1 is at the top left as White sees the board */
    CHECK_OK(damero_variant_square_at("english", 0, 0, &square));
    CHECK(square == DAMERO_NO_SQUARE); /* a light square */
    CHECK_OK(damero_variant_square_at("chess", 7, 0, &square));
    CHECK(square == 0); /* a1, a real square in chess */
    CHECK_OK(damero_variant_square_at("chess", 0, 7, &square));
    CHECK(square == 63); /* h8 */
    CHECK_OK(damero_variant_square_at("turkish", 0, 0, &square));
    CHECK(square == 1); /* a8: every square of the Turkish board is played */
    CHECK_OK(damero_variant_square_at("turkish", 7, 7, &square));
    CHECK(square == 64); /* h1 */
    CHECK_OK(damero_variant_square_at("italian", 0, 0, &square));
    CHECK(square == 1); /* the turned board: 1 = a8 */
    CHECK_OK(damero_variant_square_at("spanish", 7, 7, &square));
    CHECK(square == 1); /* numbered from White's side: 1 = h1 */
    CHECK_OK(damero_variant_square_at("international", 9, 0, &square));
    CHECK(square == 46);
    char name[8];
    size_t needed = 0;
    CHECK_OK(damero_variant_square_name("english", 1, name, sizeof name, &needed));
    CHECK_STR(name, "b8");
    CHECK_OK(damero_variant_square_name("international", 46, name, sizeof name, &needed));
    CHECK_STR(name, "a1");
    CHECK_OK(damero_variant_square_from_name("international", "j10", &square));
    CHECK(square == 5);
    CHECK_STATUS(damero_variant_square_from_name("english", "a8", &square), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_variant_square_from_name("english", "j10", &square), DAMERO_INVALID_ARGUMENT);
    CHECK(square == 5);
    CHECK_STATUS(damero_variant_square_name("english", 33, name, sizeof name, &needed),
                 DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "1-32") != NULL); /* the core's message */
    char keys[256];
    CHECK_OK(damero_variant_option_keys("english", keys, sizeof keys, &needed));
    CHECK_STR(keys, "first,capture,repetition,move_limit,agreement,resignation");
    CHECK_OK(damero_variant_option_keys("brazilian", keys, sizeof keys, &needed));
    CHECK_STR(keys, "first,capture,repetition,move_limit,agreement,resignation,endgame");
}

/* Chess: castling's target is the square its UCI text names (the king's landing in chess, the
 * rook's square in Chess960), check marks the king, and move numbers follow the FEN. */
static void chess_fields(void) {
    static const char *const fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    static const struct {
        const char *variant;
        uint8_t target;
    } castles[] = {{"chess", 6}, {"chess960", 7}};
    for (size_t i = 0; i < 2; i++) {
        damero_game *game = NULL;
        CHECK_OK(damero_game_from_fen(castles[i].variant, fen, NULL, &game));
        damero_move played;
        CHECK_OK(damero_game_play(game, "O-O", &played));
        CHECK(played.kind == DAMERO_MOVE_KIND_TRAVEL && played.path_len == 2);
        CHECK(played.from == 4 && played.to == 6 && played.path[0] == 4 && played.path[1] == 6);
        CHECK(played.target == castles[i].target);
        damero_game_free(game);
    }
    damero_game *game = NULL;
    CHECK_OK(damero_game_from_fen("chess", "4k3/8/8/8/8/8/8/R3K3 b - - 0 30", NULL, &game));
    uint32_t number = 0;
    CHECK_OK(damero_game_move_number(game, 0, &number));
    CHECK(number == 30);
    CHECK_OK(damero_game_play(game, "Kd7", NULL));
    CHECK_OK(damero_game_play(game, "Ra7+", NULL));
    damero_game_state s;
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.in_check && s.checkers_len == 1 && s.checkers[0] == 48); /* the rook on a7 */
    CHECK(s.checked_king == 51); /* d7 */
    CHECK(s.move_number == 31 && !s.has_score && !s.must_pass);
    CHECK_OK(damero_game_move_number(game, 1, &number));
    CHECK(number == 31);
    CHECK_OK(damero_game_move_number(game, 2, &number));
    CHECK(number == s.move_number);
    size_t ply = 0, history_n = 0;
    CHECK_OK(damero_game_ply(game, &ply));
    CHECK_STATUS(damero_game_history(game, NULL, 0, &history_n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(ply == 2 && history_n == 2);
    CHECK_OK(damero_game_undo(game, NULL));
    CHECK_OK(damero_game_ply(game, &ply));
    CHECK(ply == 1);
    CHECK_OK(damero_game_play(game, "Ra7+", NULL));
    number = 77;
    CHECK_STATUS(damero_game_move_number(game, 3, &number), DAMERO_INVALID_ARGUMENT);
    CHECK(number == 77);
    damero_game_free(game);
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
    CHECK_STR(played.long_notation, "14x23x32");
    CHECK(played.kind == DAMERO_MOVE_KIND_TRAVEL);
    CHECK(played.from == 14 && played.to == 32 && played.target == 32 && played.promotion == DAMERO_ROLE_KING);
    CHECK(played.path_len == 3 && played.path[0] == 14 && played.path[1] == 23 && played.path[2] == 32);
    CHECK(played.captures_len == 2 && played.captures[0] == 18 && played.captures[1] == 27);
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.state == DAMERO_STATE_WIN && s.winner == DAMERO_SIDE_BLACK);
    CHECK(s.reason == DAMERO_REASON_NO_PIECES && s.must_capture_len == 0);
    CHECK(s.checkers_len == 0 && !s.in_check && s.endgame_plies == 0);
    CHECK(!s.must_pass && s.checked_king == DAMERO_NO_SQUARE && !s.has_score && s.winning_line_len == 0);
    CHECK(s.move_number == 1); /* Black leads the rows in English: White's reply is still move 1 */
    damero_piece piece;
    CHECK_OK(damero_game_piece_at(game, 32, &piece));
    CHECK(piece.side == DAMERO_SIDE_BLACK && piece.role == DAMERO_ROLE_KING);
    CHECK_OK(damero_game_piece_at(game, 18, &piece));
    CHECK(piece.side == DAMERO_SIDE_NONE && piece.role == DAMERO_ROLE_NONE);

    damero_undone undone;
    CHECK_OK(damero_game_undo(game, &undone));
    CHECK(undone.kind == DAMERO_UNDONE_KIND_MOVE && undone.event[0] == '\0');
    CHECK_STR(undone.mv.notation, "14x32");
    CHECK(undone.mv.captures_len == 2 && undone.mv.promotion == DAMERO_ROLE_KING);
    CHECK_OK(damero_game_piece_at(game, 14, &piece));
    CHECK(piece.side == DAMERO_SIDE_BLACK && piece.role == DAMERO_ROLE_MAN);
    damero_move again[8];
    size_t count = 0;
    CHECK_OK(damero_game_legal_moves(game, again, 8, &count));
    CHECK(count == 1 && again[0].promotion == DAMERO_ROLE_KING);
    damero_game_free(game);

    /* The board as text, White at the bottom. */
    CHECK_OK(damero_game_new("english", NULL, &game));
    damero_move steps[8];
    CHECK_OK(damero_game_legal_moves(game, steps, 8, &count));
    CHECK(count == 7 && steps[0].promotion == DAMERO_ROLE_NONE);
    CHECK_STR(steps[0].notation, "9-13");
    CHECK_STR(steps[0].long_notation, "9-13");
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
    CHECK(s.endgame_plies == 8);
    damero_draw claimed = DAMERO_DRAW_ANY;
    CHECK_STATUS(damero_game_claim_draw(game, DAMERO_DRAW_MOVE_LIMIT, &claimed), DAMERO_NOT_CLAIMABLE);
    CHECK(claimed == DAMERO_DRAW_ANY);
    CHECK_OK(damero_game_claim_draw(game, DAMERO_DRAW_ANY, &claimed));
    CHECK(claimed == DAMERO_DRAW_REPETITION);
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.state == DAMERO_STATE_DRAW && s.reason == DAMERO_REASON_REPETITION && s.claimable == 0);
    damero_game_free(game);
}

/* A 10x10 game: squares 1-50, White first, the endgame option. */
static void international(void) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_new("international", "endgame=auto16_5", &game));
    damero_game_state s;
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.turn == DAMERO_SIDE_WHITE && s.state == DAMERO_STATE_ONGOING);
    damero_piece board[64], piece;
    size_t n = 0;
    CHECK_OK(damero_game_board(game, board, 64, &n));
    CHECK(n == 50);
    CHECK(board[0].side == DAMERO_SIDE_BLACK && board[0].role == DAMERO_ROLE_MAN);
    CHECK(board[49].side == DAMERO_SIDE_WHITE && board[49].role == DAMERO_ROLE_MAN);
    CHECK(board[24].role == DAMERO_ROLE_NONE);
    CHECK_OK(damero_game_piece_at(game, 50, &piece));
    CHECK(piece.side == DAMERO_SIDE_WHITE && piece.role == DAMERO_ROLE_MAN);
    CHECK_STATUS(damero_game_piece_at(game, 51, &piece), DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "1-50") != NULL);
    damero_move moves[16];
    CHECK_OK(damero_game_legal_moves(game, moves, 16, &n));
    CHECK(n == 9);
    const uint8_t path[] = {32, 28};
    damero_move played;
    CHECK_OK(damero_game_play_path(game, path, 2, &played));
    CHECK_STR(played.notation, "32-28");
    const uint8_t past[] = {51};
    CHECK_STATUS(damero_game_completions(game, past, 1, moves, 16, &n), DAMERO_INVALID_ARGUMENT);
    char text[512];
    CHECK_OK(damero_game_options(game, text, sizeof text, &n));
    CHECK(strstr(text, ",endgame=auto16_5") != NULL);
    CHECK_OK(damero_game_to_fragment(game, text, sizeof text, &n));
    CHECK(strncmp(text, "v2/international/", 17) == 0);
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
    CHECK_STR(a, "v2/english/o:repetition=auto3,move_limit=auto40m/m:11-15");
    CHECK_OK(damero_game_to_fragment(copy, b, sizeof b, &n));
    CHECK_STR(b, "v2/english/o:repetition=auto3,move_limit=auto40m/m:11-15,23-19");
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
    /* A v1 link still reads, and is written back as v2. */
    CHECK_OK(damero_game_from_fragment("v1/english/m:11-15,23-19", &again));
    CHECK_OK(damero_game_to_fragment(again, a, sizeof a, &n));
    CHECK_STR(a, "v2/english/m:11-15,23-19");
    damero_game_free(again);
    damero_game_free(copy);
    damero_game_free(game);
}

/* A move and a draw claim in one step (the WCDF claim made with the move). */
static void play_and_claim(void) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_from_fen("english", "B:WK32:BK1", "repetition=claim3", &game));
    static const char *const shuffle[] = {"1-6", "32-27", "6-1", "27-32", "1-6", "32-27", "6-1"};
    for (size_t i = 0; i < 7; i++) {
        CHECK_OK(damero_game_play(game, shuffle[i], NULL));
    }
    char fen[64], fen_after[64];
    size_t needed = 0;
    CHECK_OK(damero_game_fen(game, fen, sizeof fen, &needed));
    damero_game_state s;
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.claimable == 0 && s.repetitions == 2);
    /* Not yet claimable on the board, and a move that does not repeat cannot claim. */
    CHECK_STATUS(damero_game_claim_draw(game, DAMERO_DRAW_ANY, NULL), DAMERO_NOT_CLAIMABLE);
    damero_move played;
    damero_draw claimed = DAMERO_DRAW_ENDGAME;
    memset(&played, 0x5a, sizeof played);
    CHECK_STATUS(damero_game_play_and_claim(game, "27-23", DAMERO_DRAW_ANY, &played, &claimed),
                 DAMERO_NOT_CLAIMABLE);
    CHECK(strstr(damero_last_error_message(), "after 27-23") != NULL);
    CHECK(claimed == DAMERO_DRAW_ENDGAME && (unsigned char)played.notation[0] == 0x5a);
    CHECK_OK(damero_game_fen(game, fen_after, sizeof fen_after, &needed));
    CHECK_STR(fen_after, fen); /* the move was not played */
    CHECK_STATUS(damero_game_play_and_claim(game, "27-32", DAMERO_DRAW_MOVE_LIMIT, NULL, NULL),
                 DAMERO_NOT_CLAIMABLE);
    CHECK_STATUS(damero_game_play_and_claim(game, "27-33", DAMERO_DRAW_ANY, NULL, NULL), DAMERO_INVALID_NOTATION);
    CHECK_STATUS(damero_game_play_and_claim(game, "27-18", DAMERO_DRAW_ANY, NULL, NULL), DAMERO_ILLEGAL_MOVE);
    CHECK_STATUS(damero_game_play_and_claim(game, "27-32", 3, NULL, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK_OK(damero_game_play_and_claim(game, "27-32", DAMERO_DRAW_REPETITION, &played, &claimed));
    CHECK_STR(played.notation, "27-32");
    CHECK(played.from == 27 && played.to == 32 && played.captures_len == 0);
    CHECK(claimed == DAMERO_DRAW_REPETITION);
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.state == DAMERO_STATE_DRAW && s.reason == DAMERO_REASON_REPETITION);
    char fragment[256];
    CHECK_OK(damero_game_to_fragment(game, fragment, sizeof fragment, &needed));
    CHECK(strstr(fragment, "27-32/e:claim-repetition") != NULL);
    CHECK_STATUS(damero_game_play_and_claim(game, "1-6", DAMERO_DRAW_ANY, NULL, NULL), DAMERO_GAME_OVER);
    /* Undo takes back the claim, then the move. */
    damero_undone undone;
    CHECK_OK(damero_game_undo(game, &undone));
    CHECK(undone.kind == DAMERO_UNDONE_KIND_EVENT);
    CHECK_STR(undone.event, "claim-repetition");
    CHECK_OK(damero_game_undo(game, &undone));
    CHECK(undone.kind == DAMERO_UNDONE_KIND_MOVE);
    CHECK_STR(undone.mv.notation, "27-32");
    CHECK_OK(damero_game_fen(game, fen_after, sizeof fen_after, &needed));
    CHECK_STR(fen_after, fen);
    damero_game_free(game);
}

/* A game holds at most DAMERO_MAX_HISTORY moves: the next gives DAMERO_HISTORY_FULL and leaves
 * the game as it was, and the fragment of the full game reads back. */
static void history_limit(void) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_from_fen("english", "B:WK32:BK1", NULL, &game)); /* repetitions: warn3 */
    static const char *const cycle[] = {"1-6", "32-27", "6-1", "27-32"};
    damero_status st = DAMERO_OK;
    for (size_t i = 0; i < DAMERO_MAX_HISTORY && st == DAMERO_OK; i++) {
        st = damero_game_play(game, cycle[i % 4], NULL);
    }
    CHECK_OK(st);
    size_t n = 0;
    CHECK_STATUS(damero_game_history(game, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == DAMERO_MAX_HISTORY);
    damero_game_state s;
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.state == DAMERO_STATE_ONGOING);
    char fen[64], fen_after[64];
    size_t needed = 0;
    CHECK_OK(damero_game_fen(game, fen, sizeof fen, &needed));
    damero_move legal[8];
    CHECK_OK(damero_game_legal_moves(game, legal, 8, &n));
    CHECK(n > 0);
    const uint8_t path[] = {1, 6};
    CHECK_STATUS(damero_game_play(game, cycle[DAMERO_MAX_HISTORY % 4], NULL), DAMERO_HISTORY_FULL);
    CHECK(strstr(damero_last_error_message(), "5") != NULL);
    CHECK_STATUS(damero_game_play_path(game, path, 2, NULL), DAMERO_HISTORY_FULL);
    CHECK_STATUS(damero_game_play_move(game, &legal[0], NULL), DAMERO_HISTORY_FULL);
    CHECK_STATUS(damero_game_play_and_claim(game, "1-6", DAMERO_DRAW_ANY, NULL, NULL), DAMERO_HISTORY_FULL);
    CHECK_OK(damero_game_fen(game, fen_after, sizeof fen_after, &needed));
    CHECK_STR(fen_after, fen);
    CHECK_STATUS(damero_game_history(game, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == DAMERO_MAX_HISTORY);

    /* The fragment of the full game reads back as the same game, also full. */
    CHECK_STATUS(damero_game_to_fragment(game, NULL, 0, &needed), DAMERO_BUFFER_TOO_SMALL);
    char *fragment = malloc(needed), *again_text = malloc(needed);
    CHECK(fragment != NULL && again_text != NULL);
    if (fragment != NULL && again_text != NULL) {
        size_t again_needed = 0;
        CHECK_OK(damero_game_to_fragment(game, fragment, needed, &needed));
        damero_game *again = NULL;
        CHECK_OK(damero_game_from_fragment(fragment, &again));
        if (again != NULL) {
            CHECK_OK(damero_game_to_fragment(again, again_text, needed, &again_needed));
            CHECK(again_needed == needed && strcmp(again_text, fragment) == 0);
            CHECK_OK(damero_game_fen(again, fen_after, sizeof fen_after, &needed));
            CHECK_STR(fen_after, fen);
            CHECK_STATUS(damero_game_history(again, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
            CHECK(n == DAMERO_MAX_HISTORY);
            CHECK_STATUS(damero_game_play(again, "1-6", NULL), DAMERO_HISTORY_FULL);
            /* Undo makes room for one move again. */
            CHECK_OK(damero_game_undo(again, NULL));
            CHECK_OK(damero_game_play(again, cycle[(DAMERO_MAX_HISTORY - 1) % 4], NULL));
            CHECK_STATUS(damero_game_play(again, "1-6", NULL), DAMERO_HISTORY_FULL);
            /* The game can still end: a draw by agreement is an event, not a move. */
            CHECK_OK(damero_game_agree_draw(again));
            damero_game_free(again);
        }
    }
    free(fragment);
    free(again_text);
    damero_game_free(game);
}

/* The game's FEN in `buf`. */
static const char *fen_in(const damero_game *game, char *buf, size_t size) {
    size_t needed = 0;
    if (damero_game_fen(game, buf, size, &needed) != DAMERO_OK) {
        snprintf(buf, size, "(no fen)");
    }
    return buf;
}

static size_t history_len(const damero_game *game) {
    size_t n = 0;
    damero_status st = damero_game_history(game, NULL, 0, &n);
    CHECK(st == DAMERO_OK || st == DAMERO_BUFFER_TOO_SMALL);
    return n;
}

/* Reversi: placements on a board numbered from the top left, the discs they turn, the score,
 * a forced pass (a move with an empty path), whole transcripts and their buffer, the sizes. */
static void reversi(void) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_new("reversi", NULL, &game));
    damero_geometry g;
    CHECK_OK(damero_game_geometry(game, &g));
    CHECK(g.rows == 8 && g.columns == 8 && g.squares == 64 && g.first_square == 0 && g.last_square == 63);
    CHECK(g.numbering == DAMERO_NUMBERING_FROM_TOP_LEFT && g.labels == DAMERO_LABELS_EDGE &&
          g.shading == DAMERO_SHADING_PLAIN && !g.drops);
    const char *name = NULL;
    CHECK_OK(damero_variant_side_name("reversi", DAMERO_SIDE_BLACK, &name));
    CHECK_STR(name, "black");
    CHECK_OK(damero_variant_side_name("reversi", DAMERO_SIDE_WHITE, &name));
    CHECK_STR(name, "white");
    char letter = '?';
    damero_piece disc = {DAMERO_SIDE_BLACK, DAMERO_ROLE_DISC};
    CHECK_OK(damero_variant_piece_letter("reversi", disc, &letter));
    CHECK(letter == 'X');
    disc.side = DAMERO_SIDE_WHITE;
    CHECK_OK(damero_variant_piece_letter("reversi", disc, &letter));
    CHECK(letter == 'O');
    damero_piece piece;
    CHECK_OK(damero_game_piece_at(game, 27, &piece)); /* d4 */
    CHECK(piece.side == DAMERO_SIDE_WHITE && piece.role == DAMERO_ROLE_DISC);

    damero_move legal[64];
    size_t n = 0;
    CHECK_OK(damero_game_legal_moves(game, legal, 64, &n));
    CHECK(n == 4);
    CHECK_STR(legal[0].notation, "d3");
    CHECK(legal[0].kind == DAMERO_MOVE_KIND_PLACE && legal[0].path_len == 1 && legal[0].path[0] == 19);
    CHECK(legal[0].from == DAMERO_NO_SQUARE && legal[0].to == 19 && legal[0].target == 19);
    CHECK(legal[0].captures_len == 1 && legal[0].captures[0] == 27 && legal[0].promotion == DAMERO_ROLE_NONE);
    damero_game_state s;
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.has_score && s.score[DAMERO_SIDE_BLACK] == 2 && s.score[DAMERO_SIDE_WHITE] == 2 && !s.must_pass);

    damero_move played;
    CHECK_OK(damero_game_play(game, "F5", &played)); /* either case */
    CHECK_STR(played.notation, "f5");
    CHECK(played.path_len == 1 && played.path[0] == 37 && played.captures_len == 1 && played.captures[0] == 36);
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.score[DAMERO_SIDE_BLACK] == 4 && s.score[DAMERO_SIDE_WHITE] == 1 && s.turn == DAMERO_SIDE_WHITE);
    /* A pass while a placement is legal is refused, by text and by an empty path. */
    CHECK_STATUS(damero_game_play(game, "pass", NULL), DAMERO_ILLEGAL_MOVE);
    CHECK_STATUS(damero_game_play_path(game, NULL, 0, NULL), DAMERO_ILLEGAL_MOVE);
    CHECK_OK(damero_game_undo(game, NULL));

    /* A transcript: (NULL, 0, &n) asks for the number and plays nothing; a small array is
     * refused and plays nothing either; then the moves. */
    static const char *const forced = "d3c3b3b2f5a3a1c1";
    char before[128], after[128];
    fen_in(game, before, sizeof before);
    n = 0;
    CHECK_STATUS(damero_game_play_moves(game, forced, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 8 && history_len(game) == 0);
    CHECK_STR(fen_in(game, after, sizeof after), before);
    damero_move moves[16];
    memset(moves, 0x5a, sizeof moves);
    n = 0;
    CHECK_STATUS(damero_game_play_moves(game, forced, moves, 7, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 8 && history_len(game) == 0 && (unsigned char)moves[0].notation[0] == 0x5a);
    CHECK_STR(fen_in(game, after, sizeof after), before);
    CHECK_OK(damero_game_play_moves(game, forced, moves, 8, &n));
    CHECK(n == 8 && history_len(game) == 8);
    CHECK_STR(moves[0].notation, "d3");
    CHECK_STR(moves[7].notation, "c1");
    /* Black has no placement: the pass is the one legal move, a move with an empty path. */
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.must_pass && s.turn == DAMERO_SIDE_BLACK && s.state == DAMERO_STATE_ONGOING);
    CHECK_OK(damero_game_legal_moves(game, legal, 64, &n));
    CHECK(n == 1 && legal[0].kind == DAMERO_MOVE_KIND_PASS && legal[0].path_len == 0);
    CHECK(legal[0].from == DAMERO_NO_SQUARE && legal[0].to == DAMERO_NO_SQUARE && legal[0].target == DAMERO_NO_SQUARE);
    CHECK_STR(legal[0].notation, "pass");
    CHECK_STR(legal[0].long_notation, "pass");
    CHECK_STATUS(damero_game_play(game, "e3", NULL), DAMERO_ILLEGAL_MOVE); /* play implies no pass */
    CHECK(strstr(damero_last_error_message(), "must pass") != NULL);
    damero_undone undone;
    static const char *const passes[] = {"pass", "PA", "--"};
    for (size_t i = 0; i < 3; i++) {
        CHECK_OK(damero_game_play(game, passes[i], &played));
        CHECK(played.kind == DAMERO_MOVE_KIND_PASS && played.path_len == 0);
        CHECK_OK(damero_game_undo(game, &undone));
        CHECK(undone.kind == DAMERO_UNDONE_KIND_MOVE && undone.mv.kind == DAMERO_MOVE_KIND_PASS);
    }
    CHECK_OK(damero_game_play_path(game, NULL, 0, &played)); /* the empty path */
    CHECK(played.kind == DAMERO_MOVE_KIND_PASS);
    CHECK_OK(damero_game_undo(game, NULL));
    CHECK_OK(damero_game_play_move(game, &legal[0], &played)); /* the move object */
    CHECK(played.kind == DAMERO_MOVE_KIND_PASS);
    CHECK_OK(damero_game_undo(game, NULL));
    /* A transcript leaves the pass out: it is played where it falls, and counted. */
    CHECK_OK(damero_game_play_moves(game, "e3", moves, 16, &n));
    CHECK(n == 2 && moves[0].kind == DAMERO_MOVE_KIND_PASS && moves[1].kind == DAMERO_MOVE_KIND_PLACE);
    CHECK_STR(moves[1].notation, "e3");
    CHECK(history_len(game) == 10);
    damero_move history[16];
    CHECK_OK(damero_game_history(game, history, 16, &n));
    CHECK(n == 10 && history[8].kind == DAMERO_MOVE_KIND_PASS);
    uint32_t number = 0;
    CHECK_OK(damero_game_move_number(game, 8, &number));
    CHECK(number == 5);
    char fragment[256];
    size_t needed = 0;
    CHECK_OK(damero_game_to_fragment(game, fragment, sizeof fragment, &needed));
    CHECK_STR(fragment, "v2/reversi/m:d3,c3,b3,b2,f5,a3,a1,c1,pass,e3");
    /* Without an array and without out_len: played, only the history has them. */
    CHECK_OK(damero_game_legal_moves(game, legal, 64, &n));
    CHECK(n > 0 && legal[0].kind == DAMERO_MOVE_KIND_PLACE);
    CHECK_OK(damero_game_play_moves(game, legal[0].notation, NULL, 0, NULL));
    CHECK(history_len(game) == 11);
    /* Nothing to play succeeds and plays nothing. */
    CHECK_OK(damero_game_play_moves(game, " , ", NULL, 0, &n));
    CHECK(n == 0 && history_len(game) == 11);
    damero_game_free(game);

    /* A wipe-out ends the game: Black 13, White 0; scoring=wof gives the empty squares to the
     * winner. */
    static const struct {
        const char *options;
        uint32_t white, black;
    } scorings[] = {{NULL, 0, 13}, {"scoring=wof", 0, 64}};
    for (size_t i = 0; i < 2; i++) {
        CHECK_OK(damero_game_new("reversi", scorings[i].options, &game));
        CHECK_OK(damero_game_play_moves(game, "d3 c3 b3 d2 e1 d6 d7 e3 f4", moves, 16, &n));
        CHECK(n == 9 && history_len(game) == 9);
        CHECK_OK(damero_game_status(game, &s));
        CHECK(s.state == DAMERO_STATE_WIN && s.winner == DAMERO_SIDE_BLACK && s.reason == DAMERO_REASON_MOST_DISCS);
        CHECK(s.has_score && s.score[DAMERO_SIDE_BLACK] == scorings[i].black &&
              s.score[DAMERO_SIDE_WHITE] == scorings[i].white);
        CHECK_STATUS(damero_game_play_moves(game, "a1", NULL, 0, &n), DAMERO_GAME_OVER);
        damero_game_free(game);
    }

    /* The sizes: 6x6 and 10x10 (100 squares, DAMERO_MAX_SQUARES), the board of the game. */
    static const struct {
        const char *options;
        uint8_t side;
    } sizes[] = {{"size=6", 6}, {"size=10x10", 10}};
    uint64_t eight = 0; /* OEIS A124004: 8,200 games of 6 plies on the 8x8 board */
    CHECK_OK(damero_perft("reversi", NULL, 6, DAMERO_DUPLICATES_KEEP, &eight));
    CHECK(eight == 8200);
    for (size_t i = 0; i < 2; i++) {
        CHECK_OK(damero_game_new("reversi", sizes[i].options, &game));
        CHECK_OK(damero_game_geometry(game, &g));
        CHECK(g.rows == sizes[i].side && g.columns == sizes[i].side);
        CHECK(g.squares == sizes[i].side * sizes[i].side && g.last_square == g.squares - 1);
        CHECK(g.squares <= DAMERO_MAX_SQUARES);
        damero_piece board[DAMERO_MAX_SQUARES];
        CHECK_OK(damero_game_board(game, board, DAMERO_MAX_SQUARES, &n));
        CHECK(n == g.squares);
        CHECK_STATUS(damero_game_piece_at(game, g.squares, &piece), DAMERO_INVALID_ARGUMENT);
        char last[8];
        CHECK_OK(damero_game_square_name(game, g.last_square, last, sizeof last, &needed));
        CHECK_STR(last, sizes[i].side == 6 ? "f6" : "j10");
        /* The game's board is counted: on 6x6 the edges are reached within 6 plies. */
        uint64_t nodes = 0, again = 0;
        CHECK_OK(damero_game_perft(game, 6, DAMERO_DUPLICATES_KEEP, &nodes));
        CHECK_OK(damero_game_perft_with(game, 6, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_LEAF, 2, 0, NULL, NULL,
                                        NULL, &again));
        CHECK(nodes == again && nodes > 0);
        if (sizes[i].side == 6) {
            CHECK(nodes != eight);
        }
        damero_game_free(game);
    }
    /* The default board of the variant stays 8x8. */
    CHECK_OK(damero_variant_geometry("reversi", &g));
    CHECK(g.rows == 8 && g.squares == 64);
}

/* Connect Four: discs that drop, columns as moves, a full column, four in a row marked, the
 * names of the sides, the sizes. */
static void connect_four(void) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_new("connect4", NULL, &game));
    damero_geometry g;
    CHECK_OK(damero_game_geometry(game, &g));
    CHECK(g.rows == 6 && g.columns == 7 && g.squares == 42 && g.first_square == 0 && g.drops);
    CHECK(g.numbering == DAMERO_NUMBERING_FROM_BOTTOM_LEFT && g.labels == DAMERO_LABELS_EDGE &&
          g.shading == DAMERO_SHADING_PLAIN);
    uint8_t square = 0;
    CHECK_OK(damero_game_square_at(game, 5, 0, &square)); /* the bottom left */
    CHECK(square == 0);
    /* Red and yellow on the board; black and white in the API. */
    const char *name = NULL;
    CHECK_OK(damero_variant_side_name("connect4", DAMERO_SIDE_BLACK, &name));
    CHECK_STR(name, "red");
    CHECK_OK(damero_variant_side_name("connect4", DAMERO_SIDE_WHITE, &name));
    CHECK_STR(name, "yellow");
    CHECK_STR(damero_side_name(DAMERO_SIDE_BLACK), "black");
    damero_game_state s;
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.turn == DAMERO_SIDE_BLACK && !s.has_score && !s.must_pass && s.winning_line_len == 0);

    damero_move played, legal[16];
    size_t n = 0;
    CHECK_OK(damero_game_play(game, "4", &played));
    CHECK_STR(played.notation, "4");
    CHECK(played.kind == DAMERO_MOVE_KIND_PLACE && played.path_len == 1 && played.path[0] == 3);
    CHECK(played.from == DAMERO_NO_SQUARE && played.to == 3 && played.target == 3 && played.captures_len == 0);
    /* The next disc of that column lands on top of it, at the square the move lists. */
    CHECK_OK(damero_game_legal_moves(game, legal, 16, &n));
    CHECK(n == 7 && legal[3].target == 10);
    const uint8_t above[] = {10}, top[] = {38};
    CHECK_STATUS(damero_game_play_path(game, top, 1, NULL), DAMERO_ILLEGAL_MOVE);
    CHECK_OK(damero_game_play_path(game, above, 1, &played));
    CHECK_STR(played.notation, "4");
    damero_piece piece;
    CHECK_OK(damero_game_piece_at(game, 10, &piece));
    CHECK(piece.side == DAMERO_SIDE_WHITE && piece.role == DAMERO_ROLE_DISC);
    char letter = '?';
    CHECK_OK(damero_variant_piece_letter("connect4", piece, &letter));
    CHECK(letter == 'y');
    /* A full column. */
    CHECK_OK(damero_game_play_moves(game, "4444", NULL, 0, NULL));
    CHECK_STATUS(damero_game_play(game, "4", NULL), DAMERO_ILLEGAL_MOVE);
    CHECK(strstr(damero_last_error_message(), "column 4 is full") != NULL);
    CHECK_STATUS(damero_game_play_moves(game, "14", NULL, 0, &n), DAMERO_ILLEGAL_MOVE);
    CHECK(strstr(damero_last_error_message(), "move 2") != NULL);
    CHECK(history_len(game) == 6);
    CHECK_OK(damero_game_legal_moves(game, legal, 16, &n));
    CHECK(n == 6);
    damero_game_free(game);

    /* Four in a row: the winner, the squares, no move after it; the move numbers. */
    CHECK_OK(damero_game_new("connect4", NULL, &game));
    damero_move moves[8];
    CHECK_OK(damero_game_play_moves(game, "4455667", moves, 8, &n));
    CHECK(n == 7 && moves[6].path[0] == 6);
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.state == DAMERO_STATE_WIN && s.winner == DAMERO_SIDE_BLACK && s.reason == DAMERO_REASON_FOUR_IN_A_ROW);
    CHECK(s.winning_line_len == 4 && s.winning_line[0] == 3 && s.winning_line[3] == 6);
    CHECK_STATUS(damero_game_play(game, "1", NULL), DAMERO_GAME_OVER);
    CHECK_STATUS(damero_game_play_moves(game, "1", NULL, 0, &n), DAMERO_GAME_OVER);
    uint32_t number = 0;
    CHECK_OK(damero_game_move_number(game, 7, &number));
    CHECK(number == 4 && s.move_number == 4);
    uint64_t ignore = 9, leaf = 9;
    CHECK_OK(damero_game_perft_with(game, 2, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 1, 0, NULL, NULL, NULL,
                                    &ignore));
    CHECK_OK(damero_game_perft_with(game, 2, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_LEAF, 1, 0, NULL, NULL, NULL,
                                    &leaf));
    CHECK(ignore == 0 && leaf == 1); /* the game is over: nothing, or one leaf */
    /* Undo takes back the winning disc. */
    damero_undone undone;
    CHECK_OK(damero_game_undo(game, &undone));
    CHECK(undone.kind == DAMERO_UNDONE_KIND_MOVE && undone.mv.target == 6);
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.state == DAMERO_STATE_ONGOING && s.winning_line_len == 0);
    /* One move before the end, the conventions differ. */
    CHECK_OK(damero_game_perft_with(game, 2, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 1, 0, NULL, NULL, NULL,
                                    &ignore));
    CHECK_OK(damero_game_perft_with(game, 2, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_LEAF, 2, 0, NULL, NULL, NULL,
                                    &leaf));
    CHECK(leaf > ignore && ignore > 0);
    damero_game_free(game);

    /* The sizes: 9 columns by 4 rows, then 4 by 9. */
    CHECK_OK(damero_game_new("connect4", "size=9x4", &game));
    CHECK_OK(damero_game_geometry(game, &g));
    CHECK(g.columns == 9 && g.rows == 4 && g.squares == 36 && g.drops);
    CHECK_OK(damero_game_play(game, "9", &played));
    CHECK(played.target == 8);
    CHECK_STATUS(damero_game_play_moves(game, "9999", NULL, 0, &n), DAMERO_ILLEGAL_MOVE); /* 4 rows: full */
    CHECK_OK(damero_game_play_moves(game, "999", moves, 8, &n));
    CHECK(n == 3 && moves[2].target == 35);
    char fragment[128];
    size_t needed = 0;
    CHECK_OK(damero_game_to_fragment(game, fragment, sizeof fragment, &needed));
    CHECK_STR(fragment, "v2/connect4/o:size=9x4/m:9,9,9,9");
    damero_game_free(game);
    CHECK_OK(damero_game_new("connect4", "size=4x9", &game));
    CHECK_OK(damero_game_geometry(game, &g));
    CHECK(g.columns == 4 && g.rows == 9 && g.squares == 36);
    CHECK_STATUS(damero_game_play(game, "5", NULL), DAMERO_ILLEGAL_MOVE);
    damero_game_free(game);
    CHECK_STATUS(damero_game_new("connect4", "size=10x6", &game), DAMERO_INVALID_OPTION);
    CHECK_STATUS(damero_game_new("connect4", "size=3x4", &game), DAMERO_INVALID_OPTION);
}

/* Perft on several threads, with progress and a stop flag. */
typedef struct {
    size_t calls, last_done, total;
    uint64_t sum;
    char first[DAMERO_MAX_NOTATION];
    bool in_order;
} tally;

static void count_root(void *user_data, const damero_move *move, uint64_t nodes, size_t done, size_t total) {
    tally *t = user_data;
    /* Calls never overlap, and `done` counts up by one each time. */
    t->in_order = t->in_order && done == t->last_done + 1 && done <= total;
    t->last_done = done;
    t->total = total;
    t->calls++;
    t->sum += nodes;
    if (t->calls == 1) {
        snprintf(t->first, sizeof t->first, "%s", move->notation);
    }
}

/* Sets the flag from another thread, after the count has begun. */
static void *stop_soon(void *flag) {
    struct timespec pause = {0, 50 * 1000 * 1000};
    nanosleep(&pause, NULL);
    atomic_store((atomic_bool *)flag, true);
    return NULL;
}

static void perft_threads(void) {
    uint64_t one = 0, many = 0, every = 0;
    CHECK_OK(damero_perft("english", NULL, 7, DAMERO_DUPLICATES_KEEP, &one));
    CHECK_OK(damero_perft_with("english", NULL, 7, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 1, 0, NULL, NULL,
                               NULL, &many));
    CHECK(many == one);
    CHECK_OK(damero_perft_with("english", NULL, 7, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 3, 0, NULL, NULL,
                               NULL, &many));
    CHECK(many == one);
    tally t = {.in_order = true};
    CHECK_OK(damero_perft_with("english", NULL, 7, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 0, 0, count_root,
                               &t, NULL, &every));
    CHECK(every == one);
    CHECK(t.in_order && t.calls == 7 && t.total == 7 && t.sum == one && t.first[0] != '\0');
    /* A transposition table: the same count, on one thread and on three, and for chess. */
    uint64_t hashed = 0;
    CHECK_OK(damero_perft_with("english", NULL, 7, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 1, 4, NULL, NULL,
                               NULL, &hashed));
    CHECK(hashed == one);
    CHECK_OK(damero_perft_with("english", NULL, 7, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 3, 1, NULL, NULL,
                               NULL, &hashed));
    CHECK(hashed == one);
    uint64_t chess_plain = 0, chess_hashed = 0;
    CHECK_OK(damero_perft("chess", NULL, 5, DAMERO_DUPLICATES_KEEP, &chess_plain));
    CHECK_OK(damero_perft_with("chess", NULL, 5, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 2, 2, NULL, NULL,
                               NULL, &chess_hashed));
    CHECK(chess_hashed == chess_plain && chess_plain > 0);

    /* International with duplicates dropped, from a FEN, and a game's own position. */
    uint64_t drop_one = 0, drop_many = 0;
    static const char *const ring = "W:WK46:B7,8,9,17,19,28,29,30,38,39";
    CHECK_OK(damero_perft("international", ring, 3, DAMERO_DUPLICATES_DROP, &drop_one));
    CHECK_OK(damero_perft_with("international", ring, 3, DAMERO_DUPLICATES_DROP, DAMERO_FINISHED_IGNORE, 2, 0, NULL,
                               NULL, NULL, &drop_many));
    CHECK(drop_many == drop_one && drop_one > 0);
    damero_game *game = NULL;
    CHECK_OK(damero_game_new("brazilian", NULL, &game));
    CHECK_OK(damero_game_play(game, "22-18", NULL));
    CHECK_OK(damero_game_perft(game, 6, DAMERO_DUPLICATES_KEEP, &one));
    t = (tally){.in_order = true};
    CHECK_OK(damero_game_perft_with(game, 6, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 2, 0, count_root, &t,
                                    NULL, &many));
    CHECK(many == one && t.in_order && t.sum == one);
    CHECK_OK(damero_game_perft_with(game, 6, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 2, 2, NULL, NULL, NULL,
                                    &hashed));
    CHECK(hashed == one);
    size_t n = 0;
    CHECK_STATUS(damero_game_legal_moves(game, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(t.calls == n && t.total == n);

    /* Depth 0 is one node and no root move. */
    t = (tally){.in_order = true};
    CHECK_OK(damero_game_perft_with(game, 0, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 2, 0, count_root, &t,
                                    NULL, &many));
    CHECK(many == 1 && t.calls == 0);

    /* A flag set before the count: stopped, out_nodes untouched. */
    atomic_bool stop;
    atomic_init(&stop, true);
    uint64_t untouched = 12345;
    CHECK_STATUS(damero_perft_with("english", NULL, 20, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 2, 0, NULL,
                                   NULL, &stop, &untouched),
                 DAMERO_STOPPED);
    CHECK(untouched == 12345);
    CHECK(strstr(damero_last_error_message(), "stopped") != NULL);
    /* A flag set by another thread during a count that would take years stops every worker. */
    atomic_store(&stop, false);
    pthread_t stopper;
    CHECK(pthread_create(&stopper, NULL, stop_soon, &stop) == 0);
    t = (tally){.in_order = true};
    CHECK_STATUS(damero_game_perft_with(game, 40, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 0, 0, count_root,
                                        &t, &stop, &untouched),
                 DAMERO_STOPPED);
    pthread_join(stopper, NULL);
    CHECK(untouched == 12345 && t.in_order);
    /* A flag that stays false changes nothing. */
    atomic_store(&stop, false);
    CHECK_OK(damero_game_perft_with(game, 5, DAMERO_DUPLICATES_KEEP, DAMERO_FINISHED_IGNORE, 0, 0, NULL, NULL, &stop,
                                    &many));
    CHECK_OK(damero_game_perft(game, 5, DAMERO_DUPLICATES_KEEP, &one));
    CHECK(many == one);
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

/* Reading a move without playing it; the number of legal moves without listing them; square
 * names, which a square the board lacks does not have. */
static void parse_and_count(void) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_new("chess", NULL, &game));
    size_t count = 0, len = 0;
    CHECK_OK(damero_game_legal_move_count(game, &count));
    CHECK(count == 20);
    CHECK_STATUS(damero_game_legal_moves(game, NULL, 0, &len), DAMERO_BUFFER_TOO_SMALL);
    CHECK(len == count);
    damero_move mv;
    CHECK_OK(damero_game_parse_move(game, "g1f3", &mv));
    CHECK_STR(mv.notation, "Nf3");
    CHECK_STR(mv.long_notation, "g1f3");
    CHECK(mv.kind == DAMERO_MOVE_KIND_TRAVEL && mv.from == 6 && mv.to == 21 && mv.path_len == 2);
    CHECK_OK(damero_game_history(game, NULL, 0, &len));
    CHECK(len == 0); /* not played */
    /* The move read plays as a move object, in this game. */
    damero_move played;
    CHECK_OK(damero_game_play_move(game, &mv, &played));
    CHECK_STR(played.notation, "Nf3");
    damero_move other = mv;
    memset(&other, 0xab, sizeof other);
    CHECK_STATUS(damero_game_parse_move(game, "Nf3", &other), DAMERO_ILLEGAL_MOVE);
    CHECK(other.kind == 0xabababab); /* untouched */
    CHECK_STATUS(damero_game_parse_move(game, "e9", &other), DAMERO_INVALID_NOTATION);
    CHECK_OK(damero_game_legal_move_count(game, &count));
    CHECK(count == 20);

    /* A draughts move read in one game is refused by a game where it is not legal. */
    damero_game *draughts = NULL;
    CHECK_OK(damero_game_new("english", NULL, &draughts));
    CHECK_OK(damero_game_parse_move(draughts, "11-15", &mv));
    CHECK_STR(mv.notation, "11-15");
    CHECK_STATUS(damero_game_play_move(game, &mv, NULL), DAMERO_ILLEGAL_MOVE);
    CHECK_STATUS(damero_game_history(game, NULL, 0, &len), DAMERO_BUFFER_TOO_SMALL);
    CHECK(len == 1);
    CHECK_STATUS(damero_game_parse_move(draughts, "Nf3", &mv), DAMERO_INVALID_NOTATION);
    /* Finished: no moves, and parsing a move says the game is over. */
    CHECK_OK(damero_game_resign(draughts, DAMERO_SIDE_BLACK));
    CHECK_OK(damero_game_legal_move_count(draughts, &count));
    CHECK(count == 0);
    CHECK_STATUS(damero_game_parse_move(draughts, "11-15", &mv), DAMERO_GAME_OVER);

    /* Square names: the core's answer, invalid_argument where the board has no square. */
    char name[8];
    size_t needed = 0;
    CHECK_OK(damero_variant_square_name("english", 1, name, sizeof name, &needed));
    CHECK_STR(name, "b8");
    CHECK_STATUS(damero_variant_square_name("english", 0, name, sizeof name, &needed), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_variant_square_name("english", 33, name, sizeof name, &needed), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_variant_square_name("chess", 64, name, sizeof name, &needed), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_variant_square_name("chess", -1, name, sizeof name, &needed), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_square_name(game, 64, name, sizeof name, &needed), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_square_name(draughts, 0, name, sizeof name, &needed), DAMERO_INVALID_ARGUMENT);
    CHECK_OK(damero_game_square_name(game, 63, name, sizeof name, &needed));
    CHECK_STR(name, "h8");
    damero_game_free(draughts);
    damero_game_free(game);
}

int main(void) {
    version();
    status_codes();
    roles_and_pieces();
    variants();
    moves_and_undo();
    chess_fields();
    international();
    copies_and_fragments();
    play_and_claim();
    history_limit();
    parse_and_count();
    reversi();
    connect_four();
    perft_threads();
    threads();
    return check_summary("c-api");
}
