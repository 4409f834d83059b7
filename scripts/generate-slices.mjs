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

const features = [];
for (const feature of readdirSync(contractDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()) {
  const files = readdirSync(path.join(contractDir, feature))
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('.test.ts'))
    .sort();
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
    `${banner}import type { ${slice} } from '@portal/contract/services/${feature}/index';\nimport type { SliceHandlers } from '../service-context';\n${group(
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
  for (const file of readdirSync(path.join(contractDir, feature))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()) {
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
  `${banner}import type { HandlerMap } from './service-context';\n${features.map(({ feature }) => `import { ${camel(feature)}Handlers } from './${feature}/handlers';`).join('\n')}\n\n/** One handler per registered service, one slice per feature; a missing handler does not compile. */\nexport const handlers: HandlerMap = {\n${features.map(({ feature }) => `  ...${camel(feature)}Handlers,`).join('\n')}\n};\n`,
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
