package renju

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// midgameBoards returns n random mid-game boards (40..80 stones, 15x15,
// renju).
func midgameBoards(n int) []*Board {
	r := rand.New(rand.NewPCG(21, 22))
	bs := make([]*Board, n)
	for i := range bs {
		bs[i] = RandomGame(r, 15, Renju, 40+r.IntN(41))
	}
	return bs
}

// sampleBoards reads the boards of random_forbid_sample.tsv.
func sampleBoards(tb testing.TB) []*Board {
	f, err := os.Open(testdataDir + "random_forbid_sample.tsv")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var bs []*Board
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) < 3 || fields[0] == "#id" {
			continue
		}
		b, err := ParseFlat(fields[2], Renju)
		if err != nil {
			tb.Fatal(err)
		}
		bs = append(bs, b)
	}
	return bs
}

var sinkForbid int

// benchPerPoint checks every empty point of the boards per iteration and
// reports ns per probed point.
func benchPerPoint(b *testing.B, bs []*Board) {
	points := 0
	for _, bd := range bs {
		points += bd.Count(Empty)
	}
	cpu := cpuTime()
	for b.Loop() {
		for _, bd := range bs {
			for y := 0; y < bd.size; y++ {
				for x := 0; x < bd.size; x++ {
					p := Pt(x, y)
					if bd.cells[p] == Empty {
						sinkForbid += int(bd.Forbidden(p))
					}
				}
			}
		}
	}
	cpu = cpuTime() - cpu
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(points), "ns/point")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/float64(points), "cpu-ns/point")
	b.ReportMetric(0, "ns/op")
}

func BenchmarkForbiddenPerPointMidgame(b *testing.B) { benchPerPoint(b, midgameBoards(100)) }

func BenchmarkForbiddenPerPointSample(b *testing.B) { benchPerPoint(b, sampleBoards(b)) }

func BenchmarkForbiddenPointsMidgame(b *testing.B) {
	bs := midgameBoards(100)
	var dst []ForbiddenPoint
	cpu := cpuTime()
	for b.Loop() {
		for _, bd := range bs {
			dst = bd.ForbiddenKinds(dst[:0])
			sinkForbid += len(dst)
		}
	}
	cpu = cpuTime() - cpu
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(bs)), "ns/board")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/float64(len(bs)), "cpu-ns/board")
	b.ReportMetric(0, "ns/op")
}

func BenchmarkShapes(b *testing.B) {
	bs := midgameBoards(10)
	for b.Loop() {
		for _, bd := range bs {
			for y := 0; y < 15; y++ {
				for x := 0; x < 15; x++ {
					s := bd.ShapesXY(x, y, White, false)
					sinkForbid += int(s[0] | s[1] | s[2] | s[3])
				}
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(bs)*225), "ns/point")
	b.ReportMetric(0, "ns/op")
}

func BenchmarkPlaceUndo(b *testing.B) {
	bd := midgameBoards(1)[0]
	var empties []Point
	for y := 0; y < 15; y++ {
		for x := 0; x < 15; x++ {
			if bd.cells[Pt(x, y)] == Empty {
				empties = append(empties, Pt(x, y))
			}
		}
	}
	i := 0
	for b.Loop() {
		_ = bd.Place(empties[i])
		bd.Undo()
		i++
		if i == len(empties) {
			i = 0
		}
	}
}

func BenchmarkWinner(b *testing.B) {
	bs := midgameBoards(10)
	for b.Loop() {
		for _, bd := range bs {
			sinkForbid += int(bd.Winner())
		}
	}
}

func BenchmarkLineShape(b *testing.B) {
	bd := midgameBoards(1)[0]
	line, _ := bd.Line(Pt(7, 7), Horizontal)
	for b.Loop() {
		for pos := linePad; pos < linePad+15; pos++ {
			sinkForbid += int(LineShape(line, pos, Black, true))
		}
	}
}

func TestRandomGame(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for i := 0; i < 20; i++ {
		n := 10 + r.IntN(60)
		b := RandomGame(r, 15, Renju, n)
		if b.Stones() != n || b.Winner() != Empty || len(b.History()) != n {
			t.Fatalf("RandomGame(%d): %d stones, winner %v\n%s", n, b.Stones(), b.Winner(), b)
		}
	}
}
