package problem

import (
	"bytes"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
)

// problemYAML returns the Kattis problem.yaml src with its uuid and name set and the
// board's validator_flags added, for another problem than 8×8 open; comments and blank
// lines are kept.
func problemYAML(src []byte, uuid, name, flags string) ([]byte, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		return nil, err
	}
	if len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, fmt.Errorf("not a mapping")
	}
	m := doc.Content[0]
	keepBlankLines(m, 0)
	set := map[string]string{"uuid": uuid, "name": name}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if v, ok := set[m.Content[i].Value]; ok {
			old := m.Content[i+1]
			m.Content[i+1] = &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: v, LineComment: old.LineComment, Line: old.Line}
			delete(set, m.Content[i].Value)
		}
	}
	if len(set) > 0 {
		return nil, fmt.Errorf("no key %s", strings.Join(keys(set), ", "))
	}
	m.Content = append(m.Content,
		&yaml.Node{Kind: yaml.ScalarNode, Value: "validator_flags", HeadComment: "\n# The board and tour kind, for the output validator."},
		&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: flags})
	return encodeYAML(&doc)
}

// keys returns the keys of m.
func keys(m map[string]string) []string {
	var k []string
	for key := range m {
		k = append(k, key)
	}
	return k
}

// keepBlankLines marks the blank line before each key of the mapping m (after line
// prev) that has one in the source, which yaml.v3's encoder would drop: a head comment
// that starts with an empty line is written after a blank line. It returns the last line
// of m.
func keepBlankLines(m *yaml.Node, prev int) int {
	last := prev
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		top := k.Line
		if k.HeadComment != "" {
			top -= strings.Count(k.HeadComment, "\n") + 1
		}
		if i > 0 && top > last+1 {
			k.HeadComment = "\n" + k.HeadComment
		}
		last = v.Line
		if v.Kind == yaml.MappingNode {
			last = keepBlankLines(v, k.Line)
		}
	}
	return last
}

// encodeYAML returns n in YAML, indented by two spaces.
func encodeYAML(n *yaml.Node) ([]byte, error) {
	var buf bytes.Buffer
	e := yaml.NewEncoder(&buf)
	e.SetIndent(2)
	if err := e.Encode(n); err != nil {
		return nil, err
	}
	if err := e.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// taskYAML returns the task.yaml of the CMS task short, titled title, with n tests (the sample,
// input0.txt, public) and the limits: standard input and output, each test worth 100/n
// points.
func taskYAML(short, title string, n, seconds, memoryMiB int) ([]byte, error) {
	str := func(v string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: v} }
	quoted := func(v string) *yaml.Node {
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: v, Style: yaml.DoubleQuotedStyle}
	}
	num := func(tag, v string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: tag, Value: v} }
	m := &yaml.Node{Kind: yaml.MappingNode}
	for _, kv := range []struct {
		key, comment string
		value        *yaml.Node
	}{
		{"name", "A CMS task in the Italian YAML format (cmsImportTask), made by scripts/package.sh.", str(short)},
		{"title", "", str(title)},
		{"primary_language", "", str("en")},
		{"infile", "Standard input and output.", quoted("")},
		{"outfile", "", quoted("")},
		{"time_limit", "", num("!!float", fmt.Sprintf("%d.0", seconds))},
		{"memory_limit", "", num("!!int", fmt.Sprint(memoryMiB))},
		{"n_input", "", num("!!int", fmt.Sprint(n))},
		{"public_testcases", "The sample (input0.txt) is public; each test is worth 100/n_input points.", quoted("0")},
		{"score_mode", "", str("max")},
		{"token_mode", "", str("disabled")},
		{"feedback_level", "", str("full")},
	} {
		k := str(kv.key)
		if kv.comment != "" {
			k.HeadComment = "# " + kv.comment
		}
		m.Content = append(m.Content, k, kv.value)
	}
	return encodeYAML(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{m}})
}
