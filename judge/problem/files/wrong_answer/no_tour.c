/* no_tour.c, a wrong answer: "no tour" from the corners, which have tours. */
#include "tour.h"

static void answer(int start, int t[N]) {
    if (t == NULL) return;
    if (start == 1 || start == KT_COLS || start == N - KT_COLS + 1 || start == N) {
        printf("no tour\n");
        return;
    }
    print(t, N);
}
