/* write.c: the floor for writing a tour. It prints 1..N (default 10^8) one space apart
 * and a newline, formatting each number with a two-digit itoa (a table of "00".."99")
 * into a 1 MiB buffer that it hands to write(2) when full. It computes no tour: it is
 * what printing the numbers of a tour costs in plain C.
 *
 * Usage: write [N] > file */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char pairs[] =
	"00010203040506070809101112131415161718192021222324252627282930313233343536373839"
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879"
	"8081828384858687888990919293949596979899";

static char buf[1 << 20];

static void flush(size_t len) {
	size_t done = 0;
	while (done < len) {
		ssize_t m = write(1, buf + done, len - done);
		if (m <= 0)
			exit(1);
		done += (size_t)m;
	}
}

int main(int argc, char **argv) {
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 10) : 100000000UL;
	size_t len = 0;
	for (unsigned long v = 1; v <= n; v++) {
		if (len + 24 > sizeof buf) {
			flush(len);
			len = 0;
		}
		char tmp[20];
		int i = sizeof tmp;
		unsigned long x = v;
		while (x >= 100) {
			unsigned long q = x / 100;
			unsigned long r = (x - q * 100) * 2;
			i -= 2;
			tmp[i] = pairs[r];
			tmp[i + 1] = pairs[r + 1];
			x = q;
		}
		if (x >= 10) {
			i -= 2;
			tmp[i] = pairs[2 * x];
			tmp[i + 1] = pairs[2 * x + 1];
		} else {
			tmp[--i] = (char)('0' + x);
		}
		memcpy(buf + len, tmp + i, sizeof tmp - i);
		len += sizeof tmp - i;
		buf[len++] = v == n ? '\n' : ' ';
	}
	flush(len);
	return 0;
}
