/*
 * The C interface for programs that learn, beyond the shared conformance data (which checks ids
 * and observations position by position): action ids against the legal moves in every family
 * over random play, the mask and the planes written into the caller's arrays, a batch stepped
 * by ids giving the same games as the same ids played one by one through damero_game, its
 * auto-reset, seeded random play on one and on two threads, hostile arguments (NULL,
 * lengths, out-of-range and illegal ids) refused with nothing changed, and the training rows of
 * a game file's main line (each the observation, id and result of the same game played through
 * damero_game).
 */

#include <stdbool.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* A small generator of this test's own, so that runs repeat. */
static uint64_t next_random(uint64_t *state) {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

static char *fragment_of(const damero_game *game) {
    size_t needed = 0;
    damero_game_to_fragment(game, NULL, 0, &needed);
    char *text = malloc(needed);
    if (text != NULL) {
        CHECK_OK(damero_game_to_fragment(game, text, needed, &needed));
    }
    return text;
}

/* Plays random ids in `variant` for `plies` plies, checking at every position that the ids are
 * one per legal move, sorted, that each maps to its move and back, and that the mask says the
 * same. */
static void ids_over_random_play(const char *variant, int plies, uint64_t seed) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_new(variant, NULL, &game));
    uint32_t count = 0;
    CHECK_OK(damero_game_action_count(game, &count));
    bool *mask = malloc(count * sizeof *mask);
    uint32_t ids[512];
    damero_move moves[512];
    for (int ply = 0; ply < plies && mask != NULL; ply++) {
        size_t n = 0, legal = 0;
        CHECK_OK(damero_game_legal_moves(game, moves, 512, &legal));
        CHECK_OK(damero_game_legal_actions(game, ids, 512, &n));
        CHECK(n == legal);
        CHECK_OK(damero_game_action_mask(game, mask, count));
        size_t set = 0;
        for (uint32_t id = 0; id < count; id++) {
            set += mask[id];
        }
        CHECK(set == n);
        for (size_t i = 0; i < n; i++) {
            uint32_t id = 0;
            CHECK_OK(damero_game_action_of(game, &moves[i], &id));
            CHECK(id < count && mask[id]);
            CHECK(i == 0 || ids[i - 1] < ids[i]);
        }
        if (n == 0) {
            CHECK_STATUS(damero_game_play_action(game, 0, NULL), DAMERO_GAME_OVER);
            break;
        }
        size_t pick = (size_t)(next_random(&seed) % n);
        damero_move expected = moves[0], played;
        for (size_t i = 0; i < n; i++) {
            uint32_t id = 0;
            damero_game_action_of(game, &moves[i], &id);
            if (id == ids[pick]) {
                expected = moves[i];
            }
        }
        CHECK_OK(damero_game_play_action(game, ids[pick], &played));
        CHECK_STR(played.notation, expected.notation);
    }
    free(mask);
    damero_game_free(game);
}

static void planes(void) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_new("connect4", NULL, &game));
    size_t shape[3] = {0, 0, 0};
    CHECK_OK(damero_game_observation_shape(game, shape));
    CHECK(shape[0] == 6 && shape[1] == 7 && shape[2] == 2);
    float planes[84];
    CHECK_OK(damero_game_play(game, "4", NULL));
    CHECK_OK(damero_game_observe(game, planes, 84));
    /* Seen from the side to move: the disc just dropped (bottom row, column 4) is the
     * opponent's, plane 1, and the bottom row is the last row. */
    float mine = 0, theirs = 0;
    for (size_t cell = 0; cell < 42; cell++) {
        mine += planes[cell * 2];
        theirs += planes[cell * 2 + 1];
    }
    CHECK(mine == 0 && theirs == 1 && planes[(5 * 7 + 3) * 2 + 1] == 1);
    /* Wrong lengths and NULL arrays write nothing. */
    planes[0] = 7;
    CHECK_STATUS(damero_game_observe(game, planes, 83), DAMERO_INVALID_ARGUMENT);
    CHECK(planes[0] == 7);
    CHECK_STATUS(damero_game_observe(game, NULL, 84), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_observation_shape(game, NULL), DAMERO_NULL_ARGUMENT);
    bool mask[8];
    CHECK_STATUS(damero_game_action_mask(game, mask, 8), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_game_action_mask(game, NULL, 7), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_game_action_count(NULL, &(uint32_t){0}), DAMERO_NULL_ARGUMENT);
    /* Ids out of range and illegal ids change nothing. */
    char *before = fragment_of(game);
    CHECK_STATUS(damero_game_play_action(game, 7, NULL), DAMERO_INVALID_ARGUMENT);
    CHECK_OK(damero_game_play_moves(game, "44444", NULL, 0, NULL));
    free(before);
    before = fragment_of(game);
    CHECK_STATUS(damero_game_play_action(game, 3, NULL), DAMERO_ILLEGAL_MOVE);
    CHECK(strstr(damero_last_error_message(), "3") != NULL);
    char *after = fragment_of(game);
    CHECK(before != NULL && after != NULL && strcmp(before, after) == 0);
    free(before);
    free(after);
    size_t n = 0;
    uint32_t ids[2];
    CHECK_STATUS(damero_game_legal_actions(game, ids, 2, &n), DAMERO_BUFFER_TOO_SMALL);
    CHECK(n == 6);
    damero_game_free(game);
}

