/** Small pieces shared by the advice and repair screens: a status badge, an image strip, a reply's text. */
import { Badge } from '@chakra-ui/react/badge';
import { Flex } from '@chakra-ui/react/flex';
import { Image } from '@chakra-ui/react/image';
import type { EntityMeta } from '../../../entity/meta.ts';
import { urlsOf } from '../../../components/Upload.tsx';
import { useMetaText } from '../../../entity/index.ts';

const PALETTE: Record<number, string> = { 0: 'red', 1: 'blue', 2: 'green' };

/** A status as a coloured badge; `palette` maps the values (default: 0 red, 1 blue, 2 green). */
export function StatusBadge({ meta, value, palette = PALETTE }: { meta: EntityMeta; value: number; palette?: Record<number, string> }) {
  const text = useMetaText();
  return (
    <Badge size="sm" colorPalette={palette[value] ?? 'gray'} data-status={value}>
      {text.option(meta, 'status', value)}
    </Badge>
  );
}

/** The images of a value (a URL list), as thumbnails opening the full image in a new tab. */
export function ImageStrip({ value, alt, size = 20 }: { value: unknown; alt: string; size?: number }) {
  const urls = urlsOf(value);
  if (!urls.length) return null;
  return (
    <Flex gap="2" wrap="wrap" mt="2">
      {urls.map((u, i) => (
        <a key={`${u}-${i}`} href={u} target="_blank" rel="noreferrer noopener">
          <Image src={u} alt={`${alt} ${i + 1}`} w={size} h={size} objectFit="cover" borderRadius="md" borderWidth="1px" />
        </a>
      ))}
    </Flex>
  );
}

/** The text of stored rich text (sanitized on the server), shown as plain text. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return html;
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>/gi, '</p>\n'), 'text/html');
  return (doc.body.textContent ?? '').trim();
}
