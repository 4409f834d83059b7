import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor } from '../../db/factories/donors';
import { seedPrescreeningContent } from '../../db/seed/demo-prescreening';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedPrescreeningContent(t.database.db);
  await createDonor(t.database.db, { email: 'reader@example.com' });
  ({ token } = await signIn(t, 'reader@example.com'));
});
afterAll(() => t.close());

describe('donating today tabs', () => {
  it('answers before and after as sections of bullets, during as cards, in the asked language', async () => {
    const before = (await t.call('stickyAnnouncement/getBeforeDonationTips', { lang: 'en' }, { token })).json<{
      content: { title: string; sections: { header: string; bullets: { text: string }[] }[] };
    }>();
    expect(before.content.title).toBe('Before Donation');
    expect(before.content.sections.map((s) => s.header)).toContain('Drink plenty of water');
    expect(before.content.sections.every((s) => s.bullets.length > 0)).toBe(true);
    const during = (await t.call('stickyAnnouncement/getDuringDonationTips', { lang: 'es' }, { token })).json<{
      content: { title: string; cards: { header: string; img: string }[] };
    }>();
    expect(during.content.title).toBe('Durante la donación');
    expect(during.content.cards.length).toBeGreaterThanOrEqual(4);
    const after = (await t.call('stickyAnnouncement/getDonationAfterTips', {}, { token, lang: 'es' })).json<{
      content: { title: string };
    }>();
    expect(after.content.title).toBe('Después de donar');
  });

  it('needs a signed-in donor', async () => {
    expect((await t.call('stickyAnnouncement/getBeforeDonationTips', {})).statusCode).toBe(401);
  });
});

describe('donation tips', () => {
  it('lists the three sections with the screens their buttons lead to', async () => {
    const main = (await t.call('stickyAnnouncement/donationTipsMain', { lang: 'en' }, { token })).json<{
      layout: { buttons: { name: string; redirectTo: string }[] };
    }>();
    expect(main.layout.buttons).toEqual([
      expect.objectContaining({ name: 'General Donation Tips', redirectTo: 'GeneralDonationTipsScreen' }),
      expect.objectContaining({ name: 'Deferral Education', redirectTo: 'DeferralEducationScreen' }),
      expect.objectContaining({ name: 'Adverse Event', redirectTo: 'AdverseEventScreen' }),
    ]);
    const general = (await t.call('stickyAnnouncement/getDonationTips', { lang: 'en' }, { token })).json<{
      content: { content: { sections: { header: string }[] } };
    }>();
    expect(general.content.content.sections.map((s) => s.header)).toEqual(['General donation tips', 'What you can do after donating']);
  });

  it('has deferral categories whose codes all open an education popup', async () => {
    const { layout } = (await t.call('stickyAnnouncement/deferralTipsCategory', { lang: 'es' }, { token })).json<{
      layout: { categorytitle: string; categories: { code: string }[] };
    }>();
    expect(layout.categorytitle).toBe('Motivos frecuentes');
    for (const { code } of layout.categories) {
      const topic = await t.call('stickyAnnouncement/deferralEducationCode', { code, lang: 'es' }, { token });
      expect(topic.statusCode, code).toBe(200);
    }
  });

  it('answers the adverse-event page in English unless a language is named', async () => {
    const english = (await t.call('stickyAnnouncement/adverseEventTipsCategory', {}, { token, lang: 'es' })).json<{
      layout: { title: string; categories: { code: string; img: string }[] };
    }>();
    expect(english.layout.title).toBe('Adverse Event Tips');
    expect(english.layout.categories.map((c) => c.code)).toEqual(['dizziness', 'bruising', 'citrate', 'nerve']);
    const spanish = (await t.call('stickyAnnouncement/adverseEventTipsCategory', { lang: 'es' }, { token })).json<{
      layout: { title: string };
    }>();
    expect(spanish.layout.title).toBe('Consejos sobre reacciones adversas');
    const citrate = (await t.call('stickyAnnouncement/deferralEducationCode', { code: 'citrate', lang: 'en' }, { token })).json<{
      layout: { title: string; bullets: unknown[] };
    }>();
    expect(citrate.layout.title).toBe('Citrate reaction');
  });

  it('answers 404 for an unknown code and 400 for an empty one', async () => {
    const unknown = await t.call('stickyAnnouncement/deferralEducationCode', { code: 'nothing', lang: 'es' }, { token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'educationNotFound', message: 'No tenemos información educativa sobre este tema.' });
    expect((await t.call('stickyAnnouncement/deferralEducationCode', { code: ' ' }, { token })).statusCode).toBe(400);
  });
});
