/*
 * checkers: two people play draughts in the terminal, any draughts variant the library knows.
 *
 *   checkers                          a new game of English draughts (checkers)
 *   checkers --variant international  a new game of another draughts variant (english, brazilian,
 *                                     international, ...: the library lists them)
 *   checkers FRAGMENT                 resume a game from the fragment this program prints
 *
 * Chess and Chess960 are games of the library too, but not of this program, whose board, words
 * and help are those of draughts: it refuses them (exit status 2) and names the draughts variants.
 *
 * Moves are typed as the library writes them: in PDN, "11-15" for a step, "15x24" or "15x24x31"
 * for a capture (the start of a multi-jump is enough when only one jump sequence begins that way);
 * algebraically where the variant writes its moves so ("c3-d4", "c3:e5" in Russian, "d3-d4" in
 * Turkish); or as the numbers of the squares the piece visits with spaces between them, "11 15"
 * or "15 24 31", as a board takes clicks.
 * Commands, in any case: moves, undo, draw (both players agree), resign, claim, fen, help, quit.
 * The board, whatever its size and numbering (8x8, 10x10, the turned boards of Italian and
 * Spanish, all 64 squares in Turkish), is drawn after each move from the variant's geometry, with
 * its row numbers and column letters and the square numbers beside it; the line
 * "resume: checkers ..." gives the whole game, to continue later or to share as a link after '#'.
 */

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "damero.h"

#define DEFAULT_VARIANT "english"

/* How to type a move, with an example from the game's own legal moves: PDN numbers in most
 * variants ("11-15", "15x24"), algebraic squares in others ("c3-d4" in Russian, "d3-d4" in
 * Turkish). */
static void help(const damero_game *game) {
    damero_move moves[256];
    size_t n = 0;
    if (damero_game_legal_moves(game, moves, 256, &n) == DAMERO_OK && n > 0) {
        printf("Type a move as the library writes it (moves lists them), e.g. %s; a capture\n"
               "with x or : between its squares. Or the numbers of the squares it visits, with\n"
               "spaces between them, e.g. %u %u (the numbers are beside the board).\n",
               moves[0].notation, moves[0].path[0], moves[0].path[1]);
    } else {
        printf("Type a move in PDN: 11-15 (a step), 15x24 or 15x24x31 (a capture), or the squares\n"
               "with spaces between them: 11 15, 15 24 31.\n");
    }
    printf("Commands: moves (list the legal moves), undo, draw (both agree), resign,\n"
           "claim (claim a draw the rules allow), fen, help, quit.\n");
}

/* "black" -> "Black": a side's name at the start of a sentence. */
static const char *capitalized(const char *name, char *buf, size_t size) {
    snprintf(buf, size, "%s", name != NULL ? name : "");
    buf[0] = (char)toupper((unsigned char)buf[0]);
    return buf;
}

/* Prints an error of the library and says what kind of mistake it was. */
static void explain(damero_status status) {
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
    printf("%s: %s\n", kind, damero_last_error_message());
}

/* The algebraic name of the square at `row`, `column` ("c3"), or "" when there is none. */
static void name_at(const char *variant, uint8_t row, uint8_t column, char *name, size_t size) {
    uint8_t square = DAMERO_NO_SQUARE;
    size_t needed = 0;
    name[0] = '\0';
    if (damero_variant_square_at(variant, row, column, &square) != DAMERO_OK || square == DAMERO_NO_SQUARE ||
        damero_variant_square_name(variant, square, name, size, &needed) != DAMERO_OK) {
        name[0] = '\0';
    }
}

/* The board with White at the bottom, the row numbers on its left and the column letters under
 * it, and beside it the number of every playing square: the size, which squares are played (all
 * 64 in Turkish), their numbering (turned in Italian and Spanish), their names and the letters
 * all come from the variant. */
