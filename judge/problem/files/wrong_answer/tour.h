/* tour.h: what the C submissions of the problem package share: reading the
 * start squares (until -1) and finding a knight's tour of the board from
 * each, by a depth-first search that tries the squares with the fewest
 * onward moves first. Each program includes it and defines
 * answer(start, t), which prints the tour t from start (the wrong answers
 * with one mistake); it is called once more with t NULL when the input has
 * ended. The board and tour kind are set by the three lines below, which
 * scripts/package.sh rewrites for the package's board (or compile with
 * -DKT_ROWS=5 and so on). With KT_CLOSED the search finds one closed tour,
 * trying start squares in turn under a node budget, and every answer is
 * that cycle turned to begin on the query's square. scripts/package.sh
 * pastes this file into each program, so that each is one file in C. */
#include <stdio.h>
#include <string.h>

#ifndef KT_ROWS
#define KT_ROWS 8
#endif
#ifndef KT_COLS
#define KT_COLS 8
#endif
#ifndef KT_CLOSED
#define KT_CLOSED 0
#endif

#define N (KT_ROWS * KT_COLS)

static const struct { int dr, dc; } moves[8] = {
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2},
};

static int seen[N];
static int path[N];
static long nodes, budget; /* budget 0: no limit */

/* next returns the square a knight's move m from sq (0..N-1), or -1. */
static int next(int sq, int m) {
    int r = sq / KT_COLS + moves[m].dr, c = sq % KT_COLS + moves[m].dc;
    return r >= 0 && r < KT_ROWS && c >= 0 && c < KT_COLS ? r * KT_COLS + c : -1;
}

static int onward(int sq) {
    int m, k = 0, v;
    for (m = 0; m < 8; m++)
        if ((v = next(sq, m)) >= 0 && !seen[v]) k++;
    return k;
}

/* closes reports whether sq is a knight's move from the first square. */
static int closes(int sq) {
    int m;
    for (m = 0; m < 8; m++)
        if (next(sq, m) == path[0]) return 1;
    return 0;
}

static int search(int sq, int depth) {
    int cand[8], deg[8], n = 0, m, i, j, v;
    if (budget && ++nodes > budget) return 0;
    seen[sq] = 1;
    path[depth] = sq;
    if (depth == N - 1 && (!KT_CLOSED || N == 1 || closes(sq))) return 1;
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

/* tour sets t to a tour from start (1..N), as squares 1..N. */
static void tour(int start, int t[N]) {
    static int cycle[N], have;
    int i, s, at = 0;
    if (!KT_CLOSED) {
        memset(seen, 0, sizeof seen);
        budget = 0;
        search(start - 1, 0);
        for (i = 0; i < N; i++) t[i] = path[i] + 1;
        return;
    }
    for (s = 0; !have && s < N; s++) {
        memset(seen, 0, sizeof seen);
        nodes = 0, budget = 100L * N;
        if (search(s, 0)) {
            memcpy(cycle, path, sizeof cycle);
            have = 1;
        }
    }
    for (i = 0; i < N; i++)
        if (cycle[i] == start - 1) at = i;
    for (i = 0; i < N; i++) t[i] = cycle[(at + i) % N] + 1;
}

/* print writes n squares of t on one line. */
static void print(const int *t, int n) {
    int i;
    for (i = 0; i < n; i++) printf(i ? " %d" : "%d", t[i]);
    printf("\n");
}

static void answer(int start, int t[N]);

int main(void) {
    static int tours[N + 1][N], have[N + 1];
    int s;
    while (scanf("%d", &s) == 1 && s != -1) {
        if (s < 1 || s > N) return 1;
        if (!have[s]) {
            tour(s, tours[s]);
            have[s] = 1;
        }
        answer(s, tours[s]);
    }
    answer(0, NULL);
    return 0;
}
