import { z } from 'zod';
import { STATEMENT_FIRST_YEAR } from '../../constants';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';

export const statementFormats = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof statementFormats)[number];

/** The period of an earnings statement: a calendar year, or a first and a last day (both included, in each center's time zone). */
export const statementPeriodShape = {
  year: z
    .number('statementYearInvalid')
    .int('statementYearInvalid')
    .min(STATEMENT_FIRST_YEAR, 'statementYearInvalid')
    .max(9999, 'statementYearInvalid')
    .optional(),
  from: z.iso.date('statementPeriodRequired').optional(),
  to: z.iso.date('statementPeriodRequired').optional(),
};

interface PeriodFields {
  year?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * One of the two, and a range not reversed. Whether the period lies in the future is the server's to say (its clock).
 */
export function withPeriodRules<Schema extends z.ZodType<PeriodFields>>(schema: Schema): Schema {
  return schema
    .refine((p) => (p.year !== undefined) !== (p.from !== undefined || p.to !== undefined), {
      error: 'statementPeriodRequired',
      path: ['year'],
    })
    .refine((p) => p.year !== undefined || (p.from !== undefined && p.to !== undefined), {
      error: 'statementPeriodRequired',
      path: ['to'],
    })
    .refine((p) => p.from === undefined || p.to === undefined || p.from <= p.to, {
      error: 'statementRangeReversed',
      path: ['to'],
    });
}

export const statementPeriodSchema = withPeriodRules(z.object(statementPeriodShape));
export type StatementPeriod = z.output<typeof statementPeriodSchema>;

/**
 * Issue 34 "Earnings statements": every payment of the period (date in the center's time zone, center, visit number,
 * amount, kind), per-month subtotals and the total, as a PDF (`content` in base64) or a CSV (UTF-8 text), in the
 * donor's language. `total` and `paymentCount` let the screen say what the file holds; an empty period is a file
 * that says so, not an error.
 */
export const getStatement = defineService({
  serviceName: 'statement',
  serviceType: 'getStatement',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: withPeriodRules(
    z.object({ ...statementPeriodShape, format: z.enum(statementFormats, 'badRequest'), lang: languageSchema.optional() }),
  ),
  reply: z.object({
    status: okStatus,
    fileName: z.string(),
    contentType: z.string(),
    encoding: z.enum(['base64', 'utf8']),
    content: z.string(),
    /** Dollars with cents. */
    total: z.number(),
    paymentCount: z.number().int(),
  }),
});
