/* tour.h: what the wrong-answer submissions of the problem package share:
 * reading the start squares (until -1) and finding a knight's tour of the
 * 8x8 board from each, by a depth-first search that tries the squares with
 * the fewest onward moves first. Each program includes it and defines
 * answer(start, t), which prints the tour t from start with one mistake;
 * it is called once more with t NULL when the input has ended.
 * scripts/package.sh pastes this file into each program, so that each is
 * one file in C. */
#include <stdio.h>
#include <string.h>

static const struct { int dr, dc; } moves[8] = {
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2},
};

static int seen[64];
static int path[64];

/* next returns the square a knight's move m from sq (0..63), or -1. */
static int next(int sq, int m) {
    int r = sq / 8 + moves[m].dr, c = sq % 8 + moves[m].dc;
    return r >= 0 && r < 8 && c >= 0 && c < 8 ? r * 8 + c : -1;
}

static int onward(int sq) {
    int m, k = 0, v;
    for (m = 0; m < 8; m++)
        if ((v = next(sq, m)) >= 0 && !seen[v]) k++;
    return k;
}

static int search(int sq, int depth) {
    int cand[8], deg[8], n = 0, m, i, j, v;
    seen[sq] = 1;
    path[depth] = sq;
    if (depth == 63) return 1;
    for (m = 0; m < 8; m++) {
        if ((v = next(sq, m)) < 0 || seen[v]) continue;
        for (i = n++; i > 0 && deg[i - 1] > onward(v); i--) {
            cand[i] = cand[i - 1];
            deg[i] = deg[i - 1];
        }
        cand[i] = v;
        deg[i] = onward(v);
    }
    for (j = 0; j < n; j++)
        if (search(cand[j], depth + 1)) return 1;
    seen[sq] = 0;
    return 0;
}

/* tour sets t to a tour from start (1..64), as squares 1..64. */
static void tour(int start, int t[64]) {
    int i;
    memset(seen, 0, sizeof seen);
    search(start - 1, 0);
    for (i = 0; i < 64; i++) t[i] = path[i] + 1;
}

/* print writes n squares of t on one line. */
static void print(const int *t, int n) {
    int i;
    for (i = 0; i < n; i++) printf(i ? " %d" : "%d", t[i]);
    printf("\n");
}

static void answer(int start, int t[64]);

int main(void) {
    static int tours[65][64], have[65];
    int s;
    while (scanf("%d", &s) == 1 && s != -1) {
        if (s < 1 || s > 64) return 1;
        if (!have[s]) {
            tour(s, tours[s]);
            have[s] = 1;
        }
        answer(s, tours[s]);
    }
    answer(0, NULL);
    return 0;
}
