import DOMPurify from 'dompurify';

/**
 * Second line of defence before the statechart page inlines an SVG: renderSvg already escapes every
 * text it writes, and DOMPurify's SVG profile then drops anything that could run (scripts, event
 * handlers, foreign objects, external references). `role` and the ARIA and data attributes the
 * diagram relies on are kept. Browser only (DOMPurify needs a DOM).
 */
export function sanitizeSvg(svg: string): string {
  return DOMPurify.sanitize(svg, {
    USE_PROFILES: { svg: true },
    ADD_ATTR: ['role'],
    ALLOW_ARIA_ATTR: true,
    ALLOW_DATA_ATTR: true,
    RETURN_TRUSTED_TYPE: false,
  });
}
