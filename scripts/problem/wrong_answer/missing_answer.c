/* missing_answer.c, a wrong answer: no answer to the last start square
 * (each answer is printed only when the next start square is read). */
#include "tour.h"

static int pending[64], have;

static void answer(int start, int t[64]) {
    (void)start;
    if (t == NULL) return;
    if (have) print(pending, 64);
    memcpy(pending, t, sizeof pending);
    have = 1;
}
