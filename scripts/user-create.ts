// `npm run user:create -- --role editor --login maryam --email maryam@shop.example`
// Creates a staff account (administrator, editor or author) in the configured DATABASE. The
// password comes from --password, else USER_PASSWORD, else standard input (piped, or typed at
// a hidden prompt); it is never printed. Staff then sign in through the shop's own sign-in.
import { parseArgs } from 'node:util';
import { readSettings } from '../mock-server/src/settings/readSettings';
import { createSqliteAccountsRepository } from '../mock-server/src/storage/accountsRepository';
import { STAFF_ROLES } from '../mock-server/src/domain/accounts/capabilities';
import { createStaffAccount } from '../mock-server/src/domain/accounts/staffAccounts';
import { closeDatabase, openDatabase } from '../mock-server/src/storage/database';
import { migrate } from '../mock-server/src/storage/migrations';

const USAGE = `usage: npm run user:create -- --role ${STAFF_ROLES.join('|')} --login NAME --email EMAIL
       [--password PASSWORD] [--first-name NAME] [--last-name NAME]
The password is read from --password, else USER_PASSWORD, else standard input.`;

class UsageError extends Error {}

function readArguments() {
  try {
    return parseArgs({
      options: {
        role: { type: 'string' },
        login: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  // One trailing line break is the pipe's, not the password's.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (data: string) => {
      for (const character of data) {
        if (character === '\r' || character === '\n') return done();
        if (character === '\u0003') return done(new UsageError('cancelled'));
        if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += character;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  const fromEnv = process.env.USER_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) return readPiped();
  const first = await promptHidden('Password: ');
  const again = await promptHidden('Password again: ');
  if (first !== again) throw new UsageError('the two passwords differ');
  return first;
}

async function main(): Promise<void> {
  const values = readArguments();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const { role, login, email } = values;
  if (role === undefined || login === undefined || email === undefined) {
    throw new UsageError('--role, --login and --email are required');
  }
  const password = await readPassword(values.password);
  const settings = readSettings(process.env);
  const db = openDatabase(settings.database);
  try {
    migrate(db);
    const result = await createStaffAccount(
      createSqliteAccountsRepository(db),
      {
        role,
        login,
        email,
        password,
        firstName: values['first-name'],
        lastName: values['last-name'],
      },
      { clock: () => new Date() },
    );
    if (!result.ok) throw new UsageError(result.problem);
    const created = result.value;
    console.log(
      `created ${created.role} "${created.login}" (${created.email}, id ${created.id}) in ${settings.database}`,
    );
  } finally {
    closeDatabase(db);
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`user:create: ${error.message}\n${USAGE}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
