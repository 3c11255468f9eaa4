package problem

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/knightstour/knightstour/judge/cpp"
	"github.com/knightstour/knightstour/judge/problem/statement"
)

// polygon writes the Polygon package into pkg: problem.xml, files/check.cpp (the testlib
// checker with the board written in, as Polygon compiles a checker without flags),
// files/validator.cpp, files/testlib.h where Config.TestlibDir has one, tests/NN and NN.a
// (the sample first), the statement in
// statements/english and statement-sections/english and its PDF where it can be made, and
// solutions/ with their .desc files.
func (b *builder) polygon(pkg string) (Zip, error) {
	limits := b.c.problem()
	resources, err := b.polygonFiles(filepath.Join(pkg, "files"))
	if err != nil {
		return Zip{}, err
	}
	px := polygonXML{
		Revision:  1,
		ShortName: b.c.short(),
		Names:     []pxName{{Language: "english", Value: b.c.title()}},
		Statements: []pxStatement{{Charset: "UTF-8", Language: "english", MathJax: "true",
			Path: "statements/english/problem.tex", Type: "application/x-tex"}},
		Judging: pxJudging{Testsets: []pxTestset{{
			Name:        "tests",
			TimeLimit:   limits.Seconds * 1000,
			MemoryLimit: int64(limits.MemoryMiB) << 20,
			TestCount:   len(b.ins),
			InputPath:   "tests/%02d",
			AnswerPath:  "tests/%02d.a",
		}}},
		Resources:   resources,
		Executables: []pxExecutable{{pxSource{Path: "files/validator.cpp", Type: "cpp.g++17"}}},
		Checker:     pxChecker{Type: "testlib", Source: pxSource{Path: "files/check.cpp", Type: "cpp.g++17"}},
		Validators:  []pxExecutable{{pxSource{Path: "files/validator.cpp", Type: "cpp.g++17"}}},
		Tags:        []pxTag{{Value: "knight's tour"}},
	}
	ts := &px.Judging.Testsets[0]
	for i, in := range b.ins {
		nn := filepath.Join(pkg, "tests", fmt.Sprintf("%02d", i+1))
		if err := copyFile(in, nn); err != nil {
			return Zip{}, err
		}
		if err := copyFile(answer(in), nn+".a"); err != nil {
			return Zip{}, err
		}
		t := pxTest{Description: strings.TrimSuffix(filepath.Base(in), ".in"), Method: "manual"}
		if filepath.Base(filepath.Dir(in)) == "sample" {
			t.Sample = "true"
		}
		ts.Tests = append(ts.Tests, t)
	}
	samples, err := statement.ReadSamples(filepath.Join(b.data, "sample"))
	if err != nil {
		return Zip{}, err
	}
	english := filepath.Join(pkg, "statements", "english")
	if err := writeStatement(limits, statement.Polygon, samples, english); err != nil {
		return Zip{}, err
	}
	for _, f := range []string{"name.tex", "legend.tex", "input.tex", "output.tex", "notes.tex", "example.01", "example.01.a"} {
		if err := copyFile(filepath.Join(english, f), filepath.Join(pkg, "statement-sections", "english", f)); err != nil {
			return Zip{}, err
		}
	}
	const pdf = "statements/.pdf/english/problem.pdf"
	ok, err := b.writePDF(limits, filepath.Join(pkg, filepath.FromSlash(pdf)))
	if err != nil {
		return Zip{}, err
	}
	if ok {
		px.Statements = append(px.Statements, pxStatement{Language: "english", Path: pdf, Type: "application/pdf"})
	}
	if px.Solutions, err = b.polygonSolutions(filepath.Join(pkg, "solutions")); err != nil {
		return Zip{}, err
	}
	data, err := px.encode()
	if err != nil {
		return Zip{}, fmt.Errorf("problem.xml: %w", err)
	}
	if err := os.WriteFile(filepath.Join(pkg, "problem.xml"), data, 0o644); err != nil {
		return Zip{}, err
	}
	return Zip{Name: b.c.ZipName(Polygon), What: "testlib checker"}, nil
}

// polygonFiles writes the Polygon package's files/ into dir: check.cpp and validator.cpp
// with the board in their #define lines, and testlib.h where Config.TestlibDir gave one
// (else a note says that there is none). It returns the resources problem.xml lists.
func (b *builder) polygonFiles(dir string) ([]pxFile, error) {
	check, err := cpp.Check(cpp.Sources)
	if err != nil {
		return nil, fmt.Errorf("the testlib checker: %w", err)
	}
	if check, err = b.define(check, "KT_ROWS", "KT_COLS", "KT_CLOSED"); err != nil {
		return nil, fmt.Errorf("files/check.cpp: %w", err)
	}
	validator, err := readFile("polygon/validator.cpp")
	if err != nil {
		return nil, err
	}
	if validator, err = b.define(validator, "KT_ROWS", "KT_COLS"); err != nil {
		return nil, fmt.Errorf("files/validator.cpp: %w", err)
	}
	files := map[string][]byte{"check.cpp": check, "validator.cpp": validator}
	var resources []pxFile
	if b.testlib != nil {
		files["testlib.h"] = b.testlib
		resources = []pxFile{{Path: "files/testlib.h", Type: "h.g++"}}
	} else {
		b.notes = append(b.notes, "the Polygon package has no files/testlib.h: set TESTLIB_DIR to a clone of https://github.com/MikeMirzayanov/testlib to add it (Polygon, CMS and Polygon2DOMjudge use their own)")
	}
	for name, data := range files {
		if err := writeFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return nil, err
		}
	}
	return resources, nil
}

