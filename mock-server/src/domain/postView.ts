// Posts and pages as WordPress's REST API (wp/v2) answers them, linked where the app shows them.
import type { WpPage, WpPost } from '../../../contracts/wp';
import type { PostRecord } from '../storage/postsRepository';
import { parseGmt, siteLocalDateTime } from './siteTime';
import { escapeHtml, renderParagraphs } from './text';

function common(record: PostRecord, link: string): Omit<WpPost, 'type'> {
  return {
    id: record.id,
    date: siteLocalDateTime(parseGmt(record.dateGmt)),
    date_gmt: record.dateGmt,
    modified: siteLocalDateTime(parseGmt(record.modifiedGmt)),
    modified_gmt: record.modifiedGmt,
    slug: record.slug,
    status: 'publish',
    link,
    title: { rendered: escapeHtml(record.title) },
    content: { rendered: renderParagraphs(record.content), protected: false },
    excerpt: { rendered: renderParagraphs(record.excerpt), protected: false },
    author: record.author,
    featured_media: record.featuredMedia,
  };
}

/** Posts live under /blog/ in the SPA. */
export function toWpPost(record: PostRecord, origin: string): WpPost {
  return { ...common(record, `${origin}/blog/${encodeURIComponent(record.slug)}`), type: 'post' };
}

export function toWpPage(record: PostRecord, origin: string): WpPage {
  return {
    ...common(record, `${origin}/${encodeURIComponent(record.slug)}`),
    type: 'page',
    parent: record.parent,
    menu_order: record.menuOrder,
  };
}
