package main

// The board of Sicily 1153. scripts/package.sh swaps this file for another board's.
const rows, cols = 8, 8