/* In Chess960 a castling and the king's plain move can share their path (the king's squares):
 * the target (the rook's square for the castling) tells them apart, for ids and for play. */
static void chess960_castling(void) {
    damero_game *game = NULL;
    CHECK_OK(damero_game_from_fen("chess960", "1k6/8/8/8/8/8/8/RK6 w A - 0 1", NULL, &game));
    damero_move legal[64];
    size_t n = 0;
    CHECK_OK(damero_game_legal_moves(game, legal, 64, &n));
    const damero_move *castle = NULL, *plain = NULL;
    for (size_t i = 0; i < n; i++) {
        castle = strcmp(legal[i].notation, "O-O-O") == 0 ? &legal[i] : castle;
        plain = strcmp(legal[i].notation, "Kc1") == 0 ? &legal[i] : plain;
    }
    CHECK(castle != NULL && plain != NULL);
    if (castle != NULL && plain != NULL) {
        CHECK(castle->path_len == 2 && plain->path_len == 2 && castle->path[1] == plain->path[1]);
        uint32_t a = 0, b = 0;
        CHECK_OK(damero_game_action_of(game, castle, &a));
        CHECK_OK(damero_game_action_of(game, plain, &b));
        CHECK(a == 613 && b == 614);
        damero_move played;
        CHECK_OK(damero_game_play_move(game, castle, &played));
        CHECK_STR(played.notation, "O-O-O");
    }
    damero_game_free(game);
}

/* A batch of `n` games stepped by random legal ids gives the same games as the same ids played
 * one by one, and a finished game starts again in the step that ends it. */
