/* repeated_square.c, a wrong answer: the last square of each tour replaced
 * by the one two before it, a knight's move from the square before but
 * visited already.
 * package.sh: only on boards of 3 squares or more (a tour of fewer squares has no square two before its last). */
#include "tour.h"

static void answer(int start, int t[N]) {
    int u[N];
    (void)start;
    if (t == NULL) return;
    memcpy(u, t, sizeof u);
    u[N - 1] = u[N - 3];
    print(u, N);
}
