package cluster

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// slurmJob is a job given to the fake sbatch: the tasks Lo..Hi of an array (Lo == 0: one
// task, not an array), at most Throttle at once (0: all), each running Wrap with sh in Dir
// with Env, after job After (0: none) has completed.
type slurmJob struct {
	ID, After          int
	Array              string // --array as given
	Lo, Hi, Throttle   int
	Name, Wrap, Output string
	Dir                string
	Env, Opts          []string
	State              string // "" (pending), COMPLETED, FAILED or CANCELLED (its dependency failed)
}

// sbatch is the fake sbatch: it checks its options, records the job in the folder
// $FAKE_SLURM and prints the job's id (alone with --parsable).
func sbatch(args []string) int {
	j, parsable, err := parseSbatch(args)
	if err == nil {
		err = submit(os.Getenv("FAKE_SLURM"), &j)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sbatch: error:", err)
		return 1
	}
	if parsable {
		fmt.Println(j.ID)
	} else {
		fmt.Println("Submitted batch job", j.ID)
	}
	return 0
}

// parseSbatch reads sbatch's options: the ones the recipe uses, and a few a user may add.
func parseSbatch(args []string) (j slurmJob, parsable bool, err error) {
	for _, a := range args {
		key, val, _ := strings.Cut(a, "=")
		switch key {
		case "--parsable":
			parsable = true
		case "--array":
			j.Array = val
			span, throttle, throttled := strings.Cut(val, "%")
			lo, hi, ok := strings.Cut(span, "-")
			j.Lo, err = strconv.Atoi(lo)
			if err == nil {
				j.Hi, err = strconv.Atoi(hi)
			}
			if err == nil && throttled {
				j.Throttle, err = strconv.Atoi(throttle)
			}
			if err != nil || !ok || j.Lo < 1 || j.Hi < j.Lo || throttled && j.Throttle < 1 {
				return j, false, fmt.Errorf("invalid job array specification %q", val)
			}
		case "--dependency":
			id, ok := strings.CutPrefix(val, "afterok:")
			if j.After, err = strconv.Atoi(id); !ok || err != nil {
				return j, false, fmt.Errorf("invalid dependency %q (the fake knows afterok:ID)", val)
			}
		case "--wrap":
			j.Wrap = val
		case "--output":
			j.Output = val
		case "--job-name":
			j.Name = val
		case "--partition", "--mem", "--time", "--cpus-per-task", "--account":
			if val == "" {
				return j, false, fmt.Errorf("%s: no value (the fake takes --option=value)", a)
			}
			j.Opts = append(j.Opts, a)
		default:
			return j, false, fmt.Errorf("unrecognized option %q", a)
		}
	}
	if j.Wrap == "" {
		return j, false, errors.New("no --wrap (the fake takes no batch script)")
	}
	return j, parsable, nil
}

// submit gives j the next id and records it in state, with the submitter's folder and
// environment (sbatch's default --export=ALL).
func submit(state string, j *slurmJob) error {
	jobs, err := os.ReadDir(state)
	if err != nil {
		return err
	}
	j.ID = 100 + len(jobs)
	if j.After != 0 {
		if _, err := os.Stat(filepath.Join(state, fmt.Sprintf("%d.json", j.After))); err != nil {
			return fmt.Errorf("batch job submission failed: job dependency problem: no job %d", j.After)
		}
	}
	if j.Dir, err = os.Getwd(); err != nil {
		return err
	}
	j.Env = os.Environ()
	return save(state, j)
}

// save writes j into state.
func save(state string, j *slurmJob) error {
	b, err := json.Marshal(j)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(state, fmt.Sprintf("%d.json", j.ID)), b, 0o644)
}

