/**
 * The API's typecheck, which also writes the precompiled type of the API for the web app's
 * typed client (hono/client's `hc<ApiApp>`): the declaration of worker/app.ts, with every
 * route's input and answer spelled out, and the declarations it imports, under .api-types/.
 *
 * Hono advises compiling the app's type once for a large API: the web app then reads one
 * declaration file instead of inferring ~150 routes from the worker's sources (which would
 * also check the worker's code a second time, under the browser's libraries). One program
 * does both jobs, so the worker is checked once, as `tsc --noEmit -p tsconfig.json` did.
 */
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { root } from "./lib/platform";

const outDir = join(root, ".api-types");
const entry = join(root, "worker/app.ts");

const configPath = join(root, "tsconfig.json");
const config = ts.getParsedCommandLineOfConfigFile(
  configPath,
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => fail([diagnostic]),
  },
);
if (!config) process.exit(1);

const program = ts.createProgram({
  rootNames: config.fileNames,
  options: {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: root,
    outDir,
  },
  projectReferences: config.projectReferences,
});

// getPreEmitDiagnostics without the declaration diagnostics: only the emitted files need
// portable declarations, and those are checked below.
const checked = [
  ...program.getConfigFileParsingDiagnostics(),
  ...program.getOptionsDiagnostics(),
  ...program.getSyntacticDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...program.getSemanticDiagnostics(),
];
if (checked.length > 0) fail(checked);

// Emit the entry's declaration, then the declarations of the project files it imports, and
// so on: only what the web app's program will read, not every file of the worker.
rmSync(outDir, { recursive: true, force: true });
const queue = [entry];
const done = new Set<string>();
const problems: ts.Diagnostic[] = [];
while (queue.length > 0) {
  const fileName = queue.shift() as string;
  if (done.has(fileName)) continue;
  done.add(fileName);
  const source = program.getSourceFile(fileName);
  if (!source) continue;
  const result = program.emit(
    source,
    (path, text) => {
      ts.sys.writeFile(path, text);
      for (const specifier of importedFiles(text)) {
        const resolved = ts.resolveModuleName(specifier, fileName, config.options, ts.sys)
          .resolvedModule?.resolvedFileName;
        if (resolved && !resolved.includes("/node_modules/") && !resolved.endsWith(".d.ts"))
          queue.push(resolve(resolved));
      }
    },
    undefined,
    true,
  );
  problems.push(...result.diagnostics);
}
if (problems.length > 0) fail(problems);

function importedFiles(declaration: string): string[] {
  const specifiers = [...declaration.matchAll(/(?:from |import\()"([^"]+)"/g)].map((m) => m[1]);
  return specifiers.filter(
    (s): s is string => !!s && (s.startsWith(".") || s.startsWith("@schema/")),
  );
}

function fail(diagnostics: readonly ts.Diagnostic[]): never {
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => root,
    getNewLine: () => "\n",
  };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}
