package problem

// The one-file Go submission and validator, and the 8×8 package's copy of cases/input.txt,
// are made from the rest of the repository and kept in files/ (see internal/gen).
//go:generate go run ./internal/gen
