import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const BACKEND = path.resolve(import.meta.dirname, '..');
const ARCHITECTURE = path.resolve(BACKEND, '../docs/architecture.md');
/** Where the example is compiled as if it were written: a file of the queue module. */
const AS_FILE = path.join(BACKEND, 'src/queue/doc-example.ts');

/** The TypeScript example under docs/architecture.md's "A change is a plan". */
function example(): string {
  const markdown = fs.readFileSync(ARCHITECTURE, 'utf8');
  const section = markdown.slice(markdown.indexOf('### A change is a plan'));
  const block = /```ts\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('docs/architecture.md "A change is a plan" has no ts example');
  return block[1];
}

/** The last program, reused for everything but the example (the second compile takes a fraction). */
let previous: ts.Program | undefined;

/** The example's type errors, compiled with the backend's own options beside the module's files. */
function diagnosticsOf(code: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(BACKEND, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('backend/tsconfig.json could not be read');
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) =>
    path.resolve(file) === AS_FILE ? ts.createSourceFile(file, code, language, true) : getSourceFile(file, language, onError);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => path.resolve(file) === AS_FILE || fileExists(file);
  const program = ts.createProgram({ rootNames: [AS_FILE], options: { ...config.options, noEmit: true }, host, oldProgram: previous });
  previous = program;
  const source = program.getSourceFile(AS_FILE)!;
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
    const { line } = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : { line: -1 };
    return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

describe("the architecture page's worked example", () => {
  it('compiles as a file of the queue module, against the code as it is', () => {
    expect(diagnosticsOf(example())).toEqual([]);
  }, 60_000);

  it('would be caught by the compile if it drifted from the code', () => {
    const drifted = example().replace('state.room.version, state.turns)', 'state.room.version)');
    expect(diagnosticsOf(drifted).join('\n')).toMatch(/Expected 4 arguments, but got 3/);
  }, 60_000);
});
