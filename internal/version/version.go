// Package version is the version every bitban executable reports
// (bitban, bitban-usi, pbrain-bitban) and the engines send to GUIs.
package version

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"
)

// Version is overridden at link time:
// go build -ldflags "-X bitban/internal/version.Version=1.2.3".
var Version = "0.1.0-dev"

// String is Version plus, for builds from a git checkout, the commit and
// whether the tree had changes ("0.1.0-dev (a1b2c3d4e5f6, modified)").
func String() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return Version
	}
	var rev string
	var dirty bool
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return Version
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += ", modified"
	}
	return fmt.Sprintf("%s (%s)", Version, rev)
}

// Args handles the command line of an engine executable that GUIs start
// without arguments: --help/-h prints help, --version prints the version;
// it reports whether the program should run the engine, and the exit
// status otherwise (2 for an unknown argument).
func Args(args []string, name, help string, out, errOut io.Writer) (run bool, status int) {
	if len(args) == 0 {
		return true, 0
	}
	switch strings.TrimLeft(args[0], "-") {
	case "help", "h":
		fmt.Fprint(out, help)
		return false, 0
	case "version", "v":
		fmt.Fprintf(out, "%s %s\n", name, String())
		return false, 0
	}
	fmt.Fprintf(errOut, "%s: unknown argument %q (it takes none; --help, --version)\n", name, args[0])
	return false, 2
}
