/* zero_based.c, a wrong answer: the squares numbered from 0 instead of 1. */
#include "tour.h"

static void answer(int start, int t[N]) {
    int u[N], i;
    (void)start;
    if (t == NULL) return;
    for (i = 0; i < N; i++) u[i] = t[i] - 1;
    print(u, N);
}
