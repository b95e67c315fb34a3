package search

import (
	"testing"

	"bitban/shogi"
)

// TestEvalCache: a cached score comes back for its key, extremes
// included, and never for another key, even one picking the same entry.
func TestEvalCache(t *testing.T) {
	c := new(evalCache)
	keys := []uint64{0x9e3779b97f4a7c15, 0x0123456789abcdef, 1<<63 | 5}
	for _, v := range []int{0, 1, -1, evalLimit, -evalLimit, 1234} {
		for _, k := range keys {
			c.put(k, v)
			if got, ok := c.get(k); !ok || got != v {
				t.Fatalf("key %#x: put %d, got %d %v", k, v, got, ok)
			}
			if _, ok := c.get(k ^ 1<<40); ok {
				t.Fatalf("key %#x: a key that differs in bit 40 hits", k)
			}
			if _, ok := c.get(k ^ 1); ok && c[(k^1)&(evalCacheSize-1)] == 0 {
				t.Fatalf("key %#x: an empty entry hits", k)
			}
		}
	}
}

// TestEvaluateFillsCache: the worker's score of a position is cached, and
// a new set of weights empties the cache.
func TestEvaluateFillsCache(t *testing.T) {
	s := NewSearcher(1)
	s.prepare(1)
	w := s.workers[0]
	p, err := shogi.ParseSFEN("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1")
	if err != nil {
		t.Fatal(err)
	}
	v := w.evaluate(p, 0)
	if got, ok := w.scored.get(p.Key()); !ok || got != v {
		t.Fatalf("after evaluate: cache %d %v, want %d", got, ok, v)
	}
	if again := w.evaluate(p, 0); again != v {
		t.Fatalf("scored again: %d, want %d", again, v)
	}
	s.Params.Eval.Tempo++
	s.prepare(1)
	if _, ok := w.scored.get(p.Key()); ok {
		t.Error("the cache kept a score made with other weights")
	}
	if got, want := w.evaluate(p, 0), w.ev.Evaluate(p); got != want {
		t.Errorf("with the new weights: %d, from scratch %d", got, want)
	}
}
