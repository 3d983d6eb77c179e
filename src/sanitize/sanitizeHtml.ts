import DOMPurify from 'dompurify';

/**
 * Sanitiser for program-provided HTML (app-alert messages, program translation overrides that carry
 * markup). Strict allow-list: inline text formatting, paragraphs, lists and links; no attributes but
 * href/title on links; links may only use http(s), mailto or tel, or be same-origin paths. External
 * links open in a new tab without opener access.
 */
const ALLOWED_TAGS = ['a', 'b', 'br', 'em', 'i', 'li', 'ol', 'p', 'span', 'strong', 'u', 'ul'];
const ALLOWED_ATTR = ['href', 'title'];
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

let configured = false;

/** Boot step "HTML sanitiser" (spec 7): installs the link hook once. */
export function configureSanitizer(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  configureSanitizer();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
