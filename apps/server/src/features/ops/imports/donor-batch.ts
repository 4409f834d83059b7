import type { Bilingual, VisitDeferralCode } from '@portal/contract';
import { sql, type SQL } from 'drizzle-orm';
import { defaultCommunicationPreferences } from '../../../domain/communication-preferences';
import { consentChannels, consentKinds } from '../../../domain/consent-records';
import { notDonorConsentSources } from '../../../domain/donor-choice-changes';
import type { Checked, DonorLine } from './import-records';
import { recordOutcomes } from './import-outcomes';

/** What the batch's statement knows of its import. */
export interface BatchImport {
  id: string;
  /** Null for an admin's upload: the change is then the center's without a client. */
  clientId: string | null;
  /** The client's centers when it sent the file; null: every one. */
  centerIds: readonly number[] | null;
}

/** A checked line as the statement reads it (short keys keep the batch's one JSON parameter small). */
function inputOf(lineNo: number, checked: Checked<DonorLine>) {
  if (!checked.ok) return { n: lineNo, rf: checked.field, rc: checked.code };
  const r = checked.record;
  return {
    n: lineNo,
    dn: r.donorNumber,
    fn: r.firstName,
    mn: r.middleName,
    ln: r.lastName,
    bd: r.birthDate,
    it: r.identity.typeId,
    il: r.identity.last4,
    em: r.email?.toLowerCase() ?? null,
    pc: r.phone ? '1' : null,
    ph: r.phone,
    ha: r.address !== null,
    a1: r.address?.addressLine1 ?? '',
    a2: r.address?.addressLine2 ?? '',
    ci: r.address?.city ?? '',
    st: r.address?.state ?? '',
    zp: r.address?.zipCode ?? '',
    home: r.homeLocationID,
    ss: r.status,
    lg: r.language,
    cp: r.communicationPreferences,
    ca: r.changedAt,
    dc: r.deferral?.code ?? null,
    du: r.deferral?.until ?? null,
  };
}

/** The reasons a donor reads for each deferral code, from the deferral reasons document (empty: no line sends one). */
export type DeferralReasons = Partial<Record<VisitDeferralCode, Bilingual>>;

/** `int[]` as PostgreSQL's text form, so one parameter carries it (null: no limit). */
const intArray = (ids: readonly number[] | null): string | null => (ids === null ? null : `{${ids.join(',')}}`);

/** `text[]` of plain words as PostgreSQL's text form. */
const textArray = (words: readonly string[]): string => `{${words.join(',')}}`;

/**
 * One statement for a batch of donor lines, with the rules of `PUT /api/ops/donors/{donorNumber}` set-based: per line
 * the last line of a donor number in the batch counts (earlier ones refused), an unknown home center, a center outside
 * the client's (for the new home center and the donor's current one) or an e-mail another donor holds is refused;
 * per group of details the newer change wins (a donor's portal edit newer than the line's `changedAt` is kept), a
 * closed account takes no contact data and no communication choices; each line is then created, updated or
 * unchanged. Only lines with a change are written (`on conflict (donor_number) do update`). An updated donor's changed
 * groups are recorded in `donor_field_changes` as the center's, a row each, and her changed choices in the consent
 * history with the center as source, a row a choice that changed (as the route records them); a created donor's
 * groups as one row for every group (`all`), and her choices (the line's, else the defaults) as one consent row holding
 * the whole set (read as one row a choice through `consent_choices`): a row each is a foreign key check each, most of
 * a batch's time (decision 059). A line without choices leaves the donor's as they are; the donor's side of the rule
 * for her choices is also her latest consent change not the center's (profile, one-click unsubscribe, STOP text,
 * staff on her request), so a withdrawal after the line's `changedAt` stays (decision 067). A line's deferral is
 * recorded as `PUT /api/ops/donors` records it (`recordSentDeferral`): dated `changedAt`, with the reason of `reasons`
 * for its code, once per deferral still in force (the same one not dismissed and without a visit is not recorded
 * again); a line recording one and changing nothing else is `updated`.
 */
