import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Article bodies are written in Markdown (HTML inside it is allowed) and turned into HTML
// here, on the server, through an allow-list: the only tags and attributes a reader's
// browser ever gets from an article. No scripts, no event handlers, no inline styles, no
// javascript:/data: URLs, no embedded objects or forms.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['scope'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text inside these never reaches the page either.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  transformTags: {
    // Headings start at h2: the article's title is the page's h1.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: {
      ...(OPTIONS.allowedAttributes as Record<string, string[]>),
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    },
  });
}

/** Markdown (or HTML) written by an editor → the article's safe HTML. */
export function renderArticle(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true, breaks: false });
  return sanitizeArticleHtml(html);
}

/** Plain text of some HTML (excerpts, RSS descriptions). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
