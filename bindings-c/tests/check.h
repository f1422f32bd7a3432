/* A few checking macros shared by the C tests of damero. Each test program ends with
 * `return check_summary("name");`, which prints "name: N checks passed" or the failures. */

#ifndef DAMERO_TEST_CHECK_H
#define DAMERO_TEST_CHECK_H

#include <stdio.h>
#include <string.h>

#include "damero.h"

static int check_count, check_failures;

#define CHECK(cond)                                                                              \
    do {                                                                                         \
        check_count++;                                                                           \
        if (!(cond)) {                                                                           \
            check_failures++;                                                                    \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);             \
        }                                                                                        \
    } while (0)

/* The call must return `want`; on a mismatch, say what it returned and why. */
#define CHECK_STATUS(call, want)                                                                 \
    do {                                                                                         \
        damero_status got_ = (call);                                                             \
        check_count++;                                                                           \
        if (got_ != (want)) {                                                                    \
            check_failures++;                                                                    \
            fprintf(stderr, "%s:%d: %s returned %s (%s), expected %s\n", __FILE__, __LINE__,     \
                    #call, damero_status_code(got_), damero_last_error_message(),                \
                    damero_status_code(want));                                                   \
        }                                                                                        \
    } while (0)

#define CHECK_OK(call) CHECK_STATUS(call, DAMERO_OK)

#define CHECK_STR(actual, want)                                                                  \
    do {                                                                                         \
        const char *a_ = (actual), *w_ = (want);                                                 \
        check_count++;                                                                           \
        if (a_ == NULL || strcmp(a_, w_) != 0) {                                                 \
            check_failures++;                                                                    \
            fprintf(stderr, "%s:%d: %s is \"%s\", expected \"%s\"\n", __FILE__, __LINE__,        \
                    #actual, a_ ? a_ : "(null)", w_);                                            \
        }                                                                                        \
    } while (0)

static int check_summary(const char *name) {
    if (check_failures > 0) {
        printf("%s: %d of %d checks failed\n", name, check_failures, check_count);
        return 1;
    }
    printf("%s: %d checks passed\n", name, check_count);
    return 0;
}

#endif
