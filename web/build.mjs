// Builds the web client into service/static/play/ (or the directory given): app.js bundled by
// esbuild from src/main.ts (the generated TypeScript client included), plus the static files.
// The output is committed; tests/browser/test_web_client.py checks it is what this script makes now.
import { build } from "esbuild";
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = resolve(process.argv[2] ?? join(here, "..", "service", "static", "play"));
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(here, "src", "main.ts")],
  outfile: join(out, "app.js"),
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  legalComments: "none",
  charset: "utf8",
  logLevel: "warning",
});
for (const name of readdirSync(join(here, "static"))) {
  copyFileSync(join(here, "static", name), join(out, name));
}
