// `npm run dev`: webpack rebuilds the client on change while node --watch restarts the server.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const children: ChildProcess[] = [
  spawn(bin('webpack'), ['--mode', 'development', '--watch'], { cwd: root, stdio: 'inherit' }),
  spawn(
    process.execPath,
    [
      '--watch-path=mock-server',
      '--watch-path=contracts',
      '-r',
      'ts-node/register/transpile-only',
      'mock-server/src/main.ts',
    ],
    { cwd: root, stdio: 'inherit' },
  ),
];

function stop(): void {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      stop();
      process.exitCode = code;
    }
  });
