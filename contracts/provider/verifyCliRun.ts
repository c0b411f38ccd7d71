// Runs contracts/verify-cli.ts as a backend team runs it (its own Node process, from the
// repository's root), for the tests of what it prints and the code it ends with.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

export interface VerifyCliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runVerifyCli(args: readonly string[]): Promise<VerifyCliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', 'contracts/verify-cli.ts', ...args],
      { cwd: ROOT, env: { ...process.env, PACT_DO_NOT_TRACK: 'true', NO_COLOR: '1' } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
