import { en, type MessageKey } from '@portal/contract/messages/en';
import { donorCareVisitorSubmissionSchema } from '@portal/contract/services/donor-care/submission';
import { startPredonor } from '@portal/contract/services/registration/start-predonor';
import { describe, expect, it } from 'vitest';
import { contractValidator, errorsOnFields, placeErrors, translateErrors } from './contract-errors';

const translate = (key: MessageKey) => en[key];

describe('placeErrors', () => {
  it('moves each param path to the field that shows it; the first error of a field wins', () => {
    const placed = placeErrors(
      { 'phone.countryCode': 'bad country', 'phone.phoneNumber': 'bad number', savedLocationId: 'no center', email: 'bad email' },
      {},
      (path) => (path.startsWith('phone') ? 'phone' : path === 'savedLocationId' ? 'center' : path),
    );
    expect(placed).toEqual({ phone: 'bad country', center: 'no center', email: 'bad email' });
  });

  it("keeps the screen's own errors first", () => {
    expect(placeErrors({ comment: 'from the contract', date: 'late' }, {}, (path) => path, { comment: 'Required*' })).toEqual({
      comment: 'Required*',
      date: 'late',
    });
  });
});

describe('translateErrors', () => {
  it("shows the contract's message keys in the donor's language", () => {
    expect(translateErrors({ firstName: 'firstNameRequired' }, translate)).toEqual({ firstName: 'Firstname required' });
  });
});

describe('errorsOnFields', () => {
  it('keeps the errors whose first segment is a field of the form, or says there are none', () => {
    expect(errorsOnFields({ 'address.city': 'City required', lang: 'bad' }, ['address', 'firstName'])).toEqual({
      'address.city': 'City required',
    });
    expect(errorsOnFields({ lang: 'bad' }, ['firstName'])).toBeNull();
  });
});

describe('contractValidator', () => {
  const newDonor = contractValidator(startPredonor.params, translate, {
    toParams: (values: { firstName: string; phone: string; captcha: string }) => ({
      firstName: values.firstName,
      lastName: '',
      dob: '',
      email: 'a@example.com',
      phone: { countryCode: '1', phoneNumber: values.phone },
      captcha: values.captcha,
    }),
    fieldOf: (path) => (path.startsWith('phone') ? 'phone' : path === 'savedLocationId' ? 'center' : path),
  });

  it("answers the spec 5 texts of the server's own schema, on the form's fields", () => {
    const errors = newDonor({ firstName: ' ', phone: '', captcha: 'solved' });
    expect(errors).toMatchObject({
      firstName: 'Firstname required',
      dob: 'Date of Birth required',
      gender: 'Gender required',
      phone: 'Phone required',
      center: 'Please choose a center.',
    });
    expect(errors).not.toHaveProperty('captcha');
    expect(errors).not.toHaveProperty('phone.phoneNumber');
  });

  it('has nothing to say about valid fields', () => {
    const errors = newDonor({ firstName: 'Ana', phone: '5125550111', captcha: 'solved' });
    expect(errors).not.toHaveProperty('firstName');
    expect(errors).not.toHaveProperty('phone');
  });

  it("lets the screen's rules speak first and a field follow the form's state", () => {
    type Parts = { year: string; day: string; comment: string };
    const visitor = contractValidator(donorCareVisitorSubmissionSchema, translate, {
      toParams: (values: Parts) => ({ dob: `${values.year}-01-${values.day}`, subject: values.comment }),
      fieldOf: (path, values) => (path === 'dob' ? (values.year ? 'day' : 'year') : path === 'subject' ? 'comment' : path),
      rules: (values) => (values.comment ? {} : { comment: 'Required*' }),
    });
    const errors = visitor({ year: '', day: '03', comment: '' });
    expect(errors.year).toBe('Required*');
    expect(errors).not.toHaveProperty('day');
    expect(errors.comment).toBe('Required*');
    expect(errors.donorType).toBe('Please Select Donor type*');
    expect(visitor({ year: '1990', day: '3', comment: 'Hello' }).day).toBe('Required*');
  });
});