static void batch_equals_games(const char *variant, size_t n, size_t threads, int steps) {
    damero_batch *batch = NULL;
    CHECK_OK(damero_batch_new(variant, NULL, n, threads, &batch));
    if (batch == NULL) {
        return;
    }
    size_t len = 0, shape[3];
    uint32_t count = 0;
    CHECK_OK(damero_batch_len(batch, &len));
    CHECK_OK(damero_batch_action_count(batch, &count));
    CHECK_OK(damero_batch_observation_shape(batch, shape));
    CHECK(len == n);
    size_t cells = shape[0] * shape[1] * shape[2];
    damero_game **games = calloc(n, sizeof *games);
    uint32_t *actions = calloc(n, sizeof *actions);
    float *rewards = calloc(n, sizeof *rewards);
    bool *terminals = calloc(n, sizeof *terminals);
    bool *masks = calloc(n * count, sizeof *masks);
    float *seen = calloc(n * cells, sizeof *seen);
    float *one = calloc(cells, sizeof *one);
    if (!games || !actions || !rewards || !terminals || !masks || !seen || !one) {
        CHECK(!"out of memory");
        goto done;
    }
    for (size_t g = 0; g < n; g++) {
        CHECK_OK(damero_game_new(variant, NULL, &games[g]));
    }
    uint64_t seed = 0x9E3779B97F4A7C15u;
    size_t ended = 0;
    for (int step = 0; step < steps; step++) {
        CHECK_OK(damero_batch_action_masks(batch, masks, n * count));
        for (size_t g = 0; g < n; g++) {
            uint32_t ids[512];
            size_t k = 0;
            CHECK_OK(damero_game_legal_actions(games[g], ids, 512, &k));
            size_t set = 0;
            for (uint32_t id = 0; id < count; id++) {
                set += masks[g * count + id];
            }
            CHECK(k > 0 && set == k);
            actions[g] = k > 0 ? ids[next_random(&seed) % k] : 0;
        }
        CHECK_OK(damero_batch_step(batch, actions, n, rewards, terminals));
        for (size_t g = 0; g < n; g++) {
            damero_game_state before, after;
            CHECK_OK(damero_game_status(games[g], &before));
            CHECK_OK(damero_game_play_action(games[g], actions[g], NULL));
            CHECK_OK(damero_game_status(games[g], &after));
            bool over = after.state != DAMERO_STATE_ONGOING;
            /* An ended game is terminal; the history bound may end one the rules go on with. */
            CHECK(terminals[g] || !over);
            if (terminals[g]) {
                ended++;
                float want = 0;
                if (after.state == DAMERO_STATE_WIN) {
                    want = after.winner == before.turn ? 1.0f : -1.0f;
                }
                CHECK(rewards[g] == want);
                damero_game_free(games[g]);
                games[g] = NULL;
                CHECK_OK(damero_game_new(variant, NULL, &games[g]));
            } else {
                CHECK(rewards[g] == 0);
            }
            char *a = fragment_of(games[g]);
            size_t needed = 0;
            damero_batch_fragment(batch, g, NULL, 0, &needed);
            char *b = malloc(needed);
            CHECK(b != NULL);
            if (b != NULL) {
                CHECK_OK(damero_batch_fragment(batch, g, b, needed, &needed));
            }
            CHECK(a != NULL && b != NULL && strcmp(a, b) == 0);
            free(a);
            free(b);
        }
    }
    CHECK(steps < 60 || ended > 0);
    /* The batch's observations are the games' own, one after the other. */
    CHECK_OK(damero_batch_observe(batch, seen, n * cells));
    for (size_t g = 0; g < n; g++) {
        CHECK_OK(damero_game_observe(games[g], one, cells));
        CHECK(memcmp(one, seen + g * cells, cells * sizeof *one) == 0);
    }
    /* A copy of a game is that game. */
    damero_game *copy = NULL;
    CHECK_OK(damero_batch_game(batch, n - 1, &copy));
    char *a = copy ? fragment_of(copy) : NULL, *b = fragment_of(games[n - 1]);
    CHECK(a != NULL && b != NULL && strcmp(a, b) == 0);
    free(a);
    free(b);
    damero_game_free(copy);
done:
    for (size_t g = 0; games && g < n; g++) {
        damero_game_free(games[g]);
    }
    free(games);
    free(actions);
    free(rewards);
    free(terminals);
    free(masks);
    free(seen);
    free(one);
    damero_batch_free(batch);
}

static char *batch_fragment(const damero_batch *batch, size_t index) {
    size_t needed = 0;
    damero_batch_fragment(batch, index, NULL, 0, &needed);
    char *text = malloc(needed);
    if (text != NULL) {
        CHECK_OK(damero_batch_fragment(batch, index, text, needed, &needed));
    }
    return text;
}

/* Seeded random play gives the same games on one thread and on two. */
static void random_play(void) {
    damero_batch *one = NULL, *two = NULL;
    CHECK_OK(damero_batch_new("english", NULL, 6, 1, &one));
    CHECK_OK(damero_batch_new("english", NULL, 6, 2, &two));
    uint64_t f1 = 0, f2 = 0;
    CHECK_OK(damero_batch_play_random(one, 300, 42, &f1));
    CHECK_OK(damero_batch_play_random(two, 300, 42, &f2));
    CHECK(f1 == f2 && f1 > 0);
    for (size_t g = 0; g < 6; g++) {
        char *a = batch_fragment(one, g), *b = batch_fragment(two, g);
        CHECK(a != NULL && b != NULL && strcmp(a, b) == 0);
        free(a);
        free(b);
    }
    CHECK_OK(damero_batch_play_random(one, 1, 43, NULL));
    damero_batch_free(one);
    damero_batch_free(two);
}

