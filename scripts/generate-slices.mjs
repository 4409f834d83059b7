// Writes every feature's slice of the service registry and of the handler map from the contract files, and the two
// global maps as spreads of the slices: adding a service is one contract file, one handler file and one web api file.
// `node scripts/generate-slices.mjs --check` fails (exit 1) when a written file is not what it would write.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

const root = path.resolve(import.meta.dirname, '..');
const contractDir = path.join(root, 'packages/contract/src/services');
const serverDir = path.join(root, 'apps/server/src/features');
const check = process.argv.includes('--check');

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const banner = '// Written by scripts/generate-slices.mjs (npm run slices) from the contract files: do not edit.\n';

/** The gateway contracts of one file, in order: export name, wire key, whose token calls it, and whether a 401 is wrong credentials. */
function contractsOf(file) {
  const source = readFileSync(file, 'utf8');
  const found = [];
  for (const match of source.matchAll(/export const (\w+) = defineService\(\{([\s\S]*?)\n\}\);/g)) {
    const name = /serviceName: '([^']+)'/.exec(match[2])?.[1];
    const type = /serviceType: '([^']+)'/.exec(match[2])?.[1];
    if (!name || !type) throw new Error(`${file}: ${match[1]} has no literal serviceName/serviceType`);
    const auth = /\n {2}auth: (?:'(public|donor)'|\{ (staff):)/.exec(match[2]);
    if (!auth) throw new Error(`${file}: ${match[1]} has no literal auth ('public', 'donor' or { staff: … })`);
    found.push({
      exportName: match[1],
      key: `${name}/${type}`,
      staff: auth[2] === 'staff',
      checksCredentials: /\n {2}checksCredentials: true,/.test(match[2]),
    });
  }
  return found;
}

/**
 * A feature's contract files (no tests), as paths relative to the feature folder: those at its root and those in its
 * areas (`<feature>/<area>/<file>.ts`); the handler of `<area>/<file>` is `features/<feature>/<area>/<file>.handler.ts`.
 */
