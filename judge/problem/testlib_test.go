package problem

import (
	"archive/zip"
	"context"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTestlib: the Polygon package carries Config.TestlibDir's testlib.h as
// files/testlib.h, listed in problem.xml as a resource; without a TestlibDir it has none
// and a note says so; a TestlibDir without testlib.h is refused before anything is
// built. (A stand-in header here: TestPolygon compiles the checker with the real one
// where there is one.)
func TestTestlib(t *testing.T) {
	t.Parallel()
	header := []byte("/* testlib.h, a stand-in */\n")
	withHeader := t.TempDir()
	if err := os.WriteFile(filepath.Join(withHeader, "testlib.h"), header, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, dir string
		families  []Family
		want      []byte // files/testlib.h, nil for none
		note, err string // a note and an error that say so, "" for none
	}{
		{name: "given", dir: withHeader, families: []Family{Polygon}, want: header},
		{name: "none", families: []Family{Polygon}, note: "files/testlib.h"},
		{name: "not polygon", families: []Family{Kattis}},
		{name: "no testlib.h there", dir: t.TempDir(), families: []Family{Kattis, Polygon}, err: "testlib.h"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dest := filepath.Join(t.TempDir(), "out")
			res, err := Build(context.Background(), Config{Rows: 1, Cols: 1, Families: tc.families, TestlibDir: tc.dir}, dest)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) || !strings.Contains(err.Error(), tc.dir) {
					t.Errorf("Build: %v, want an error naming %s and %s", err, tc.err, tc.dir)
				}
				if _, err := os.Stat(dest); err == nil {
					t.Error("a refused build made its DIR")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			noted := false
			for _, n := range res.Notes {
				noted = noted || strings.Contains(n, "testlib.h")
			}
			if want := tc.note != ""; noted != want {
				t.Errorf("notes %q: one on testlib.h: %v, want %v", res.Notes, noted, want)
			}
			if tc.families[0] != Polygon {
				return
			}
			got, listed := polygonTestlib(t, filepath.Join(dest, res.Zips[0].Name))
			if string(got) != string(tc.want) || listed != (tc.want != nil) {
				t.Errorf("files/testlib.h %q, listed in problem.xml: %v; want %q", got, listed, tc.want)
			}
		})
	}
}

// polygonTestlib returns files/testlib.h of the Polygon zip zp (nil if none) and
// whether problem.xml lists it as a resource.
func polygonTestlib(t *testing.T, zp string) ([]byte, bool) {
	t.Helper()
	zr, err := zip.OpenReader(zp)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	read := func(name string) []byte {
		f, err := zr.Open(name)
		if err != nil {
			return nil
		}
		defer f.Close()
		data, err := io.ReadAll(f)
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	var px struct {
		Resources []struct {
			Path string `xml:"path,attr"`
			Type string `xml:"type,attr"`
		} `xml:"files>resources>file"`
	}
	if err := xml.Unmarshal(read("problem.xml"), &px); err != nil {
		t.Fatal(err)
	}
	listed := len(px.Resources) == 1 && px.Resources[0].Path == "files/testlib.h" && px.Resources[0].Type == "h.g++"
	return read("files/testlib.h"), listed
}
