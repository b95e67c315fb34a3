package shogi

import "flag"

// Test flags (after -args: go test ./shogi -args -long). They replace the
// environment switches the tests once read, so that a run says in its
// command line what it does.
var (
	// longTests runs the long variants: more random games against the
	// reference move generator, the perft cases up to 3e9 leaves
	// (minutes).
	longTests = flag.Bool("long", false, "run the long variants of the perft and reference tests (minutes)")
	// updateMagics rewrites zz_magics.go from the deterministic magic
	// search (go generate ./shogi).
	updateMagics = flag.Bool("update-magics", false, "rewrite zz_magics.go instead of checking it")
)
