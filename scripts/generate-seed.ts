/**
 * Writes mocks/seed/seed.json, the mock backend's demo data: `npx tsx scripts/generate-seed.ts`.
 * The data is deterministic (fixed faker seed and reference date); commit the file after regenerating.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { databaseSnapshotSchema } from '../mocks/db/schema';
import { buildSeed } from '../mocks/seed/build-seed';

const target = fileURLToPath(new URL('../mocks/seed/seed.json', import.meta.url));
const seed = buildSeed();

// Refuse to write a seed the store would reject on load.
const checked = databaseSnapshotSchema.safeParse(seed);
if (!checked.success) {
  console.error(checked.error.issues.slice(0, 10));
  throw new Error('The generated seed does not match the store schemas.');
}

const json = `${JSON.stringify(seed, null, 2)}\n`;
writeFileSync(target, json);
const counts = Object.entries(seed)
  .map(([name, records]) => `${name} ${records.length}`)
  .join(', ');
console.log(`Wrote ${target} (${Math.round(json.length / 1024)} kB): ${counts}`);