// polygonSolutions writes the submissions into dir, the Polygon package's solutions/,
// each with its .desc: the main one (MAIN), the other accepted ones (ACCEPTED) and the
// wrong answers (WRONG_ANSWER), in that order, as problem.xml lists them.
func (b *builder) polygonSolutions(dir string) ([]pxSolution, error) {
	accepted, err := filepath.Glob(filepath.Join(b.tmp, "accepted", "*"))
	if err != nil {
		return nil, err
	}
	wrong, err := filepath.Glob(filepath.Join(b.tmp, "wrong_answer", "*.c"))
	if err != nil {
		return nil, err
	}
	main := filepath.Join(b.tmp, "accepted", b.main)
	all := append([]string{main}, slices.DeleteFunc(accepted, func(f string) bool { return f == main })...)
	var solutions []pxSolution
	for _, f := range append(all, wrong...) {
		name := filepath.Base(f)
		tag, xmlTag := "WRONG_ANSWER", "wrong-answer"
		switch {
		case f == main:
			tag, xmlTag = "MAIN", "main"
		case filepath.Base(filepath.Dir(f)) == "accepted":
			tag, xmlTag = "ACCEPTED", "accepted"
		}
		typ := "c.gcc"
		if strings.HasSuffix(name, ".go") {
			typ = "go"
		}
		if err := copyFile(f, filepath.Join(dir, name)); err != nil {
			return nil, err
		}
		desc := fmt.Sprintf("File name: %s\nTag: %s\n", name, tag)
		if err := os.WriteFile(filepath.Join(dir, name+".desc"), []byte(desc), 0o644); err != nil {
			return nil, err
		}
		solutions = append(solutions, pxSolution{Tag: xmlTag, Source: pxSource{Path: "solutions/" + name, Type: typ}})
	}
	return solutions, nil
}

// readTestlib reads Config.TestlibDir's testlib.h for the Polygon package, if there is one
// and the Polygon package is built: before anything else, so that a folder without it is
// refused at once.
func (b *builder) readTestlib() error {
	if b.c.TestlibDir == "" || !slices.Contains(b.c.Families, Polygon) {
		return nil
	}
	data, err := os.ReadFile(filepath.Join(b.c.TestlibDir, "testlib.h"))
	if err != nil {
		return fmt.Errorf("the testlib folder %s: the Polygon package's files/testlib.h: %w", b.c.TestlibDir, err)
	}
	b.testlib = data
	return nil
}

// polygonXML is Polygon's problem.xml, as much of it as the package says.
type polygonXML struct {
	XMLName     xml.Name       `xml:"problem"`
	Revision    int            `xml:"revision,attr"`
	ShortName   string         `xml:"short-name,attr"`
	Names       []pxName       `xml:"names>name"`
	Statements  []pxStatement  `xml:"statements>statement"`
	Judging     pxJudging      `xml:"judging"`
	Resources   []pxFile       `xml:"files>resources>file"`
	Executables []pxExecutable `xml:"files>executables>executable"`
	Checker     pxChecker      `xml:"assets>checker"`
	Validators  []pxExecutable `xml:"assets>validators>validator"`
	Solutions   []pxSolution   `xml:"assets>solutions>solution"`
	Tags        []pxTag        `xml:"tags>tag"`
}

type pxName struct {
	Language string `xml:"language,attr"`
	Value    string `xml:"value,attr"`
}

type pxStatement struct {
	Charset  string `xml:"charset,attr,omitempty"`
	Language string `xml:"language,attr"`
	MathJax  string `xml:"mathjax,attr,omitempty"`
	Path     string `xml:"path,attr"`
	Type     string `xml:"type,attr"`
}

type pxJudging struct {
	InputFile  string      `xml:"input-file,attr"`
	OutputFile string      `xml:"output-file,attr"`
	Testsets   []pxTestset `xml:"testset"`
}

type pxTestset struct {
	Name        string   `xml:"name,attr"`
	TimeLimit   int      `xml:"time-limit"`   // milliseconds
	MemoryLimit int64    `xml:"memory-limit"` // bytes
	TestCount   int      `xml:"test-count"`
	InputPath   string   `xml:"input-path-pattern"`
	AnswerPath  string   `xml:"answer-path-pattern"`
	Tests       []pxTest `xml:"tests>test"`
}

type pxTest struct {
	Description string `xml:"description,attr"`
	Method      string `xml:"method,attr"`
	Sample      string `xml:"sample,attr,omitempty"`
}

type pxSource struct {
	Path string `xml:"path,attr"`
	Type string `xml:"type,attr"`
}

type pxFile struct {
	Path string `xml:"path,attr"`
	Type string `xml:"type,attr"`
}

type pxExecutable struct {
	Source pxSource `xml:"source"`
}

type pxChecker struct {
	Type   string   `xml:"type,attr"`
	Source pxSource `xml:"source"`
}

type pxSolution struct {
	Tag    string   `xml:"tag,attr"`
	Source pxSource `xml:"source"`
}

type pxTag struct {
	Value string `xml:"value,attr"`
}

// encode returns px as problem.xml: the XML declaration, then the elements indented by
// two spaces, and a final newline.
func (px *polygonXML) encode() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(`<?xml version="1.0" encoding="utf-8" standalone="no"?>` + "\n")
	e := xml.NewEncoder(&buf)
	e.Indent("", "  ")
	if err := e.Encode(px); err != nil {
		return nil, err
	}
	if err := e.Close(); err != nil {
		return nil, err
	}
	buf.WriteString("\n")
	return buf.Bytes(), nil
}
