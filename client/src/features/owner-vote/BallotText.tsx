/**
 * The one place the owner's ballot page renders HTML (docs/owner-voting.md
 * "What owners read"): rich text the server passed through the ballot allow
 * list (server/kernel/rich-text.ts, on save and again in the owner's state).
 * It takes only `BallotHtml`, the brand the state's rich fields carry, so a
 * plain string (a name, a title) cannot be handed to it by mistake; every
 * other text of the page is rendered as text by React. tests/static/
 * owner-html.test.ts fails when HTML is rendered anywhere else in the client.
 *
 * Presentation fit for a phone: a table scrolls inside its own box (focusable
 * when it does, so a keyboard can scroll it), images and preformatted text
 * stay within the width, long words wrap, links are underlined and show the
 * host they lead to (data-host, set by the server from the link itself).
 */
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react/box';

/** HTML sanitised by the server's ballot allow list: only the owner state's rich fields are typed so. */
export type BallotHtml = string & { readonly __ballotHtml: unique symbol };

const STYLES = {
  overflowWrap: 'anywhere',
  '& p': { margin: '0.4em 0' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', margin: '0.6em 0 0.3em' },
  '& h4': { fontSize: 'md', fontWeight: 'semibold', margin: '0.6em 0 0.3em' },
  '& h5, & h6': { fontSize: 'sm', fontWeight: 'semibold', margin: '0.5em 0 0.2em' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '1.5em', margin: '0.4em 0' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '1.5em', margin: '0.4em 0' },
  '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '0.8em', color: 'fg.muted' },
  '& pre': { whiteSpace: 'pre-wrap', overflowX: 'auto', maxWidth: '100%' },
  '& img': { maxWidth: '100%', height: 'auto' },
  // A table scrolls inside its own box instead of widening the page.
  '& table': { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse', margin: '0.5em 0' },
  '& td, & th': { border: '1px solid var(--chakra-colors-border)', padding: '4px 8px', verticalAlign: 'top', overflowWrap: 'normal' },
  // A header keeps its words together: a table of figures scrolls rather than stacking its headings letter by letter.
  '& th': { background: 'var(--chakra-colors-bg-muted)', fontWeight: 'semibold', whiteSpace: 'nowrap' },
  '& table:focus-visible': { outline: '2px solid var(--chakra-colors-color-palette-focus-ring, currentColor)', outlineOffset: '2px' },
  '& a': { color: 'blue.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& a:focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
  // Where a link leads, beside it.
  '& a[data-host]::after': { content: '" (" attr(data-host) ")"', color: 'fg.muted', fontSize: '0.9em' },
} as const;

export function BallotText({ html, testId, fontSize = 'sm' }: { html: BallotHtml; testId?: string; fontSize?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // A table wider than the phone scrolls: it takes the keyboard's focus then, so it can be scrolled without a pointer.
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const mark = () => {
      for (const table of box.querySelectorAll('table')) {
        if (table.scrollWidth > table.clientWidth + 1) table.tabIndex = 0;
        else table.removeAttribute('tabindex');
      }
    };
    mark();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [html]);
  return <Box ref={ref} fontSize={fontSize} css={STYLES} data-testid={testId} data-ballot-text="" dangerouslySetInnerHTML={{ __html: html }} />;
}
