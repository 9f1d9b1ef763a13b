"""The deployment files (deploy/) agree with the code and with deploy/README.md: commands,
image, ports, probe paths, environment variable names, queue names, scaling targets.

No Docker or cluster needed; two checks run the image's health commands against the real app
and the test Redis."""

import ast
import ipaddress
import json
import os
import re
import runpy
import shlex
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import uuid
from pathlib import Path
from urllib.parse import urlparse

import pytest
import redis
import yaml
from werkzeug.serving import make_server

from service.app import create_app
from service.config import Settings
from service.http.schemas.matches import AiSpec
from service.integrations.jobs import Jobs

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
K8S = DEPLOY / "k8s"
README = (DEPLOY / "README.md").read_text(encoding="utf-8")
API_COMMAND = ["gunicorn", "-c", "deploy/gunicorn.conf.py", "service.wsgi:app"]
WORKER_COMMAND = ["python", "-m", "workers"]
# Each worker role (workers/__main__.py) runs apart: compose service and k8s Deployment.
WORKER_ROLES = {"live": ("worker", "haras-worker"),
                "arena": ("arena-worker", "haras-arena-worker")}
# compose.yaml's profile `cluster`: the same API and workers (these names) on a Redis Cluster
# of six nodes made by a one-shot service, the job queue on a Redis of its own.
CLUSTER = "cluster"
CLUSTER_APPS = {"api": "cluster-api", "worker": "cluster-worker",
                "arena-worker": "cluster-arena-worker"}
CLUSTER_NODES = [f"redis-node-{n}" for n in range(1, 7)]
K8S_CLUSTER = K8S / "cluster"  # the kustomize Component with the cluster (off by default)
# Where the code reads its settings from the environment.
ENV_SOURCES = [*(ROOT / "service").rglob("*.py"), *(ROOT / "workers").rglob("*.py"),
               DEPLOY / "gunicorn.conf.py"]
ENV_READ = re.compile(
    r"""(?:environ\.get|getenv|_int|_bool|_float)\(\s*["']([A-Z][A-Z0-9_]*)["']"""
    r"""|environ\[\s*["']([A-Z][A-Z0-9_]*)["']\s*\]""")


# --- loading -------------------------------------------------------------------------------

def load_yaml_documents(path: Path) -> list[dict]:
    return [doc for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")) if doc]


def k8s_objects() -> list[dict]:
    objects = []
    for path in sorted(K8S.glob("*.yaml")):
        if path.name != "kustomization.yaml":
            objects.extend(load_yaml_documents(path))
    return objects


def k8s_one(kind: str, name: str) -> dict:
    found = [o for o in k8s_objects() if o["kind"] == kind and o["metadata"]["name"] == name]
    assert len(found) == 1, f"expected one {kind} {name}, found {len(found)}"
    return found[0]


def deployments() -> list[dict]:
    return [o for o in k8s_objects() if o["kind"] == "Deployment"]


def container(workload: dict) -> dict:
    (only,) = workload["spec"]["template"]["spec"]["containers"]
    return only


def compose() -> dict:
    return yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))


def compose_apps(cluster: bool = False) -> dict[str, dict]:
    """The API and the workers of the default profile, or of the `cluster` profile, by their
    default-profile names."""
    services = compose()["services"]
    return {name: services[CLUSTER_APPS[name] if cluster else name] for name in CLUSTER_APPS}


def strategic_merge(target, patch):
    """kustomize's strategic merge as deploy/k8s/cluster's patches use it: maps merge, lists
    of named items merge by name, other values are replaced."""
    if isinstance(target, dict) and isinstance(patch, dict):
        merged = dict(target)
        for key, value in patch.items():
            merged[key] = strategic_merge(target[key], value) if key in target else value
        return merged
    if isinstance(target, list) and isinstance(patch, list) and \
            all(isinstance(item, dict) and "name" in item for item in target + patch):
        merged = list(target)
        for item in patch:
            at = [i for i, old in enumerate(merged) if old["name"] == item["name"]]
            if at:
                merged[at[0]] = strategic_merge(merged[at[0]], item)
            else:
                merged.append(item)
        return merged
    return patch


def k8s_with_cluster() -> list[dict]:
    """deploy/k8s with its `cluster` Component: the base's objects, patched, then the
    Component's own."""
    component = load_yaml_documents(K8S_CLUSTER / "kustomization.yaml")[0]
    objects = k8s_objects()
    for patch_file in component["patches"]:
        for patch in load_yaml_documents(K8S_CLUSTER / patch_file["path"]):
            (at,) = [i for i, o in enumerate(objects) if (o["kind"], o["metadata"]["name"])
                     == (patch["kind"], patch["metadata"]["name"])]
            objects[at] = strategic_merge(objects[at], patch)
    for resource in component["resources"]:
        objects.extend(load_yaml_documents(K8S_CLUSTER / resource))
    return objects


def cluster_one(kind: str, name: str) -> dict:
    found = [o for o in k8s_with_cluster()
             if o["kind"] == kind and o["metadata"]["name"] == name]
    assert len(found) == 1, f"expected one {kind} {name}, found {len(found)}"
    return found[0]


