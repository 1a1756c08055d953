import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contractDiff } from './contract-diff';

/**
 * `npm run contract:diff [-- --contract openapi.yaml --changelog docs/api-changelog.md]`: compares openapi.yaml with
 * its last release and fails when the version or the changelog does not follow the changes (docs/api-changelog.md).
 */
const { values } = parseArgs({
  options: {
    contract: { type: 'string', default: 'openapi.yaml' },
    changelog: { type: 'string', default: 'docs/api-changelog.md' },
  },
});
const result = contractDiff({ cwd: resolve(import.meta.dirname, '../..'), ...values });
console.log(result.lines.join('\n'));
process.exit(result.ok ? 0 : 1);
