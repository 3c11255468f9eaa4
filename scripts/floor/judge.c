/* judge.c: the floor for judging a tour. It checks that its input is one line holding a
 * knight's tour of the ROWS×COLS board from square START (closed if CLOSED is 1): it
 * reads 64 KiB blocks with read(2), parses them byte by byte, and keeps one byte per
 * square (visited or not); a move is checked by dr² + dc² = 5. It prints "ok" and exits
 * 0, or prints what is wrong and exits 1.
 *
 * Usage: judge ROWS COLS START CLOSED < line */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char block[64 << 10];

static int fail(const char *what, long k) {
	printf("wrong: %s at square %ld\n", what, k);
	return 1;
}

int main(int argc, char **argv) {
	if (argc != 5) {
		fprintf(stderr, "usage: judge ROWS COLS START CLOSED < line\n");
		return 2;
	}
	long rows = atol(argv[1]), cols = atol(argv[2]), start = atol(argv[3]);
	int closed = atoi(argv[4]);
	long n = rows * cols;
	unsigned char *seen = calloc((size_t)n, 1);
	if (seen == NULL)
		return 2;
	long k = 0, v = 0, first = 0, pr = 0, pc = 0;
	int digits = 0, ended = 0;
	for (;;) {
		ssize_t m = read(0, block, sizeof block);
		if (m < 0)
			return 2;
		/* At the end of the input, one more pass over a lone separator ends the last number. */
		if (m == 0) {
			if (ended)
				break;
			block[0] = '\n';
			m = 1;
			ended = 1;
		}
		for (ssize_t i = 0; i < m; i++) {
			char c = block[i];
			if (c >= '0' && c <= '9') {
				v = v * 10 + (c - '0');
				if (v > n)
					return fail("square out of range", k + 1);
				digits++;
				continue;
			}
			if (c != ' ' && c != '\n' && c != '\r')
				return fail("not a number", k + 1);
			if (digits > 0) {
				if (v < 1 || ++k > n)
					return fail("square out of range or too many squares", k);
				if (seen[v - 1])
					return fail("square visited twice", k);
				seen[v - 1] = 1;
				long r = (v - 1) / cols, c2 = (v - 1) % cols;
				if (k == 1) {
					if (v != start)
						return fail("wrong start", 1);
					first = v;
				} else if ((r - pr) * (r - pr) + (c2 - pc) * (c2 - pc) != 5) {
					return fail("not a knight's move", k);
				}
				pr = r, pc = c2;
				v = 0, digits = 0;
			}
		}
	}
	if (k != n)
		return fail("too few squares", k + 1);
	if (closed) {
		long r = (first - 1) / cols, c2 = (first - 1) % cols;
		if ((r - pr) * (r - pr) + (c2 - pc) * (c2 - pc) != 5)
			return fail("not closed", n);
	}
	printf("ok\n");
	return 0;
}
