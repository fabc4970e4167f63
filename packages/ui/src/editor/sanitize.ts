import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/** Exactly what the editor can produce: StarterKit blocks and marks, links and images. */
const config: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'code',
    'h1',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'hr',
    'a',
    'img',
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'title', 'width', 'height', 'start', 'type'],
  // Links and images: http(s), mailto and tel, or a relative address; javascript: and the like are dropped.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const LINK_REL = 'noopener noreferrer nofollow';

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify | undefined {
  if (purifier || typeof window === 'undefined') return purifier;
  // A private instance, so the hooks below never change the host's own DOMPurify.
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, event) => {
    // DOMPurify lets data: URIs through on <img>; the editor never writes them (images are uploaded).
    if (event.attrName === 'src' && /^data:/i.test(event.attrValue.replace(/\s/g, '')))
      event.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      if (!node.hasAttribute('src')) {
        node.remove();
        return;
      }
      // Images in stored content carry no description; an empty alt keeps screen readers from reading the URL.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
    if (node.nodeName === 'A' && node.hasAttribute('target')) {
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', LINK_REL);
      else node.removeAttribute('target');
    }
  });
  purifier = instance;
  return purifier;
}

/**
 * Cleans rich-text HTML down to what the editor produces: no scripts, event handlers, iframes, style
 * attributes or javascript: URLs. Use it on every stored HTML string before rendering it. Needs a DOM: where
 * there is none (server rendering) it returns '' rather than unchecked HTML.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const instance = getPurifier();
  return instance ? instance.sanitize(html, config) : '';
}
