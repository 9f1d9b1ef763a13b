"""The deployment files (deploy/) agree with the code and with deploy/README.md: commands,
image, ports, probe paths, environment variable names, queue names, scaling targets.

No Docker or cluster needed; two checks run the image's health commands against the real app
and the test Redis."""

import ast
import json
import os
import re
import runpy
import shlex
import socket
import subprocess
import sys
import tempfile
import threading
import uuid
from pathlib import Path
from urllib.parse import urlparse

import redis
import yaml
from werkzeug.serving import make_server

from service.app import create_app
from service.config import Settings
from service.integrations.jobs import Jobs
from service.web.schemas import AiSpec

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"
K8S = DEPLOY / "k8s"
README = (DEPLOY / "README.md").read_text(encoding="utf-8")
API_COMMAND = ["gunicorn", "-c", "deploy/gunicorn.conf.py", "service.wsgi:app"]
WORKER_COMMAND = ["python", "-m", "workers"]
# Each worker role (workers/__main__.py) runs apart: compose service and k8s Deployment.
WORKER_ROLES = {"live": ("worker", "haras-worker"),
                "arena": ("arena-worker", "haras-arena-worker")}
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
    assert set(compose()["services"]) == {"api", "worker", "arena-worker", "redis"}
    objects = k8s_objects()
    assert objects
    for obj in objects:
        assert obj["apiVersion"] and obj["kind"] and obj["metadata"]["name"], obj
        if obj["kind"] != "Namespace":
            assert obj["metadata"]["namespace"] == "haras", obj["metadata"]
    kustomization = load_yaml_documents(K8S / "kustomization.yaml")[0]
    manifests = {p.name for p in K8S.glob("*.yaml")} - {"kustomization.yaml"}
    assert sorted(kustomization["resources"]) == sorted(manifests)


def test_the_code_reads_the_names_the_env_check_relies_on():
    """Guards the source scan below: it must find the settings we know of."""
    assert {"REDIS_URL", "RQ_REDIS_URL", "RQ_QUEUE", "PORT", "WEB_CONCURRENCY", "LOG_LEVEL",
            "AI_JOB_BUDGET_S", "PROMETHEUS_MULTIPROC_DIR"} <= names_read_by_code()


def test_every_environment_variable_set_is_one_the_code_reads():
    read = names_read_by_code()
    services = compose()["services"]
    for service in ("api", "worker", "arena-worker"):
        unknown = set(services[service]["environment"]) - read
        assert not unknown, f"compose {service} sets {unknown}, which no code reads"
    assert not set(config_map_data()) - read
    assert not set(redis_secret()) - read
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
    api, store = services["api"], services["redis"]
    workers = [services[name] for name, _ in WORKER_ROLES.values()]
    for worker in workers:
        assert api["image"] == worker["image"] and api["build"] == worker["build"]
    context = (DEPLOY / api["build"]["context"]).resolve()
    assert context == ROOT and (context / api["build"]["dockerfile"]).is_file()
    assert api["command"] == API_COMMAND
    for role, (name, _) in WORKER_ROLES.items():
        assert services[name]["command"] == [*WORKER_COMMAND, "--role", role]
    for service in (api, *workers):
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
    assert "kubectl apply -k deploy/k8s" in README
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
    assert seconds(compose()["services"]["worker"]["stop_grace_period"]) >= longest_job + 10
    graceful = gunicorn_settings(monkeypatch)["graceful_timeout"]
    api = k8s_one("Deployment", "haras-api")["spec"]["template"]["spec"]
    (api_container,) = api["containers"]
    pause = api_container["lifecycle"]["preStop"]
    assert pause["exec"]["command"][0] == "sleep"
    assert api["terminationGracePeriodSeconds"] > graceful + int(pause["exec"]["command"][1])
    assert seconds(compose()["services"]["api"]["stop_grace_period"]) > graceful


def test_the_api_writes_its_metrics_to_a_volume_of_its_own():
    services = compose()["services"]
    metrics_dir = services["api"]["environment"]["PROMETHEUS_MULTIPROC_DIR"]
    assert any(entry.split(":")[0] == metrics_dir for entry in services["api"]["tmpfs"])
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
