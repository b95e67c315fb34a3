package search

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"bitban/engine"
	"bitban/internal/paramtest"
	"bitban/renju"
	"bitban/renju/eval"
)

// TestParamsJSONFlat: the evaluation's values are embedded (eval.Params),
// so a Params JSON file keeps one flat object as before the split, and a
// partial file keeps the defaults of the fields it does not name.
func TestParamsJSONFlat(t *testing.T) {
	js, err := json.Marshal(DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(js, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"WindowWeight", "LevelMove", "ClassWait", "Tempo", "Width", "VCFNodes", "IterationShare"} {
		if _, ok := m[k]; !ok {
			t.Errorf("field %s missing from the top level of %s", k, js)
		}
	}
	if _, ok := m["Params"]; ok {
		t.Errorf("nested Params object in %s", js)
	}
	p := DefaultParams()
	if err := engine.ReadParams(strings.NewReader(`{"Tempo": 7, "Width": 5}`), &p); err != nil {
		t.Fatal(err)
	}
	want := DefaultParams()
	want.Tempo, want.Width = 7, 5
	if !reflect.DeepEqual(p, want) {
		t.Fatalf("partial file: %+v, want %+v", p, want)
	}
}

// TestEvalByRule: the renju rule searches with the embedded (fitted)
// weights, freestyle and standard with GomokuEval, and every rule with the
// embedded ones when GomokuEval is nil.
func TestEvalByRule(t *testing.T) {
	s := NewSearcher(10)
	for _, c := range []struct {
		rule renju.Rule
		want eval.Params
	}{{renju.Renju, s.Params.Params}, {renju.Freestyle, *s.Params.GomokuEval}, {renju.Standard, *s.Params.GomokuEval}} {
		s.buildTables(c.rule)
		if s.ev != c.want {
			t.Errorf("%v: not the expected weights (shift %d)", c.rule, s.ev.Shift)
		}
	}
	s.Params.GomokuEval = nil
	s.buildTables(renju.Freestyle)
	if s.ev != s.Params.Params {
		t.Error("GomokuEval nil: freestyle does not use the embedded weights")
	}
}

// TestParamsExtremesStayLegal: a --params file may set any field to any
// value. With each numeric search field at the extremes of
// paramtest.Extremes (each switch both ways), a node-limited search of a
// renju opening ends and plays a legal point: no value divides by zero,
// recurses without end or loops. (The evaluation's weights are tables;
// TestParamsJSONFlat reads them.)
func TestParamsExtremesStayLegal(t *testing.T) {
	b, _ := renju.NewBoard(15, renju.Renju)
	ms, _ := renju.ParseMoves("H8I9J8I8I7H9G10J9", 15)
	if err := b.PlayMoves(ms); err != nil {
		t.Fatal(err)
	}
	for _, c := range paramtest.Extremes[Params]() {
		s := NewSearcher(1)
		paramtest.Set(&s.Params, c)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		start := time.Now()
		r := s.Search(ctx, b, engine.Request[renju.Point]{Limits: engine.Limits{Depth: 8, Nodes: 20000, Threads: 1}})
		cancel()
		if time.Since(start) > 10*time.Second {
			t.Errorf("%s %v: the search took %v for 20,000 nodes", c.Field, c.Value, time.Since(start))
		}
		if r.Best == renju.NoPoint || !b.Legal(r.Best, b.SideToMove()) {
			t.Errorf("%s %v: best point %v is not legal", c.Field, c.Value, r.Best)
		}
	}
}
