import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import enHome from '../../../i18n/en/home.json';
import esHome from '../../../i18n/es/home.json';
import { ledgerEntryText } from './ledger-entry-text';

async function homeT(lng: 'en' | 'es'): Promise<TFunction<'home'>> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { en: { home: enHome }, es: { home: esHome } },
    defaultNS: 'home',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, 'home') as TFunction<'home'>;
}

const orderId = '822efc98-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('ledger entry text', () => {
  it('words every reason in Spanish from the catalogue, with the order reference of the order history', async () => {
    const t = await homeT('es');
    expect(ledgerEntryText(t, { kind: 'earned', details: { reason: 'donation', visitId: 'v1' } })).toBe('Ganados: Donación');
    expect(ledgerEntryText(t, { kind: 'redeemed', details: { reason: 'order', orderId } })).toBe('Canjeados: Pedido 822EFC98');
    expect(ledgerEntryText(t, { kind: 'bonus', details: { reason: 'tierBonus', visitId: 'v1', tier: 'bronze', bonusPercent: 25 } })).toBe(
      'Bono: Bono Bronce +25%',
    );
    expect(ledgerEntryText(t, { kind: 'refunded', details: { reason: 'orderRefund', orderId } })).toBe(
      'Devueltos: Reembolso del pedido 822EFC98',
    );
    expect(ledgerEntryText(t, { kind: 'corrected', details: { reason: 'visitCorrection', visitId: 'v1', correctionId: 'c1' } })).toBe(
      'Corrección: Tu centro actualizó el registro de una visita',
    );
    const booking = { appointmentId: 'a1', visitId: 'v1' };
    expect(ledgerEntryText(t, { kind: 'bonus', details: { reason: 'offPeakBonus', ...booking } })).toBe(
      'Bono: Bono por cita en horario de poca afluencia',
    );
    expect(ledgerEntryText(t, { kind: 'bonus', details: { reason: 'onTimeBonus', ...booking } })).toBe('Bono: Bono por llegar a tiempo');
    expect(ledgerEntryText(t, { kind: 'corrected', details: { reason: 'onTimeBonus', ...booking } })).toBe(
      'Corrección: Bono por llegar a tiempo',
    );
  });

  it('words the same entries in English', async () => {
    const t = await homeT('en');
    expect(ledgerEntryText(t, { kind: 'earned', details: { reason: 'donation', visitId: 'v1' } })).toBe('Earned: Donation');
    expect(ledgerEntryText(t, { kind: 'redeemed', details: { reason: 'order', orderId } })).toBe('Redeemed: Order 822EFC98');
    expect(ledgerEntryText(t, { kind: 'bonus', details: { reason: 'referral' } })).toBe('Bonus: Referral bonus');
    expect(ledgerEntryText(t, { kind: 'corrected', details: { reason: 'visitCorrection', visitId: 'v1', correctionId: 'c1' } })).toBe(
      'Correction: Visit record updated by your center',
    );
    const booking = { appointmentId: 'a1', visitId: 'v1' };
    expect(ledgerEntryText(t, { kind: 'bonus', details: { reason: 'offPeakBonus', ...booking } })).toBe(
      'Bonus: Off-peak appointment bonus',
    );
    expect(ledgerEntryText(t, { kind: 'bonus', details: { reason: 'onTimeBonus', ...booking } })).toBe('Bonus: On-time arrival bonus');
  });
});