def dockerfile() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) in order, continuation lines joined."""
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    instructions = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            name, _, args = line.partition(" ")
            instructions.append((name.upper(), args.strip()))
    return instructions


def dockerfile_args(name: str) -> list[str]:
    return [args for instruction, args in dockerfile() if instruction == name]


def healthcheck_command() -> list[str]:
    (args,) = dockerfile_args("HEALTHCHECK")
    return json.loads(args[args.index("CMD ") + len("CMD "):])


def gunicorn_settings(monkeypatch) -> dict:
    monkeypatch.delenv("PORT", raising=False)
    monkeypatch.delenv("HOST", raising=False)
    monkeypatch.delenv("WEB_CONCURRENCY", raising=False)
    # Else the configuration would make (and leave set) a metrics directory of its own.
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", tempfile.mkdtemp(prefix="haras-metrics-"))
    return runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))


def gunicorn_port(monkeypatch) -> int:
    return int(gunicorn_settings(monkeypatch)["bind"].rsplit(":", 1)[1])


def names_read_by_code() -> set[str]:
    names = set()
    for path in ENV_SOURCES:
        for match in ENV_READ.finditer(path.read_text(encoding="utf-8")):
            names.add(match.group(1) or match.group(2))
    return names


def config_map_data() -> dict[str, str]:
    return k8s_one("ConfigMap", "haras-config")["data"]


def redis_secret() -> dict[str, str]:
    return k8s_one("Secret", "haras-redis")["stringData"]


def seconds(duration: str) -> int:
    assert re.fullmatch(r"\d+s", duration), duration
    return int(duration[:-1])


def longest_ai_job_s() -> float:
    """An AI-turn job thinks until AI_JOB_BUDGET_S, then may start one more decision of at
    most the largest think_ms a seat accepts, then writes."""
    budget = float(config_map_data().get("AI_JOB_BUDGET_S", Settings.from_env().ai_job_budget_s))
    (think_range,) = AiSpec().fields["think_ms"].validators
    return budget + think_range.max / 1000


# --- every file parses and is complete -----------------------------------------------------

def test_every_yaml_file_parses_into_named_objects():
    services = compose()["services"]
    default = {name for name, service in services.items() if "profiles" not in service}
    assert default == {"api", "worker", "arena-worker", "redis"}
    assert set(services) - default == {*CLUSTER_APPS.values(), *CLUSTER_NODES, "rq-redis",
                                       "redis-cluster-create"}
    assert all(services[name]["profiles"] == [CLUSTER] for name in set(services) - default)
    objects = k8s_objects()
    assert objects
    for obj in [*objects, *k8s_with_cluster()]:
        assert obj["apiVersion"] and obj["kind"] and obj["metadata"]["name"], obj
        if obj["kind"] != "Namespace":
            assert obj["metadata"]["namespace"] == "haras", obj["metadata"]
    kustomization = load_yaml_documents(K8S / "kustomization.yaml")[0]
    manifests = {p.name for p in K8S.glob("*.yaml")} - {"kustomization.yaml"}
    assert sorted(kustomization["resources"]) == sorted(manifests)
    assert "components" not in kustomization  # the cluster is an option
    component = load_yaml_documents(K8S_CLUSTER / "kustomization.yaml")[0]
    assert component["kind"] == "Component"
    assert sorted([*component["resources"], *(p["path"] for p in component["patches"])]) \
        == sorted({p.name for p in K8S_CLUSTER.glob("*.yaml")} - {"kustomization.yaml"})


def test_the_code_reads_the_names_the_env_check_relies_on():
    """Guards the source scan below: it must find the settings we know of."""
    assert {"REDIS_URL", "RQ_REDIS_URL", "RQ_QUEUE", "PORT", "WEB_CONCURRENCY", "LOG_LEVEL",
            "AI_JOB_BUDGET_S", "PROMETHEUS_MULTIPROC_DIR"} <= names_read_by_code()


def test_every_environment_variable_set_is_one_the_code_reads():
    read = names_read_by_code()
    services = compose()["services"]
    for service in ("api", "worker", "arena-worker", *CLUSTER_APPS.values()):
        unknown = set(services[service]["environment"]) - read
        assert not unknown, f"compose {service} sets {unknown}, which no code reads"
    assert not set(config_map_data()) - read
    assert not set(redis_secret()) - read
    assert not set(cluster_one("ConfigMap", "haras-config")["data"]) - read
    assert not set(cluster_one("Secret", "haras-redis")["stringData"]) - read
    for deployment in deployments():
        spec = container(deployment)
        unknown = {entry["name"] for entry in spec.get("env", [])} - read
        assert not unknown, f"{deployment['metadata']['name']} sets {unknown}"
        for source in spec.get("envFrom", []):
            assert source["configMapRef"]["name"] == "haras-config"
        for entry in spec.get("env", []):
            ref = entry.get("valueFrom", {}).get("secretKeyRef")
            if ref:
                assert ref["name"] == "haras-redis" and ref["key"] in redis_secret()


# --- one image, the documented commands ----------------------------------------------------

def test_dockerfile_builds_a_slim_non_root_image_of_the_installed_project(monkeypatch):
    assert all(args.split()[0] == "python:3.11-slim" for args in dockerfile_args("FROM"))
    user = dockerfile_args("USER")[-1].split(":")[0]
    assert user not in ("root", "0")
    (install,) = [args for args in dockerfile_args("RUN") if "pip install" in args]
    assert not re.search(r"(\s-e\s|--editable|\[dev\])", install), install
    assert dockerfile_args("EXPOSE") == [str(gunicorn_port(monkeypatch))]
    assert json.loads(dockerfile_args("CMD")[-1]) == API_COMMAND


def dockerfile_env() -> dict[str, str]:
    """The image's ENV, `NAME=value` pairs."""
    return dict(pair.split("=", 1) for args in dockerfile_args("ENV") for pair in args.split())


def test_gunicorn_listens_on_localhost_unless_host_says_otherwise(monkeypatch):
    """A developer's machine keeps the API to itself; the image (which compose and
    Kubernetes run) listens on every interface, as a container must."""
    assert gunicorn_settings(monkeypatch)["bind"] == "127.0.0.1:8000"
    image_host = dockerfile_env()["HOST"]
    assert image_host == "0.0.0.0"
    monkeypatch.setenv("HOST", image_host)
    assert runpy.run_path(str(DEPLOY / "gunicorn.conf.py"))["bind"] == "0.0.0.0:8000"


