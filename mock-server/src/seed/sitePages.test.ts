// The shop's own pages (about, returns, shipping, privacy): Persian titles, the seven-day return
// right, the seeded free shipping, attribution kept only with consent, and no placeholder words.
import { buildSitePages } from './sitePages';

// The pages a shopper looks for before trusting a shop, with what a careful shop promises there.
describe('buildSitePages', () => {
  const pages = buildSitePages(new Date('2025-06-01T00:00:00Z'));
  const page = (slug: string) => pages.find((candidate) => candidate.slug === slug);

  it('has about, returns, shipping and privacy pages with their Persian titles', () => {
    expect(page('about')?.title).toBe('دربارهٔ ما');
    expect(page('returns')?.title).toBe('شرایط بازگشت کالا');
    expect(page('shipping')?.title).toBe('روش‌های ارسال');
    expect(page('privacy')?.title).toBe('حریم خصوصی');
  });

  it('promises the seven-day return right', () => {
    expect(page('returns')?.content).toContain('تا هفت روز پس از تحویل');
  });

  it('describes the seeded free shipping across Iran, not a paid courier', () => {
    expect(page('shipping')?.content).toContain('رایگان');
    expect(page('shipping')?.content).not.toContain('پیک');
  });

  it('names the attribution data kept only with consent', () => {
    expect(page('privacy')?.content).toContain('بدون رضایت شما چیزی ثبت نمی‌شود');
  });

  it('reads like a real shop: no placeholder words', () => {
    for (const each of pages) expect(each.content).not.toContain('نمونه');
  });
});
