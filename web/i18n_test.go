package web

import (
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode"
)

// The page's message table (static/i18n.js) read by the tests: one entry
// a line, `  'key': ['English', '日本語'],`.
var messageLine = regexp.MustCompile(`^  '([A-Za-z0-9_.]+)': \['((?:[^'\\]|\\.)*)', '((?:[^'\\]|\\.)*)'\],$`)

// readMessages returns the table's entries by key: [English, Japanese].
func readMessages(t *testing.T) map[string][2]string {
	t.Helper()
	src := staticText(t, "static/i18n.js")
	start := strings.Index(src, "export const MESSAGES = {\n")
	end := strings.Index(src[start:], "\n};\n")
	if start < 0 || end < 0 {
		t.Fatal("static/i18n.js: no MESSAGES table")
	}
	out := map[string][2]string{}
	for i, line := range strings.Split(src[start:start+end], "\n")[1:] {
		m := messageLine.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("i18n.js table line %d is not `  'key': ['English', '日本語'],`: %q", i+1, line)
		}
		if _, dup := out[m[1]]; dup {
			t.Errorf("key %q twice", m[1])
		}
		out[m[1]] = [2]string{m[2], m[3]}
	}
	if len(out) < 100 {
		t.Fatalf("only %d messages read from the table", len(out))
	}
	return out
}

func staticText(t *testing.T, name string) string {
	t.Helper()
	b, err := staticFiles.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var placeholder = regexp.MustCompile(`\{\w+\}`)

// TestMessagesBothLanguages: every message has an English and a Japanese
// text with the same placeholders, and the Japanese one is Japanese.
func TestMessagesBothLanguages(t *testing.T) {
	for key, m := range readMessages(t) {
		en, ja := m[0], m[1]
		if strings.TrimSpace(en) == "" || strings.TrimSpace(ja) == "" {
			t.Errorf("%s: an empty text: %q / %q", key, en, ja)
			continue
		}
		if a, b := placeholdersOf(en), placeholdersOf(ja); a != b {
			t.Errorf("%s: placeholders differ: English %s, Japanese %s", key, a, b)
		}
		if !strings.ContainsFunc(ja, func(r rune) bool { return r > unicode.MaxASCII }) {
			t.Errorf("%s: the Japanese text %q has no Japanese in it", key, ja)
		}
	}
}

func placeholdersOf(s string) string {
	p := placeholder.FindAllString(s, -1)
	sort.Strings(p)
	return strings.Join(p, " ")
}

// keyLiteral finds the message keys the code names: quoted, with a dot
// between a lower-case word and a name (file names end in .js).
var keyLiteral = regexp.MustCompile(`['"]([a-z]+\.[A-Za-z0-9._]*[A-Za-z0-9])['"]`)

// TestMessagesUsed: every key the scripts and the page name is in the
// table, and every key of the table is named somewhere (no dead texts).
func TestMessagesUsed(t *testing.T) {
	msgs := readMessages(t)
	named := map[string]bool{}
	files, err := staticFiles.ReadDir("static")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		name := f.Name()
		if !strings.HasSuffix(name, ".js") && !strings.HasSuffix(name, ".html") {
			continue
		}
		src := staticText(t, "static/"+name)
		if name == "i18n.js" {
			src = src[strings.Index(src, "\n};\n"):] // the table names itself
		}
		for _, m := range keyLiteral.FindAllStringSubmatch(src, -1) {
			k := m[1]
			if strings.HasSuffix(k, ".js") || strings.HasSuffix(k, ".css") || strings.HasPrefix(k, "bitban.") {
				continue
			}
			named[k] = true
			if _, ok := msgs[k]; !ok {
				t.Errorf("%s names the message %q, which the table lacks", name, k)
			}
		}
	}
	for k := range msgs {
		if !named[k] {
			t.Errorf("message %q is in the table but nothing uses it", k)
		}
	}
}

// untranslatedOK are the page's texts that read the same in every
// language: the name, arrows, placeholders, the languages' own names.
var untranslatedOK = map[string]bool{
	"bitban": true, "盤": true, "|◀": true, "◀": true, "▶": true, "▶|": true,
	"…": true, "–": true, "English": true, "日本語": true,
}

var number = regexp.MustCompile(`^[0-9]+$`)

var htmlToken = regexp.MustCompile(`<[^>]*>|[^<]+`)

// TestPageMarkedForTranslation: in index.html every text, title and
// aria-label is marked for translation (data-i18n, data-i18n-title,
// data-i18n-aria) unless it reads the same in both languages.
func TestPageMarkedForTranslation(t *testing.T) {
	page := staticText(t, "static/index.html")
	last := ""
	for _, tok := range htmlToken.FindAllString(page, -1) {
		if strings.HasPrefix(tok, "<") {
			last = tok
			if strings.Contains(tok, ` title="`) && !strings.Contains(tok, "data-i18n-title=") {
				t.Errorf("a title without data-i18n-title: %s", tok)
			}
			if strings.Contains(tok, ` aria-label="`) && !strings.Contains(tok, "data-i18n-aria=") {
				t.Errorf("an aria-label without data-i18n-aria: %s", tok)
			}
			continue
		}
		text := strings.TrimSpace(tok)
		if text == "" || untranslatedOK[text] || number.MatchString(text) || strings.HasPrefix(last, "<title") {
			continue
		}
		if strings.HasPrefix(last, "</") || !strings.Contains(last, "data-i18n=") {
			t.Errorf("text %q (after %s) is not marked with data-i18n", text, last)
		}
	}
}
