// Package testbin builds a program once for the tests that drive it through
// pipes, as a GUI or a tournament manager does (USI, NBoard, Gomocup).
package testbin

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Main is a whole TestMain: it builds the package pkg (an import path such as
// "bitban/cmd/bitban") into a temporary directory, stores the program's path
// in *path, runs the tests, removes the directory and exits with the tests'
// status. A failed build exits with status 1 and the compiler's output.
func Main(m *testing.M, pkg string, path *string) {
	os.Exit(run(m, pkg, path))
}

func run(m *testing.M, pkg string, path *string) int {
	dir, err := os.MkdirTemp("", "bitban-testbin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	*path = filepath.Join(dir, filepath.Base(pkg))
	if out, err := exec.Command("go", "build", "-o", *path, pkg).CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "go build %s: %v\n%s", pkg, err, out)
		return 1
	}
	return m.Run()
}
