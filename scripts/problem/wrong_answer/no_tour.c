/* no_tour.c, a wrong answer: "no tour" from the corners, which have tours. */
#include "tour.h"

static void answer(int start, int t[64]) {
    if (t == NULL) return;
    if (start == 1 || start == 8 || start == 57 || start == 64) {
        printf("no tour\n");
        return;
    }
    print(t, 64);
}
