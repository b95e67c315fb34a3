package paramtest

import (
	"fmt"
	"testing"
)

// TestExtremes: each numeric or boolean field gets its extremes, in field
// order (a small integer type its largest value, not 1<<20 wrapped to 0);
// other fields none; Set writes the value into its field only.
func TestExtremes(t *testing.T) {
	type params struct {
		A int
		B float64
		C bool
		D uint64
		E []int
		F int8
	}
	cases := Extremes[params]()
	got := ""
	for _, c := range cases {
		got += fmt.Sprintf("%s=%v ", c.Field, c.Value)
	}
	if want := "A=0 A=-5 A=1048576 B=0 B=-5 B=1e+06 C=true C=false D=0 D=1048576 F=0 F=-5 F=127 "; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	var p params
	Set(&p, cases[2])
	Set(&p, cases[6])
	if p.A != 1<<20 || !p.C || p.B != 0 {
		t.Errorf("after Set: %+v", p)
	}
}
