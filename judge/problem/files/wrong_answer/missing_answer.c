/* missing_answer.c, a wrong answer: no answer to the last start square
 * (each answer is printed only when the next start square is read). */
#include "tour.h"

static int pending[N], have;

static void answer(int start, int t[N]) {
    (void)start;
    if (t == NULL) return;
    if (have) print(pending, N);
    memcpy(pending, t, sizeof pending);
    have = 1;
}
