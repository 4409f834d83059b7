import fc from 'fast-check';
import { z } from 'zod';

/**
 * Hostile inputs built from a contract's schema, for the fuzz test: a plausible value of the schema (so the
 * other fields pass and the hostile one reaches as deep as it can), the paths inside it, and values to put there.
 */

/** Values a text field may take; the first one its schema accepts is its plausible value. */
const TEXT_SAMPLES = [
  'a',
  'A1234567',
  'fuzz.person@example.com',
  '5125550100',
  '01-15-1990',
  '1990-01-15',
  '2026-06-15T15:00:00.000Z',
  '2026-06',
  'TX',
  '78701',
  '123456',
  '1234',
  'Plasma#2026',
  '4b7f5e1e-2c1d-4f5a-9b3e-6a8c0d1e2f30',
  'America/Chicago',
  'aGVsbG8=',
];
const OTHER_SAMPLES = [1, 0, 10, true, false];

/** A JSON text put in a payload as is: what `JSON.stringify` cannot produce (`__proto__` keys, very deep nesting). */
export class RawJson {
  constructor(readonly json: string) {}
}

function firstAccepted(schema: z.ZodType): unknown {
  return [...TEXT_SAMPLES, ...OTHER_SAMPLES].find((candidate) => schema.safeParse(candidate).success);
}

/** Below this many arrays a recursive schema (the chatbot's tree of options) gets empty lists. */
const ARRAY_DEPTH = 4;

/** A value of the schema's input as far as its parts allow (object-wide refinements may still refuse it). */
export function plausibleValue(schema: z.ZodType, arrays = 0): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return plausibleValue(schema.def.innerType as z.ZodType, arrays);
  }
  if (schema instanceof z.ZodLazy) return plausibleValue(schema.def.getter() as z.ZodType, arrays);
  if (schema instanceof z.ZodObject) {
    return Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, plausibleValue(field, arrays)]),
    );
  }
  if (schema instanceof z.ZodArray) return arrays >= ARRAY_DEPTH ? [] : [plausibleValue(schema.element as z.ZodType, arrays + 1)];
  if (schema instanceof z.ZodRecord) {
    const key = firstAccepted(schema.keyType as z.ZodType) ?? 'a';
    return { [String(key)]: plausibleValue(schema.valueType as z.ZodType, arrays) };
  }
  if (schema instanceof z.ZodUnion) return plausibleValue(schema.options[0] as z.ZodType, arrays);
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodLiteral) return schema.value;
  if (schema instanceof z.ZodPipe) return firstAccepted(schema) ?? plausibleValue(schema.in as z.ZodType, arrays);
  return firstAccepted(schema) ?? 'a';
}

export type Path = readonly (string | number)[];

/** Every place in a value: the value itself, then each key and item, depth first. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => pathsOf(item, [...prefix, index]))];
  if (typeof value === 'object' && value !== null) {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
  }
  return here;
}

export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
}

const PLACEHOLDER = '\u2063hostile\u2063';

/** The JSON text of `base` with the value at `path` replaced by `hostile`. */
export function jsonWith(base: unknown, path: Path, hostile: unknown): string {
  const inserted = hostile instanceof RawJson ? PLACEHOLDER : hostile;
  let copy: unknown = structuredClone(base);
  if (path.length === 0) copy = inserted;
  else {
    const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
    parent[path[path.length - 1] as string | number] = inserted;
  }
  const json = JSON.stringify(copy) ?? 'null';
  return hostile instanceof RawJson ? json.replace(JSON.stringify(PLACEHOLDER), hostile.json) : json;
}

const DEPTH = 5_000;
const MEGABYTE = 1_048_576;
export const ONE_MEGABYTE_TEXT = 'x'.repeat(MEGABYTE - 4096);

const controlCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constant('\u007f'),
);

/** Hostile values for the place that holds `plausible`. */
export function hostileValue(plausible: unknown): fc.Arbitrary<unknown> {
  const text = typeof plausible === 'string' ? plausible : 'a';
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(controlCharacter, fc.nat())
        .map(([c, at]) => text.slice(0, at % (text.length + 1)) + c + text.slice(at % (text.length + 1))),
    },
    {
      weight: 4,
      arbitrary: fc.constantFrom<unknown>(
        null,
        true,
        0,
        -1,
        1.5,
        2_147_483_648,
        -2_147_483_649,
        4_294_967_296,
        Number.MAX_SAFE_INTEGER,
        1e308,
        -1e308,
        '',
        ' ',
        [],
        {},
        [plausible],
        { value: plausible },
        String(plausible),
        '2147483648',
        '\u0000',
        '%00',
        '\ud800',
        '\u202e\u0000',
        "' or 1=1 --",
        '../../etc/passwd',
        '<script>alert(1)</script>',
      ),
    },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        ONE_MEGABYTE_TEXT,
        new RawJson('['.repeat(DEPTH) + ']'.repeat(DEPTH)),
        new RawJson('{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)),
        new RawJson('{"__proto__":{"polluted":true}}'),
        new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
        new RawJson(`{"__proto__":${JSON.stringify(plausible) ?? 'null'}}`),
      ),
    },
  );
}

/** A place in `plausible` and a hostile value for it. */
export function hostileEdit(plausible: unknown): fc.Arbitrary<{ path: Path; hostile: unknown }> {
  return fc
    .constantFrom(...pathsOf(plausible))
    .chain((path) => hostileValue(valueAt(plausible, path)).map((hostile) => ({ path, hostile })));
}

/** A short, printable account of an input, for a failure message. */
export function describeInput(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}
