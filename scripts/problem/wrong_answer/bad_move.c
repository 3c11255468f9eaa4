/* bad_move.c, a wrong answer: two squares in the middle of each tour
 * swapped, so that the knight jumps where it cannot. */
#include "tour.h"

static void answer(int start, int t[64]) {
    int u[64], x;
    (void)start;
    if (t == NULL) return;
    memcpy(u, t, sizeof u);
    x = u[20], u[20] = u[21], u[21] = x;
    print(u, 64);
}