// runSlurm runs the pending jobs of state as a cluster would, in the order of their ids:
// a job after one that did not complete never runs (CANCELLED), an array's tasks start in
// a random order, at most Throttle at once, each with SLURM_JOB_ID, SLURM_ARRAY_JOB_ID and
// SLURM_ARRAY_TASK_ID set. kill says which tasks are killed (SIGKILL) as they start; a task
// that fails unkilled fails the test. It returns every job of state, by id.
func runSlurm(t *testing.T, state string, kill func(j *slurmJob, task int) bool) []*slurmJob {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(state, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	jobs := map[int]*slurmJob{}
	var ids []int
	for _, f := range files {
		b, err := os.ReadFile(f)
		j := &slurmJob{}
		if err == nil {
			err = json.Unmarshal(b, j)
		}
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		jobs[j.ID] = j
		ids = append(ids, j.ID)
	}
	slices.Sort(ids)
	var all []*slurmJob
	for _, id := range ids {
		j := jobs[id]
		all = append(all, j)
		if j.State != "" {
			continue
		}
		if j.After != 0 && jobs[j.After].State != "COMPLETED" {
			j.State = "CANCELLED"
		} else {
			j.State = j.run(t, kill)
		}
		if err := save(state, j); err != nil {
			t.Fatal(err)
		}
	}
	return all
}

// run runs the tasks of j and returns its state.
func (j *slurmJob) run(t *testing.T, kill func(j *slurmJob, task int) bool) string {
	tasks := []int{0}
	if j.Lo > 0 {
		tasks = nil
		for _, i := range rand.Perm(j.Hi - j.Lo + 1) {
			tasks = append(tasks, j.Lo+i)
		}
	}
	at := len(tasks)
	if j.Throttle > 0 {
		at = j.Throttle
	}
	slots := make(chan struct{}, at)
	var wg sync.WaitGroup
	var mu sync.Mutex
	state := "COMPLETED"
	for _, k := range tasks {
		slots <- struct{}{}
		wg.Add(1)
		go func(k int) {
			defer func() { <-slots; wg.Done() }()
			killed := kill != nil && kill(j, k)
			if err := j.task(k, killed); err != nil {
				mu.Lock()
				defer mu.Unlock()
				state = "FAILED"
				if !killed {
					t.Errorf("job %d (%s) task %d: %v", j.ID, j.Name, k, err)
				}
			}
		}(k)
	}
	wg.Wait()
	return state
}

// task runs task k of j (0: j is no array), killed at once if kill (SIGKILL to all its
// processes), its output to j.Output (by default slurm-%A_%a.out, or slurm-%j.out).
func (j *slurmJob) task(k int, kill bool) error {
	id := j.ID
	env := slices.Clone(j.Env)
	out := j.Output
	if k > 0 {
		id = j.ID*1000 + k
		env = append(env, fmt.Sprintf("SLURM_ARRAY_JOB_ID=%d", j.ID), fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d", k))
		if out == "" {
			out = "slurm-%A_%a.out"
		}
	} else if out == "" {
		out = "slurm-%j.out"
	}
	env = append(env, fmt.Sprintf("SLURM_JOB_ID=%d", id))
	out = strings.NewReplacer("%A", fmt.Sprint(j.ID), "%a", fmt.Sprint(k), "%j", fmt.Sprint(id)).Replace(out)
	if !filepath.IsAbs(out) {
		out = filepath.Join(j.Dir, out)
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	defer f.Close()
	cmd := exec.Command("sh", "-c", j.Wrap)
	cmd.Dir, cmd.Env, cmd.Stdout, cmd.Stderr = j.Dir, env, f, f
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return err
	}
	if kill {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) // its process group: sh and the pipeline's knightstour
	}
	if err := cmd.Wait(); err != nil {
		log, _ := os.ReadFile(out)
		return fmt.Errorf("%v: %s", err, log)
	}
	return nil
}

// TestSlurm runs slurm.sh and then the fake cluster: counts.txt must hold the whole
// count's output.
func TestSlurm(t *testing.T) {
	for _, c := range counts {
		t.Run(c.name, func(t *testing.T) {
			dir, state := t.TempDir(), t.TempDir()
			env := []string{"FAKE_SLURM=" + state, "SBATCH_OPTS=--partition=debug --mem=1G"}
			stdout, stderr, err := recipe(t, "slurm", c.queries, env, args(dir, 3, c)...)
			if err != nil {
				t.Fatalf("slurm.sh: %v\n%s", err, stderr)
			}
			jobs := runSlurm(t, state, nil)
			for i, j := range jobs {
				if !strings.Contains(stdout, fmt.Sprint(j.ID)) {
					t.Errorf("slurm.sh printed %q, without job %d", stdout, j.ID)
				}
				if !slices.Equal(j.Opts, []string{"--partition=debug", "--mem=1G"}) {
					t.Errorf("job %d has the options %q, not SBATCH_OPTS's", j.ID, j.Opts)
				}
				if last := i == len(jobs)-1; !last && j.Array != "1-3%3" || last && j.Array != "" {
					t.Errorf("job %d of %d: --array=%q", i+1, len(jobs), j.Array)
				}
				if i > 0 && j.After != jobs[i-1].ID {
					t.Errorf("job %d runs after %d, not after the job before, %d", j.ID, j.After, jobs[i-1].ID)
				}
			}
			checkCounts(t, dir, c)
		})
	}
	t.Run("PARALLEL_TASKS=2", func(t *testing.T) {
		dir, state := t.TempDir(), t.TempDir()
		env := []string{"FAKE_SLURM=" + state, "PARALLEL_TASKS=2"}
		if _, stderr, err := recipe(t, "slurm", scan.queries, env, args(dir, 3, scan)...); err != nil {
			t.Fatalf("slurm.sh: %v\n%s", err, stderr)
		}
		jobs := runSlurm(t, state, nil)
		if j := jobs[0]; j.Array != "1-3%2" {
			t.Errorf("--array=%q, want 1-3%%2", j.Array)
		}
		checkCounts(t, dir, scan)
	})
}

// TestSlurmKilled kills a task of the third round, the last: the counts
// never run; slurm.sh run again resubmits every round and the count ends.
func TestSlurmKilled(t *testing.T) {
	dir, state := t.TempDir(), t.TempDir()
	env := []string{"FAKE_SLURM=" + state}
	if _, stderr, err := recipe(t, "slurm", scan.queries, env, args(dir, 3, scan)...); err != nil {
		t.Fatalf("slurm.sh: %v\n%s", err, stderr)
	}
	jobs := runSlurm(t, state, func(j *slurmJob, task int) bool { return j.Name == "knightstour-3" && task == 2 })
	for _, j := range jobs {
		want := "COMPLETED"
		if j.Name == "knightstour-3" {
			want = "FAILED"
		} else if j.ID > jobs[2].ID {
			want = "CANCELLED"
		}
		if j.State != want {
			t.Errorf("job %d (%s): %s, want %s", j.ID, j.Name, j.State, want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "counts.txt")); !os.IsNotExist(err) {
		t.Fatalf("counts.txt after a killed task: %v", err)
	}
	checkDone(t, dir)
	if _, stderr, err := recipe(t, "slurm", scan.queries, env, args(dir, 3, scan)...); err != nil {
		t.Fatalf("slurm.sh again: %v\n%s", err, stderr)
	}
	runSlurm(t, state, nil)
	checkCounts(t, dir, scan)
}

// checkCounts checks that dir/counts.txt holds what the whole count c prints.
func checkCounts(t *testing.T, dir string, c count) {
	t.Helper()
	got, err := os.ReadFile(filepath.Join(dir, "counts.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if want := whole(t, c); string(got) != want {
		t.Errorf("counts.txt holds %q, the whole count prints %q", got, want)
	}
}
