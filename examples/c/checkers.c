/*
 * checkers: two people play any game of the library in the terminal: every draughts variant,
 * chess and Chess960, Reversi and Connect Four.
 *
 *   checkers                          a new game of English draughts (checkers)
 *   checkers --variant international  a new game of another variant (english, ..., chess,
 *                                     reversi, connect4: the library lists them)
 *   checkers --variant reversi --options size=6
 *                                     with options ("key=value,...": the board size of Reversi
 *                                     and Connect Four, draw rules, who moves first, ...)
 *   checkers FRAGMENT                 resume a game from the fragment this program prints
 *
 * Moves are typed as the library writes them: in draughts PDN, "11-15" for a step, "15x24" or
 * "15x24x31" for a capture (the start of a multi-jump is enough when only one jump sequence
 * begins that way), algebraically where the variant writes its moves so ("c3-d4", "c3:e5" in
 * Russian, "d3-d4" in Turkish), or as the numbers of the squares the piece visits with spaces
 * between them, "11 15" or "15 24 31", as a board takes clicks; in chess SAN ("Nf3", "O-O") or
 * UCI ("g1f3"); in Reversi the square of the disc ("f5"), or "pass" when there is no placement;
 * in Connect Four the column, one digit ("4"). Several moves may be typed at once, with spaces
 * between them, or as a placement game writes a whole game ("f5d6c3", "4453"), passes left out.
 * Commands, in any case: moves, undo, draw (both players agree), resign, claim, fen, help, quit.
 *
 * The board, whatever its size and numbering (8x8, 10x10, the turned boards of Italian and
 * Spanish, all 64 squares in Turkish, chess, Reversi 6x6 to 10x10 with a1 at the top left), is
 * drawn after each move from the game's geometry, with its row numbers and column letters, and in
 * draughts the square numbers beside it; a board where discs drop (Connect Four) is drawn with
 * row 1 at the bottom and its column numbers under it, a winning four marked [r]. The score is
 * shown where the game has one (Reversi). The line "resume: checkers ..." gives the whole game,
 * to continue later or to share as a link after '#'.
 */

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "damero.h"

#define DEFAULT_VARIANT "english"

static damero_family family_of(const damero_game *game) {
    damero_family family = DAMERO_FAMILY_DRAUGHTS;
    damero_variant_family(damero_game_variant(game), &family);
    return family;
}

/* The name of a side on this game's board: "black", "white"; "red", "yellow" in Connect Four. */
static const char *side_label(const damero_game *game, uint32_t side) {
    const char *name = NULL;
    if (damero_variant_side_name(damero_game_variant(game), side, &name) != DAMERO_OK) {
        name = damero_side_name(side);
    }
    return name != NULL ? name : "";
}

static uint32_t other_side(uint32_t side) {
    return side == DAMERO_SIDE_BLACK ? DAMERO_SIDE_WHITE : DAMERO_SIDE_BLACK;
}

/* "black" -> "Black": a name at the start of a sentence. */
static const char *capitalized(const char *name, char *buf, size_t size) {
    snprintf(buf, size, "%s", name != NULL ? name : "");
    buf[0] = (char)toupper((unsigned char)buf[0]);
    return buf;
}

/* The game's side name, capitalized, in one of two static buffers: two may be used at once (in
 * one printf), a third call reuses the first. */
static const char *Side(const damero_game *game, uint32_t side) {
    static char bufs[2][32];
    static int next;
    next = 1 - next;
    return capitalized(side_label(game, side), bufs[next], sizeof bufs[next]);
}

