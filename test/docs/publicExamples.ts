/**
 * The `@example` blocks of the public exports, read from the sources: every export of every entry of
 * tsup.config.ts but the CLI, the declarations it names (aliases followed) and their members, each `@example` tag's
 * fenced `ts` blocks with the file, the line and the entry the name comes from.
 */
import { join, relative } from "node:path";
import ts from "typescript";
import { PUBLISHED_ENTRIES, REPO } from "../package/buildPackage.js";

/** One fenced code block of an `@example` tag of a public declaration. */
export interface PublicExample {
  /** Path of the declaring file, relative to the repository, e.g. `src/fuel/calculateFuel.ts`. */
  readonly file: string;
  /** 1-based line of the `@example` tag. */
  readonly line: number;
  /** The documented declaration, e.g. `calculateFuel` or `ActivityRepository.addActivities`. */
  readonly name: string;
  /** The entry that exports it, e.g. `activity-fuel` or `activity-fuel/schema` (the first in tsup.config.ts order). */
  readonly entry: string;
  /** The code of the fenced block. */
  readonly code: string;
}

/** Entry specifier of a tsup entry name: `index` → `activity-fuel`, `import/fit` → `activity-fuel/import/fit`. */
const specifierOf = (name: string): string => (name === "index" ? "activity-fuel" : `activity-fuel/${name}`);

/** The text of a JSDoc tag's comment. */
function tagText(tag: ts.JSDocTag): string {
  const comment = tag.comment;
  if (comment === undefined) return "";
  return typeof comment === "string" ? comment : comment.map((part) => part.text).join("");
}

/** What each entry exports, by entry specifier: each name with whether it is a type only (no value). */
export type PublicNames = ReadonlyMap<string, ReadonlyMap<string, { readonly typeOnly: boolean }>>;

/** Every public `@example` block, in entry order, each declaration once, and the names of every entry. */
export function publicExamples(): { examples: PublicExample[]; names: PublicNames } {
  const entries = Object.entries(PUBLISHED_ENTRIES).filter(([name]) => name !== "cli");
  const program = ts.createProgram(entries.map(([, source]) => join(REPO, source)), {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const seen = new Set<ts.Node>();
  const examples: PublicExample[] = [];
  const names = new Map<string, Map<string, { typeOnly: boolean }>>();
  const visit = (node: ts.Node, name: string, entry: string): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const source = node.getSourceFile();
    for (const tag of ts.getJSDocTags(node)) {
      if (tag.tagName.text !== "example") continue;
      const line = source.getLineAndCharacterOfPosition(tag.getStart(source)).line + 1;
      for (const match of tagText(tag).matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
        if (match[1] !== "ts" && match[1] !== "typescript") throw new Error(`${relative(REPO, source.fileName)}:${line}: an @example block of ${name} is not \`ts\``);
        examples.push({ file: relative(REPO, source.fileName), line, name, entry, code: match[2]! });
      }
    }
    if (ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node) || ts.isTypeLiteralNode(node)) {
      for (const member of node.members) if (member.name !== undefined) visit(member, `${name}.${member.name.getText(source)}`, entry);
    }
  };
  for (const [entryName, sourcePath] of entries) {
    const file = program.getSourceFile(join(REPO, sourcePath));
    const moduleSymbol = file === undefined ? undefined : checker.getSymbolAtLocation(file);
    if (moduleSymbol === undefined) throw new Error(`${sourcePath}: no module`);
    const entryNames = new Map<string, { typeOnly: boolean }>();
    names.set(specifierOf(entryName), entryNames);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      entryNames.set(exported.name, { typeOnly: (symbol.flags & ts.SymbolFlags.Value) === 0 });
      for (const declaration of symbol.declarations ?? []) {
        // a `const x = ...` carries its JSDoc on the statement
        const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
        visit(node, exported.name, specifierOf(entryName));
      }
    }
  }
  return { examples, names };
}
