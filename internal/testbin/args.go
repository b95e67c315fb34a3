package testbin

import (
	"errors"
	"os/exec"
	"strings"
	"testing"
)

// EngineArguments checks the command line of an engine program that GUIs
// start without arguments: --help and -h print help starting with
// "name:", --version prints "name 0.", an unknown argument exits with 2.
func EngineArguments(t *testing.T, path, name string) {
	t.Helper()
	for _, c := range []struct {
		arg, want string
		status    int
	}{{"--help", name + ":", 0}, {"-h", name + ":", 0}, {"--version", name + " 0.", 0}, {"--bogus", "", 2}} {
		out, err := exec.Command(path, c.arg).Output()
		status := 0
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			status = exit.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if status != c.status || !strings.HasPrefix(string(out), c.want) {
			t.Errorf("%s %s: status %d, output %q", name, c.arg, status, out)
		}
	}
}
