package web

import (
	"net/http"
	"runtime"
	"time"
)

// The analysis settings a request may give the engine beyond its time and
// depth: multi-PV lines, search threads, table memory and the opening
// book. The page keeps them in local storage; the server checks them
// here, for the engine endpoint and the whole-game analysis alike.

// maxLines is the most multi-PV lines an analysis may ask for: enough to
// compare the candidates, few enough to read (and each line costs time).
const maxLines = 5

// engineSettings are the optional fields of an engine request.
type engineSettings struct {
	Lines   *int `json:"lines"`   // multi-PV lines of an analysis, 1..maxLines (default 1)
	Threads *int `json:"threads"` // search threads, at least 1 (default and most: the CPUs)
	HashMB  *int `json:"hash_mb"` // table memory, at least 1 (default and most: --engine-mb)
	// Book: a game move at full strength in a position of the opening
	// book plays the book's move (default true; only Othello has a book).
	Book *bool `json:"book"`
}

// appliedSettings are the settings a search ran with, after the defaults
// and the server's caps (a page's saved settings may come from a bigger
// machine); the engine answer reports them.
type appliedSettings struct {
	Lines   int  `json:"lines"`
	Threads int  `json:"threads"`
	HashMB  int  `json:"hash_mb"`
	Book    bool `json:"book"`
}

// engineLimits tell the page the ranges of the settings (GET /api/games).
type engineLimits struct {
	MaxLines   int   `json:"max_lines"`
	MaxThreads int   `json:"max_threads"` // also the default
	MaxHashMB  int   `json:"max_hash_mb"` // also the default
	MaxTimeMS  int64 `json:"max_time_ms"`
	MaxLevel   int   `json:"max_level"` // engine strength levels of a game: 0 (full) to this
}

func (s *Server) engineLimits() engineLimits {
	return engineLimits{MaxLines: maxLines, MaxThreads: runtime.NumCPU(), MaxHashMB: s.cfg.EngineMemMB,
		MaxTimeMS: s.cfg.MaxTime.Milliseconds(), MaxLevel: maxLevel}
}

// apply checks the settings and returns them with the defaults filled in.
// A value that makes no sense (no lines, no threads, no memory, more lines
// than the page offers) is a 400 naming the field; threads and memory
// beyond what the server allows are lowered to its limit.
func (s *Server) apply(es engineSettings) (appliedSettings, error) {
	lim := s.engineLimits()
	out := appliedSettings{Lines: 1, Threads: lim.MaxThreads, HashMB: lim.MaxHashMB, Book: true}
	if es.Book != nil {
		out.Book = *es.Book
	}
	if es.Lines != nil {
		if *es.Lines < 1 || *es.Lines > maxLines {
			return out, errf(http.StatusBadRequest, "lines %d: want 1..%d", *es.Lines, maxLines)
		}
		out.Lines = *es.Lines
	}
	if es.Threads != nil {
		if *es.Threads < 1 {
			return out, errf(http.StatusBadRequest, "threads %d: want 1..%d (more is lowered to the CPUs)", *es.Threads, lim.MaxThreads)
		}
		out.Threads = min(*es.Threads, lim.MaxThreads)
	}
	if es.HashMB != nil {
		if *es.HashMB < 1 {
			return out, errf(http.StatusBadRequest, "hash_mb %d: want 1..%d (more is lowered to the server's --engine-mb)", *es.HashMB, lim.MaxHashMB)
		}
		out.HashMB = min(*es.HashMB, lim.MaxHashMB)
	}
	return out, nil
}

// job is the engine job of a request with these settings.
func (a appliedSettings) job(mode string, t time.Duration, depth int) job {
	return job{Mode: mode, Time: t, Depth: depth, MemMB: a.HashMB, Lines: a.Lines, Threads: a.Threads, Book: a.Book}
}