/* How to type a move, with an example from the game's own legal moves. */
static void help(const damero_game *game) {
    damero_move moves[256];
    size_t n = 0;
    damero_geometry g;
    bool have = damero_game_legal_moves(game, moves, 256, &n) == DAMERO_OK && n > 0;
    damero_family family = family_of(game);
    if (damero_game_geometry(game, &g) == DAMERO_OK && g.drops) {
        printf("Type the column to drop a disc in, 1 to %u (the numbers under the board); several\n"
               "columns at once as one number, e.g. 4453.\n",
               g.columns);
    } else if (family == DAMERO_FAMILY_PLACEMENT) {
        printf("Type the square to put a disc on, e.g. %s (the letters and numbers beside the board),\n"
               "or pass when you have no placement; several moves at once as one word, e.g. f5d6c3.\n",
               have && moves[0].path_len > 0 ? moves[0].notation : "d3");
    } else if (family == DAMERO_FAMILY_CHESS) {
        printf("Type a move in SAN or UCI, e.g. %s or %s (moves lists them).\n", have ? moves[0].notation : "Nf3",
               have ? moves[0].long_notation : "g1f3");
    } else if (have) {
        printf("Type a move as the library writes it (moves lists them), e.g. %s; a capture\n"
               "with x or : between its squares. Or the numbers of the squares it visits, with\n"
               "spaces between them, e.g. %u %u (the numbers are beside the board).\n",
               moves[0].notation, moves[0].path[0], moves[0].path[1]);
    } else {
        printf("Type a move in PDN: 11-15 (a step), 15x24 or 15x24x31 (a capture), or the squares\n"
               "with spaces between them: 11 15, 15 24 31.\n");
    }
    printf("Commands: moves (list the legal moves), undo, draw (both agree), resign,\n"
           "%sfen, help, quit.\n",
           family == DAMERO_FAMILY_PLACEMENT ? "" : "claim (claim a draw the rules allow), ");
}

/* Prints an error of the library (its message, or `message` when not NULL) and says what kind
 * of mistake it was. */
static void explain_with(damero_status status, const char *message) {
    const char *kind;
    switch (status) {
    case DAMERO_INVALID_NOTATION:
    case DAMERO_INVALID_ARGUMENT: /* a square the board does not have */
        kind = "Not a move (type help)";
        break;
    case DAMERO_ILLEGAL_MOVE:
        kind = "Illegal move";
        break;
    case DAMERO_AMBIGUOUS_MOVE:
        kind = "Ambiguous move";
        break;
    case DAMERO_GAME_OVER:
        /* The library's message says the same; say what can be done instead. */
        printf("The game is over: no more moves. Type undo to take back its end, or quit.\n");
        return;
    default:
        kind = "Not possible";
        break;
    }
    printf("%s: %s\n", kind, message != NULL ? message : damero_last_error_message());
}

static void explain(damero_status status) { explain_with(status, NULL); }

/* The algebraic name of the square at `row`, `column` of the game's board ("c3"), or "" when
 * there is none. */
static void name_at(const damero_game *game, uint8_t row, uint8_t column, char *name, size_t size) {
    uint8_t square = DAMERO_NO_SQUARE;
    size_t needed = 0;
    name[0] = '\0';
    if (damero_game_square_at(game, row, column, &square) != DAMERO_OK || square == DAMERO_NO_SQUARE ||
        damero_game_square_name(game, square, name, size, &needed) != DAMERO_OK) {
        name[0] = '\0';
    }
}

static bool in_list(uint8_t square, const uint8_t *list, size_t len) {
    for (size_t i = 0; i < len; i++) {
        if (list[i] == square) {
            return true;
        }
    }
    return false;
}

/* The letter of the piece on `square`, '?' when it has none. */
static char letter_on(const damero_game *game, const damero_geometry *g, const damero_piece *pieces, size_t count,
                      uint8_t square) {
    char letter = '?';
    size_t index = (size_t)(square - g->first_square);
    if (square == DAMERO_NO_SQUARE || square < g->first_square || index >= count ||
        damero_variant_piece_letter(damero_game_variant(game), pieces[index], &letter) != DAMERO_OK) {
        return '?';
    }
    return letter;
}

/* A board where discs drop (Connect Four): row 1 at the bottom, the column numbers under it (the
 * moves' names), the squares of a winning line marked "[r]". */
