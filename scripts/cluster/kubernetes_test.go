package cluster

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"gopkg.in/yaml.v3"
)

// kubeJob is what the fake kubectl takes of a batch/v1 Job; a field it does not know is an
// error, as the API server's strict field validation (kubectl's default) makes it.
type kubeJob struct {
	APIVersion string `yaml:"apiVersion"`
	Kind       string `yaml:"kind"`
	Metadata   struct {
		Name   string            `yaml:"name"`
		Labels map[string]string `yaml:"labels"`
	} `yaml:"metadata"`
	Spec struct {
		CompletionMode          string `yaml:"completionMode"`
		Completions             *int   `yaml:"completions"`
		Parallelism             *int   `yaml:"parallelism"`
		BackoffLimit            *int   `yaml:"backoffLimit"`
		BackoffLimitPerIndex    *int   `yaml:"backoffLimitPerIndex"`
		MaxFailedIndexes        *int   `yaml:"maxFailedIndexes"`
		TTLSecondsAfterFinished *int   `yaml:"ttlSecondsAfterFinished"`
		Template                struct {
			Spec struct {
				RestartPolicy string          `yaml:"restartPolicy"`
				Containers    []kubeContainer `yaml:"containers"`
				Volumes       []struct {
					Name                  string `yaml:"name"`
					PersistentVolumeClaim *struct {
						ClaimName string `yaml:"claimName"`
					} `yaml:"persistentVolumeClaim"`
				} `yaml:"volumes"`
			} `yaml:"spec"`
		} `yaml:"template"`
	} `yaml:"spec"`
}

// kubeContainer is a container of a kubeJob's pod; command, args and env values are nodes,
// to check that they are strings (the API server refuses a number there).
type kubeContainer struct {
	Name    string      `yaml:"name"`
	Image   string      `yaml:"image"`
	Command []yaml.Node `yaml:"command"`
	Args    []yaml.Node `yaml:"args"`
	Env     []struct {
		Name  string    `yaml:"name"`
		Value yaml.Node `yaml:"value"`
	} `yaml:"env"`
	VolumeMounts []struct {
		Name      string `yaml:"name"`
		MountPath string `yaml:"mountPath"`
	} `yaml:"volumeMounts"`
	Resources map[string]map[string]string `yaml:"resources"`
}

// label is a DNS-1123 label, as Kubernetes names are.
var label = regexp.MustCompile(`^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$`)

// kubectl is the fake kubectl, its cluster the folder $FAKE_KUBE: the Jobs applied, their
// states and logs. A Job runs on this machine when it is first waited for or its log read,
// its pods (processes) in a random order, the volume of the PersistentVolumeClaim
// $FAKE_KUBE_PVC being the folder $FAKE_KUBE_VOLUME, mounted at its own path.
// $FAKE_KUBE_KILL ("JOB/INDEX/TIMES") kills the first TIMES pods of an index.
func kubectl(args []string) int {
	state := os.Getenv("FAKE_KUBE")
	var err error
	switch {
	case slices.Equal(args, []string{"apply", "-f", "-"}):
		err = apply(state)
	case len(args) == 4 && args[0] == "delete" && args[1] == "job" && args[3] == "--ignore-not-found":
		if _, err = os.Stat(filepath.Join(state, args[2]+".yaml")); err == nil {
			fmt.Printf("job.batch %q deleted\n", args[2])
		}
		for _, ext := range []string{".yaml", ".status", ".log"} {
			os.Remove(filepath.Join(state, args[2]+ext))
		}
		err = nil
	case len(args) == 4 && args[0] == "wait" && args[2] == "--timeout=-1s" && strings.HasPrefix(args[3], "job/"):
		err = wait(state, args[1], strings.TrimPrefix(args[3], "job/"))
	case len(args) == 2 && args[0] == "logs" && strings.HasPrefix(args[1], "job/"):
		var log []byte
		name := strings.TrimPrefix(args[1], "job/")
		if _, err = runJob(state, name); err == nil {
			log, err = os.ReadFile(filepath.Join(state, name+".log"))
			os.Stdout.Write(log)
		}
	default:
		err = fmt.Errorf("the fake kubectl does not know %q", args)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		return 1
	}
	return 0
}

