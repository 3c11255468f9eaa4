/* wrong_start.c, a wrong answer: each tour printed backwards, a tour that
 * ends on the start square instead of starting there. */
#include "tour.h"

static void answer(int start, int t[64]) {
    int u[64], i;
    (void)start;
    if (t == NULL) return;
    for (i = 0; i < 64; i++) u[i] = t[63 - i];
    print(u, 64);
}