static void draw_columns(const damero_game *game, const damero_geometry *g, const damero_piece *pieces,
                         size_t count, const damero_game_state *s) {
    for (uint8_t row = 0; row < g->rows; row++) {
        char line[256];
        int used = snprintf(line, sizeof line, "%2u ", (unsigned)(g->rows - row));
        for (uint8_t column = 0; column < g->columns && used > 0 && (size_t)used < sizeof line; column++) {
            uint8_t square = DAMERO_NO_SQUARE;
            damero_game_square_at(game, row, column, &square);
            char letter = letter_on(game, g, pieces, count, square);
            bool won = in_list(square, s->winning_line, s->winning_line_len);
            used += snprintf(line + used, sizeof line - (size_t)used, won ? "[%c]" : " %c ", letter);
        }
        size_t end = strlen(line);
        while (end > 0 && line[end - 1] == ' ') {
            line[--end] = '\0';
        }
        printf("%s\n", line);
    }
    printf("   ");
    for (uint8_t column = 0; column < g->columns; column++) {
        printf(column + 1 < g->columns ? " %u " : " %u", (unsigned)column + 1);
    }
    printf("\n\n");
}

/* The board as drawn from the game's geometry, the row numbers on its left and the column
 * letters under it; where every square carries its number (draughts), the number of every
 * playing square beside it: the size, which squares are played (all 64 in Turkish), their
 * numbering (turned in Italian and Spanish, from the top left in Reversi) and their names come
 * from the game's board, the letters from the variant. */
static bool draw_board(const damero_game *game, const damero_game_state *s) {
    damero_geometry g;
    damero_piece pieces[256];
    size_t count = 0;
    if (damero_game_geometry(game, &g) != DAMERO_OK ||
        damero_game_board(game, pieces, sizeof pieces / sizeof pieces[0], &count) != DAMERO_OK) {
        return false;
    }
    printf("\n");
    if (g.drops) {
        draw_columns(game, &g, pieces, count, s);
        return true;
    }
    bool numbers = g.labels == DAMERO_LABELS_EVERY;
    char files[256] = "   ";
    for (uint8_t row = 0; row < g.rows; row++) {
        char left[256] = "", right[512] = "", rank[8] = "";
        for (uint8_t column = 0; column < g.columns; column++) {
            uint8_t square = DAMERO_NO_SQUARE;
            if (damero_game_square_at(game, row, column, &square) != DAMERO_OK) {
                return false;
            }
            char cell[8] = "   ", number[8] = "   ", name[8];
            char letter = letter_on(game, &g, pieces, count, square);
            if (square != DAMERO_NO_SQUARE && letter != '?') {
                snprintf(cell, sizeof cell, "  %c", letter);
                snprintf(number, sizeof number, "%3u", square);
                name_at(game, row, column, name, sizeof name);
                if (rank[0] == '\0' && name[0] != '\0') {
                    snprintf(rank, sizeof rank, "%s", name + 1); /* "c3" -> "3" */
                }
            }
            strncat(left, cell, sizeof left - strlen(left) - 1);
            strncat(right, number, sizeof right - strlen(right) - 1);
        }
        size_t end = strlen(right);
        while (end > 0 && right[end - 1] == ' ') {
            right[--end] = '\0';
        }
        if (numbers) {
            printf("%2s %s     %s\n", rank, left, right);
        } else {
            printf("%2s %s\n", rank, left);
        }
    }
    /* The column letters, from the name of any square in each column. */
    for (uint8_t column = 0; column < g.columns; column++) {
        char name[8] = "", cell[8] = "   ";
        for (uint8_t row = 0; row < g.rows && name[0] == '\0'; row++) {
            name_at(game, row, column, name, sizeof name);
        }
        if (name[0] != '\0') {
            snprintf(cell, sizeof cell, "  %c", name[0]);
        }
        strncat(files, cell, sizeof files - strlen(files) - 1);
    }
    printf("%s\n\n", files);
    return true;
}

/* The name to show for a variant: "English", "Connect4". */
static void title(const char *variant, char *buf, size_t size) { capitalized(variant, buf, size); }

/* Where each side starts and who moves first, from a new game of the same variant and options:
 * in draughts e.g. "Black (b, B) starts on squares 1-12 and White (w, W) on 21-32; black moves
 * first."; in the other games the letters of each side. */
