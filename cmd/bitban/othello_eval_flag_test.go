package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	othelloeval "bitban/othello/eval"
)

// TestOthelloEvalFlag: --eval with the shipped weights written to a file
// solves FFO #13 (16 empties, where the evaluation orders the moves) with the same nodes as without it, and with a zero evaluation
// with other nodes but the same scores; a quality run names the file in
// its header; a missing or damaged file, or
// --eval with --distribute, is refused with what is wrong.
func TestOthelloEvalFlag(t *testing.T) {
	data, err := os.ReadFile("../../testdata/othello/fforum-1-19.obf")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	obf := filepath.Join(dir, "p.obf")
	os.WriteFile(obf, []byte(strings.Split(string(data), "\n")[12]+"\n"), 0o644)
	write := func(name string, ev *othelloeval.Evaluator) string {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := ev.WriteWeights(f); err != nil {
			t.Fatal(err)
		}
		f.Close()
		return f.Name()
	}
	shipped, zero := write("shipped.gz", othelloeval.DefaultEvaluator()), write("zero.gz", othelloeval.NewEvaluator())
	nodes := regexp.MustCompile(`nodes +(\d+)`)
	solve := func(extra ...string) string {
		args := append([]string{"othello", "solve", "--threads", "1", "--hash-mb", "16", "--eval", ""}, extra...)
		code, out, errOut := runCLI(t, append(args, obf)...)
		if code != 0 || !strings.Contains(out, "B7  +14") || !strings.Contains(out, " ok") {
			t.Fatalf("solve %v: exit %d\n%s%s", extra, code, out, errOut)
		}
		return nodes.FindStringSubmatch(out)[1]
	}
	base := solve()
	if got := solve("--eval", shipped); got != base {
		t.Fatalf("the shipped weights from a file: %s nodes, built in: %s", got, base)
	}
	if got := solve("--eval", zero); got == base {
		t.Fatalf("a zero evaluation searched the same %s nodes: --eval is not used", got)
	}
	code, out, errOut := runCLI(t, "othello", "quality", "run", "--depth", "2", "--eval", shipped, "../../testdata/othello/quality-60.txt")
	if code != 0 || !strings.Contains(out, "weights "+shipped) {
		t.Fatalf("quality run --eval: exit %d, the header does not name the weights:\n%s%s", code, out, errOut)
	}
	bad := filepath.Join(dir, "bad.gz")
	os.WriteFile(bad, []byte("not weights"), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"othello", "solve", "--eval", filepath.Join(dir, "none.gz"), obf}, "none.gz"},
		{[]string{"othello", "solve", "--eval", bad, obf}, "bad.gz"},
		{[]string{"othello", "solve", "--distribute", "--eval", shipped, obf}, "not with --distribute"},
		{[]string{"othello", "quality", "run", "--eval", bad, "../../testdata/othello/quality-60.txt"}, "bad.gz"},
		{[]string{"othello", "nboard", "--eval", bad}, "bad.gz"},
	} {
		code, _, errOut := runCLI(t, c.args...)
		if code != 2 || !strings.Contains(errOut, "--eval") || !strings.Contains(errOut, c.want) {
			t.Fatalf("%v: exit %d, %q; want exit 2 naming --eval and %q", c.args, code, errOut, c.want)
		}
	}
}
