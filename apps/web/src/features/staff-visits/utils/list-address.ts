import { listVisits } from '@portal/contract/services/staff-visits/list-visits';
import type { ServiceParams } from '@portal/contract/services/index';

type ListParams = ServiceParams<'staffVisits/listVisits'>;
/** The list's parameters with every default filled (what the contract's schema makes of them). */
export type VisitListQuery = Required<{ [K in keyof ListParams]: Exclude<ListParams[K], undefined> }>;

const defaults = listVisits.params.parse({}) as VisitListQuery;
const numeric = new Set(['page', 'pageSize', 'locationID']);

/** A number where the list takes one and the address holds one; anything else as written, for the server to refuse. */
const asked = (key: string, value: string) => (numeric.has(key) && /^\d+$/.test(value) ? Number(value) : value);

/**
 * The visits list's page, sort and filters as the address holds them (`?donorNumber=…&page=2`), so a reload, the back
 * button or a shared link shows the same list. What the address does not say is the contract's default; what it says
 * is asked as it is: the server refuses a value it cannot take with its message (a donor number mistyped in the form,
 * a date range the wrong way round), as it did before the filters moved to the address.
 */
export function listQueryOf(search: URLSearchParams): VisitListQuery {
  const given = Object.fromEntries(
    [...search].filter(([key]) => Object.hasOwn(defaults, key)).map(([key, value]) => [key, asked(key, value)]),
  );
  return { ...defaults, ...given } as VisitListQuery;
}

/** The address's query for `query`: only what differs from the defaults. */
export function listSearchOf(query: VisitListQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== defaults[key as keyof VisitListQuery]) search.set(key, String(value));
  }
  return search;
}
