// The recorded answers of a real WordPress + WooCommerce (contracts/reference/), for tests that
// hold the shop's answers to them.
import fs from 'node:fs';
import path from 'node:path';

export type RecordedAnswer = [status: number, headers: Record<string, string>, body: unknown];

const FILE = path.resolve(__dirname, '../../contracts/reference/woocommerce-9.9.5-store-api.json');

export function recordedStoreApi(name: string): RecordedAnswer {
  const all = JSON.parse(fs.readFileSync(FILE, 'utf8')) as Record<string, unknown>;
  const answer = all[name];
  if (!Array.isArray(answer)) throw new Error(`no recorded answer ${name}`);
  return answer as RecordedAnswer;
}
