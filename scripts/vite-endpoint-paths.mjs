import ts from 'typescript';

/** The registry's controller files: src/shared/api/<controller>.ts (not endpoint.ts, not index.ts). */
const CONTROLLER = /[\\/]src[\\/]shared[\\/]api[\\/](?!endpoint\.ts$|index\.ts$)[a-z-]+\.ts$/;

/**
 * Properties of an endpoint the screens never read at run time: its zod schemas, its OpenAPI line
 * and its body limit (which may be reckoned from a constant of the schema files cut below).
 */
const SERVER_PROPERTIES = new Set(['body', 'response', 'summary', 'bodyLimit']);

/**
 * The client's build of the endpoint registry (src/shared/api): each endpoint without its zod
 * schemas. The screens need an endpoint's path at run time and its schemas' types only at compile
 * time, and zod alone is some 25 KB gzipped, a quarter of the login page's budget; so in the
 * production build a controller file loses its `body`, `response`, `summary` and `bodyLimit` properties, its
 * schema and zod imports and its schema constants. `vite dev` keeps them, so answers are checked against the
 * schemas there (client/lib/api-client.ts). The server and the OpenAPI document read the file whole.
 */
export function endpointPathsOnly() {
  return {
    name: 'endpoint-paths-only',
    apply: 'build',
    // before esbuild strips the types, so the file is read as written
    enforce: 'pre',
    transform(code, id) {
      if (!CONTROLLER.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const cuts = [];
      const cutNode = (node) => {
        let end = node.getEnd();
        if (code[end] === ',') end += 1;
        cuts.push([node.getFullStart(), end]);
      };
      const visit = (node) => {
        if (
          ts.isPropertyAssignment(node) &&
          ts.isIdentifier(node.name) &&
          SERVER_PROPERTIES.has(node.name.text)
        ) {
          cutNode(node);
          return;
        }
        ts.forEachChild(node, visit);
      };
      for (const statement of source.statements) {
        if (ts.isImportDeclaration(statement)) {
          const from = statement.moduleSpecifier.text;
          if (from === 'zod' || from.startsWith('../schemas/'))
            cuts.push([statement.getFullStart(), statement.getEnd()]);
        } else if (ts.isVariableStatement(statement) && !statement.getText().includes('endpoint(')) {
          // a schema constant (busStopListSchema = z.array(…)); other constants (a summary's words) stay
          if (/\bz\./.test(statement.getText())) cuts.push([statement.getFullStart(), statement.getEnd()]);
        } else {
          visit(statement);
        }
      }
      let out = code;
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
      return { code: out, map: null };
    },
  };
}
