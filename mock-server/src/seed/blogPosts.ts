// Every topic paired with every kind of article, newest first, spread evenly over the year before
// `now` with a few hours of jitter so no two posts share a time.
import { wpDateTime } from '../domain/siteTime';
import type { NewPost } from '../storage/postsRepository';
import { ARTICLE_KINDS, BODY_SENTENCES, CLOSING_SENTENCES, TOPICS } from './blogVocabulary';

export const BLOG_POST_COUNT = TOPICS.length * ARTICLE_KINDS.length;

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;

/** A deterministic pick: the same post always gets the same sentences. */
function pick<T>(list: readonly T[], seed: number): T {
  const item = list[((seed % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function fill(sentence: string, topic: string): string {
  return sentence.split('{t}').join(topic);
}

function body(index: number, topic: string, opening: string): string {
  const paragraphCount = 3 + (index % 3);
  const paragraphs = [`${opening} ${fill(pick(BODY_SENTENCES, index * 7 + 3), topic)}`];
  for (let p = 1; p < paragraphCount - 1; p += 1) {
    const sentences = [0, 1, 2].map((s) =>
      fill(pick(BODY_SENTENCES, index * 5 + p * 3 + s * 11), topic),
    );
    paragraphs.push([...new Set(sentences)].join(' '));
  }
  paragraphs.push(fill(pick(CLOSING_SENTENCES, index * 3 + 1), topic));
  return paragraphs.join('\n\n');
}

/**
 * Every topic paired with every kind of article, newest first, spread evenly over the year
 * before `now` with a few hours of jitter so no two posts share a time.
 */
export function buildBlogPosts(now: Date): NewPost[] {
  const posts: NewPost[] = [];
  for (let index = 0; index < BLOG_POST_COUNT; index += 1) {
    const topic = pick(TOPICS, index);
    const kind = pick(ARTICLE_KINDS, Math.floor(index / TOPICS.length));
    const opening = kind.opening(topic.name);
    const published = new Date(
      now.getTime() -
        Math.floor((index * YEAR_MS) / BLOG_POST_COUNT) -
        ((index * 7) % 11) * 60 * 60 * 1000 -
        DAY_MS / 24,
    );
    // Every fifth post was edited a few days after it went out.
    const modified =
      index % 5 === 0
        ? new Date(Math.min(published.getTime() + 3 * DAY_MS, now.getTime()))
        : published;
    posts.push({
      type: 'post',
      slug: kind.slug(topic.slug),
      title: kind.title(topic.name),
      excerpt: opening,
      content: body(index, topic.name, opening),
      dateGmt: wpDateTime(published),
      modifiedGmt: wpDateTime(modified),
    });
  }
  return posts;
}