static bool draw_board(const damero_game *game) {
    const char *variant = damero_game_variant(game);
    damero_geometry g;
    damero_piece pieces[256];
    size_t count = 0;
    if (damero_variant_geometry(variant, &g) != DAMERO_OK ||
        damero_game_board(game, pieces, sizeof pieces / sizeof pieces[0], &count) != DAMERO_OK) {
        return false;
    }
    printf("\n");
    char files[256] = "   ";
    for (uint8_t row = 0; row < g.rows; row++) {
        char left[256] = "", right[256] = "", rank[8] = "";
        for (uint8_t column = 0; column < g.columns; column++) {
            uint8_t square = DAMERO_NO_SQUARE;
            if (damero_variant_square_at(variant, row, column, &square) != DAMERO_OK) {
                return false;
            }
            char cell[8] = "   ", number[8] = "   ", letter = '?', name[8];
            size_t index = (size_t)(square - g.first_square);
            if (square != DAMERO_NO_SQUARE && square >= g.first_square && index < count &&
                damero_variant_piece_letter(variant, pieces[index], &letter) == DAMERO_OK) {
                snprintf(cell, sizeof cell, "  %c", letter);
                snprintf(number, sizeof number, "%3u", square);
                name_at(variant, row, column, name, sizeof name);
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
        printf("%2s %s     %s\n", rank, left, right);
    }
    /* The column letters, from the name of any square in each column. */
    for (uint8_t column = 0; column < g.columns; column++) {
        char name[8] = "", cell[8] = "   ";
        for (uint8_t row = 0; row < g.rows && name[0] == '\0'; row++) {
            name_at(variant, row, column, name, sizeof name);
        }
        if (name[0] != '\0') {
            snprintf(cell, sizeof cell, "  %c", name[0]);
        }
        strncat(files, cell, sizeof files - strlen(files) - 1);
    }
    printf("%s\n\n", files);
    return true;
}

/* Where each side starts and who moves first, from a new game of the same variant and options:
 * e.g. "Black (b, B) starts on squares 1-12 and White (w, W) on 21-32; black moves first." */
static void introduce(const damero_game *game) {
    const char *variant = damero_game_variant(game);
    const char *family = "draughts";
    char options[1024];
    size_t needed = 0;
    damero_game *fresh = NULL;
    damero_piece pieces[256];
    size_t count = 0;
    damero_geometry g;
    damero_game_state s;
    if (damero_variant_family(variant, &family) != DAMERO_OK ||
        damero_variant_geometry(variant, &g) != DAMERO_OK ||
        damero_game_options(game, options, sizeof options, &needed) != DAMERO_OK ||
        damero_game_new(variant, options, &fresh) != DAMERO_OK) {
        return;
    }
    printf("%c%s %s for two.", toupper((unsigned char)variant[0]), variant + 1, family);
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
            const char *name = damero_side_name(sides[i]);
            printf(i == 0 ? " %c%s (%c, %c) starts on squares %u-%u" : " and %c%s (%c, %c) on %u-%u;",
                   toupper((unsigned char)name[0]), name + 1, m, k, low, high);
        }
        printf("\n%s moves first. Kings are the capital letters.\n", damero_side_name(s.turn));
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

/* Whether the variant writes its moves with square names ("c3-d4": Russian, Czech, Turkish) rather
 * than numbers ("11-15"): seen in the first legal move of a new game. */
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

/* A square as the variant's moves write it: its name ("d4") or its number ("36"). */
static void print_square(const char *variant, uint8_t square) {
    char name[8];
    size_t needed = 0;
    if (writes_names(variant) && damero_variant_square_name(variant, square, name, sizeof name, &needed) == DAMERO_OK) {
        printf("%s", name);
    } else {
        printf("%u", square);
    }
}

static void print_state(const damero_game *game, const damero_game_state *s) {
    char turn[16], winner[16], loser[16];
    capitalized(damero_side_name(s->turn), turn, sizeof turn);
    if (s->state == DAMERO_STATE_WIN) {
        capitalized(damero_side_name(s->winner), winner, sizeof winner);
        capitalized(damero_side_name(s->winner == DAMERO_SIDE_BLACK ? DAMERO_SIDE_WHITE : DAMERO_SIDE_BLACK),
                    loser, sizeof loser);
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
            printf("Draw %s.\n", draw_text(DAMERO_DRAW_REPETITION));
            break;
        case DAMERO_REASON_MOVE_LIMIT:
            printf("Draw %s.\n", draw_text(DAMERO_DRAW_MOVE_LIMIT));
            break;
        case DAMERO_REASON_ENDGAME:
            printf("Draw %s.\n", draw_text(DAMERO_DRAW_ENDGAME));
            break;
        default:
            printf("Draw.\n");
            break;
        }
        return;
    }
    if (s->must_capture_len > 0) {
        printf("%s must capture, with the %s on", turn, s->must_capture_len == 1 ? "piece" : "pieces");
        for (size_t i = 0; i < s->must_capture_len; i++) {
            printf("%s ", i == 0 ? "" : ",");
            print_square(damero_game_variant(game), s->must_capture[i]);
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

static void show_move(const char *variant, const char *side, const damero_move *m) {
    char name[16];
    printf("%s played %s", capitalized(side, name, sizeof name), m->notation);
    if (m->captures_len > 0) {
        printf(", capturing");
        for (size_t i = 0; i < m->captures_len; i++) {
            printf("%s ", i == 0 ? "" : ",");
            print_square(variant, m->captures[i]);
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
static void show_undone(const damero_undone *undone) {
    if (undone->kind == DAMERO_UNDONE_KIND_MOVE) {
        printf("Took back %s.\n", undone->mv.notation);
        return;
    }
    const char *event = undone->event;
    damero_draw draw;
    char side[16];
    if (strcmp(event, "agree") == 0) {
        printf("Took back the draw agreement; play on.\n");
    } else if (strncmp(event, "resign-", 7) == 0) {
        printf("Took back %s's resignation; play on.\n", capitalized(event + 7, side, sizeof side));
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
        *status = damero_variant_coordinates(damero_game_variant(game), square, &row, &column);
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

/* Whether the variant is one of the draughts family, the games this program plays. */
static bool is_draughts(const char *variant) {
    const char *family = NULL;
    return damero_variant_family(variant, &family) == DAMERO_OK && strcmp(family, "draughts") == 0;
}

static int usage(void) {
    fprintf(stderr, "usage: checkers [--variant NAME] [FRAGMENT]\nvariants:");
    for (size_t i = 0; i < damero_variant_count(); i++) {
        if (is_draughts(damero_variant_name(i))) {
            fprintf(stderr, " %s", damero_variant_name(i));
        }
    }
    fprintf(stderr, "\n");
    return 2;
}

int main(int argc, char **argv) {
    const char *variant = NULL, *fragment = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--variant") == 0 && i + 1 < argc && variant == NULL) {
            variant = argv[++i];
        } else if (argv[i][0] != '-' && fragment == NULL) {
            fragment = argv[i];
        } else {
            return usage();
        }
    }
    damero_game *game = NULL;
    damero_status status = fragment != NULL
                               ? damero_game_from_fragment(fragment, &game)
                               : damero_game_new(variant != NULL ? variant : DEFAULT_VARIANT, NULL, &game);
    if (status != DAMERO_OK) {
        fprintf(stderr, "checkers: cannot %s: %s: %s\n", fragment != NULL ? "resume that game" : "start",
                damero_status_code(status), damero_last_error_message());
        return status == DAMERO_UNKNOWN_VARIANT ? usage() : 1;
    }
    if (!is_draughts(damero_game_variant(game))) {
        fprintf(stderr, "checkers: %s is not draughts; this program plays the draughts variants only\n",
                damero_game_variant(game));
        damero_game_free(game);
        return usage();
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
    char line[256];
    for (;;) {
        damero_game_state s;
        if (damero_game_status(game, &s) != DAMERO_OK) {
            explain(DAMERO_PANIC);
            break;
        }
        if (redraw) {
            draw_board(game);
            print_state(game, &s);
            print_resume(game);
            redraw = false;
        }
        const char *turn = damero_side_name(s.turn);
        printf("%s> ", s.state == DAMERO_STATE_ONGOING ? turn : "game over");
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
            char fen[256];
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
                show_undone(&undone);
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
        } else {
            damero_move played;
            if (!play_squares(game, cmd, &played, &status)) {
                status = damero_game_play(game, cmd, &played);
            }
            if (status != DAMERO_OK) {
                explain(status);
            } else {
                show_move(damero_game_variant(game), turn, &played);
                redraw = true;
            }
        }
    }
    print_resume(game);
    damero_game_free(game);
    return 0;
}