function contractFilesOf(feature) {
  return readdirSync(path.join(contractDir, feature), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(path.join(contractDir, feature), path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const features = [];
for (const feature of readdirSync(contractDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()) {
  const files = contractFilesOf(feature).filter((file) => file !== 'index.ts');
  const services = files.flatMap((file) =>
    contractsOf(path.join(contractDir, feature, file)).map((contract) => ({ ...contract, file: file.slice(0, -3) })),
  );
  if (services.length > 0) features.push({ feature, services });
}

const outputs = new Map();
const group = (services, pathOf, nameOf) => {
  const byFile = new Map();
  for (const service of services) byFile.set(pathOf(service), [...(byFile.get(pathOf(service)) ?? []), nameOf(service)]);
  return [...byFile].map(([from, names]) => `import { ${names.join(', ')} } from '${from}';`).join('\n');
};

for (const { feature, services } of features) {
  const slice = `${camel(feature)}Services`;
  outputs.set(
    path.join(contractDir, feature, 'index.ts'),
    `${banner}${group(
      services,
      (s) => `./${s.file}`,
      (s) => s.exportName,
    )}\n\n/** The ${feature} feature's slice of the registry: "serviceName/serviceType" -> contract. */\nexport const ${slice} = {\n${services.map((s) => `  '${s.key}': ${s.exportName},`).join('\n')}\n} as const;\n`,
  );
  for (const service of services) {
    const handlerFile = path.join(serverDir, feature, `${service.file}.handler.ts`);
    const handler = `${service.exportName}Handler`;
    if (!existsSync(handlerFile) || !new RegExp(`export const ${handler}\\b`).test(readFileSync(handlerFile, 'utf8'))) {
      throw new Error(`${service.key}: expected \`export const ${handler}\` in ${path.relative(root, handlerFile)}`);
    }
  }
  outputs.set(
    path.join(serverDir, feature, 'handlers.ts'),
    `${banner}import type { ${slice} } from '@portal/contract/services/${feature}/index';\nimport type { SliceHandlers } from '../../service-context';\n${group(
      services,
      (s) => `./${s.file}.handler`,
      (s) => `${s.exportName}Handler`,
    )}\n\n/** The ${feature} feature's slice of the handler map. */\nexport const ${camel(feature)}Handlers: SliceHandlers<typeof ${slice}> = {\n${services.map((s) => `  '${s.key}': ${s.exportName}Handler,`).join('\n')}\n};\n`,
  );
}

// Every REST route under /api/, for the checks that go over them all (the fuzz test, the caching test).
const restEntries = [];
for (const feature of readdirSync(contractDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()) {
  for (const file of contractFilesOf(feature)) {
    const source = readFileSync(path.join(contractDir, feature, file), 'utf8');
    const from = `./${feature}/${file.slice(0, -3)}`;
    for (const match of source.matchAll(/export const (\w+) = defineRestRoute\(/g))
      restEntries.push({ from, name: match[1], spread: false });
    for (const match of source.matchAll(/export const (\w+) = \{\n\s+\w+: defineRestRoute\(/g))
      restEntries.push({ from, name: match[1], spread: true });
  }
}
outputs.set(
  path.join(contractDir, 'rest-routes.ts'),
  `${banner}import type { RestContract } from '../gateway';\n${group(
    restEntries,
    (e) => e.from,
    (e) => e.name,
  )}\n\n/** Every REST route under \`/api/\` (the calls outside the gateway), for the checks that go over them all. */\nexport const restRoutes: readonly RestContract[] = [\n${restEntries.map((e) => (e.spread ? `  ...Object.values(${e.name}),` : `  ${e.name},`)).join('\n')}\n];\n`,
);

// The REST map (issue 27): every REST contract (`defineRestRoute`, alone or in a group) paired with its handler,
// `<contract>Handler` (`<group>Handlers` for a group), wherever it lives under apps/server/src. app.ts registers the
// map; a contract without its handler stops here, and a handler that does not fit its contract does not compile.
// Both walks go down every subfolder, so contracts and handlers may live in a feature's areas.
const serverSrc = path.join(root, 'apps/server/src');
const restMapFile = path.join(serverDir, 'rest-handlers.ts');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
    });
}

function restMap() {
  const contracts = [];
  for (const file of sourceFiles(contractDir)) {
    const source = readFileSync(file, 'utf8');
    const from = `@portal/contract/services/${path.relative(contractDir, file).slice(0, -3).split(path.sep).join('/')}`;
    for (const match of source.matchAll(/export const (\w+) = defineRestRoute\(/g)) contracts.push({ from, name: match[1], group: false });
    for (const match of source.matchAll(/export const (\w+) = \{\n\s+\w+: defineRestRoute\(/g))
      contracts.push({ from, name: match[1], group: true });
  }
  const handlerFiles = sourceFiles(serverSrc).filter((file) => file !== restMapFile);
  const sources = new Map(handlerFiles.map((file) => [file, readFileSync(file, 'utf8')]));
  const entries = contracts.map((contract) => {
    const handler = `${contract.name}${contract.group ? 'Handlers' : 'Handler'}`;
    const found = handlerFiles.filter((file) => new RegExp(`export const ${handler}\\b`).test(sources.get(file)));
    if (found.length !== 1) {
      throw new Error(`${contract.name}: expected one \`export const ${handler}\` under apps/server/src, found ${found.length}`);
    }
    let from = path.relative(serverDir, found[0]).slice(0, -3).split(path.sep).join('/');
    if (!from.startsWith('.')) from = `./${from}`;
    return { contract, handler, from };
  });
  const imports = [
    ...group(
      entries,
      (e) => e.contract.from,
      (e) => e.contract.name,
    ).split('\n'),
    ...group(
      entries,
      (e) => e.from,
      (e) => e.handler,
    ).split('\n'),
  ].join('\n');
  const lines = entries.map((e) =>
    e.contract.group ? `  ...restEntries(${e.contract.name}, ${e.handler}),` : `  restEntry(${e.contract.name}, ${e.handler}),`,
  );
  return `${banner}import { restEntries, restEntry, type RestRegistration } from '../plugins/calls/rest-route';\n${imports}\n\n/** Every REST route under \`/api/\` with its handler, one entry per contract; app.ts registers them all. */\nexport const restHandlers: readonly RestRegistration[] = [\n${lines.join('\n')}\n];\n`;
}
outputs.set(restMapFile, restMap());

// The job lists (issue 27): every `export function <name>Jobs(` under features/ (any depth), typed as a JobList where
// they are gathered, so app.ts starts them all and a new one is found without a hand-kept list.
const jobListsFile = path.join(serverDir, 'job-lists.ts');
function jobLists() {
  const found = [];
  for (const file of sourceFiles(serverDir)) {
    if (file === jobListsFile) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/export function (\w+Jobs)\(/g)) {
      let from = path.relative(serverDir, file).slice(0, -3).split(path.sep).join('/');
      if (!from.startsWith('.')) from = `./${from}`;
      found.push({ name: match[1], from });
    }
  }
  return `${banner}import type { JobList } from '../service-context';\n${group(
    found,
    (j) => j.from,
    (j) => j.name,
  )}\n\n/** Every feature's scheduled jobs; app.ts starts them all on the job engine. */\nexport const jobLists: readonly JobList[] = [${found.map((j) => j.name).join(', ')}];\n`;
}
outputs.set(jobListsFile, jobLists());

// What the web's client needs of each contract, as plain lists: the registry would bring zod and every schema into the
// first bundle. Two files, since a bundle takes a module whole: only the second is on the first page. The types keep
// each entry a service of that kind; registry.test.ts checks that none is missing.
const allServices = features.flatMap((f) => f.services);
const keyList = (services) => services.map((s) => `  '${s.key}',`).join('\n');
outputs.set(
  path.join(contractDir, 'staff-service-keys.ts'),
  `${banner}import type { StaffServiceKey } from './index';\n\n/** The services the web calls with the staff token instead of the donor's session (their auth names staff roles). */\nexport const staffServiceKeys: readonly StaffServiceKey[] = [\n${keyList(allServices.filter((s) => s.staff))}\n];\n`,
);
outputs.set(
  path.join(contractDir, 'credential-service-keys.ts'),
  `${banner}import type { ServiceKey } from './index';\n\n/** The services whose 401 means wrong credentials, not a session gone (\`checksCredentials\`). */\nexport const credentialServiceKeys: readonly ServiceKey[] = [\n${keyList(allServices.filter((s) => s.checksCredentials))}\n];\n`,
);

const registryFile = path.join(contractDir, 'index.ts');
const registryTypes = readFileSync(registryFile, 'utf8').split(/\n(?=export type ServiceKey\b)/)[1];
outputs.set(
  registryFile,
  `${banner}import type { z } from 'zod';\n${features.map(({ feature }) => `import { ${camel(feature)}Services } from './${feature}/index';`).join('\n')}\n\n/** The registry of gateway services: "serviceName/serviceType" -> contract, one slice per feature. */\nexport const services = {\n${features.map(({ feature }) => `  ...${camel(feature)}Services,`).join('\n')}\n} as const;\n\n${registryTypes}`,
);
outputs.set(
  path.join(serverDir, 'handlers.ts'),
  `${banner}import type { HandlerMap } from '../service-context';\n${features.map(({ feature }) => `import { ${camel(feature)}Handlers } from './${feature}/handlers';`).join('\n')}\n\n/** One handler per registered service, one slice per feature; a missing handler does not compile. */\nexport const handlers: HandlerMap = {\n${features.map(({ feature }) => `  ...${camel(feature)}Handlers,`).join('\n')}\n};\n`,
);

const stale = [];
for (const [file, text] of outputs) {
  const formatted = await prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (formatted === current) continue;
  if (check) stale.push(path.relative(root, file));
  else writeFileSync(file, formatted);
}
if (stale.length > 0) {
  console.error(`Slices out of date (run npm run slices):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `${features.length} feature slices, ${features.reduce((n, f) => n + f.services.length, 0)} services${check ? ': up to date' : ''}`,
);
