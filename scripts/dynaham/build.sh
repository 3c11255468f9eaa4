#!/usr/bin/env bash
# build.sh SRC OUT: builds Knuth's DYNAHAM and DYNAHAMP (TAOCP Pre-Fascicle 8A, Algorithm
# E and E+) over a minimal Stanford GraphBase, and mkboard (this folder's mkboard.c: saves
# SGB's knight graph board(N,W,0,0,5,0,0), N rows of W cells), into OUT, for
# go run ./scripts/measure tables. SRC holds the CWEB sources, unchanged: dynaham.w and
# dynahamp.w (https://www-cs-faculty.stanford.edu/~knuth/programs.html) and the
# GraphBase's boilerplate.w, gb_types.w, gb_flip.w, gb_graph.w, gb_io.w, gb_sort.w,
# gb_basic.w and gb_save.w (https://www-cs-faculty.stanford.edu/~knuth/sgb.html). Needs
# ctangle (CWEB, which comes with TeX; Debian: texlive-binaries) and cc.
# PRECISION (decimal digits of the counts, default 54), MEMSIZE, WTSIZE, OLDMEMSIZE (the
# programs' table sizes, defaults sized for a 24 GB machine) and MAXN (the most vertices,
# default 300: a 5-wide board of 60 columns) may be set; they go to the programs through a
# CWEB change file.
set -eu
[ $# -eq 2 ] || { echo "usage: bash scripts/dynaham/build.sh SRC OUT" >&2; exit 2; }
src=$(cd "$1" && pwd)
out=$(mkdir -p "$2" && cd "$2" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
P=${PRECISION:-54} N=${MAXN:-300} M=${MEMSIZE:-2000000000} W=${WTSIZE:-200000000} O=${OLDMEMSIZE:-340000000}
b=$(mktemp -d); trap 'rm -rf "$b"' EXIT
cp "$src"/*.w "$here/mkboard.c" "$b"; cd "$b"
export CWEBINPUTS=.
for f in gb_flip gb_graph gb_io gb_sort gb_basic gb_save; do ctangle -bhp "$f.w" >/dev/null; cc -O2 -w -c "$f.c"; done
ar rcs libgb.a gb_flip.o gb_graph.o gb_io.o gb_sort.o gb_basic.o gb_save.o
for p in dynaham dynahamp; do
  sed -n '/^@d maxn/p;/^@d precision/p;/^@d memsize/p;/^@d wtsize/p;/^@d oldmemsize/p' "$p.w" > old.txt
  { echo "@x"; grep '^@d precision' old.txt; echo "@y"; echo "@d precision $P"; echo "@z"
    echo "@x"; grep '^@d maxn' old.txt; echo "@y"; echo "@d maxn $N"; echo "@z"
    echo "@x"; grep -E '^@d (memsize|wtsize|oldmemsize)' old.txt; echo "@y"
    echo "@d memsize ${M}LL"; echo "@d wtsize ${W}LL"; echo "@d oldmemsize ${O}LL"; echo "@z"; } > "$p.ch"
  ctangle -bhp "$p.w" "$p.ch" >/dev/null
  cc -O2 -w -o "$out/$p" "$p.c" libgb.a
done
cc -O2 -w -o "$out/mkboard" mkboard.c libgb.a
echo "built dynaham, dynahamp, mkboard in $out"