static void introduce(const damero_game *game) {
    const char *variant = damero_game_variant(game);
    damero_family family = family_of(game);
    char options[1024], name[64];
    size_t needed = 0;
    damero_game *fresh = NULL;
    damero_piece pieces[256];
    size_t count = 0;
    damero_geometry g;
    damero_game_state s;
    if (damero_game_geometry(game, &g) != DAMERO_OK ||
        damero_game_options(game, options, sizeof options, &needed) != DAMERO_OK ||
        damero_game_new(variant, options, &fresh) != DAMERO_OK) {
        return;
    }
    title(variant, name, sizeof name);
    if (family != DAMERO_FAMILY_DRAUGHTS) {
        printf("%s for two, %u columns by %u rows.\n", name, g.columns, g.rows);
        if (damero_game_status(fresh, &s) == DAMERO_OK) {
            /* Chess: White's pieces are the capital letters; a placement game: one letter a side. */
            bool chess = family == DAMERO_FAMILY_CHESS;
            uint32_t first = chess ? DAMERO_SIDE_WHITE : DAMERO_SIDE_BLACK, second = other_side(first);
            char letters[2] = {'?', '?'};
            for (uint32_t side = 0; side < 2; side++) {
                damero_piece piece = {side, chess ? DAMERO_ROLE_KING : DAMERO_ROLE_DISC};
                damero_variant_piece_letter(variant, piece, &letters[side]);
            }
            printf(chess ? "%s has the capital letters (%c the king), %s the small ones (%c); "
                         : "%s plays %c and %s %c; ",
                   Side(game, first), letters[first], Side(game, second), letters[second]);
            printf("%s moves first.\n", side_label(game, s.turn));
        }
        damero_game_free(fresh);
        return;
    }
    printf("%s %s for two.", name, damero_family_name(family));
    if (damero_game_board(fresh, pieces, sizeof pieces / sizeof pieces[0], &count) == DAMERO_OK &&
        damero_game_status(fresh, &s) == DAMERO_OK) {
        static const uint32_t sides[] = {DAMERO_SIDE_BLACK, DAMERO_SIDE_WHITE};
        for (size_t i = 0; i < 2; i++) {
            unsigned low = 0, high = 0;
            for (size_t j = 0; j < count; j++) {
                if (pieces[j].side == sides[i]) {
                    unsigned square = (unsigned)(g.first_square + j);
                    low = low == 0 ? square : low;
                    high = square;
                }
            }
            damero_piece man = {sides[i], DAMERO_ROLE_MAN}, king = {sides[i], DAMERO_ROLE_KING};
            char m = '?', k = '?';
            damero_variant_piece_letter(variant, man, &m);
            damero_variant_piece_letter(variant, king, &k);
            printf(i == 0 ? " %s (%c, %c) starts on squares %u-%u" : " and %s (%c, %c) on %u-%u;",
                   Side(game, sides[i]), m, k, low, high);
        }
        printf("\n%s moves first. Kings are the capital letters.\n", side_label(game, s.turn));
    } else {
        printf("\n");
    }
    damero_game_free(fresh);
}

static void print_resume(const damero_game *game) {
    char fragment[32768];
    size_t needed = 0;
    if (damero_game_to_fragment(game, fragment, sizeof fragment, &needed) == DAMERO_OK) {
        printf("resume: checkers %s\n", fragment);
    }
}

/* How a draw came about, in a sentence. */
static const char *draw_text(uint32_t draw) {
    switch (draw) {
    case DAMERO_DRAW_REPETITION:
        return "by repetition";
    case DAMERO_DRAW_MOVE_LIMIT:
        return "under the move limit";
    case DAMERO_DRAW_ENDGAME:
        return "under the endgame rule";
    default:
        return "under the rules";
    }
}

/* Whether the variant writes its moves with square names ("c3-d4": Russian, Czech, Turkish,
 * chess, Reversi) rather than numbers ("11-15"): seen in the first legal move of a new game. */
static bool writes_names(const char *variant) {
    damero_game *fresh = NULL;
    damero_move moves[256];
    size_t n = 0;
    bool names = false;
    if (damero_game_new(variant, NULL, &fresh) == DAMERO_OK &&
        damero_game_legal_moves(fresh, moves, 256, &n) == DAMERO_OK && n > 0) {
        names = isalpha((unsigned char)moves[0].notation[0]) != 0;
    }
    damero_game_free(fresh);
    return names;
}

