package engine

import "context"

// Request is one search: its limits, an optional restriction of the root
// moves, and where to report progress.
type Request[M comparable] struct {
	Limits
	// SearchMoves restricts the root to these moves (nil: all legal moves;
	// moves that are not legal are ignored).
	SearchMoves []M
	// Info receives progress reports from the main search thread (never
	// concurrently); nil for none.
	Info func(Info[M])
}

// Report calls r.Info if it is set.
func (r *Request[M]) Report(in Info[M]) {
	if r.Info != nil {
		r.Info(in)
	}
}

// Allowed reports whether the root move m may be searched under
// SearchMoves.
func (r *Request[M]) Allowed(m M) bool {
	if len(r.SearchMoves) == 0 {
		return true
	}
	for _, x := range r.SearchMoves {
		if x == m {
			return true
		}
	}
	return false
}

// Searcher is what every game's searcher offers to the protocols, the CLI
// and the web: P is the game's position type, M its move type. Search runs
// until its limits are reached or ctx is cancelled and returns the best
// move found; it leaves pos as it found it. The searcher keeps its tables
// and histories between searches (one game); NewGame forgets them. A
// Searcher runs one search at a time; the Threads of a request are its own
// helper goroutines.
type Searcher[P any, M comparable] interface {
	Search(ctx context.Context, pos P, req Request[M]) Result[M]
	NewGame()
}
