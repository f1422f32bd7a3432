/*
 * perft: counts the move sequences of DEPTH plies from the start of VARIANT, or from FEN, for
 * every variant the library knows.
 *
 *   perft VARIANT DEPTH [FEN]        e.g.  perft english 9, perft international 6
 *
 * Prints one line, e.g.
 *   variant=english depth=9 nodes=3963680 seconds=0.082 nps=48337561
 * The count follows the published convention (capture routes that differ only in the order of
 * their jumps count separately); set PERFT_DUPLICATES=drop to count them once.
 */

#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "damero.h"

static int usage(void) {
    fprintf(stderr, "usage: perft VARIANT DEPTH [FEN]\nvariants:");
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

int main(int argc, char **argv) {
    if (argc < 3 || argc > 4) {
        return usage();
    }
    const char *variant = argv[1];
    const char *fen = argc == 4 ? argv[3] : NULL;
    char *end = NULL;
    errno = 0;
    unsigned long depth = strtoul(argv[2], &end, 10);
    if (errno != 0 || end == argv[2] || *end != '\0' || argv[2][0] == '-' || depth > UINT32_MAX) {
        fprintf(stderr, "perft: \"%s\" is not a depth\n", argv[2]);
        return usage();
    }
    const char *dups = getenv("PERFT_DUPLICATES");
    uint32_t duplicates = DAMERO_DUPLICATES_KEEP;
    if (dups != NULL && strcmp(dups, "drop") == 0) {
        duplicates = DAMERO_DUPLICATES_DROP;
    }

    uint64_t nodes = 0;
    double start = now();
    damero_status status = damero_perft(variant, fen, (uint32_t)depth, duplicates, &nodes);
    double seconds = now() - start;
    if (status != DAMERO_OK) {
        fprintf(stderr, "perft: %s: %s\n", damero_status_code(status), damero_last_error_message());
        return status == DAMERO_UNKNOWN_VARIANT ? usage() : 1;
    }
    printf("variant=%s depth=%lu nodes=%" PRIu64 " seconds=%.3f nps=%.0f\n", variant, depth, nodes,
           seconds, seconds > 0 ? (double)nodes / seconds : 0.0);
    return 0;
}
