/* tour.c, an accepted answer in C on every board, for judges without Go: the
 * tours of tour.h as they are. On a closed-tour board it is the package's
 * main solution (the one-file Go program's search can take seconds from a
 * corner there); on an open one the Go program is, and this is another
 * accepted solution. */
#include "../wrong_answer/tour.h"

static void answer(int start, int t[N]) {
    (void)start;
    if (t == NULL) return;
    print(t, N);
}
