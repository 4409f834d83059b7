import type { User } from '@portal/contract/entities/user';

/** A demo donor for tests; override what a test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    donorID: 'D1000001',
    fullName: 'Maria Lopez',
    firstName: 'Maria',
    middleName: null,
    lastName: 'Lopez',
    birthDate: '1990-04-15',
    gender: 'F',
    primaryEmail: 'donor@example.com',
    primaryPhoneNumber: { countryCode: '1', phoneNumber: '5551234567' },
    address: { addressLine1: '1 Main St', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
    communicationPreferences: {
      email: { rewards: true, promotions: true, reminders: true },
      sms: { rewards: true, promotions: false, reminders: true },
      push: { rewards: false, promotions: false, reminders: false },
    },
    donorThumbnailPath: null,
    savedLocations: [7],
    lastDonationLocationId: 7,
    locations: [],
    status: 'donor',
    currentRewardPeriodDonationCount: 3,
    promptActivation: false,
    language: 'en',
    creationTS: '2024-03-15T12:00:00.000Z',
    ...overrides,
  };
}
