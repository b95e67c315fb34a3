package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	othellosearch "bitban/othello/search"
)

// `quality make --resume`: a set with positions of 30 empties takes hours
// to solve, so an interrupted make continues where it stopped. The same
// flags pick the same positions in the same order (the games are
// deterministic), so the file's positions must be the first of the picks;
// the solver's threads and table size change no score and may differ.

// openQualityOut opens the set's file for writing: a new file with its
// header, or with resume an existing one made by the same command, cut
// after its last complete position. done is the number of positions the
// file already holds (the first done picks).
func openQualityOut(errOut io.Writer, ms qualityMakeSettings, picks []qualityPick, header func(io.Writer) error) (f *os.File, done int, err error) {
	if ms.resume {
		data, err := os.ReadFile(ms.out)
		if err != nil && !os.IsNotExist(err) {
			return nil, 0, err
		}
		if err == nil && len(bytes.TrimSpace(data)) > 0 {
			if f, done, err := resumeQualityOut(errOut, ms, picks, data); f != nil || err != nil {
				return f, done, err
			}
		}
		// Missing, or cut before its first position was written.
		fmt.Fprintf(errOut, "quality make: %s has no position yet: starting it\n", ms.out)
	}
	f, err = os.Create(ms.out)
	if err != nil {
		return nil, 0, err
	}
	if err := header(f); err != nil {
		f.Close()
		return nil, 0, err
	}
	return f, 0, nil
}

// resumeQualityOut checks data, the existing file, against the settings
// and the picks, cuts an incomplete last record and opens the file for
// appending; a file without a complete position gives no file and no
// error (it is started again).
func resumeQualityOut(errOut io.Writer, ms qualityMakeSettings, picks []qualityPick, data []byte) (*os.File, int, error) {
	made, ok := qualityMadeBy(data)
	if !ok {
		return nil, 0, fmt.Errorf("--resume: %s has no \"# Made by:\" header line: not a set quality make wrote", ms.out)
	}
	if qualityIdentity(made) != qualityIdentity(ms.command) {
		return nil, 0, fmt.Errorf("--resume: %s was made by\n  %s\nnot by these flags:\n  %s", ms.out, made, ms.command)
	}
	done, keep, err := completeQualityRecords(data)
	if err != nil {
		return nil, 0, fmt.Errorf("--resume: %s: %v", ms.out, err)
	}
	if len(done) == 0 {
		return nil, 0, nil
	}
	if len(done) > len(picks) {
		return nil, 0, fmt.Errorf("--resume: %s holds %d positions, these flags make %d", ms.out, len(done), len(picks))
	}
	for i, q := range done {
		if q.Position != picks[i].pos {
			return nil, 0, fmt.Errorf("--resume: %s line %d: position %d is not the one these flags pick (was the file edited?)", ms.out, q.Line, i+1)
		}
	}
	if keep < len(data) {
		fmt.Fprintf(errOut, "quality make: dropping an incomplete record at the end of %s (%d bytes)\n", ms.out, len(data)-keep)
	}
	f, err := os.OpenFile(ms.out, os.O_RDWR, 0)
	if err != nil {
		return nil, 0, err
	}
	if err := f.Truncate(int64(keep)); err != nil {
		f.Close()
		return nil, 0, err
	}
	if _, err := f.Seek(int64(keep), io.SeekStart); err != nil {
		f.Close()
		return nil, 0, err
	}
	fmt.Fprintf(errOut, "quality make: resuming %s: %d of %d positions already solved\n", ms.out, len(done), len(picks))
	return f, len(done), nil
}

// qualityMadeBy returns the command of a set's "# Made by:" header line.
func qualityMadeBy(data []byte) (string, bool) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "#") {
			break
		}
		if cmd, ok := strings.CutPrefix(line, "# Made by: "); ok {
			return strings.TrimSpace(cmd), true
		}
	}
	return "", false
}

// qualityIdentity is a make command without the flags that change no
// position and no score (--out, --threads, --hash-mb, --cpuprofile): two
// commands with the same identity write the same set.
func qualityIdentity(cmd string) string {
	f := strings.Fields(cmd)
	out := f[:0]
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case "--out", "--threads", "--hash-mb", "--cpuprofile":
			i++ // and its value
			continue
		}
		out = append(out, f[i])
	}
	return strings.Join(out, " ")
}

// completeQualityRecords reads the positions of a set's file
// (ReadQualitySet) and returns them with the length of data up to the end
// of the last one's line: what follows (the comment of a position whose
// line was never written, or a line cut by an interruption) is an
// incomplete record. A bad complete line is an error naming it.
func completeQualityRecords(data []byte) ([]othellosearch.QualityPosition, int, error) {
	whole := data[:bytes.LastIndexByte(data, '\n')+1] // a line cut before its newline is incomplete
	set, err := othellosearch.ReadQualitySet(bytes.NewReader(whole))
	switch {
	case errors.Is(err, othellosearch.ErrNoQualityPositions):
		return nil, 0, nil
	case err != nil:
		return nil, 0, err
	}
	return set, lineEnd(whole, set[len(set)-1].Line), nil
}

// lineEnd is the offset just past the newline of data's line-th line
// (1-based).
func lineEnd(data []byte, line int) int {
	off := 0
	for ; line > 0; line-- {
		off += bytes.IndexByte(data[off:], '\n') + 1
	}
	return off
}
