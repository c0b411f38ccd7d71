// Lints code snippets as if each lived at a given path, with the project's eslint.config.mjs, and
// prints each one's messages as JSON. scripts/lintBoundaries.test.ts runs it in its own Node
// process because ESLint loads its flat config with import(), which jest's module sandbox refuses.
// stdin: { "rules"?: {ruleId: level}, "snippets": [{ "filePath", "code" }] }; stdout: messages[][].
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { text } from 'node:stream/consumers';

const request = JSON.parse(await text(process.stdin));
const cwd = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd, overrideConfig: { rules: request.rules ?? {} } });
const messages = [];
for (const { filePath, code } of request.snippets) {
  const [result] = await eslint.lintText(code, { filePath: resolve(cwd, filePath) });
  messages.push(
    result.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message })),
  );
}
process.stdout.write(JSON.stringify(messages));