// apply reads a Job from stdin, checks it as the API server would an Indexed Job on the
// count's volume, and records it (unchanged if the same Job is there, an error if another).
func apply(state string) error {
	manifest, err := io.ReadAll(os.Stdin)
	if err != nil {
		return err
	}
	var j kubeJob
	dec := yaml.NewDecoder(bytes.NewReader(manifest))
	dec.KnownFields(true)
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("error validating data: %v", err)
	}
	if err := j.check(); err != nil {
		return fmt.Errorf("the Job %q is invalid: %v", j.Metadata.Name, err)
	}
	file := filepath.Join(state, j.Metadata.Name+".yaml")
	if old, err := os.ReadFile(file); err == nil {
		if !bytes.Equal(old, manifest) {
			return fmt.Errorf("the Job %q is invalid: spec.template: field is immutable", j.Metadata.Name)
		}
		fmt.Printf("job.batch/%s unchanged\n", j.Metadata.Name)
		return nil
	}
	if err := os.WriteFile(file, manifest, 0o644); err != nil {
		return err
	}
	f, err := os.OpenFile(filepath.Join(state, "applied"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	fmt.Fprintln(f, j.Metadata.Name)
	fmt.Printf("job.batch/%s created\n", j.Metadata.Name)
	return nil
}

// check checks j as the API server checks an Indexed Job, and that its pod mounts the
// volume of the claim $FAKE_KUBE_PVC at $FAKE_KUBE_VOLUME.
func (j *kubeJob) check() error {
	s, pod := &j.Spec, &j.Spec.Template.Spec
	switch {
	case j.APIVersion != "batch/v1" || j.Kind != "Job":
		return fmt.Errorf("apiVersion %q, kind %q: want batch/v1, Job", j.APIVersion, j.Kind)
	case !label.MatchString(j.Metadata.Name):
		return fmt.Errorf("metadata.name %q: not a DNS-1123 label", j.Metadata.Name)
	case s.CompletionMode != "Indexed":
		return fmt.Errorf("spec.completionMode %q: the recipe's Jobs are Indexed", s.CompletionMode)
	case s.Completions == nil || *s.Completions < 1:
		return errors.New("spec.completions: Required value: an Indexed Job needs completions, 1 or more")
	case s.Parallelism != nil && *s.Parallelism < 1:
		return errors.New("spec.parallelism: a Job of parallelism 0 never runs")
	case s.BackoffLimitPerIndex == nil && s.BackoffLimit == nil:
		return errors.New("no backoffLimitPerIndex or backoffLimit: a killed pod is retried 6 times in all, not a part")
	case s.BackoffLimitPerIndex != nil && pod.RestartPolicy != "Never":
		return errors.New("spec.backoffLimitPerIndex: requires spec.template.spec.restartPolicy Never")
	case pod.RestartPolicy != "Never" && pod.RestartPolicy != "OnFailure":
		return fmt.Errorf("spec.template.spec.restartPolicy %q: Unsupported value: want Never or OnFailure", pod.RestartPolicy)
	case len(pod.Containers) != 1:
		return fmt.Errorf("%d containers: the fake runs one", len(pod.Containers))
	}
	c := pod.Containers[0]
	if !label.MatchString(c.Name) || c.Image == "" || len(c.Command) == 0 {
		return fmt.Errorf("container %q: needs a name, an image and a command", c.Name)
	}
	if _, err := strs(append(slices.Clone(c.Command), c.Args...)); err != nil {
		return fmt.Errorf("container %q: command, args: %v", c.Name, err)
	}
	for _, e := range c.Env {
		if _, err := strs([]yaml.Node{e.Value}); err != nil || e.Name == "" {
			return fmt.Errorf("container %q: env %q: %v", c.Name, e.Name, err)
		}
	}
	mounted := false
	for _, m := range c.VolumeMounts {
		for _, v := range pod.Volumes {
			if v.Name == m.Name && v.PersistentVolumeClaim != nil {
				if v.PersistentVolumeClaim.ClaimName != os.Getenv("FAKE_KUBE_PVC") || m.MountPath != os.Getenv("FAKE_KUBE_VOLUME") {
					return fmt.Errorf("mounts the claim %q at %q: the fake has the claim %q at %q", v.PersistentVolumeClaim.ClaimName, m.MountPath, os.Getenv("FAKE_KUBE_PVC"), os.Getenv("FAKE_KUBE_VOLUME"))
				}
				mounted = true
			}
		}
	}
	if !mounted {
		return errors.New("no volume of a PersistentVolumeClaim mounted: the pods share no folder")
	}
	return nil
}

// strs returns the values of the string scalars ns, or an error if one is not a string.
func strs(ns []yaml.Node) ([]string, error) {
	var s []string
	for _, n := range ns {
		if n.Kind != yaml.ScalarNode || n.Tag != "!!str" {
			return nil, fmt.Errorf("%q (line %d) is a %s, not a string", n.Value, n.Line, n.Tag)
		}
		s = append(s, n.Value)
	}
	return s, nil
}

// wait waits for the condition ("--for=condition=complete" or failed) of Job name, forever
// if it is not the Job's: until kubectl is killed (SIGTERM, SIGINT), then it exits 143.
func wait(state, condition, name string) error {
	want, ok := map[string]string{"--for=condition=complete": "Complete", "--for=condition=failed": "Failed"}[condition]
	if !ok {
		return fmt.Errorf("the fake waits for condition=complete or failed, not %q", condition)
	}
	got, err := runJob(state, name)
	if err != nil {
		return err
	}
	if got != want {
		stop := make(chan os.Signal, 1)
		signal.Notify(stop, syscall.SIGTERM, os.Interrupt)
		<-stop
		os.Exit(143)
	}
	fmt.Printf("job.batch/%s condition met\n", name)
	return nil
}

// runJob runs Job name the first time it is called for it (one call at once) and returns
// its state, Complete or Failed.
func runJob(state, name string) (string, error) {
	lock, err := os.OpenFile(filepath.Join(state, "lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return "", err
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		return "", err
	}
	if s, err := os.ReadFile(filepath.Join(state, name+".status")); err == nil {
		return string(s), nil
	}
	manifest, err := os.ReadFile(filepath.Join(state, name+".yaml"))
	if err != nil {
		return "", fmt.Errorf(`jobs.batch %q not found`, name)
	}
	var j kubeJob
	if err := yaml.Unmarshal(manifest, &j); err != nil {
		return "", err
	}
	status, logs := j.run()
	if err := os.WriteFile(filepath.Join(state, name+".log"), logs[0], 0o644); err != nil {
		return "", err
	}
	return status, os.WriteFile(filepath.Join(state, name+".status"), []byte(status), 0o644)
}

// run runs the pods of j, the indexes in a random order, at most parallelism at once,
// each retried up to its backoff limit, and returns the Job's state and each index's log
// (of its last pod).
func (j *kubeJob) run() (string, [][]byte) {
	n, at, retries := *j.Spec.Completions, *j.Spec.Completions, 6
	if j.Spec.Parallelism != nil {
		at = *j.Spec.Parallelism
	}
	if j.Spec.BackoffLimitPerIndex != nil {
		retries = *j.Spec.BackoffLimitPerIndex
	} else if j.Spec.BackoffLimit != nil {
		retries = *j.Spec.BackoffLimit
	}
	var killIndex, killTimes int
	if k := strings.Split(os.Getenv("FAKE_KUBE_KILL"), "/"); len(k) == 3 && k[0] == j.Metadata.Name {
		killIndex, _ = strconv.Atoi(k[1])
		killTimes, _ = strconv.Atoi(k[2])
	}
	logs := make([][]byte, n)
	status := "Complete"
	var mu sync.Mutex
	var wg sync.WaitGroup
	slots := make(chan struct{}, at)
	for _, i := range rand.Perm(n) {
		slots <- struct{}{}
		wg.Add(1)
		go func(i int) {
			defer func() { <-slots; wg.Done() }()
			var err error
			for try := 0; try <= retries; try++ {
				if logs[i], err = j.pod(i, i == killIndex && try < killTimes); err == nil {
					return
				}
			}
			mu.Lock()
			status = "Failed"
			mu.Unlock()
		}(i)
	}
	wg.Wait()
	return status, logs
}

// pod runs the container of j's pod of index i, with the container's environment only,
// killed at once if kill (SIGKILL to all its processes), and returns its output.
func (j *kubeJob) pod(i int, kill bool) ([]byte, error) {
	c := j.Spec.Template.Spec.Containers[0]
	argv, _ := strs(append(slices.Clone(c.Command), c.Args...))
	kt, err := exec.LookPath("knightstour") // the image's
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = "/"
	cmd.Env = []string{"PATH=" + filepath.Dir(kt) + ":/usr/bin:/bin", "HOME=/", fmt.Sprintf("JOB_COMPLETION_INDEX=%d", i)}
	for _, e := range c.Env {
		cmd.Env = append(cmd.Env, e.Name+"="+e.Value.Value)
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	if kill {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) // its process group: sh and the pipeline's knightstour
	}
	err = cmd.Wait()
	return out.Bytes(), err
}

// kube is the environment of kubernetes.sh and the fake cluster for a count in dir.
func kube(t *testing.T, dir string, more ...string) (env []string, state string) {
	state = t.TempDir()
	return append([]string{"FAKE_KUBE=" + state, "FAKE_KUBE_PVC=tours", "FAKE_KUBE_VOLUME=" + dir, "PVC=tours"}, more...), state
}

// applied returns the Jobs applied to the fake cluster state, in order, and each one's
// last manifest.
func applied(t *testing.T, state string) ([]string, map[string]*kubeJob) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(state, "applied"))
	if err != nil {
		t.Fatal(err)
	}
	names := strings.Fields(string(b))
	jobs := map[string]*kubeJob{}
	for _, name := range names {
		j := &kubeJob{}
		if b, err := os.ReadFile(filepath.Join(state, name+".yaml")); err != nil {
			t.Fatal(err)
		} else if err := yaml.Unmarshal(b, j); err != nil {
			t.Fatal(err)
		}
		jobs[name] = j
	}
	return names, jobs
}

