// @ts-check
/**
 * TypeDoc plugin (typedoc.json `plugin`): gives every top-level symbol of an entry module a `@category` from the
 * source file it is declared in, so that each entry's page is grouped (Validation, Rules and helpers, ...) instead of
 * one flat list. The folder tree is the architecture, so the file decides; a `@category` written in
 * a docstring wins. Files that no rule names fall into their folder's default category, so nothing new breaks.
 */
import { fileURLToPath } from "node:url";
import { Comment, CommentTag, Converter, ReflectionKind } from "typedoc";

/** The repository's `src/` folder, found from this file: a checkout may itself sit under a folder named `src`. */
const SRC_ROOT = fileURLToPath(new URL("../../src/", import.meta.url));

/** [folder under src/, file-name pattern (without .ts; `/` for sub-folders), category]; first match wins. */
const RULES = [
  ["registry", /./, "Registries"],
  ["validate", /^(validateActivities|validateActivity|validationContext|validationError)$/, "Validation"],
  ["validate", /./, "Rules and helpers"],
  ["fuel", /./, "Fuel and display"],
  ["derive", /^formatDuration$/, "Fuel and display"],
  ["timeZone", /./, "Time zones"],
  ["derive", /./, "Derivations"],
  ["repository", /./, "Storage"],
  ["service", /./, "The service"],
  ["testing", /^arbitraries\//, "Arbitraries"],
  ["testing", /./, "Repository contract"],
  ["import", /^(fromFit|fromTcx|fromGpx|importRecording|detectFormat)$/, "Importers"],
  ["import", /^(importError|importResult|importOptions)$/, "Results and errors"],
  ["import", /^resample\//, "Resampling"],
  ["import", /./, "Helpers"],
  ["http", /^node\//, "Node adapter"],
  ["http", /^(createActivityHandler|activityHandlerOptions|cors)$/, "Handler"],
  ["http", /^(resolveAccessToken|redactAccessToken)$/, "Tokens"],
  ["http", /./, "Requests and responses"],
  ["schema", /^jsonSchemas$/, "JSON Schema and OpenAPI"],
  ["schema", /^(submittedActivity|addActivitiesBody|toValidationErrors|validatorRefinement)$/, "Request schemas"],
  ["openapi", /./, "JSON Schema and OpenAPI"],
  ["schema", /./, "Response schemas"],
  ["postgres", /^(createPostgresActivityRepository|migrateActivityDatabase)$/, "PostgreSQL repository"],
  ["postgres", /./, "Database access"],
  ["export", /^(toGpx|toTcx)$/, "Exporters"],
  ["export", /^(exportError|exportResult)$/, "Results and errors"],
  ["export", /./, "Reading activities"],
  ["analysis", /^(trainingLoad|activityRecords|bestOfRecords)$/, "Over many activities"],
  ["analysis", /./, "One activity"],
  ["chart", /^render/, "Charts"],
  ["chart", /./, "Drawing helpers"],
  ["model", /./, "Resource types"],
  ["standardSchema", /./, "Standard Schema"],
];

/**
 * The category of a declaration file, or undefined outside `srcRoot`. The path is read relative to `srcRoot`, so
 * folders above the checkout (`/home/me/src/activity-fuel/...`) never count.
 *
 * @param {string} fileName - absolute path of the declaring file.
 * @param {string} [srcRoot] - absolute path of the repository's `src/` folder (default: this repository's).
 */
export function categoryOf(fileName, srcRoot = SRC_ROOT) {
  const slashes = (/** @type {string} */ path) => path.replace(/\\/g, "/");
  const root = slashes(srcRoot).replace(/\/?$/, "/");
  const path = slashes(fileName);
  if (!path.startsWith(root)) return undefined;
  const match = /^([^/]+)\/(.+)\.ts$/.exec(path.slice(root.length));
  if (match === null) return undefined;
  const [, folder, file] = /** @type {[string, string, string]} */ (match);
  for (const [ruleFolder, pattern, category] of RULES) {
    if (ruleFolder === folder && /** @type {RegExp} */ (pattern).test(file)) return /** @type {string} */ (category);
  }
  return folder.charAt(0).toUpperCase() + folder.slice(1);
}

/** @param {import("typedoc").Application} app */
export function load(app) {
  /** @type {Map<import("typedoc").Reflection, string>} */
  const files = new Map();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (reflection.parent?.kind !== ReflectionKind.Module) return;
    const symbol = context.getSymbolFromReflection(reflection);
    const fileName = symbol?.declarations?.[0]?.getSourceFile().fileName;
    if (fileName !== undefined) files.set(reflection, fileName);
  });
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, () => {
    for (const [reflection, fileName] of files) {
      const category = categoryOf(fileName);
      if (category === undefined) continue;
      const signatures = "signatures" in reflection && Array.isArray(reflection.signatures) ? reflection.signatures : [];
      const comments = [reflection.comment, ...signatures.map((s) => s.comment)];
      if (comments.some((c) => c?.hasModifier("@hidden") || c?.blockTags.some((t) => t.tag === "@category"))) continue;
      const target = signatures[0]?.comment ?? reflection.comment ?? (reflection.comment = new Comment());
      target.blockTags.push(new CommentTag("@category", [{ kind: "text", text: category }]));
    }
    files.clear();
  });
}
