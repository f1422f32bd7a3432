/*
 * The C interface beyond the shared conformance data: version, status codes, names, roles,
 * pieces and their letters, board geometry and square names of every variant, option keys, the
 * move and undo structs, copies, and what may run on several threads at once.
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
        {DAMERO_NULL_ARGUMENT, "null_argument"},
        {DAMERO_BUFFER_TOO_SMALL, "buffer_too_small"},
        {DAMERO_INVALID_UTF8, "invalid_utf8"},
        {DAMERO_PANIC, "panic"},
        {DAMERO_STOPPED, "stopped"},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        CHECK_STR(damero_status_code(known[i].status), known[i].code);
    }
    CHECK_STR(damero_status_code(DAMERO_HISTORY_FULL + 1), "unknown");
    CHECK_STR(damero_status_code(99), "unknown");
    CHECK_STR(damero_status_code(DAMERO_STOPPED + 1), "unknown");
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
    CHECK(damero_reason_code(DAMERO_REASON_NONE) == NULL);
    CHECK(damero_reason_code(DAMERO_REASON_SEVENTY_FIVE_MOVES + 1) == NULL);
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
    static const char *const names[] = {"man", "king", "pawn", "knight", "bishop", "rook", "queen"};
    CHECK(damero_role_name(DAMERO_ROLE_NONE) == NULL);
    for (uint32_t role = DAMERO_ROLE_MAN; role <= DAMERO_ROLE_QUEEN; role++) {
        CHECK_STR(damero_role_name(role), names[role - DAMERO_ROLE_MAN]);
        uint32_t back = 0;
        CHECK_OK(damero_role_from_name(names[role - DAMERO_ROLE_MAN], &back));
        CHECK(back == role);
    }
    CHECK(damero_role_name(DAMERO_ROLE_QUEEN + 1) == NULL);
    CHECK(damero_role_name(0xffffffffu) == NULL);
    uint32_t role = 99;
    CHECK_STATUS(damero_role_from_name("King", &role), DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "queen") != NULL);
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
        const char *family = NULL;
        CHECK_OK(damero_variant_family(variant, &family));
        if (family == NULL || strcmp(family, "draughts") != 0) {
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
    const char *family = NULL;
    CHECK_OK(damero_variant_family(variant, &family));
    CHECK(family != NULL && (strcmp(family, "draughts") == 0 || strcmp(family, "chess") == 0));
    /* Every square fits below the "no square" value, which is never a square. */
    CHECK(g.first_square + g.squares - 1u < DAMERO_NO_SQUARE && g.squares <= DAMERO_MAX_SQUARES);
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
            CHECK(name[0] == 'a' + column); /* column a on White's left */
            CHECK(atoi(name + 1) == g.rows - row); /* row 1 on White's side */
            CHECK_OK(damero_variant_square_from_name(variant, name, &back));
            CHECK(back == square);
        }
    }
    CHECK(playing == g.squares);
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
    CHECK(g.rows == 8 && g.columns == 8 && g.squares == 32 && g.first_square == 1);
    CHECK_OK(damero_variant_geometry("international", &g));
    CHECK(g.rows == 10 && g.columns == 10 && g.squares == 50 && g.first_square == 1);
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
    CHECK(played.from == 14 && played.to == 32 && played.promotion == DAMERO_ROLE_KING);
    CHECK(played.path_len == 3 && played.path[0] == 14 && played.path[1] == 23 && played.path[2] == 32);
    CHECK(played.captures_len == 2 && played.captures[0] == 18 && played.captures[1] == 27);
    CHECK_OK(damero_game_status(game, &s));
    CHECK(s.state == DAMERO_STATE_WIN && s.winner == DAMERO_SIDE_BLACK);
    CHECK(s.reason == DAMERO_REASON_NO_PIECES && s.must_capture_len == 0);
    CHECK(s.checkers_len == 0 && !s.in_check && s.endgame_plies == 0);
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
    CHECK_OK(damero_perft_with("english", NULL, 7, DAMERO_DUPLICATES_KEEP, 1, NULL, NULL, NULL, &many));
    CHECK(many == one);
    CHECK_OK(damero_perft_with("english", NULL, 7, DAMERO_DUPLICATES_KEEP, 3, NULL, NULL, NULL, &many));
    CHECK(many == one);
    tally t = {.in_order = true};
    CHECK_OK(damero_perft_with("english", NULL, 7, DAMERO_DUPLICATES_KEEP, 0, count_root, &t, NULL, &every));
    CHECK(every == one);
    CHECK(t.in_order && t.calls == 7 && t.total == 7 && t.sum == one && t.first[0] != '\0');

    /* International with duplicates dropped, from a FEN, and a game's own position. */
    uint64_t drop_one = 0, drop_many = 0;
    static const char *const ring = "W:WK46:B7,8,9,17,19,28,29,30,38,39";
    CHECK_OK(damero_perft("international", ring, 3, DAMERO_DUPLICATES_DROP, &drop_one));
    CHECK_OK(damero_perft_with("international", ring, 3, DAMERO_DUPLICATES_DROP, 2, NULL, NULL, NULL, &drop_many));
    CHECK(drop_many == drop_one && drop_one > 0);
    damero_game *game = NULL;
    CHECK_OK(damero_game_new("brazilian", NULL, &game));
    CHECK_OK(damero_game_play(game, "22-18", NULL));
    CHECK_OK(damero_game_perft(game, 6, DAMERO_DUPLICATES_KEEP, &one));
    t = (tally){.in_order = true};
    CHECK_OK(damero_game_perft_with(game, 6, DAMERO_DUPLICATES_KEEP, 2, count_root, &t, NULL, &many));
    CHECK(many == one && t.in_order && t.sum == one);
    size_t n = 0;
    CHECK_STATUS(damero_game_legal_moves(game, NULL, 0, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(t.calls == n && t.total == n);

    /* Depth 0 is one node and no root move. */
    t = (tally){.in_order = true};
    CHECK_OK(damero_game_perft_with(game, 0, DAMERO_DUPLICATES_KEEP, 2, count_root, &t, NULL, &many));
    CHECK(many == 1 && t.calls == 0);

    /* A flag set before the count: stopped, out_nodes untouched. */
    atomic_bool stop;
    atomic_init(&stop, true);
    uint64_t untouched = 12345;
    CHECK_STATUS(damero_perft_with("english", NULL, 20, DAMERO_DUPLICATES_KEEP, 2, NULL, NULL, &stop, &untouched),
                 DAMERO_STOPPED);
    CHECK(untouched == 12345);
    CHECK(strstr(damero_last_error_message(), "stopped") != NULL);
    /* A flag set by another thread during a count that would take years stops every worker. */
    atomic_store(&stop, false);
    pthread_t stopper;
    CHECK(pthread_create(&stopper, NULL, stop_soon, &stop) == 0);
    t = (tally){.in_order = true};
    CHECK_STATUS(damero_game_perft_with(game, 40, DAMERO_DUPLICATES_KEEP, 0, count_root, &t, &stop, &untouched),
                 DAMERO_STOPPED);
    pthread_join(stopper, NULL);
    CHECK(untouched == 12345 && t.in_order);
    /* A flag that stays false changes nothing. */
    atomic_store(&stop, false);
    CHECK_OK(damero_game_perft_with(game, 5, DAMERO_DUPLICATES_KEEP, 0, NULL, NULL, &stop, &many));
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

int main(void) {
    version();
    status_codes();
    roles_and_pieces();
    variants();
    moves_and_undo();
    international();
    copies_and_fragments();
    play_and_claim();
    history_limit();
    perft_threads();
    threads();
    return check_summary("c-api");
}
