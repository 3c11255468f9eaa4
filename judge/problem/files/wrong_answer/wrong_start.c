/* wrong_start.c, a wrong answer: each tour printed backwards, a tour that
 * ends on the start square instead of starting there.
 * package.sh: only on boards of 2 squares or more (a tour of one square is its own
 * reverse, a right answer). */
#include "tour.h"

static void answer(int start, int t[N]) {
    int u[N], i;
    (void)start;
    if (t == NULL) return;
    for (i = 0; i < N; i++) u[i] = t[N - 1 - i];
    print(u, N);
}
