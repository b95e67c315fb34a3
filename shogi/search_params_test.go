package shogi

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"bitban/engine"
)

// TestParamsAreValues: a searcher's Params change its search and its
// evaluation only, and the defaults survive a JSON round trip through
// engine.ReadParams (the --params file format).
func TestParamsAreValues(t *testing.T) {
	p := NewStartPosition()
	search := func(s *Searcher) engine.Result[Move] {
		return s.Search(context.Background(), p, engine.Request[Move]{Limits: engine.Limits{Depth: 1}})
	}
	base := search(NewSearcher(1))
	s := NewSearcher(1)
	s.Params.Eval.Tempo += 1000
	// Depth 1 scores the positions after one move: the opponent's tempo.
	if got := search(s); got.Score.Value != base.Score.Value-1000 {
		t.Errorf("tempo +1000: score %v, default %v", got.Score, base.Score)
	}
	if again := search(NewSearcher(1)); again.Score != base.Score {
		t.Errorf("another searcher's params leaked: %v, want %v", again.Score, base.Score)
	}
	if p.Evaluate() != p.EvaluateWith(&s.Params.Eval)-1000 {
		t.Error("Evaluate does not use the default weights")
	}
	js, err := json.Marshal(DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	var q Params
	if err := engine.ReadParams(bytes.NewReader(js), &q); err != nil || q != DefaultParams() {
		t.Fatalf("round trip: %v", err)
	}
}