// TestKubernetes runs kubernetes.sh against the fake cluster: it must print what the
// whole count prints, through the Jobs plan, 1..R and counts.
func TestKubernetes(t *testing.T) {
	for _, c := range counts {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			env, state := kube(t, dir, "IMAGE=registry.example/knightstour:v1")
			stdout, stderr, err := recipe(t, "kubernetes", c.queries, env, args(dir, 3, c)...)
			if err != nil {
				t.Fatalf("kubernetes.sh: %v\n%s", err, stderr)
			}
			if want := whole(t, c); stdout != want {
				t.Errorf("kubernetes.sh printed %q, the whole count %q", stdout, want)
			}
			names, jobs := applied(t, state)
			if names[0] != "knightstour-plan" || names[len(names)-1] != "knightstour-counts" {
				t.Errorf("Jobs %q: want knightstour-plan, the rounds, knightstour-counts", names)
			}
			for _, name := range names[1 : len(names)-1] {
				j := jobs[name]
				if *j.Spec.Completions != 3 || *j.Spec.Parallelism != 3 || j.Spec.Template.Spec.Containers[0].Image != "registry.example/knightstour:v1" {
					t.Errorf("Job %s: completions %d, parallelism %d, image %q", name, *j.Spec.Completions, *j.Spec.Parallelism, j.Spec.Template.Spec.Containers[0].Image)
				}
			}
		})
	}
	t.Run("PARALLEL_TASKS=2", func(t *testing.T) {
		dir := t.TempDir()
		env, state := kube(t, dir, "PARALLEL_TASKS=2")
		if _, stderr, err := recipe(t, "kubernetes", scan.queries, env, args(dir, 3, scan)...); err != nil {
			t.Fatalf("kubernetes.sh: %v\n%s", err, stderr)
		}
		if _, jobs := applied(t, state); *jobs["knightstour-1"].Spec.Parallelism != 2 {
			t.Errorf("parallelism %d, want 2", *jobs["knightstour-1"].Spec.Parallelism)
		}
	})
	t.Run("a pod killed and retried", func(t *testing.T) {
		dir := t.TempDir()
		env, _ := kube(t, dir, "FAKE_KUBE_KILL=knightstour-2/1/1")
		stdout, stderr, err := recipe(t, "kubernetes", scan.queries, env, args(dir, 3, scan)...)
		if err != nil {
			t.Fatalf("kubernetes.sh: %v\n%s", err, stderr)
		}
		if want := whole(t, scan); stdout != want {
			t.Errorf("kubernetes.sh printed %q, the whole count %q", stdout, want)
		}
	})
}

// TestKubernetesFailed fails a Job (a part killed past its retries): kubernetes.sh stops
// and says so; run again, it ends the count.
func TestKubernetesFailed(t *testing.T) {
	dir := t.TempDir()
	env, state := kube(t, dir)
	stdout, stderr, err := recipe(t, "kubernetes", scan.queries, append(env, "FAKE_KUBE_KILL=knightstour-3/1/4"), args(dir, 3, scan)...)
	if err == nil || stdout != "" || !strings.Contains(stderr, "job knightstour-3 failed") {
		t.Fatalf("kubernetes.sh with a failed Job: %v, stdout %q, stderr %q; want an error naming the Job", err, stdout, stderr)
	}
	if names, _ := applied(t, state); names[len(names)-1] != "knightstour-3" {
		t.Errorf("Jobs %q after knightstour-3 failed", names)
	}
	checkDone(t, dir)
	stdout, stderr, err = recipe(t, "kubernetes", scan.queries, env, args(dir, 3, scan)...)
	if err != nil {
		t.Fatalf("kubernetes.sh again: %v\n%s", err, stderr)
	}
	if want := whole(t, scan); stdout != want {
		t.Errorf("kubernetes.sh printed %q, the whole count %q", stdout, want)
	}
}
