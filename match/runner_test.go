package match

import (
	"context"
	"os"
	"testing"
)

// TestRunSetupErrors: a match that cannot start fails before any engine
// runs or any file is written, with a message saying why.
func TestRunSetupErrors(t *testing.T) {
	ops, err := BuiltinOpenings("othello")
	if err != nil {
		t.Fatal(err)
	}
	engines := [2]EngineSpec{{Name: "A", Cmd: []string{"a"}}, {Name: "B", Cmd: []string{"b"}}}
	for _, c := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"unknown game", Config{Game: "chess", Openings: ops, Engines: engines},
			`unknown game "chess" (want shogi, othello, renju, gomoku, standard)`},
		{"no openings", Config{Game: "othello", Engines: engines}, "no openings"},
		{"same names", Config{Game: "othello", Openings: ops, Engines: [2]EngineSpec{{Name: "X", Cmd: []string{"a"}}, {Name: "X", Cmd: []string{"b"}}}},
			`the two engines need different names (both are "X")`},
		{"self unknown", Config{Game: "othello", Openings: ops, Engines: [2]EngineSpec{{Name: "A", Cmd: []string{"a"}}, {Name: "B", Cmd: []string{"self"}}}},
			"cmd=self: the path of this program is unknown"},
	} {
		c.cfg.Out = t.TempDir() + "/out" // must stay unwritten
		sum, err := Run(context.Background(), c.cfg)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: err = %v, want %q", c.name, err, c.want)
		}
		if sum.Played != 0 || sum.Reasons == nil {
			t.Errorf("%s: summary %+v", c.name, sum)
		}
		if _, err := os.Stat(c.cfg.Out); !os.IsNotExist(err) {
			t.Errorf("%s: %s was created", c.name, c.cfg.Out)
		}
	}
}
