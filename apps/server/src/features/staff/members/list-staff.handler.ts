import type { StaffListItem } from '@portal/contract';
import { and, asc, desc, eq, exists, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { locations, staffCenters, staffMembers } from '../../../db/schema/index';
import type { Handler } from '../../../service-context';
import { likePattern } from '../like-pattern';
import { secondFactorEnrolledSql } from '../passkeys/staff-passkey-rows';

const sortColumns = {
  displayName: staffMembers.displayName,
  email: staffMembers.email,
  role: staffMembers.role,
  lastSignInAt: staffMembers.lastSignInAt,
  createdAt: staffMembers.createdAt,
} as const;

const stateConditions: Record<StaffListItem['state'], SQL | undefined> = {
  deactivated: isNotNull(staffMembers.deactivatedAt),
  // A member bound to the provider's subject signs in there: active without a password of ours.
  invited: and(isNull(staffMembers.deactivatedAt), isNull(staffMembers.passwordHash), isNull(staffMembers.oidcSubject)),
  active: and(isNull(staffMembers.deactivatedAt), or(isNotNull(staffMembers.passwordHash), isNotNull(staffMembers.oidcSubject))),
};

export const listStaffHandler: Handler<'staff/listStaff'> = async (ctx, params) => {
  const where = and(
    params.search
      ? or(ilike(staffMembers.displayName, likePattern(params.search)), ilike(staffMembers.email, likePattern(params.search)))
      : undefined,
    params.role ? eq(staffMembers.role, params.role) : undefined,
    params.centerId
      ? exists(
          ctx.db
            .select({ one: sql`1` })
            .from(staffCenters)
            .where(and(eq(staffCenters.staffId, staffMembers.id), eq(staffCenters.locationId, params.centerId))),
        )
      : undefined,
    params.state ? stateConditions[params.state] : undefined,
  );
  const order = params.direction === 'asc' ? asc : desc;
  const [counted] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(staffMembers)
    .where(where);
  const rows = await ctx.db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      displayName: staffMembers.displayName,
      role: staffMembers.role,
      invited: sql<boolean>`${staffMembers.passwordHash} is null and ${staffMembers.oidcSubject} is null`,
      deactivatedAt: staffMembers.deactivatedAt,
      totpEnrolled: sql<boolean>`${staffMembers.totpSecret} is not null`,
      secondFactorEnrolled: secondFactorEnrolledSql,
      breakGlass: staffMembers.breakGlass,
      providerLinked: sql<boolean>`${staffMembers.oidcSubject} is not null`,
      lastSignInAt: staffMembers.lastSignInAt,
      createdAt: staffMembers.createdAt,
    })
    .from(staffMembers)
    .where(where)
    // Never-signed-in members last whichever the direction; the id keeps pages stable between equal values.
    .orderBy(sql`${order(sortColumns[params.sort])} nulls last`, asc(staffMembers.id))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);

  const centers = rows.length
    ? await ctx.db
        .select({ staffId: staffCenters.staffId, id: locations.id, name: locations.name })
        .from(staffCenters)
        .innerJoin(locations, eq(locations.id, staffCenters.locationId))
        .where(
          inArray(
            staffCenters.staffId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(locations.name))
    : [];
  const items = rows.map(({ invited, deactivatedAt, lastSignInAt, createdAt, ...row }) => ({
    ...row,
    centers: centers.filter((center) => center.staffId === row.id).map(({ id, name }) => ({ id, name })),
    state: deactivatedAt ? ('deactivated' as const) : invited ? ('invited' as const) : ('active' as const),
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  }));
  return { status: 200, total: counted?.total ?? 0, items };
};
