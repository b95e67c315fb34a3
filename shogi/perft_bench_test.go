package shogi

import (
	"testing"
)

func benchPerft(b *testing.B, sfen string, depth int) {
	p, err := ParseSFENRelaxed(sfen)
	if err != nil {
		b.Fatal(err)
	}
	var n uint64
	for b.Loop() {
		n = Perft(p, depth)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
}

func BenchmarkPerftStart4(b *testing.B) { benchPerft(b, StartSFEN, 4) }
func BenchmarkPerftStart5(b *testing.B) { benchPerft(b, StartSFEN, 5) }
func BenchmarkPerftMatsuri3(b *testing.B) {
	benchPerft(b, "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1", 3)
}
func BenchmarkPerftMax593_3(b *testing.B) {
	benchPerft(b, "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1", 3)
}

func BenchmarkGenerateStart(b *testing.B) {
	p := NewStartPosition()
	var buf [MaxMoves]Move
	n := 0
	for b.Loop() {
		n += len(p.Generate(buf[:0]))
	}
	sinkInt = n
}

func BenchmarkDoUndo(b *testing.B) {
	p := NewStartPosition()
	var buf [MaxMoves]Move
	moves := p.Generate(buf[:0])
	i := 0
	for b.Loop() {
		m := moves[i%len(moves)]
		p.DoMove(m)
		p.UndoMove(m)
		i++
	}
}

var sinkInt int

func benchGen(b *testing.B, sfen string, gen func(*Position, []Move) []Move) {
	p, err := ParseSFENRelaxed(sfen)
	if err != nil {
		b.Fatal(err)
	}
	var buf [MaxMoves]Move
	n := 0
	for b.Loop() {
		n += len(gen(p, buf[:0]))
	}
	sinkInt = n
}

const benchMiddle = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1"

func BenchmarkGenerateMiddle(b *testing.B) { benchGen(b, benchMiddle, (*Position).Generate) }
func BenchmarkGenerateChecksMiddle(b *testing.B) {
	benchGen(b, benchMiddle, (*Position).GenerateChecks)
}
func BenchmarkGenerateCapturesMiddle(b *testing.B) {
	benchGen(b, benchMiddle, (*Position).GenerateCaptures)
}
func BenchmarkGenerateQuietsMiddle(b *testing.B) {
	benchGen(b, benchMiddle, (*Position).GenerateQuiets)
}