/* A square as the game's moves write it: its name ("d4") or its number ("36"). */
static void print_square(const damero_game *game, uint8_t square) {
    char name[8];
    size_t needed = 0;
    if (writes_names(damero_game_variant(game)) &&
        damero_game_square_name(game, square, name, sizeof name, &needed) == DAMERO_OK) {
        printf("%s", name);
    } else {
        printf("%u", square);
    }
}

/* The score where the game has one (Reversi: the discs of each side; once the game ended by
 * its rules, the final score). */
static void print_score(const damero_game *game, const damero_game_state *s) {
    if (s->has_score) {
        printf("Score: %s %u, %s %u.\n", Side(game, DAMERO_SIDE_BLACK), s->score[DAMERO_SIDE_BLACK],
               Side(game, DAMERO_SIDE_WHITE), s->score[DAMERO_SIDE_WHITE]);
    }
}

static void print_state(const damero_game *game, const damero_game_state *s) {
    char turn[32]; /* kept: Side() reuses its buffers */
    snprintf(turn, sizeof turn, "%s", Side(game, s->turn));
    print_score(game, s);
    if (s->state == DAMERO_STATE_WIN) {
        const char *winner = Side(game, s->winner), *loser = Side(game, other_side(s->winner));
        switch (s->reason) {
        case DAMERO_REASON_NO_PIECES:
            printf("%s wins: %s has no pieces left.\n", winner, loser);
            break;
        case DAMERO_REASON_NO_MOVES:
            printf("%s wins: %s has no move left.\n", winner, loser);
            break;
        case DAMERO_REASON_RESIGNATION:
            printf("%s wins: %s resigned.\n", winner, loser);
            break;
        case DAMERO_REASON_CHECKMATE:
            printf("%s wins by checkmate.\n", winner);
            break;
        case DAMERO_REASON_MOST_DISCS:
            printf("%s wins %u-%u: no disc can be placed any more, and %s has more.\n", winner,
                   s->score[s->winner], s->score[other_side(s->winner)], side_label(game, s->winner));
            break;
        case DAMERO_REASON_FOUR_IN_A_ROW:
            printf("%s wins: four in a row (marked).\n", winner);
            break;
        default:
            printf("%s wins.\n", winner);
            break;
        }
        return;
    }
    if (s->state == DAMERO_STATE_DRAW) {
        switch (s->reason) {
        case DAMERO_REASON_AGREEMENT:
            printf("Draw, agreed by the players.\n");
            break;
        case DAMERO_REASON_REPETITION:
        case DAMERO_REASON_FIVEFOLD_REPETITION:
            printf("Draw %s.\n", draw_text(DAMERO_DRAW_REPETITION));
            break;
        case DAMERO_REASON_MOVE_LIMIT:
        case DAMERO_REASON_SEVENTY_FIVE_MOVES:
            printf("Draw %s.\n", draw_text(DAMERO_DRAW_MOVE_LIMIT));
            break;
        case DAMERO_REASON_ENDGAME:
            printf("Draw %s.\n", draw_text(DAMERO_DRAW_ENDGAME));
            break;
        case DAMERO_REASON_STALEMATE:
            printf("Draw by stalemate.\n");
            break;
        case DAMERO_REASON_INSUFFICIENT_MATERIAL:
            printf("Draw: neither side can mate.\n");
            break;
        case DAMERO_REASON_EQUAL_DISCS:
            printf("Draw %u-%u: no disc can be placed any more, and both sides have as many.\n",
                   s->score[DAMERO_SIDE_BLACK], s->score[DAMERO_SIDE_WHITE]);
            break;
        case DAMERO_REASON_BOARD_FULL:
            printf("Draw: the board is full.\n");
            break;
        default:
            printf("Draw.\n");
            break;
        }
        return;
    }
    if (s->must_pass) {
        printf("%s has no placement and must pass: type pass.\n", turn);
    }
    if (s->in_check) {
        printf("%s is in check.\n", turn);
    }
    if (s->must_capture_len > 0) {
        printf("%s must capture, with the %s on", turn, s->must_capture_len == 1 ? "piece" : "pieces");
        for (size_t i = 0; i < s->must_capture_len; i++) {
            printf("%s ", i == 0 ? "" : ",");
            print_square(game, s->must_capture[i]);
        }
        printf(".\n");
    }
    if (s->warnings & DAMERO_DRAW_REPETITION) {
        printf("This position has occurred %u times.\n", s->repetitions);
    }
    if (s->warnings & DAMERO_DRAW_MOVE_LIMIT) {
        printf("%u moves without a capture or a man move.\n", s->reversible_plies);
    }
    if (s->warnings & DAMERO_DRAW_ENDGAME) {
        printf("%u moves since the pieces last changed (endgame count).\n", s->endgame_plies);
    }
    for (uint32_t bit = 1; damero_draw_code(bit) != NULL; bit <<= 1) {
        if (s->claimable & bit) {
            printf("%s may claim a draw %s: type claim.\n", turn, draw_text(bit));
        }
    }
}

