import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { userSchema } from '../../entities/user';
import { genderSchema, phoneSchema, requiredText, requiredUsDate, stateCodeSchema, zipCodeSchema } from '../../rules/account-fields';
import { safeText } from '../../rules/safe-input';

/** Edits name, date of birth, gender, phone and address (spec 5 messages). The e-mail changes through a code instead. */
export const updateProfile = defineService({
  serviceName: 'profile',
  serviceType: 'updateProfile',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    firstName: requiredText('firstNameRequired'),
    middleName: safeText(100).trim().optional(),
    lastName: requiredText('lastNameRequired'),
    dob: requiredUsDate('dobRequired'),
    gender: genderSchema,
    phone: phoneSchema,
    address: z.object({
      addressLine1: requiredText('addressRequired', 200),
      addressLine2: safeText(200).trim().optional(),
      city: requiredText('cityRequired'),
      state: stateCodeSchema,
      zipCode: zipCodeSchema,
    }),
  }),
  reply: z.object({ status: okStatus, user: userSchema }),
});
