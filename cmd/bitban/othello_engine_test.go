package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bitban/engine"
	"bitban/othello"
	othellosearch "bitban/othello/search"
)

func TestOthelloSolveCLI(t *testing.T) {
	// FFO #1-#3 from a file: text output, checked against the annotations.
	data, err := os.ReadFile("../../testdata/othello/fforum-1-19.obf")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	file := filepath.Join(t.TempDir(), "three.obf")
	if err := os.WriteFile(file, []byte("# three FFO positions\n"+strings.Join(lines[:3], "\n")+"\n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "othello", "solve", file)
	if code != 0 || strings.Count(out, " ok\n") != 3 || !strings.Contains(out, "#1   G8  +18") || !strings.Contains(out, "total: 3 positions") {
		t.Fatalf("solve: exit %d\n%s%s", code, out, errOut)
	}
	// The same positions distributed over two local workers.
	code, dout, errOut := runCLI(t, "othello", "solve", "--distribute", "--workers", "2", "--hash-mb", "16", file)
	if code != 0 || strings.Count(dout, " ok\n") != 3 || !strings.Contains(dout, "#1   G8  +18") || !strings.Contains(errOut, "3 units") {
		t.Fatalf("solve --distribute: exit %d\n%s%s", code, dout, errOut)
	}
	if code, _, _ := runCLI(t, "othello", "solve", "--first", "-5", file); code != 2 {
		t.Fatalf("--first -5: exit %d, want 2", code)
	}
	// JSON from a reader, WLD.
	var buf, errBuf bytes.Buffer
	if err := othelloSolve(&buf, &errBuf, strings.NewReader(strings.Join(lines[:2], "\n")), true, false, 16, 2, 1, othellosearch.DefaultSolveParams(), nil, nil); err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(&buf)
	var r othelloSolveResult
	if err := dec.Decode(&r); err != nil || r.N != 1 || r.Move != "G8" || r.Score != 18 || r.Nodes == 0 || r.OK == nil || !*r.OK {
		t.Fatalf("json %+v %v", r, err)
	}
	buf.Reset()
	if err := othelloSolve(&buf, &errBuf, strings.NewReader(lines[8]), false, true, 16, 2, 9, othellosearch.DefaultSolveParams(), nil, nil); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "#9") || !strings.Contains(buf.String(), "loss") { // FFO #9 is -8
		t.Fatalf("wld: %s", buf.String())
	}
	// A bad line is reported with its number; the others are still solved.
	buf.Reset()
	errBuf.Reset()
	err = othelloSolve(&buf, &errBuf, strings.NewReader("garbage\n"+lines[0]), false, false, 16, 1, 1, othellosearch.DefaultSolveParams(), nil, nil)
	if err == nil || !strings.Contains(errBuf.String(), "line 1") || !strings.Contains(buf.String(), "G8") {
		t.Fatalf("bad line: %v %q %q", err, errBuf.String(), buf.String())
	}
	// Usage errors.
	if code, _, _ := runCLI(t, "othello", "solve"); code != 2 {
		t.Fatalf("no file: exit %d", code)
	}
	if code, _, _ := runCLI(t, "othello", "solve", "/nonexistent/file"); code != 1 {
		t.Fatalf("missing file: exit %d", code)
	}
}

func TestOthelloPlayCLI(t *testing.T) {
	// The human (black) plays, makes mistakes, undoes, and quits.
	in := strings.NewReader("f5\nzz\na1\nundo\nf5\nhint\nboard\nquit\n")
	var out bytes.Buffer
	if err := othelloPlay(in, &out, playSetup{human: int(othello.Black), lim: engine.Limits{Depth: 2}}, 4); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{"bitban plays", "want A1..H8", "illegal: move A1", "hint: ", "bye."} {
		if !strings.Contains(s, want) {
			t.Errorf("missing %q in\n%s", want, s)
		}
	}
	// The engine as black plays a whole game against a human who always
	// types the first legal move (the output ends with the final score).
	out.Reset()
	if err := othelloPlay(strings.NewReader(firstMoveScript()), &out, playSetup{human: int(othello.White), lim: engine.Limits{Depth: 1}}, 2); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Game over: black") {
		t.Fatalf("no final score in\n%s", out.String()[max(0, out.Len()-500):])
	}
	if code, _, _ := runCLI(t, "othello", "play", "--color", "red"); code != 2 {
		t.Fatalf("bad colour: exit %d", code)
	}
}

// firstMoveScript lists every square many times: the play loop rejects
// illegal ones (explaining why) and accepts the first legal one each turn.
func firstMoveScript() string {
	var b strings.Builder
	for i := 0; i < 60; i++ {
		for sq := 0; sq < 64; sq++ {
			b.WriteString(othello.MoveName(sq) + "\n")
		}
		b.WriteString("pass\n")
	}
	return b.String()
}

