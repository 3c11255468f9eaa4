package problem

import (
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// TestProblemYAML sets the uuid and name of a problem.yaml and adds its validator_flags:
// everything else, comments and blank lines too, stays as it is.
func TestProblemYAML(t *testing.T) {
	src := "# head\n# comment\nname: Old\nuuid: 1\n\n# limits\nlimits:\n  # MiB\n  memory: 1024\n\nvalidation: custom\n"
	got, err := problemYAML([]byte(src), "u-u", "Knight's Tour (5×6, open tours)", "-rows 5 -cols 6")
	if err != nil {
		t.Fatal(err)
	}
	want := "# head\n# comment\nname: Knight's Tour (5×6, open tours)\nuuid: u-u\n\n# limits\nlimits:\n  # MiB\n  memory: 1024\n\nvalidation: custom\n" +
		"\n# The board and tour kind, for the output validator.\nvalidator_flags: -rows 5 -cols 6\n"
	if string(got) != want {
		t.Errorf("problemYAML =\n%s\nwant\n%s", got, want)
	}
	var read map[string]any
	if err := yaml.Unmarshal(got, &read); err != nil || read["validator_flags"] != "-rows 5 -cols 6" || read["name"] != "Knight's Tour (5×6, open tours)" {
		t.Errorf("read back: %v, %v", read, err)
	}
	for _, bad := range []string{"name: x\n", "- a list\n", "name: [\n"} {
		if _, err := problemYAML([]byte(bad), "u", "n", "f"); err == nil {
			t.Errorf("problemYAML(%q): no error", bad)
		}
	}
}

// TestTaskYAML reads task.yaml back as CMS's loader does: typed values.
func TestTaskYAML(t *testing.T) {
	got, err := taskYAML("knightstour-5x6", "Knight's Tour (5×6, open tours)", 8, 1, 256)
	if err != nil {
		t.Fatal(err)
	}
	var task struct {
		Name            string  `yaml:"name"`
		Title           string  `yaml:"title"`
		Infile          string  `yaml:"infile"`
		TimeLimit       float64 `yaml:"time_limit"`
		MemoryLimit     int     `yaml:"memory_limit"`
		NInput          int     `yaml:"n_input"`
		PublicTestcases string  `yaml:"public_testcases"`
	}
	if err := yaml.Unmarshal(got, &task); err != nil {
		t.Fatal(err)
	}
	if task.Name != "knightstour-5x6" || task.Title != "Knight's Tour (5×6, open tours)" || task.Infile != "" || task.TimeLimit != 1 || task.MemoryLimit != 256 || task.NInput != 8 || task.PublicTestcases != "0" {
		t.Errorf("task.yaml reads %+v:\n%s", task, got)
	}
	if !strings.HasPrefix(string(got), "# A CMS task") {
		t.Errorf("task.yaml starts %q", got[:20])
	}
}
