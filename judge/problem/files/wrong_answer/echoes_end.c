/* echoes_end.c, a wrong answer: right tours, then the -1 that ends the
 * input printed as if it were one more answer. */
#include "tour.h"

static void answer(int start, int t[N]) {
    (void)start;
    if (t == NULL) {
        printf("-1\n");
        return;
    }
    print(t, N);
}
