import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Writes apps/api/src/features/auth/common-passwords.txt: zxcvbn-ts's list of the most common passwords,
 * lower-cased, one per line, sorted. The package itself costs the server ~20 MB once loaded (it holds
 * other dictionaries too, as arrays of strings); the file is read as one ~390 KB string. Run again after
 * updating @zxcvbn-ts/language-common:
 *   npm exec -- node scripts/generate-common-passwords.ts
 */
const root = new URL('..', import.meta.url).pathname;
const words = [...new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()))]
  .filter((word) => word.length > 0 && !word.includes('\n'))
  .sort();
writeFileSync(join(root, 'apps/api/src/features/auth/common-passwords.txt'), `${words.join('\n')}\n`);
console.log(`${words.length} passwords`);
