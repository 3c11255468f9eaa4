/* short_line.c, a wrong answer: the last square of each tour left out. */
#include "tour.h"

static void answer(int start, int t[N]) {
    (void)start;
    if (t == NULL) return;
    print(t, N - 1);
}