static void list_moves(const damero_game *game) {
    damero_move moves[256];
    size_t n = 0;
    damero_status status = damero_game_legal_moves(game, moves, 256, &n);
    if (status != DAMERO_OK) {
        explain(status);
        return;
    }
    printf("Legal moves:");
    for (size_t i = 0; i < n; i++) {
        printf(" %s", moves[i].notation);
    }
    printf(n == 0 ? " none\n" : "\n");
}

static void show_move(const damero_game *game, uint32_t side, const damero_move *m) {
    const char *name = Side(game, side);
    if (m->kind == DAMERO_MOVE_KIND_PASS) {
        printf("%s passed.\n", name);
        return;
    }
    printf("%s played %s", name, m->notation);
    if (m->captures_len > 0) {
        /* A Reversi placement turns the discs it flanks; the other games capture. */
        printf(m->kind == DAMERO_MOVE_KIND_PLACE ? ", turning" : ", capturing");
        for (size_t i = 0; i < m->captures_len; i++) {
            printf("%s ", i == 0 ? "" : ",");
            print_square(game, m->captures[i]);
        }
    }
    if (m->promotion == DAMERO_ROLE_KING) {
        printf(", and is crowned.\n");
    } else if (m->promotion != DAMERO_ROLE_NONE) {
        printf(", and becomes a %s.\n", damero_role_name(m->promotion));
    } else {
        printf(".\n");
    }
}

/* Reads one line without its newline; false at the end of the input. */
static bool read_line(char *line, size_t size) {
    if (fgets(line, (int)size, stdin) == NULL) {
        return false;
    }
    size_t len = strcspn(line, "\r\n");
    if (line[len] == '\0' && len == size - 1) {
        int c; /* too long: drop the rest of the line */
        while ((c = getchar()) != EOF && c != '\n') {
        }
    }
    line[len] = '\0';
    return true;
}

/* What undo took back, in a sentence: "Took back 10x19.", "Took back the draw agreement." */
static void show_undone(const damero_game *game, const damero_undone *undone) {
    if (undone->kind == DAMERO_UNDONE_KIND_MOVE) {
        printf("Took back %s.\n", undone->mv.notation);
        return;
    }
    const char *event = undone->event;
    damero_draw draw;
    if (strcmp(event, "agree") == 0) {
        printf("Took back the draw agreement; play on.\n");
    } else if (strncmp(event, "resign-", 7) == 0) {
        uint32_t side = strcmp(event + 7, "black") == 0 ? DAMERO_SIDE_BLACK : DAMERO_SIDE_WHITE;
        printf("Took back %s's resignation; play on.\n", Side(game, side));
    } else if (strncmp(event, "claim-", 6) == 0 && damero_draw_from_code(event + 6, &draw) == DAMERO_OK) {
        printf("Took back the claimed draw %s; play on.\n", draw_text(draw));
    } else {
        printf("Took back the end of the game (%s); play on.\n", event);
    }
}