export function donorBatchStatement(
  batch: BatchImport,
  lines: readonly { lineNo: number; checked: Checked<DonorLine> }[],
  now: Date,
  reasons: DeferralReasons,
): SQL {
  const input = JSON.stringify(lines.map((line) => inputOf(line.lineNo, line.checked)));
  const scope = intArray(batch.centerIds);
  const preferences = JSON.stringify(defaultCommunicationPreferences);
  const at = now.toISOString();
  const notDonor = textArray(notDonorConsentSources);
  return sql`with input as (
    select * from jsonb_to_recordset(${input}::jsonb) as x(
      n int, rf text, rc text, dn text, fn text, mn text, ln text, bd date, it int, il text, em text, pc text, ph text,
      ha boolean, a1 text, a2 text, ci text, st text, zp text, home int, ss text, lg text, cp jsonb, ca timestamptz,
      dc text, du date)
  ),
  sent as (
    select i.*, row_number() over (partition by i.dn order by i.n desc) as nth from input i where i.rf is null
  ),
  firsts as (
    select s.n, row_number() over (partition by s.em order by s.n) as em_rank from sent s where s.nth = 1 and s.em is not null
  ),
  held as (
    select d.* from donors d where d.donor_number = any(array(select dn from sent)) for update
  ),
  portal as (
    select c.donor_id,
      max(c.changed_at) filter (where c.field = 'name') as name_at,
      max(c.changed_at) filter (where c.field = 'birthDate') as birth_at,
      max(c.changed_at) filter (where c.field = 'identity') as identity_at,
      max(c.changed_at) filter (where c.field = 'email') as email_at,
      max(c.changed_at) filter (where c.field = 'phone') as phone_at,
      max(c.changed_at) filter (where c.field = 'address') as address_at,
      max(c.changed_at) filter (where c.field = 'homeCenter') as home_at,
      max(c.changed_at) filter (where c.field = 'status') as status_at,
      max(c.changed_at) filter (where c.field = 'language') as language_at,
      max(c.changed_at) filter (where c.field = 'communicationPreferences') as choices_at
    from donor_field_changes c
    where c.donor_id = any(array(select id from held)) and c.source = 'portal'
    group by c.donor_id
  ),
  own as (
    select r.donor_id, max(r.recorded_at) as at
    from consent_records r
    where r.donor_id = any(array(select id from held)) and r.source <> all(${notDonor}::text[])
    group by r.donor_id
  ),
  checked as (
    select s.*, h.id as donor_id,
      case
        when s.nth > 1 then 'donorNumber:repeatedInFile'
        when s.home is not null and not exists (select 1 from locations l where l.id = s.home) then 'homeLocationID:locationNotFound'
        when ${scope}::int[] is not null and s.home is not null and not (s.home = any(${scope}::int[]))
          then 'homeLocationID:apiCenterNotAllowed'
        when ${scope}::int[] is not null and h.home_location_id is not null and h.home_location_id is distinct from s.home
          and not (h.home_location_id = any(${scope}::int[])) then 'homeLocationID:apiCenterNotAllowed'
        when s.em is not null and exists (select 1 from donors o where o.email = s.em and o.donor_number <> s.dn)
          then 'email:alreadyExists'
        when f.em_rank > 1 then 'email:alreadyExists'
      end as reason
    from sent s left join held h on h.donor_number = s.dn left join firsts f on f.n = s.n
  ),
  taken as (
    select c.*,
      h.id is null as fresh,
      (h.id is null or p.name_at is null or p.name_at <= c.ca) as t_name,
      (h.id is null or p.birth_at is null or p.birth_at <= c.ca) as t_birth,
      (h.id is null or p.identity_at is null or p.identity_at <= c.ca) as t_identity,
      (h.id is null or (h.closed_at is null and (p.email_at is null or p.email_at <= c.ca))) as t_email,
      (h.id is null or (h.closed_at is null and (p.phone_at is null or p.phone_at <= c.ca))) as t_phone,
      (c.ha and (h.id is null or (h.closed_at is null and (p.address_at is null or p.address_at <= c.ca)))) as t_address,
      (h.id is null or p.home_at is null or p.home_at <= c.ca) as t_home,
      (h.id is null or p.status_at is null or p.status_at <= c.ca) as t_status,
      (h.id is null or p.language_at is null or p.language_at <= c.ca) as t_language,
      (c.cp is not null and (h.id is null or (h.closed_at is null and (greatest(p.choices_at, o.at) is null
        or greatest(p.choices_at, o.at) <= c.ca)))) as t_choices,
      h.first_name as h_fn, h.middle_name as h_mn, h.last_name as h_ln, h.birth_date as h_bd, h.iden_type_id as h_it,
      h.ident_last4 as h_il, h.email as h_em, h.phone_country_code as h_pc, h.phone_number as h_ph,
      h.address_line1 as h_a1, h.address_line2 as h_a2, h.city as h_ci, h.state_code as h_st, h.zip_code as h_zp,
      h.home_location_id as h_home, h.status::text as h_ss, h.language::text as h_lg, h.communication_preferences as h_cp
    from checked c left join held h on h.id = c.donor_id left join portal p on p.donor_id = c.donor_id
      left join own o on o.donor_id = c.donor_id
    where c.reason is null
  ),
  final as (
    select t.n, t.dn, t.ca, t.fresh, t.h_cp, t.donor_id, t.dc, t.du,
      case
        when t.dc is null then false
        when t.fresh then true
        else not exists (select 1 from donor_deferrals e where e.donor_id = t.donor_id and e.code = t.dc
          and e.until is not distinct from t.du and e.visit_id is null and e.dismissed_at is null)
      end as nd,
      case when t.t_name then t.fn else t.h_fn end as fn,
      case when t.t_name then t.mn else t.h_mn end as mn,
      case when t.t_name then t.ln else t.h_ln end as ln,
      case when t.t_birth then t.bd else t.h_bd end as bd,
      case when t.t_identity then t.it else t.h_it end as it,
      case when t.t_identity then t.il else t.h_il end as il,
      case when t.t_email then t.em else t.h_em end as em,
      case when t.t_phone then t.pc else t.h_pc end as pc,
      case when t.t_phone then t.ph else t.h_ph end as ph,
      case when t.t_address or t.fresh then t.a1 else t.h_a1 end as a1,
      case when t.t_address or t.fresh then t.a2 else t.h_a2 end as a2,
      case when t.t_address or t.fresh then t.ci else t.h_ci end as ci,
      case when t.t_address or t.fresh then t.st else t.h_st end as st,
      case when t.t_address or t.fresh then t.zp else t.h_zp end as zp,
      case when t.t_home then t.home else t.h_home end as home,
      case when t.t_status then t.ss else t.h_ss end as ss,
      case when t.t_language then t.lg else t.h_lg end as lg,
      case when t.t_choices then t.cp when t.fresh then ${preferences}::jsonb else t.h_cp end as cp,
      array_remove(array[
        case when t.t_name and (t.fresh or (t.fn, t.mn, t.ln) is distinct from (t.h_fn, t.h_mn, t.h_ln)) then 'name' end,
        case when t.t_birth and (t.fresh or t.bd is distinct from t.h_bd) then 'birthDate' end,
        case when t.t_identity and (t.fresh or (t.it, t.il) is distinct from (t.h_it, t.h_il)) then 'identity' end,
        case when t.t_email and (t.fresh or t.em is distinct from t.h_em) then 'email' end,
        case when t.t_phone and (t.fresh or (t.pc, t.ph) is distinct from (t.h_pc, t.h_ph)) then 'phone' end,
        case when t.t_address and (t.fresh or (t.a1, t.a2, t.ci, t.st, t.zp) is distinct from (t.h_a1, t.h_a2, t.h_ci, t.h_st, t.h_zp))
          then 'address' end,
        case when t.t_home and (t.fresh or t.home is distinct from t.h_home) then 'homeCenter' end,
        case when t.t_status and (t.fresh or t.ss is distinct from t.h_ss) then 'status' end,
        case when t.t_language and (t.fresh or t.lg is distinct from t.h_lg) then 'language' end,
        case when t.t_choices and (t.fresh or t.cp is distinct from t.h_cp) then 'communicationPreferences' end
      ], null) as applied
    from taken t
  ),
  decided as (
    select f.*, case when f.fresh then 'created' when cardinality(f.applied) > 0 or f.nd then 'updated' else 'unchanged' end as outcome
    from final f
  ),
  written as (
    insert into donors (donor_number, first_name, middle_name, last_name, birth_date, iden_type_id, ident_last4, email,
      phone_country_code, phone_number, address_line1, address_line2, city, state_code, zip_code, home_location_id, status,
      language, communication_preferences)
    select d.dn, d.fn, d.mn, d.ln, d.bd, d.it, d.il, d.em, d.pc, d.ph, d.a1, d.a2, d.ci, d.st, d.zp, d.home,
      d.ss::donor_status, d.lg::language, d.cp
    from decided d where d.fresh or cardinality(d.applied) > 0
    on conflict (donor_number) do update set
      first_name = excluded.first_name, middle_name = excluded.middle_name, last_name = excluded.last_name,
      birth_date = excluded.birth_date, iden_type_id = excluded.iden_type_id, ident_last4 = excluded.ident_last4,
      email = excluded.email, phone_country_code = excluded.phone_country_code, phone_number = excluded.phone_number,
      address_line1 = excluded.address_line1, address_line2 = excluded.address_line2, city = excluded.city,
      state_code = excluded.state_code, zip_code = excluded.zip_code, home_location_id = excluded.home_location_id,
      status = excluded.status, language = excluded.language, communication_preferences = excluded.communication_preferences
    returning id, donor_number
  ),
  field_changes as (
    insert into donor_field_changes (donor_id, field, source, changed_at, api_client_id)
    select w.id, g.field, 'center', d.ca, ${batch.clientId}::uuid
    from written w join decided d on d.dn = w.donor_number
    cross join unnest(case when d.fresh then array['all'] else d.applied end) as g(field)
  ),
  consents as (
    insert into consent_records (donor_id, choices, recorded_at, source)
    select w.id, d.cp, ${at}::timestamptz, 'center'
    from written w join decided d on d.dn = w.donor_number and d.outcome = 'created'
  ),
  choice_changes as (
    insert into consent_records (donor_id, channel, kind, granted, recorded_at, source)
    select w.id, c.channel, k.kind, (d.cp -> c.channel ->> k.kind)::boolean, ${at}::timestamptz, 'center'
    from written w join decided d on d.dn = w.donor_number and not d.fresh and 'communicationPreferences' = any(d.applied)
    cross join unnest(${textArray(consentChannels)}::text[]) as c(channel)
    cross join unnest(${textArray(consentKinds)}::text[]) as k(kind)
    where (d.cp -> c.channel -> k.kind) is distinct from (d.h_cp -> c.channel -> k.kind)
  ),
  deferrals as (
    insert into donor_deferrals (donor_id, code, reason, deferred_at, until)
    select coalesce(d.donor_id, w.id), d.dc, ${JSON.stringify(reasons)}::jsonb -> d.dc, d.ca, d.du
    from decided d left join written w on w.donor_number = d.dn
    where d.nd
  ),
  outcomes as (
    select n, outcome, null::text as field, null::text as code from decided
    union all select n, 'refused', split_part(reason, ':', 1), split_part(reason, ':', 2) from checked where reason is not null
    union all select n, 'refused', rf, rc from input where rf is not null
  )${recordOutcomes(batch.id)}`;
}
