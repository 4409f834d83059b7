import { notificationTypes } from '@portal/contract/constants';
import { describe, expect, it } from 'vitest';
import { readMoreAction } from './read-more';

const base = { refId: 'ref-1', goto: null, state: null };

describe('readMoreAction (spec 4 "Read More by notification type")', () => {
  it('maps every type as the spec lists', () => {
    const actions = Object.fromEntries(notificationTypes.map((type) => [type, readMoreAction({ ...base, type })]));
    expect(actions).toEqual({
      inbox: { kind: 'none' },
      wheeloffortune: { kind: 'none' },
      deferral_communication: { kind: 'none' },
      news_resources: { kind: 'news', newsId: 'ref-1' },
      news_updates: { kind: 'news', newsId: 'ref-1' },
      news_impactstories: { kind: 'news', newsId: 'ref-1' },
      news: { kind: 'promotion', promotionId: 'ref-1' },
      survey: { kind: 'promotion', promotionId: 'ref-1' },
      campaign: { kind: 'promotion', promotionId: 'ref-1' },
      donation_feedback: { kind: 'navigate', to: '/donation/history' },
      deferral_aeflag: { kind: 'navigate', to: '/adverse-event' },
      preregs: { kind: 'navigate', to: '/takingsurvey/assessment/predonorsurvey' },
      appointment: { kind: 'navigate', to: '/appointments' },
    });
  });

  it('opens a console campaign’s page of the portal, never another site, else its own text', () => {
    const campaign = { type: 'campaign' as const, refId: null, state: null };
    expect(readMoreAction({ ...campaign, goto: '/rewards' })).toEqual({ kind: 'navigate', to: '/rewards' });
    expect(readMoreAction({ ...campaign, goto: null })).toEqual({ kind: 'detail' });
    for (const goto of ['//evil.example', 'https://evil.example', '/rewards?x=1', 'javascript:alert(1)']) {
      expect(readMoreAction({ ...campaign, goto })).toEqual({ kind: 'detail' });
    }
  });

  it('routes preregs: home when goto is set, else pre-screening when state is set, else the health survey', () => {
    expect(readMoreAction({ type: 'preregs', refId: null, goto: 'home', state: 'survey' })).toEqual({ kind: 'navigate', to: '/' });
    expect(readMoreAction({ type: 'preregs', refId: null, goto: null, state: 'survey' })).toEqual({
      kind: 'navigate',
      to: '/takingsurvey/assessment',
    });
    expect(readMoreAction({ type: 'preregs', refId: null, goto: null, state: null })).toEqual({
      kind: 'navigate',
      to: '/takingsurvey/assessment/predonorsurvey',
    });
  });

  it('falls back to the detail modal when a news or promotion notification has no id', () => {
    expect(readMoreAction({ ...base, type: 'news_updates', refId: null })).toEqual({ kind: 'detail' });
    expect(readMoreAction({ ...base, type: 'survey', refId: null })).toEqual({ kind: 'detail' });
  });
});
