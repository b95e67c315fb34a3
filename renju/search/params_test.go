package search

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"bitban/engine"
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