/* A move typed as squares with spaces between them ("11 15", "15 24 31"), as a board sends the
 * squares a player clicked: played as a path (a start that only one move has is enough). Returns
 * false when the text is not two or more numbers with spaces between them. */
static bool play_squares(damero_game *game, const char *text, damero_move *played, damero_status *status) {
    uint8_t path[DAMERO_MAX_PATH];
    size_t len = 0;
    const char *p = text;
    while (*p != '\0') {
        if (!isdigit((unsigned char)*p)) {
            return false;
        }
        long long square = 0;
        while (isdigit((unsigned char)*p)) {
            square = square < 1000000 ? square * 10 + (*p - '0') : square;
            p++;
        }
        if (*p != '\0' && *p != ' ' && *p != '\t') {
            return false;
        }
        p += strspn(p, " \t");
        /* The library checks every square against the board, with a message that gives the
         * range; a path longer than any move is refused as such. */
        uint8_t row = 0, column = 0;
        *status = damero_game_coordinates(game, square, &row, &column);
        if (*status != DAMERO_OK) {
            return true;
        }
        if (len == DAMERO_MAX_PATH) {
            *status = damero_game_play_path(game, path, DAMERO_MAX_PATH + 1, played);
            return true;
        }
        path[len++] = (uint8_t)square;
    }
    if (len < 2) {
        return false;
    }
    *status = damero_game_play_path(game, path, len, played);
    return true;
}

/* Several moves in one line ("11-15 23-19", "f5d6c3", "4453"): played all or nothing through
 * damero_game_play_moves, each shown as it was played, by alternate sides from `side`. */
static damero_status play_several(damero_game *game, const char *text, uint32_t side) {
    size_t count = 0;
    damero_status status = damero_game_play_moves(game, text, NULL, 0, &count); /* how many */
    if (status != DAMERO_OK && status != DAMERO_BUFFER_TOO_SMALL) {
        return status;
    }
    damero_move *moves = malloc((count + 1) * sizeof *moves);
    if (moves == NULL) {
        return DAMERO_INVALID_ARGUMENT;
    }
    status = damero_game_play_moves(game, text, moves, count, &count);
    for (size_t i = 0; status == DAMERO_OK && i < count; i++) {
        show_move(game, side, &moves[i]);
        side = other_side(side);
    }
    free(moves);
    return status;
}

/* Plays what the player typed: squares with spaces between them (draughts), one move, or several
 * moves. Returns whether something was played; an error is explained. */
static bool play_input(damero_game *game, const char *text, uint32_t side) {
    damero_move played;
    damero_status status;
    if (family_of(game) == DAMERO_FAMILY_DRAUGHTS && play_squares(game, text, &played, &status)) {
        /* squares with spaces between them */
    } else if (strpbrk(text, " \t,") != NULL) {
        status = play_several(game, text, side);
        if (status != DAMERO_OK) {
            explain(status);
        }
        return status == DAMERO_OK;
    } else {
        status = damero_game_play(game, text, &played);
        if (status == DAMERO_INVALID_NOTATION) {
            /* Perhaps one word of several moves, as placement games write a game ("f5d6c3",
             * "4453"); if it is not that either, the reason is the one of the single move. */
            char message[1024];
            snprintf(message, sizeof message, "%s", damero_last_error_message());
            damero_status several = play_several(game, text, side);
            if (several == DAMERO_INVALID_NOTATION) {
                explain_with(status, message);
            } else if (several != DAMERO_OK) {
                explain(several); /* moves, one of which is not possible ("4444" in a full column) */
            }
            return several == DAMERO_OK;
        }
    }
    if (status != DAMERO_OK) {
        explain(status);
        return false;
    }
    show_move(game, side, &played);
    return true;
}

static int usage(void) {
    fprintf(stderr, "usage: checkers [--variant NAME] [--options TEXT] [FRAGMENT]\nvariants:");
    for (size_t i = 0; i < damero_variant_count(); i++) {
        fprintf(stderr, " %s", damero_variant_name(i));
    }
    fprintf(stderr, "\n");
    return 2;
}

