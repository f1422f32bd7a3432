/*
 * perft: counts the move sequences of DEPTH plies from the start of VARIANT, or from FEN, for
 * every variant the library knows, on as many threads as asked.
 *
 *   perft VARIANT DEPTH [FEN] [--options TEXT] [--threads N] [--hash MB] [--divide] [--drop]
 *         [--finished ignore|leaf] [--progress]
 *                                    e.g.  perft english 9, perft international 6 --threads 0,
 *                                          perft reversi 10 --finished leaf,
 *                                          perft connect4 8 --options size=6x5
 *
 * --threads N counts on N threads (0: one per core; the default is 1); the count is the same for
 * any number. --hash MB keeps the counts of positions met again in a transposition table of that
 * many megabytes shared by the threads (the same count, deep ones much sooner; 0, the default:
 * none). --divide first prints the count below each move of the position, one per line
 * ("11-15 1234"), in the order of the legal moves. --drop counts capture routes that differ only
 * in the order of their jumps once (also PERFT_DUPLICATES=drop); the default follows the
 * published convention and counts them separately. --finished says how a game that is over
 * before the depth counts (Reversi, Connect Four): "ignore", the default, adds nothing (OEIS
 * A124004, Edax, OpenSpiel; the only choice of draughts and chess), "leaf" counts it as one leaf
 * (Aart Bik's Reversi perft). --options gives the game's options, the text of every binding
 * ("size=6" for 6x6 Reversi, "size=6x5" for Connect Four on 6 columns by 5 rows, "capture=optional"
 * in English draughts). On a terminal, a count that runs for more
 * than half a second shows its progress on standard error as each move of the position is
 * counted: "[3/7] 10-14 1234" (moves done of all, the move, the count below it); --progress
 * shows it from the start, wherever standard error goes. Ctrl-C stops the count (exit status
 * 130).
 *
 * The last line is, e.g.
 *   variant=english depth=9 threads=1 nodes=3963680 seconds=0.082 nps=48337561
 */

#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "damero.h"

