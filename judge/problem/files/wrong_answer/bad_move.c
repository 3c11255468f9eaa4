/* bad_move.c, a wrong answer: two squares in the middle of each tour
 * swapped, so that the knight jumps where it cannot.
 * package.sh: only on boards of 2 squares or more (a tour of one square has no move to break). */
#include "tour.h"

static void answer(int start, int t[N]) {
    int u[N], x;
    (void)start;
    if (t == NULL) return;
    memcpy(u, t, sizeof u);
    x = u[N / 3], u[N / 3] = u[N / 3 + 1], u[N / 3 + 1] = x;
    print(u, N);
}