static void hostile_batches(void) {
    damero_batch *batch = NULL;
    CHECK_STATUS(damero_batch_new("connect4", NULL, 0, 1, &batch), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_batch_new("connect4", NULL, DAMERO_MAX_BATCH + 1, 1, &batch),
                 DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_batch_new("connect4", NULL, 2, 5000, &batch), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_batch_new("go", NULL, 2, 1, &batch), DAMERO_UNKNOWN_VARIANT);
    CHECK_STATUS(damero_batch_new("connect4", "rows=99", 2, 1, &batch), DAMERO_INVALID_OPTION);
    CHECK_STATUS(damero_batch_new(NULL, NULL, 2, 1, &batch), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_batch_new("connect4", NULL, 2, 1, NULL), DAMERO_NULL_ARGUMENT);
    CHECK(batch == NULL);
    damero_batch_free(NULL);
    CHECK_OK(damero_batch_new("connect4", NULL, 2, 1, &batch));
    uint32_t actions[3] = {0, 6, 0};
    float rewards[3] = {5, 5, 5};
    bool terminals[3] = {true, true, true};
    char *before = batch_fragment(batch, 1);
    CHECK_STATUS(damero_batch_step(batch, actions, 3, rewards, terminals), DAMERO_INVALID_ARGUMENT);
    actions[1] = 7;
    CHECK_STATUS(damero_batch_step(batch, actions, 2, rewards, terminals), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_batch_step(batch, NULL, 2, rewards, terminals), DAMERO_NULL_ARGUMENT);
    actions[1] = 6;
    CHECK_STATUS(damero_batch_step(batch, actions, 2, NULL, terminals), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_batch_step(batch, actions, 2, rewards, NULL), DAMERO_NULL_ARGUMENT);
    CHECK(rewards[0] == 5 && terminals[0]);
    char *after = batch_fragment(batch, 1);
    CHECK(before != NULL && after != NULL && strcmp(before, after) == 0);
    free(after);
    /* Column 0 of game 0 filled, then an illegal id in game 0: game 1 does not move either. */
    for (int i = 0; i < 6; i++) {
        uint32_t fill[2] = {0, (uint32_t)(1 + i % 2)};
        CHECK_OK(damero_batch_step(batch, fill, 2, rewards, terminals));
    }
    free(before);
    before = batch_fragment(batch, 1);
    CHECK_STATUS(damero_batch_step(batch, actions, 2, rewards, terminals), DAMERO_ILLEGAL_MOVE);
    CHECK(strstr(damero_last_error_message(), "game 0") != NULL);
    after = batch_fragment(batch, 1);
    CHECK(before != NULL && after != NULL && strcmp(before, after) == 0);
    free(before);
    free(after);
    float seen[84];
    bool masks[14];
    CHECK_STATUS(damero_batch_observe(batch, seen, 84), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_batch_action_masks(batch, masks, 7), DAMERO_INVALID_ARGUMENT);
    CHECK_OK(damero_batch_action_masks(batch, masks, 14));
    CHECK(!masks[0] && masks[1]);
    damero_game *game = NULL;
    CHECK_STATUS(damero_batch_game(batch, 2, &game), DAMERO_INVALID_ARGUMENT);
    CHECK(strstr(damero_last_error_message(), "game 2") != NULL);
    CHECK_STATUS(damero_batch_fragment(batch, 2, NULL, 0, &(size_t){0}), DAMERO_INVALID_ARGUMENT);
    CHECK_STATUS(damero_batch_len(NULL, &(size_t){0}), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_batch_play_random(NULL, 1, 1, NULL), DAMERO_NULL_ARGUMENT);
    CHECK(game == NULL);
    damero_batch_free(batch);
}

/* The training rows of a record read from `text`: their number asked first (the arrays too
 * small), then each row is the observation before a move of the main line, its id and the
 * result for the side to move, as the same moves played through damero_game give them. */
