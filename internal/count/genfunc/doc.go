// Package genfunc finds and uses the exact rational generating functions of count tables.
//
// For a fixed width, a table's counts a(first), a(first+1), … satisfy a linear recurrence
// with constant coefficients: Σ_k a(first+k)·z^k = P(z)/Q(z) with integer coefficients
// and Q(0) = 1 (Fatou's lemma). Find recovers P and Q from a Source, which gives the
// terms modulo word-sized primes (ExactSource makes one of known exact terms):
// Berlekamp–Massey modulo each prime, the Chinese remainder theorem (Garner) across them
// until a batch of primes changes no coefficient, and a check modulo one more prime. When
// the terms vanish off a residue class (closed tours on odd boards), it works on the
// class alone, a function of z^g. A Rational then gives a(n) modulo a word for n up to
// 2^63 (TermMod, by Bostan and Mori's halving) and exact terms (Terms: the series modulo
// primes, combined and certified term by term by a bound from the terms before).
//
// The arithmetic is on words: the primes are below 2^60 (Primes, PrimeLimit), products are 128-bit
// (math/bits), dot products reduce once at the end, and a fixed multiplier uses Shoup's
// precomputed quotient. Nothing here prints, reads files or keeps state between calls.
//
// # File format
//
// Write and Read use a line-oriented text format, each line ended by "\n" (no "\r"),
// deterministic: the same function and header give the same bytes.
//
//	# knightstour generating function
//	table <text: the table, e.g. 5xn closed tours, undirected (-count -closed -undirected -rows 5)>
//	first <a's first index>
//	degree P <deg P, −1 for P = 0> Q <deg Q>
//	found <text: how it was found, Report.String>
//	P 0 <integer>
//	…
//	P <deg P> <integer>
//	Q 0 1
//	…
//	Q <deg Q> <integer>
//	end
//
// Integers are canonical decimal (an optional "-", no "+", no leading zero, no "-0").
// Every coefficient from index 0 to the degree has its line, zeros too (a table whose
// odd terms are zero has a Q with every other coefficient zero); the coefficient at the
// degree is not zero; Q 0 is 1. The texts are UTF-8 without control characters. Nothing
// follows the end line. Read rejects anything else, with the line number and token.
package genfunc
