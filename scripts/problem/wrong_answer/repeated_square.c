/* repeated_square.c, a wrong answer: the last square of each tour replaced
 * by the one two before it, a knight's move from the square before but
 * visited already. */
#include "tour.h"

static void answer(int start, int t[64]) {
    int u[64];
    (void)start;
    if (t == NULL) return;
    memcpy(u, t, sizeof u);
    u[63] = u[61];
    print(u, 64);
}
