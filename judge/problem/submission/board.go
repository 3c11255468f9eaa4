package main

// The board of Sicily 1153. scripts/package.sh sets this line for another board.
const rows, cols = 8, 8
