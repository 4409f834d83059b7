import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { feeLayoutSchema } from '../../entities/rewards';

/**
 * Spec 2.13: the fee guide for the donor's stage (pre-donors and referral-pending donors: applicant;
 * donors: monthlyqualified; qualifiedweekly on request), with their donations filled in. 400 when no
 * layout exists for it.
 */
export const getFeeStructureLayout = defineService({
  serviceName: 'feeStructure',
  serviceType: 'getfeestructurelayout',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional(), type: z.enum(['applicant', 'qualifiedweekly', 'monthlyqualified']).optional() }),
  reply: z.object({ status: okStatus, layout: feeLayoutSchema }),
});