// TestOthelloSolveFlags pins the message and exit status of each refused
// othello solve command line and which check comes first, and shows that
// --params reaches the solver: other move ordering, other node count,
// same score. Each run is a process of its own, from the flags' defaults.
func TestOthelloSolveFlags(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	unknown := write("unknown.json", `{"Nope": 1}`+"\n")
	garbage := write("garbage.json", "x\n")
	empty := write("empty.json", "{}\n")
	zeroStep := write("zerostep.json", `{"SortDepthStep": 0}`+"\n")
	sixLevels := write("levels.json", `{"SelLevels": [0.5, 1, 1.5, 2, 2.5, 3]}`+"\n")
	missing := filepath.Join(dir, "none")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{nil, 2, "bitban othello solve takes 1 argument(s), got 0"},
		{[]string{"a", "b"}, 2, "bitban othello solve takes 1 argument(s), got 2"},
		{[]string{"--threads", "0", "x"}, 2, "--threads 0: want 1..256"},
		{[]string{"--threads", "257", "x"}, 2, "--threads 257: want 1..256"},
		{[]string{"--hash-mb", "0", "x"}, 2, "--hash-mb 0: want 1..65536"},
		{[]string{"--hash-mb", "65537", "x"}, 2, "--hash-mb 65537: want 1..65536"},
		{[]string{"--first", "0", "x"}, 2, "--first 0: positions are numbered from 1"},
		{[]string{"--threads", "0", "--hash-mb", "0", "--first", "0", "x"}, 2, "--threads 0: want 1..256"},
		{[]string{"--hash-mb", "0", "--first", "0", "x"}, 2, "--hash-mb 0: want 1..65536"},
		{[]string{"--first", "0", missing}, 2, "--first 0: positions are numbered from 1"},
		{[]string{"--params", unknown, missing}, 1, "open " + missing + ": no such file or directory"},
		{[]string{"--params", unknown, "-"}, 2, "--params: " + unknown + `: params: json: unknown field "Nope"`},
		{[]string{"--params", garbage, "-"}, 2, "--params: " + garbage + ": params: invalid character 'x' looking for beginning of value"},
		{[]string{"--params", missing, "-"}, 2, "--params: open " + missing + ": no such file or directory"},
		{[]string{"--params", zeroStep, "-"}, 2, "--params: " + zeroStep + ": SortDepthStep 0: must be at least 1"},
		{[]string{"--params", sixLevels, "-"}, 2, "--params: " + sixLevels + ": SelLevels: 6 levels, at most 5"},
		{[]string{"--distribute", "--params", empty, "-"}, 2, "--params: not with --distribute (workers solve with the defaults)"},
		{[]string{"--distribute", "--params", missing, "-"}, 2, "--params: not with --distribute (workers solve with the defaults)"},
	} {
		code, _, errOut := runBin(t, append([]string{"othello", "solve"}, c.args...)...)
		first, _, _ := strings.Cut(errOut, "\n")
		if code != c.code || first != "bitban: "+c.want {
			t.Errorf("othello solve %q: code %d, %q; want code %d, %q", c.args, code, first, c.code, "bitban: "+c.want)
		}
	}
	// FFO #1 (14 empties) from stdin, with the default move ordering and
	// with evaluation ordering from 4 empties up.
	data, err := os.ReadFile("../../testdata/othello/fforum-1-19.obf")
	if err != nil {
		t.Fatal(err)
	}
	ffo1, _, _ := strings.Cut(string(data), "\n")
	solve := func(params string) othelloSolveResult {
		t.Helper()
		args := []string{"othello", "solve", "--json", "--threads", "1", "--hash-mb", "4", "--first", "7"}
		if params != "" {
			args = append(args, "--params", params)
		}
		code, out, errOut := runBinIn(t, ffo1+"\n", append(args, "-")...)
		var r othelloSolveResult
		if code != 0 || json.NewDecoder(strings.NewReader(out)).Decode(&r) != nil {
			t.Fatalf("%q: code %d\n%s%s", args, code, out, errOut)
		}
		return r
	}
	def, eval := solve(empty), solve(write("eval.json", `{"SortEvalEmpties": 4}`))
	if def.N != 7 || def.Move != "G8" || def.Score != 18 || def.OK == nil || !*def.OK || eval.Score != 18 || eval.Nodes == def.Nodes {
		t.Errorf("defaults %+v, evaluation ordering %+v", def, eval)
	}
	if plain := solve(""); plain.Nodes != def.Nodes {
		t.Errorf("{} params: %d nodes, no params: %d", def.Nodes, plain.Nodes)
	}
}
