// The scale seed's blog posts beyond the demo's: each topic and kind of article again as a
// numbered series, older than the demo's year, written through the posts repository in batches.
import type Database from 'better-sqlite3';
import { wpDateTime } from '../../domain/siteTime';
import { createSqlitePostsRepository } from '../../storage/postsRepository';
import { ARTICLE_KINDS, BODY_SENTENCES, CLOSING_SENTENCES, TOPICS } from '../blogVocabulary';
import { persianNumber } from './scaleVocabulary';

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 500;

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** Adds posts until the blog has `total`; answers how many it added. */
export function seedScalePosts(db: Database.Database, total: number, now: Date): number {
  const posts = createSqlitePostsRepository(db);
  const wanted = Math.max(0, total - posts.count('post'));
  const oldest = now.getTime() - 366 * 24 * HOUR_MS;
  for (let done = 0; done < wanted; done += BATCH) {
    db.transaction(() => {
      for (let index = done; index < Math.min(wanted, done + BATCH); index += 1) {
        const topic = at(TOPICS, index);
        const kind = at(ARTICLE_KINDS, Math.floor(index / TOPICS.length));
        const part = Math.floor(index / (TOPICS.length * ARTICLE_KINDS.length)) + 2;
        const opening = kind.opening(topic.name);
        const fill = (sentence: string) => sentence.split('{t}').join(topic.name);
        const paragraphs = [
          `${opening} ${fill(at(BODY_SENTENCES, index * 7 + 3))}`,
          [1, 2, 3].map((n) => fill(at(BODY_SENTENCES, index * 5 + n * 11))).join(' '),
          fill(at(CLOSING_SENTENCES, index * 3 + 1)),
        ];
        const date = wpDateTime(new Date(oldest - index * 9 * HOUR_MS));
        posts.insert({
          type: 'post',
          slug: `${kind.slug(topic.slug)}-${part}`,
          title: `${kind.title(topic.name)} (بخش ${persianNumber(part)})`,
          excerpt: opening,
          content: paragraphs.join('\n\n'),
          dateGmt: date,
        });
      }
    })();
  }
  return wanted;
}
