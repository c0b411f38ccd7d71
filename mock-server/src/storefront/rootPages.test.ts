// The list of the site's root pages: one reading shared by every question in its period, none for
// a path outside the permalink shape, and a failed reading forwards as before for a short while.
import { createRootPages, rootPageSlug } from './rootPages';

function counted(answers: (() => Promise<string[]>)[]) {
  let reads = 0;
  return {
    reads: () => reads,
    read: () => {
      const answer = answers[Math.min(reads, answers.length - 1)]!;
      reads += 1;
      return answer();
    },
  };
}

describe('rootPageSlug', () => {
  it.each([
    ['/sample-page/', 'sample-page'],
    ['/refund_returns?x=1', 'refund_returns'],
    ['/%d8%aa%d9%85%d8%a7%d8%b3/', 'تماس'],
    ['/wp-login.php', undefined],
    ['/a/b/', undefined],
    ['/Sample-Page/', undefined],
    ['/', undefined],
    ['/%ff/', undefined],
  ])('%s', (url, slug) => {
    expect(rootPageSlug(url)).toBe(slug);
  });
});

describe('createRootPages', () => {
  it('reads the list once per period, shared by questions asked at the same time', async () => {
    let now = 0;
    const list = counted([async () => ['contact-main', 'تماس']]);
    const pages = createRootPages({ read: list.read, clock: () => now, seconds: 30 });
    const answers = await Promise.all(
      ['/contact-main/', '/x/', '/y/', '/%d8%aa%d9%85%d8%a7%d8%b3'].map((url) => pages.has(url)),
    );
    expect(answers).toEqual([true, false, false, true]);
    now = 29_999;
    await pages.has('/z/');
    expect(list.reads()).toBe(1);
    now = 30_000;
    await pages.has('/z/');
    expect(list.reads()).toBe(2);
  });

  it('never reads for a path outside the permalink shape', async () => {
    const list = counted([async () => ['a']]);
    const pages = createRootPages({ read: list.read, clock: () => 0 });
    for (const url of ['/wp-login.php', '/a/b', '/wp-json/wp/v2/pages', '/A']) {
      expect(await pages.has(url)).toBe(false);
    }
    expect(list.reads()).toBe(0);
  });

  it('forwards as before while the list cannot be read, and asks again sooner', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const list = counted([() => Promise.reject(new Error('down')), async () => ['a']]);
    const pages = createRootPages({
      read: list.read,
      clock: () => now,
      seconds: 30,
      retrySeconds: 5,
      onError: (error) => errors.push(error),
    });
    expect(await pages.has('/a/')).toBe(false);
    expect(await pages.has('/a/')).toBe(false);
    expect(list.reads()).toBe(1);
    expect(errors).toHaveLength(1);
    now = 5_000;
    expect(await pages.has('/a/')).toBe(true);
  });

  it('reads again after clear (the site was written to)', async () => {
    const list = counted([async () => [], async () => ['new-page']]);
    const pages = createRootPages({ read: list.read, clock: () => 0 });
    expect(await pages.has('/new-page/')).toBe(false);
    pages.clear();
    expect(await pages.has('/new-page/')).toBe(true);
  });
});