static void samples_of(const char *text, const char *variant, const float *expected_results,
                       size_t expected_rows) {
    damero_reader *reader = NULL;
    damero_record *record = NULL;
    bool done = true;
    CHECK_OK(damero_reader_new_buffer(text, strlen(text), variant, false, &reader));
    CHECK_OK(damero_reader_next(reader, &record, &done));
    CHECK(!done && record != NULL);
    size_t rows = 99;
    CHECK_STATUS(damero_record_samples(record, NULL, 0, NULL, NULL, 0, &rows),
                 expected_rows > 0 ? DAMERO_BUFFER_TOO_SMALL : DAMERO_OK);
    CHECK(rows == expected_rows);
    damero_game *game = NULL;
    CHECK_OK(damero_game_new(variant, NULL, &game));
    size_t shape[3] = {0};
    CHECK_OK(damero_game_observation_shape(game, shape));
    size_t size = shape[0] * shape[1] * shape[2];
    float *seen = calloc(rows * size + 1, sizeof *seen);
    float *one = calloc(size, sizeof *one);
    uint32_t *ids = calloc(rows + 1, sizeof *ids);
    float *results = calloc(rows + 1, sizeof *results);
    if (seen == NULL || one == NULL || ids == NULL || results == NULL) {
        CHECK(false);
    } else {
        /* One value short: refused, nothing written but the count. */
        if (rows > 0) {
            CHECK_STATUS(damero_record_samples(record, seen, rows * size - 1, ids, results, rows, &rows),
                         DAMERO_BUFFER_TOO_SMALL);
            CHECK(ids[0] == 0 && results[0] == 0.0f);
        }
        CHECK_OK(damero_record_samples(record, seen, rows * size + 1, ids, results, rows + 1, &rows));
        CHECK(rows == expected_rows);
        for (size_t i = 0; i < rows; i++) {
            damero_move mv;
            uint32_t id = 0;
            CHECK_OK(damero_record_mainline_move(record, i, &mv));
            CHECK_OK(damero_game_action_of(game, &mv, &id));
            CHECK(ids[i] == id);
            CHECK_OK(damero_game_observe(game, one, size));
            CHECK(memcmp(&seen[i * size], one, size * sizeof *one) == 0);
            if (isnan(expected_results[i])) {
                CHECK(isnan(results[i]));
            } else {
                CHECK(results[i] == expected_results[i]);
            }
            CHECK_OK(damero_game_play_move(game, &mv, NULL));
        }
    }
    CHECK_STATUS(damero_record_samples(NULL, NULL, 0, NULL, NULL, 0, &rows), DAMERO_NULL_ARGUMENT);
    CHECK_STATUS(damero_record_samples(record, NULL, 0, NULL, NULL, 0, NULL), DAMERO_NULL_ARGUMENT);
    if (rows > 0) {
        CHECK_STATUS(damero_record_samples(record, NULL, rows * size, ids, results, rows, &rows),
                     DAMERO_NULL_ARGUMENT);
    }
    free(seen);
    free(one);
    free(ids);
    free(results);
    damero_game_free(game);
    damero_record_free(record);
    damero_reader_free(reader);
}

static void samples(void) {
    static const float fools_mate[] = {-1.0f, 1.0f, -1.0f, 1.0f};
    samples_of("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n", "chess", fools_mate, 4);
    const float unknown[] = {NAN, NAN, NAN};
    samples_of("[GameType \"21\"]\n\n1. 11-15 23-19 2. 8-11 *\n", "english", unknown, 3);
    static const float drawn[] = {0.0f, 0.0f};
    samples_of("[GameType \"21\"]\n[Result \"1-1\"]\n\n1. 11-15 23-19 1-1\n", "english", drawn, 2);
}

int main(void) {
    static const char *const variants[] = {"english", "international", "frisian", "turkish",
                                           "chess", "chess960", "reversi", "connect4"};
    for (size_t i = 0; i < sizeof variants / sizeof *variants; i++) {
        ids_over_random_play(variants[i], 120, 7 + i);
    }
    planes();
    chess960_castling();
    batch_equals_games("connect4", 5, 2, 80);
    batch_equals_games("english", 3, 1, 40);
    batch_equals_games("reversi", 2, 2, 70);
    random_play();
    hostile_batches();
    samples();
    return check_summary("c-learn");
}