def test_the_image_holds_every_package_the_code_imports():
    """Each first-party package imported by the runtime code is copied into the image, and
    .dockerignore lets every copied path through."""
    copied = {args.split()[0].rstrip("/") for args in dockerfile_args("COPY")
              if not args.startswith("--from")}
    first_party = {"engines", "service", "workers", "devtools", "bench", "examples", "tests"}
    imported = set()
    for package in ("engines", "service", "workers"):
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    imported.add(node.module.split(".")[0])
                elif isinstance(node, ast.Import):
                    imported.update(alias.name.split(".")[0] for alias in node.names)
    assert imported & first_party <= copied, imported & first_party - copied
    allowed = {line[1:].rstrip("/") for line in
               (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines()
               if line.startswith("!")}
    assert copied <= allowed | {"."}, copied - allowed


def test_compose_runs_the_documented_commands_on_one_image():
    services = compose()["services"]
    store = services["redis"]
    for cluster in (False, True):
        apps = compose_apps(cluster)
        api = apps["api"]
        for worker in apps.values():
            assert api["image"] == worker["image"] and api["build"] == worker["build"]
        context = (DEPLOY / api["build"]["context"]).resolve()
        assert context == ROOT and (context / api["build"]["dockerfile"]).is_file()
        assert api["command"] == API_COMMAND
        for role, (name, _) in WORKER_ROLES.items():
            assert apps[name]["command"] == [*WORKER_COMMAND, "--role", role]
    assert compose_apps(True)["api"]["image"] == compose_apps()["api"]["image"]
    for service in compose_apps().values():
        assert urlparse(service["environment"]["REDIS_URL"]).hostname == "redis"
    # Redis runs with deploy/redis.conf, mounted as is, and keeps its data on a volume.
    conf_path = store["command"][1]
    assert store["command"][0] == "redis-server"
    mounts = dict(volume.split(":")[:2] for volume in store["volumes"])
    assert (DEPLOY / next(src for src, dst in mounts.items() if dst == conf_path)).resolve() \
        == DEPLOY / "redis.conf"
    assert mounts["redis-data"] == "/data" and "redis-data" in compose()["volumes"]


def test_kubernetes_runs_the_documented_commands_on_the_compose_image():
    image = compose()["services"]["api"]["image"]
    api = k8s_one("Deployment", "haras-api")
    assert container(api)["command"] == API_COMMAND
    workers = [k8s_one("Deployment", name) for _, name in WORKER_ROLES.values()]
    for role, worker in zip(WORKER_ROLES, workers, strict=True):
        assert container(worker)["command"] == [*WORKER_COMMAND, "--role", role]
    assert {container(d)["image"] for d in (api, *workers)} == {image}


def test_live_workers_never_serve_the_arena_queue():
    """The roles the manifests run are the worker's own: live play (AI turns, scorings,
    deadlines, webhooks) on workers that take no arena job, arenas on workers of their own."""
    from workers.__main__ import parse_role, queues_for

    jobs = Jobs(redis.Redis(), "haras")  # no connection is made
    for role, (service, deployment) in WORKER_ROLES.items():
        assert parse_role(compose()["services"][service]["command"][3:]) == role
        assert parse_role(container(k8s_one("Deployment", deployment))["command"][3:]) == role
    assert jobs.arena_queue not in queues_for("live", jobs)
    assert queues_for("live", jobs)[0] == jobs.queue
    assert queues_for("arena", jobs) == [jobs.arena_queue]


def test_the_readme_documents_the_same_commands_image_and_queues():
    image = compose()["services"]["api"]["image"]
    assert f"`{shlex.join(API_COMMAND)}`" in README
    for role in WORKER_ROLES:
        assert f"`{shlex.join([*WORKER_COMMAND, '--role', role])}`" in README
    assert f"docker build -f deploy/Dockerfile -t {image} ." in README
    assert "docker compose -f deploy/compose.yaml up" in README
    cluster_up = " ".join(["docker compose -f deploy/compose.yaml --profile cluster up -d",
                           "--build", *CLUSTER_APPS.values()])
    assert cluster_up in README and cluster_up in " ".join(
        (DEPLOY / "compose.yaml").read_text(encoding="utf-8").replace("\\\n#", "").split())
    assert "kubectl apply -k deploy/k8s" in README
    assert "components: [cluster]" in README
    for _, name in WORKER_ROLES.values():
        for trigger in k8s_one("ScaledObject", name)["spec"]["triggers"]:
            assert f"`{trigger['metadata']['listName']}`" in README


# --- probes ---------------------------------------------------------------------------------

def test_api_probes_ask_the_apps_own_routes_on_gunicorns_port(settings, monkeypatch):
    routes = {rule.rule for rule in create_app(settings).url_map.iter_rules()}
    api = k8s_one("Deployment", "haras-api")
    spec = container(api)
    ports = {port["name"]: port["containerPort"] for port in spec["ports"]}
    assert list(ports.values()) == [gunicorn_port(monkeypatch)]
    env = {entry["name"]: entry.get("value") for entry in spec["env"]}
    assert env.get("PORT", str(gunicorn_port(monkeypatch))) == str(ports["http"])
    readiness, liveness = spec["readinessProbe"]["httpGet"], spec["livenessProbe"]["httpGet"]
    assert (readiness["path"], liveness["path"]) == ("/readyz", "/livez")
    for probe in (readiness, liveness):
        assert probe["path"] in routes
        assert ports.get(probe["port"], probe["port"]) == ports["http"]
    annotations = api["spec"]["template"]["metadata"]["annotations"]
    assert annotations["prometheus.io/path"] in routes
    assert int(annotations["prometheus.io/port"]) == ports["http"]
    assert "/livez" in " ".join(healthcheck_command()) and "/livez" in routes
    service = k8s_one("Service", "haras-api")
    assert ports.get(service["spec"]["ports"][0]["targetPort"]) == ports["http"]


def test_the_image_healthcheck_passes_on_the_app_and_fails_when_nothing_answers(app):
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        command = [sys.executable, *healthcheck_command()[1:]]
        answered = subprocess.run(command, env={**os.environ, "PORT": str(server.port)},
                                  capture_output=True, text=True, timeout=60)
        assert answered.returncode == 0, answered.stderr
    finally:
        server.shutdown()
        thread.join(10)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed_port = probe.getsockname()[1]
    silent = subprocess.run(command, env={**os.environ, "PORT": str(closed_port)},
                            capture_output=True, text=True, timeout=60)
    assert silent.returncode != 0 and "Connection refused" in silent.stderr


def worker_check() -> list[str]:
    """The check of every worker role (the same command in each)."""
    command = container(k8s_one("Deployment", "haras-worker"))["livenessProbe"]["exec"][
        "command"]
    for service, deployment in WORKER_ROLES.values():
        spec = container(k8s_one("Deployment", deployment))
        assert spec["livenessProbe"]["exec"]["command"] == command
        assert spec["readinessProbe"]["exec"]["command"] == command
        assert compose()["services"][service]["healthcheck"]["test"] == ["CMD", *command]
    for cluster_service in (CLUSTER_APPS["worker"], CLUSTER_APPS["arena-worker"]):
        healthcheck = compose()["services"][cluster_service]["healthcheck"]["test"]
        assert healthcheck == ["CMD", *command]
    assert command[:2] == ["python", "-c"]
    return [sys.executable, *command[1:]]


def test_worker_check_passes_while_rq_knows_a_worker_of_this_host(settings):
    """The worker's readiness/liveness command (k8s and compose): 0 while RQ has a record
    for a worker of this hostname, non-zero when Redis does not answer."""
    from workers.__main__ import HarasSimpleWorker

    connection = redis.Redis.from_url(settings.rq_redis_url)
    jobs = Jobs(connection, settings.rq_queue)
    worker = HarasSimpleWorker([jobs.queue], connection=connection,
                               name=f"deploy-check-{uuid.uuid4().hex[:12]}")
    worker.register_birth()
    try:
        known = subprocess.run(worker_check(), env={**os.environ, "RQ_REDIS_URL":
                                                    settings.rq_redis_url},
                               capture_output=True, text=True, timeout=60, cwd=ROOT)
        assert known.returncode == 0, known.stderr
    finally:
        worker.register_death()
        connection.delete(worker.key)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed = f"redis://127.0.0.1:{probe.getsockname()[1]}/0"
    unreachable = subprocess.run(worker_check(), env={**os.environ, "RQ_REDIS_URL": closed},
                                 capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert unreachable.returncode != 0 and "ConnectionError" in unreachable.stderr


# --- resources, scaling, disruption --------------------------------------------------------

def test_every_container_declares_its_resources():
    for workload in [*deployments(), k8s_one("StatefulSet", "haras-redis")]:
        resources = container(workload)["resources"]
        assert {"cpu", "memory"} <= set(resources["requests"]), workload["metadata"]["name"]
        assert "memory" in resources["limits"], workload["metadata"]["name"]


def test_the_api_scales_on_cpu_and_the_workers_on_the_rq_queue_lists():
    hpa = k8s_one("HorizontalPodAutoscaler", "haras-api")
    assert hpa["spec"]["scaleTargetRef"] == {"apiVersion": "apps/v1", "kind": "Deployment",
                                             "name": "haras-api"}
    assert [m["resource"]["name"] for m in hpa["spec"]["metrics"]] == ["cpu"]
    # KEDA makes the workers' HPAs itself: no other may target them.
    names = [name for _, name in WORKER_ROLES.values()]
    assert all(o["spec"]["scaleTargetRef"]["name"] not in names
               for o in k8s_objects() if o["kind"] == "HorizontalPodAutoscaler")
    # Each role scales on the list RQ itself uses for the queue it serves (Queue.key) ...
    jobs = Jobs(redis.Redis(), config_map_data()["RQ_QUEUE"])  # no connection is made
    assert jobs.queue.key == f"rq:queue:{config_map_data()['RQ_QUEUE']}"
    queue_redis = urlparse(redis_secret()["RQ_REDIS_URL"])
    for name, queue in (("haras-worker", jobs.queue), ("haras-arena-worker", jobs.arena_queue)):
        scaled = k8s_one("ScaledObject", name)
        assert scaled["spec"]["scaleTargetRef"]["name"] == name
        triggers = [t["metadata"] for t in scaled["spec"]["triggers"]]
        assert [t["listName"] for t in triggers] == [queue.key]
        # ... on the Redis that RQ_REDIS_URL names.
        for trigger in triggers:
            assert trigger["address"] == f"{queue_redis.hostname}:{queue_redis.port}"
            assert trigger["databaseIndex"] == queue_redis.path.lstrip("/")
        # Never zero: /readyz needs a live worker, deadline jobs and arena retries wait
        # outside the lists for a worker's scheduler.
        assert scaled["spec"]["minReplicaCount"] >= 1


def test_disruption_budgets_select_a_deployment_and_leave_room_to_drain():
    min_replicas = {"haras-api": k8s_one("HorizontalPodAutoscaler",
                                         "haras-api")["spec"]["minReplicas"],
                    "haras-worker": k8s_one("ScaledObject",
                                            "haras-worker")["spec"]["minReplicaCount"]}
    budgets = [o for o in k8s_objects() if o["kind"] == "PodDisruptionBudget"]
    assert sorted(b["metadata"]["name"] for b in budgets) == sorted(min_replicas)
    for budget in budgets:
        selector = budget["spec"]["selector"]["matchLabels"]
        matched = [d["metadata"]["name"] for d in deployments()
                   if selector.items() <= d["spec"]["template"]["metadata"]["labels"].items()]
        assert matched == [budget["metadata"]["name"]]
        assert 1 <= budget["spec"]["minAvailable"] < min_replicas[matched[0]]
    for deployment in deployments():
        labels = deployment["spec"]["template"]["metadata"]["labels"]
        assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()
    service = k8s_one("Service", "haras-api")
    assert service["spec"]["selector"].items() <= k8s_one(
        "Deployment", "haras-api")["spec"]["template"]["metadata"]["labels"].items()


def test_stops_are_graceful_long_enough(monkeypatch):
    """Workers: RQ finishes the running job on SIGTERM, so the grace outlasts an AI turn.
    API: gunicorn's graceful_timeout plus the preStop pause."""
    longest_job = longest_ai_job_s()
    worker = k8s_one("Deployment", "haras-worker")["spec"]["template"]["spec"]
    assert worker["terminationGracePeriodSeconds"] >= longest_job + 10
    for cluster in (False, True):
        for name in ("worker", "arena-worker"):
            grace = compose_apps(cluster)[name]["stop_grace_period"]
            assert seconds(grace) >= longest_job + 10
    graceful = gunicorn_settings(monkeypatch)["graceful_timeout"]
    api = k8s_one("Deployment", "haras-api")["spec"]["template"]["spec"]
    (api_container,) = api["containers"]
    pause = api_container["lifecycle"]["preStop"]
    assert pause["exec"]["command"][0] == "sleep"
    assert api["terminationGracePeriodSeconds"] > graceful + int(pause["exec"]["command"][1])
    for cluster in (False, True):
        assert seconds(compose_apps(cluster)["api"]["stop_grace_period"]) > graceful


def test_the_api_writes_its_metrics_to_a_volume_of_its_own():
    for cluster in (False, True):
        api = compose_apps(cluster)["api"]
        metrics_dir = api["environment"]["PROMETHEUS_MULTIPROC_DIR"]
        assert any(entry.split(":")[0] == metrics_dir for entry in api["tmpfs"])
    api = k8s_one("Deployment", "haras-api")
    spec = container(api)
    env = {entry["name"]: entry.get("value") for entry in spec["env"]}
    mounts = {m["mountPath"]: m["name"] for m in spec["volumeMounts"]}
    volumes = {v["name"]: v for v in api["spec"]["template"]["spec"]["volumes"]}
    assert "emptyDir" in volumes[mounts[env["PROMETHEUS_MULTIPROC_DIR"]]]


# --- Redis ----------------------------------------------------------------------------------

def test_kubernetes_redis_runs_the_same_redis_conf_on_a_persistent_volume():
    config = k8s_one("ConfigMap", "haras-redis-config")["data"]
    assert config == {"redis.conf": (DEPLOY / "redis.conf").read_text(encoding="utf-8")}
    stateful = k8s_one("StatefulSet", "haras-redis")
    spec = container(stateful)
    conf_path = spec["command"][1]
    assert spec["command"][0] == "redis-server" and Path(conf_path).name == "redis.conf"
    mounts = {m["name"]: m["mountPath"] for m in spec["volumeMounts"]}
    volumes = {v["name"]: v for v in stateful["spec"]["template"]["spec"]["volumes"]}
    (config_volume,) = [name for name, v in volumes.items()
                        if v.get("configMap", {}).get("name") == "haras-redis-config"]
    assert mounts[config_volume] == str(Path(conf_path).parent)
    (claim,) = stateful["spec"]["volumeClaimTemplates"]
    assert mounts[claim["metadata"]["name"]] == "/data"
    service = k8s_one("Service", stateful["spec"]["serviceName"])
    assert service["spec"]["selector"].items() <= \
        stateful["spec"]["template"]["metadata"]["labels"].items()
    for url in redis_secret().values():
        assert urlparse(url).hostname.split(".")[:2] == [service["metadata"]["name"],
                                                         service["metadata"]["namespace"]]


def test_scraped_ports_are_the_ones_served(monkeypatch):
    """Prometheus annotations point at the API's port and at the worker's METRICS_PORT."""
    for name, port in (("haras-api", gunicorn_port(monkeypatch)), ("haras-worker", None),
                       ("haras-arena-worker", None)):
        workload = k8s_one("Deployment", name)
        served = container(workload)
        if port is None:
            env = {e["name"]: e.get("value") for e in served.get("env", [])}
            port = int(env["METRICS_PORT"])
        annotations = workload["spec"]["template"]["metadata"]["annotations"]
        assert annotations["prometheus.io/port"] == str(port)
        assert annotations["prometheus.io/path"] == "/metrics"
        assert port in [p["containerPort"] for p in served["ports"]]


# --- the match state on a Redis Cluster ------------------------------------------------------

# RQ_REDIS_URL's Redis beside a cluster holds only the job queue: AOF fsynced once a second,
# and small encodings for RQ's job records (deploy/README.md). compose and Kubernetes alike.
QUEUE_REDIS_ARGS = ["--appendfsync", "everysec", "--stream-node-max-bytes", "512",
                    "--hash-max-listpack-value", "1024"]
CLUSTER_REDIS_ENV = {"REDIS_CLUSTER", "REDIS_URL", "RQ_REDIS_URL", "DURABILITY"}


def conf_directives(path: Path) -> dict[str, str]:
    directives = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        words = line.split("#", 1)[0].split(None, 1)
        if words:
            directives[words[0]] = words[1].strip() if len(words) > 1 else ""
    return directives


def mounted(service: dict, target: str) -> Path:
    """The deploy/ file a compose service mounts at `target`."""
    (source,) = [entry.split(":")[0] for entry in service["volumes"]
                 if entry.split(":")[1] == target]
    return (DEPLOY / source).resolve()


def settings_from(env: dict[str, str], monkeypatch) -> Settings:
    for name in ("REDIS_URL", "RQ_REDIS_URL", "REDIS_CLUSTER", "DURABILITY"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return Settings.from_env()


def test_the_cluster_nodes_are_cluster_enabled_and_persist_once_a_second():
    directives = conf_directives(DEPLOY / "redis-cluster.conf")
    assert directives["cluster-enabled"] == "yes"
    assert directives["cluster-config-file"] == "nodes.conf"
    assert (directives["appendonly"], directives["appendfsync"]) == ("yes", "everysec")
    assert directives["maxmemory-policy"] == "noeviction"
    assert 1000 <= int(directives["cluster-node-timeout"]) <= 15000
    assert "port" not in directives  # 6379, as compose's and the Job's addresses say


def test_compose_cluster_profile_has_six_nodes_at_addresses_they_announce():
    services, networks = compose()["services"], compose()["networks"]
    (subnet,) = [ipaddress.ip_network(c["subnet"])
                 for c in networks["redis-cluster"]["ipam"]["config"]]
    addresses = []
    for name in CLUSTER_NODES:
        node = services[name]
        assert node["image"] == services["redis"]["image"]
        command = node["command"]
        assert command[0] == "redis-server"
        assert mounted(node, command[1]) == DEPLOY / "redis-cluster.conf"
        options = dict(zip(command[2::2], command[3::2], strict=True))
        (network,) = node["networks"]
        assert network == "redis-cluster"
        address = node["networks"][network]["ipv4_address"]
        # It announces the fixed address other containers reach it at, on every restart.
        assert options == {"--cluster-announce-ip": address}
        assert ipaddress.ip_address(address) in subnet
        assert "redis-cluster" in node["networks"][network]["aliases"]
        data = f"{name}-data"
        assert mounted(node, "/data") == (DEPLOY / data).resolve() and \
            data in compose()["volumes"]
        assert node["healthcheck"]["test"] == ["CMD", "redis-cli", "ping"]
        addresses.append(address)
    assert len(set(addresses)) == len(CLUSTER_NODES) == 6


def test_compose_cluster_is_made_of_all_six_nodes_with_a_replica_each():
    services = compose()["services"]
    create = services["redis-cluster-create"]
    assert create["image"] == services["redis"]["image"] and create["restart"] == "no"
    assert create["command"][0] == "sh"
    assert mounted(create, create["command"][1]) == DEPLOY / "redis-cluster-create.sh"
    assert create["command"][2:] == [f"{name}:6379" for name in CLUSTER_NODES]
    assert create["depends_on"] == {name: {"condition": "service_healthy"}
                                    for name in CLUSTER_NODES}
    assert create["networks"] == ["redis-cluster"]
    script = (DEPLOY / "redis-cluster-create.sh").read_text(encoding="utf-8")
    assert 'redis-cli --cluster create "$@" --cluster-replicas 1 --cluster-yes' in script


def test_compose_cluster_apps_run_on_the_cluster_and_queue_on_a_redis_of_their_own(
        monkeypatch):
    services = compose()["services"]
    queue = services["rq-redis"]
    assert queue["command"][:2] == services["redis"]["command"]
    assert mounted(queue, queue["command"][1]) == DEPLOY / "redis.conf"
    assert queue["command"][2:] == QUEUE_REDIS_ARGS
    assert mounted(queue, "/data") == (DEPLOY / "rq-redis-data").resolve()
    default_apps = compose_apps()
    for name, app in compose_apps(cluster=True).items():
        env = app["environment"]
        # Everything else as in the default profile.
        assert {k: v for k, v in env.items() if k not in CLUSTER_REDIS_ENV} == \
            {k: v for k, v in default_apps[name]["environment"].items()
             if k not in CLUSTER_REDIS_ENV}
        assert (env["REDIS_CLUSTER"], env["DURABILITY"]) == ("true", "replicated")
        state, jobs = urlparse(env["REDIS_URL"]), urlparse(env["RQ_REDIS_URL"])
        # REDIS_URL: the alias every node has (any running node answers).
        assert state.port == 6379 and all(
            state.hostname in services[node]["networks"]["redis-cluster"]["aliases"]
            for node in CLUSTER_NODES)
        assert (jobs.hostname, jobs.port) == ("rq-redis", 6379)
        settings = settings_from(env, monkeypatch)
        assert settings.redis_cluster and settings.durability == "replicated"
        assert settings.rq_redis_url != settings.redis_url
        # It reaches the nodes (their network) and the queue (the default one)...
        assert set(app["networks"]) == {"default", "redis-cluster"}
        assert "networks" not in queue
        # ... once the cluster is made and the queue answers.
        assert app["depends_on"] == {
            "rq-redis": {"condition": "service_healthy"},
            "redis-cluster-create": {"condition": "service_completed_successfully"}}
        assert app["profiles"] == [CLUSTER]
    ports = [app.get("ports", []) for app in (*default_apps.values(),
                                               *compose_apps(cluster=True).values())]
    published = [entry.split(":")[0] for entries in ports for entry in entries]
    assert len(published) == len(set(published)) == 2  # both profiles may run at once


def test_kubernetes_cluster_component_wires_the_apps_to_the_cluster(monkeypatch):
    config = cluster_one("ConfigMap", "haras-config")["data"]
    secret = cluster_one("Secret", "haras-redis")["stringData"]
    assert {k: v for k, v in config.items() if k not in CLUSTER_REDIS_ENV} == \
        config_map_data()
    assert (config["REDIS_CLUSTER"], config["DURABILITY"]) == ("true", "replicated")
    settings = settings_from({**config, **secret}, monkeypatch)
    assert settings.redis_cluster and settings.rq_redis_url != settings.redis_url
    # REDIS_URL: the client Service, which selects the cluster's pods on their Redis port.
    state = urlparse(secret["REDIS_URL"])
    client = cluster_one("Service", "haras-redis-cluster")
    assert state.hostname == f"haras-redis-cluster.{client['metadata']['namespace']}" \
                             ".svc.cluster.local"
    nodes = cluster_one("StatefulSet", "haras-redis-cluster")
    pods = nodes["spec"]["template"]["metadata"]["labels"]
    assert client["spec"]["selector"].items() <= pods.items()
    assert nodes["spec"]["selector"]["matchLabels"].items() <= pods.items()
    node_ports = {p["name"]: p["containerPort"] for p in container(nodes)["ports"]}
    (port,) = client["spec"]["ports"]
    assert port["port"] == state.port and node_ports[port["targetPort"]] == state.port
    # RQ_REDIS_URL and the KEDA triggers: still the base's single Redis, now the queue's only.
    assert secret["RQ_REDIS_URL"] == redis_secret()["RQ_REDIS_URL"]
    queue = urlparse(secret["RQ_REDIS_URL"])
    for name in ("haras-worker", "haras-arena-worker"):
        for trigger in cluster_one("ScaledObject", name)["spec"]["triggers"]:
            assert trigger["metadata"]["address"] == f"{queue.hostname}:{queue.port}"
    base_queue = container(k8s_one("StatefulSet", "haras-redis"))["command"]
    patched = container(cluster_one("StatefulSet", "haras-redis"))["command"]
    assert patched == [*base_queue, *QUEUE_REDIS_ARGS]
    # The apps read the patched ConfigMap and Secret (the same names as the base's).
    for deployment in deployments():
        spec = container(cluster_one("Deployment", deployment["metadata"]["name"]))
        assert spec == container(deployment)


def test_kubernetes_cluster_is_six_nodes_with_stable_names_made_by_a_job():
    config = cluster_one("ConfigMap", "haras-redis-cluster-config")["data"]
    assert config == {name: (DEPLOY / name).read_text(encoding="utf-8") for name in
                      ("redis-cluster.conf", "redis-cluster-node.sh",
                       "redis-cluster-create.sh")}
    nodes = cluster_one("StatefulSet", "haras-redis-cluster")
    spec, pod = container(nodes), nodes["spec"]["template"]["spec"]
    assert nodes["spec"]["replicas"] == 6 and nodes["spec"]["podManagementPolicy"] == "Parallel"
    assert spec["image"] == container(k8s_one("StatefulSet", "haras-redis"))["image"]
    governing = cluster_one("Service", nodes["spec"]["serviceName"])
    assert governing["spec"]["clusterIP"] == "None"
    assert governing["spec"]["publishNotReadyAddresses"] is True
    assert governing["spec"]["selector"].items() <= \
        nodes["spec"]["template"]["metadata"]["labels"].items()
    namespace = nodes["metadata"]["namespace"]
    domain = f"{governing['metadata']['name']}.{namespace}.svc.cluster.local"
    # Started by the node script (nodes.conf's IPs brought up to date), announcing the pod's
    # IP and its stable DNS name, the one clients are handed.
    config_dir = {m["name"]: m["mountPath"] for m in spec["volumeMounts"]}
    volumes = {v["name"]: v for v in pod["volumes"]}
    (config_volume,) = [n for n, v in volumes.items()
                        if v.get("configMap", {}).get("name") == "haras-redis-cluster-config"]
    root = config_dir[config_volume]
    command = spec["command"]
    assert command[:5] == ["sh", f"{root}/redis-cluster-node.sh", "redis-server",
                           f"{root}/redis-cluster.conf", "--cluster-announce-ip"]
    options = dict(zip(command[4::2], command[5::2], strict=True))
    assert options["--cluster-announce-ip"] == "$(POD_IP)"
    assert options["--cluster-announce-hostname"] == f"$(POD_NAME).{domain}"
    assert options["--cluster-preferred-endpoint-type"] == "hostname"
    fields = {e["name"]: e["valueFrom"]["fieldRef"]["fieldPath"] for e in spec["env"]}
    assert fields == {"POD_IP": "status.podIP", "POD_NAME": "metadata.name"}
    ports = {p["name"]: p["containerPort"] for p in spec["ports"]}
    assert ports == {"redis": 6379, "bus": 6379 + 10000}
    assert {p["name"]: p["port"] for p in governing["spec"]["ports"]} == ports
    (claim,) = nodes["spec"]["volumeClaimTemplates"]
    assert config_dir[claim["metadata"]["name"]] == "/data"
    assert {"cpu", "memory"} <= set(spec["resources"]["requests"])
    assert "memory" in spec["resources"]["limits"]
    budget = cluster_one("PodDisruptionBudget", "haras-redis-cluster")
    assert budget["spec"]["maxUnavailable"] == 1
    assert budget["spec"]["selector"]["matchLabels"].items() <= \
        nodes["spec"]["template"]["metadata"]["labels"].items()
    # The Job names every pod, by its stable name, to the create script.
    job = cluster_one("Job", "haras-redis-cluster-create")
    (create,) = job["spec"]["template"]["spec"]["containers"]
    job_mounts = {m["name"]: m["mountPath"] for m in create["volumeMounts"]}
    (job_volume,) = [v["name"] for v in job["spec"]["template"]["spec"]["volumes"]
                     if v.get("configMap", {}).get("name") == "haras-redis-cluster-config"]
    assert create["command"][:2] == ["sh", f"{job_mounts[job_volume]}/redis-cluster-create.sh"]
    name = nodes["metadata"]["name"]
    assert create["command"][2:] == [f"{name}-{i}.{domain}:{ports['redis']}" for i in range(6)]
    assert create["image"] == spec["image"]
    assert {"cpu", "memory"} <= set(create["resources"]["requests"])


@pytest.mark.skipif(shutil.which("kubectl") is None, reason="no kubectl to render it")
def test_kubectl_renders_the_cluster_component_as_the_checks_above_read_it(tmp_path):
    """kustomize itself (kubectl kustomize) agrees with strategic_merge: the base with the
    Component added is the same set of objects, patched the same way."""
    copy = tmp_path / "deploy"
    shutil.copytree(DEPLOY, copy)
    kustomization = copy / "k8s" / "kustomization.yaml"
    kustomization.write_text(kustomization.read_text(encoding="utf-8") +
                             "components:\n  - cluster\n", encoding="utf-8")
    rendered = subprocess.run(["kubectl", "kustomize", str(copy / "k8s")], check=True,
                              capture_output=True, text=True, timeout=60).stdout
    by_name = {(o["kind"], o["metadata"]["name"]): o
               for o in yaml.safe_load_all(rendered) if o}
    ours = {(o["kind"], o["metadata"]["name"]): o for o in k8s_with_cluster()}
    assert by_name == ours


def _free_node_port() -> int:
    """A free port whose cluster bus port (+10000) is free too."""
    while True:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        if port + 10000 < 65536:
            with socket.socket() as bus:
                try:
                    bus.bind(("127.0.0.1", port + 10000))
                except OSError:
                    continue
            return port


@pytest.mark.skipif(shutil.which("redis-server") is None or shutil.which("redis-cli") is None,
                    reason="needs redis-server and redis-cli")
def test_the_create_script_makes_a_cluster_of_six_nodes_once(tmp_path):
    """deploy/redis-cluster-create.sh on six redis-servers run with deploy/redis-cluster.conf:
    3 primaries with a replica each, serving; run again, it finds the cluster made."""
    nodes = []
    try:
        while len(nodes) < 6:
            port = _free_node_port()
            directory = tmp_path / str(port)
            directory.mkdir()
            nodes.append((port, subprocess.Popen(
                ["redis-server", str(DEPLOY / "redis-cluster.conf"), "--port", str(port),
                 "--bind", "127.0.0.1", "--dir", str(directory)],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)))
        addresses = [f"127.0.0.1:{port}" for port, _ in nodes]
        command = ["sh", str(DEPLOY / "redis-cluster-create.sh"), *addresses]
        env = {**os.environ, "DEADLINE_S": "60"}
        made = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
        assert made.returncode == 0, made.stdout + made.stderr
        assert "the cluster serves: 6 nodes" in made.stdout
        client = redis.Redis(port=nodes[0][0], decode_responses=True)
        roles = [line.split()[2] for line in client.execute_command(
            "CLUSTER", "NODES").splitlines()]
        assert sorted(role.replace("myself,", "") for role in roles) == \
            ["master"] * 3 + ["slave"] * 3
        again = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
        assert again.returncode == 0 and "made already" in again.stdout, again.stderr
        assert client.cluster("info")["cluster_known_nodes"] == "6"
    finally:
        for _, process in nodes:
            process.terminate()
        for _, process in nodes:
            process.wait(10)


@pytest.mark.skipif(shutil.which("getent") is None, reason="the node script resolves by getent")
def test_the_node_script_puts_every_nodes_current_ip_in_nodes_conf(tmp_path):
    """A pod that moved: its own IP from POD_IP, the others' by the names they announced;
    a name that does not resolve keeps its IP; aux fields and other lines as they were."""
    conf = tmp_path / "nodes.conf"
    conf.write_text(
        "a1 10.0.0.1:6379@16379,localhost master - 0 0 1 connected 0-5460\n"
        "b2 10.0.0.2:6379@16379,b.example myself,master - 0 0 2 connected 5461-10922\n"
        "c3 10.0.0.3:6379@16379,absent.invalid slave a1 0 0 3 connected\n"
        "d4 10.0.0.4:6379@16379,,tls-port=0,shard-id=d master - 0 0 4 connected\n"
        "vars currentEpoch 6 lastVoteEpoch 0\n", encoding="utf-8")
    ran = subprocess.run(["sh", str(DEPLOY / "redis-cluster-node.sh"), "echo", "started"],
                         env={**os.environ, "POD_IP": "10.9.9.9", "NODES_CONF": str(conf)},
                         capture_output=True, text=True, timeout=30)
    assert ran.returncode == 0 and ran.stdout == "started\n", ran.stderr
    lines = conf.read_text(encoding="utf-8").splitlines()
    localhost = {info[4][0] for info in socket.getaddrinfo("localhost", None)}
    address = lines[0].split()[1]
    assert address.split(":6379@")[0] in localhost and address.endswith("@16379,localhost")
    assert lines[1:] == [
        "b2 10.9.9.9:6379@16379,b.example myself,master - 0 0 2 connected 5461-10922",
        "c3 10.0.0.3:6379@16379,absent.invalid slave a1 0 0 3 connected",
        "d4 10.0.0.4:6379@16379,,tls-port=0,shard-id=d master - 0 0 4 connected",
        "vars currentEpoch 6 lastVoteEpoch 0"]
