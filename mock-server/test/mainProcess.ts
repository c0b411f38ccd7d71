// `npm run serve`'s entry point (mock-server/src/main.ts) as a child process, for tests of what
// only the real start-up does: reading the environment, refusing settings, logging at start.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

export interface LogLine {
  level?: number;
  msg?: string;
  req?: { url?: string };
  [key: string]: unknown;
}

export interface RunningMain {
  url: string;
  logs: LogLine[];
  waitForLog(match: (line: LogLine) => boolean): Promise<LogLine>;
  exited: Promise<number | null>;
  child: ChildProcess;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | null>;
}

export interface FinishedMain {
  code: number | null;
  logs: LogLine[];
  stderr: string;
}

function spawnMain(env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', 'mock-server/src/main.ts'],
    {
      cwd: root,
      // Only what is named here: the test runner's own NODE_ENV or secrets must not leak in.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE: ':memory:',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

function readLogs(child: ChildProcess, onLine: (line: LogLine) => void): void {
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const text of lines) if (text.startsWith('{')) onLine(JSON.parse(text) as LogLine);
  });
}

/** Starts the server and resolves once it listens (rejects if it exits first). */
export function startMain(env: Record<string, string>): Promise<RunningMain> {
  const child = spawnMain(env);
  const logs: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  readLogs(child, (line) => {
    logs.push(line);
    for (const waiter of [...waiters]) {
      if (!waiter.match(line)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitForLog = (match: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const earlier = logs.find(match);
      if (earlier) return resolve(earlier);
      waiters.push({ match, resolve });
      void exited.then((code) => reject(new Error(`server exited (${code}) first: ${errors}`)));
    });
  return waitForLog((line) => line.msg?.startsWith('Server listening at') === true).then(
    (line) => ({
      url: (line.msg ?? '').replace('Server listening at ', ''),
      logs,
      waitForLog,
      exited,
      child,
      stop: () => {
        child.kill('SIGTERM');
        return exited;
      },
    }),
  );
}

const LISTENING = (line: LogLine) => line.msg?.startsWith('Server listening at') === true;

/**
 * Runs the server until it logs a line that `stopAt` matches (by default: it listens), then
 * stops it; or until it exits on its own. Returns what it said. At LOG_LEVEL=error the
 * listening line is never printed: pass a `stopAt` for a line that is.
 */
export async function runMain(
  env: Record<string, string>,
  stopAt: (line: LogLine) => boolean = LISTENING,
): Promise<FinishedMain> {
  const child = spawnMain(env);
  const logs: LogLine[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  readLogs(child, (line) => {
    logs.push(line);
    if (stopAt(line)) child.kill('SIGTERM');
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, logs, stderr };
}