static int usage(void) {
    fprintf(stderr, "usage: perft VARIANT DEPTH [FEN] [--options TEXT] [--threads N] [--hash MB] [--divide] [--drop]\n"
                    "             [--finished ignore|leaf] [--progress]\nvariants:");
    for (size_t i = 0; i < damero_variant_count(); i++) {
        fprintf(stderr, " %s", damero_variant_name(i));
    }
    fprintf(stderr, "\n");
    return 2;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Reads a whole decimal number of at most `max`; false for anything else. */
static bool number(const char *text, unsigned long max, unsigned long *out) {
    char *end = NULL;
    errno = 0;
    unsigned long n = strtoul(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || text[0] == '-' || text[0] == '+' || n > max) {
        return false;
    }
    *out = n;
    return true;
}

/* Set by Ctrl-C; the library's workers read it. */
static atomic_bool stop;

static void on_interrupt(int signal) {
    (void)signal;
    atomic_store(&stop, true);
}

/* What the progress callback keeps: the count below each root move, and when to show it. */
typedef struct {
    const damero_move *legal; /* the moves of the position, in their order */
    size_t legal_len;
    uint64_t *divide; /* divide[i]: the count below legal[i] */
    bool *counted;    /* counted[i]: legal[i] was reported (with --drop, one route of several is) */
    double started;
    bool terminal; /* standard error is a terminal: progress after half a second */
    bool always;   /* --progress: progress from the start, wherever it goes */
} counting;

/* Called once per root move as soon as it is counted, from one of the library's threads (never
 * two at once). */
static void progress(void *user_data, const damero_move *move, uint64_t nodes, size_t done, size_t total) {
    counting *c = user_data;
    for (size_t i = 0; i < c->legal_len; i++) {
        if (strcmp(c->legal[i].long_notation, move->long_notation) == 0) {
            c->divide[i] = nodes;
            c->counted[i] = true;
            break;
        }
    }
    if (c->always || (c->terminal && now() - c->started > 0.5)) {
        fprintf(stderr, "[%zu/%zu] %s %" PRIu64 "\n", done, total, move->notation, nodes);
    }
}

int main(int argc, char **argv) {
    const char *positional[3] = {NULL, NULL, NULL};
    size_t count = 0;
    unsigned long threads = 1, hash = 0;
    bool divide = false, always = false;
    uint32_t duplicates = DAMERO_DUPLICATES_KEEP, finished = DAMERO_FINISHED_IGNORE;
    const char *options = NULL;
    const char *dups = getenv("PERFT_DUPLICATES");
    if (dups != NULL && strcmp(dups, "drop") == 0) {
        duplicates = DAMERO_DUPLICATES_DROP;
    }
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--threads") == 0) {
            if (i + 1 >= argc || !number(argv[i + 1], UINT32_MAX, &threads)) {
                fprintf(stderr, "perft: --threads needs a number of threads (0: one per core)\n");
                return usage();
            }
            i++;
        } else if (strcmp(argv[i], "--hash") == 0) {
            if (i + 1 >= argc || !number(argv[i + 1], 65536, &hash)) {
                fprintf(stderr, "perft: --hash needs a number of megabytes, at most 65536 (0: none)\n");
                return usage();
            }
            i++;
        } else if (strcmp(argv[i], "--divide") == 0) {
            divide = true;
        } else if (strcmp(argv[i], "--progress") == 0) {
            always = true;
        } else if (strcmp(argv[i], "--drop") == 0) {
            duplicates = DAMERO_DUPLICATES_DROP;
        } else if (strcmp(argv[i], "--finished") == 0) {
            if (i + 1 < argc && strcmp(argv[i + 1], "ignore") == 0) {
                finished = DAMERO_FINISHED_IGNORE;
            } else if (i + 1 < argc && strcmp(argv[i + 1], "leaf") == 0) {
                finished = DAMERO_FINISHED_LEAF;
            } else {
                fprintf(stderr, "perft: --finished needs ignore or leaf\n");
                return usage();
            }
            i++;
        } else if (strcmp(argv[i], "--options") == 0) {
            if (i + 1 >= argc || options != NULL) {
                fprintf(stderr, "perft: --options needs the option text, once (e.g. size=6)\n");
                return usage();
            }
            options = argv[++i];
        } else if (strncmp(argv[i], "--", 2) == 0 || count == 3) {
            fprintf(stderr, "perft: unexpected argument \"%s\"\n", argv[i]);
            return usage();
        } else {
            positional[count++] = argv[i];
        }
    }
    if (count < 2) {
        return usage();
    }
    const char *variant = positional[0], *fen = positional[2];
    unsigned long depth = 0;
    if (!number(positional[1], UINT32_MAX, &depth)) {
        fprintf(stderr, "perft: \"%s\" is not a depth\n", positional[1]);
        return usage();
    }

    damero_game *game = NULL;
    damero_status status = fen != NULL ? damero_game_from_fen(variant, fen, options, &game)
                                       : damero_game_new(variant, options, &game);
    if (status != DAMERO_OK) {
        fprintf(stderr, "perft: %s: %s\n", damero_status_code(status), damero_last_error_message());
        return status == DAMERO_UNKNOWN_VARIANT ? usage() : status == DAMERO_INVALID_OPTION ? 2 : 1;
    }
    size_t legal_len = 0;
    damero_game_legal_moves(game, NULL, 0, &legal_len); /* the number of moves, to size the arrays */
    counting c = {
        .legal = calloc(legal_len + 1, sizeof(damero_move)),
        .divide = calloc(legal_len + 1, sizeof(uint64_t)),
        .counted = calloc(legal_len + 1, sizeof(bool)),
        .started = now(),
        .terminal = isatty(STDERR_FILENO) != 0,
        .always = always,
    };
    if (c.legal == NULL || c.divide == NULL || c.counted == NULL ||
        damero_game_legal_moves(game, (damero_move *)c.legal, legal_len, &c.legal_len) != DAMERO_OK) {
        fprintf(stderr, "perft: out of memory\n");
        return 1;
    }

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);

    uint64_t nodes = 0;
    status = damero_game_perft_with(game, (uint32_t)depth, duplicates, finished, (uint32_t)threads, (size_t)hash, progress, &c,
                                    &stop, &nodes);
    double seconds = now() - c.started;
    int exit_status = 0;
    if (status == DAMERO_STOPPED) {
        fprintf(stderr, "perft: stopped\n");
        exit_status = 130;
    } else if (status != DAMERO_OK) {
        fprintf(stderr, "perft: %s: %s\n", damero_status_code(status), damero_last_error_message());
        exit_status = 1;
    } else {
        /* With --drop, a route that differs from an earlier one only in the order of its jumps is
         * not counted apart, and not listed. */
        for (size_t i = 0; divide && i < c.legal_len; i++) {
            if (c.counted[i]) {
                printf("%s %" PRIu64 "\n", c.legal[i].notation, c.divide[i]);
            }
        }
        char threads_text[24] = "all";
        if (threads > 0) {
            snprintf(threads_text, sizeof threads_text, "%lu", threads);
        }
        /* The options and the convention for finished games when they are not the defaults. */
        char extra[1200] = "";
        if (options != NULL && options[0] != '\0') {
            snprintf(extra, sizeof extra, " options=%.1000s", options);
        }
        if (finished == DAMERO_FINISHED_LEAF) {
            strncat(extra, " finished=leaf", sizeof extra - strlen(extra) - 1);
        }
        printf("variant=%s%s depth=%lu threads=%s nodes=%" PRIu64 " seconds=%.3f nps=%.0f\n", variant, extra,
               depth, threads_text, nodes, seconds, seconds > 0 ? (double)nodes / seconds : 0.0);
    }
    free((void *)c.legal);
    free(c.divide);
    free(c.counted);
    damero_game_free(game);
    return exit_status;
}