int main(int argc, char **argv) {
    const char *variant = NULL, *fragment = NULL, *options = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--variant") == 0 && i + 1 < argc && variant == NULL) {
            variant = argv[++i];
        } else if (strcmp(argv[i], "--options") == 0 && i + 1 < argc && options == NULL) {
            options = argv[++i];
        } else if (argv[i][0] != '-' && fragment == NULL) {
            fragment = argv[i];
        } else {
            return usage();
        }
    }
    if (fragment != NULL && options != NULL) {
        fprintf(stderr, "checkers: a fragment carries its options; --options is for a new game\n");
        return 2;
    }
    damero_game *game = NULL;
    damero_status status =
        fragment != NULL ? damero_game_from_fragment(fragment, &game)
                         : damero_game_new(variant != NULL ? variant : DEFAULT_VARIANT, options, &game);
    if (status != DAMERO_OK) {
        fprintf(stderr, "checkers: cannot %s: %s: %s\n", fragment != NULL ? "resume that game" : "start",
                damero_status_code(status), damero_last_error_message());
        return status == DAMERO_UNKNOWN_VARIANT ? usage() : status == DAMERO_INVALID_OPTION ? 2 : 1;
    }
    if (fragment != NULL && variant != NULL && strcmp(variant, damero_game_variant(game)) != 0) {
        fprintf(stderr, "checkers: that fragment is a game of %s, not %s\n", damero_game_variant(game),
                variant);
        damero_game_free(game);
        return 2;
    }
    introduce(game);
    help(game);

    bool redraw = true;
    char line[1024];
    for (;;) {
        damero_game_state s;
        if (damero_game_status(game, &s) != DAMERO_OK) {
            explain(DAMERO_PANIC);
            break;
        }
        if (redraw) {
            draw_board(game, &s);
            print_state(game, &s);
            print_resume(game);
            redraw = false;
        }
        printf("%s> ", s.state == DAMERO_STATE_ONGOING ? side_label(game, s.turn) : "game over");
        fflush(stdout);
        if (!read_line(line, sizeof line)) {
            printf("\n");
            break;
        }
        char *cmd = line + strspn(line, " \t");
        size_t end = strlen(cmd);
        while (end > 0 && (cmd[end - 1] == ' ' || cmd[end - 1] == '\t')) {
            cmd[--end] = '\0';
        }
        /* Commands in any case ("Undo", "QUIT"); move text is passed on as typed. */
        char word[16] = "";
        if (end < sizeof word) {
            for (size_t i = 0; i <= end; i++) {
                word[i] = (char)tolower((unsigned char)cmd[i]);
            }
        }
        if (*cmd == '\0') {
            continue;
        } else if (strcmp(word, "quit") == 0 || strcmp(word, "q") == 0 || strcmp(word, "exit") == 0) {
            break;
        } else if (strcmp(word, "help") == 0 || strcmp(word, "?") == 0) {
            help(game);
        } else if (strcmp(word, "moves") == 0) {
            list_moves(game);
        } else if (strcmp(word, "fen") == 0) {
            char fen[512];
            size_t needed = 0;
            if (damero_game_fen(game, fen, sizeof fen, &needed) == DAMERO_OK) {
                printf("%s\n", fen);
            }
        } else if (strcmp(word, "undo") == 0) {
            damero_undone undone;
            status = damero_game_undo(game, &undone);
            if (status != DAMERO_OK) {
                explain(status);
            } else {
                show_undone(game, &undone);
                redraw = true;
            }
        } else if (strcmp(word, "draw") == 0) {
            status = damero_game_agree_draw(game);
            status == DAMERO_OK ? (void)(redraw = true) : explain(status);
        } else if (strcmp(word, "resign") == 0) {
            status = damero_game_resign(game, s.turn);
            status == DAMERO_OK ? (void)(redraw = true) : explain(status);
        } else if (strcmp(word, "claim") == 0) {
            damero_draw claimed;
            status = damero_game_claim_draw(game, DAMERO_DRAW_ANY, &claimed);
            status == DAMERO_OK ? (void)(redraw = true) : explain(status);
        } else if (play_input(game, cmd, s.turn)) {
            redraw = true;
        }
    }
    print_resume(game);
    damero_game_free(game);
    return 0;
}
