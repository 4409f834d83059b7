import { describe, expect, it } from 'vitest';
import { brand, parseSocialLinks } from './brand';
import { centerUrl, marketingPages, marketingUrl } from './marketing';

describe('brand defaults', () => {
  it('is a neutral demo brand', () => {
    expect(brand.name).toBe('Demo Plasma');
    expect(brand.marketingBaseUrl).toBe('https://www.example.org/');
    expect(brand.supportPhone).toBe('1-800-555-0100');
    expect(brand.socialLinks.length).toBeGreaterThan(0);
  });
});

describe('parseSocialLinks', () => {
  it('reads Name=url pairs and drops anything that is not an http(s) address', () => {
    expect(
      parseSocialLinks('Facebook=https://facebook.com/demo, X = https://x.com/demo ,Bad=javascript:alert(1),=https://a.b,Nope'),
    ).toEqual([
      { name: 'Facebook', url: 'https://facebook.com/demo' },
      { name: 'X', url: 'https://x.com/demo' },
    ]);
  });
});

describe('marketing links', () => {
  it('joins the spec 2.4 paths to the marketing base URL', () => {
    expect(marketingUrl('about-us', 'https://www.example.org/')).toBe('https://www.example.org/about-us');
    expect(marketingUrl('faq', 'https://brand.example/en/')).toBe('https://brand.example/en/faq');
    expect(centerUrl(7, 'https://www.example.org/')).toBe('https://www.example.org/center/7');
    expect(marketingPages).toEqual(expect.arrayContaining(['cookie-policy', 'privacy-policy', 'terms-of-use', 'accessibility', 'sitemap']));
  });
});
