/** An image given by its URL, with a preview (120 px, SPEC §2); the `image` form control until uploads exist. */
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Image } from '@chakra-ui/react/image';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import type { ControlProps } from '../entity/form/types.ts';

export const PREVIEW_SIZE = 120;

/** Whether a text looks like an image address (http(s), a site path or a data URI). */
export function isImageUrl(s: unknown): s is string {
  return typeof s === 'string' && /^(https?:\/\/|\/|data:image\/)/.test(s.trim());
}

export function ImageUrlInput({ id, value, onChange, invalid, label }: ControlProps) {
  const intl = useIntl();
  const url = value == null ? '' : String(value);
  return (
    <Stack gap="2">
      <Input id={id} size="sm" type="url" aria-invalid={invalid} placeholder={intl.formatMessage({ id: 'image.placeholder' })} value={url} onChange={(e) => onChange(e.currentTarget.value)} />
      {isImageUrl(url) && (
        <Box w={`${PREVIEW_SIZE}px`} h={`${PREVIEW_SIZE}px`} borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted">
          <Image src={url} alt={intl.formatMessage({ id: 'image.preview' }, { label })} w="100%" h="100%" objectFit="cover" />
        </Box>
      )}
    </Stack>
  );
}

/** A small thumbnail in a list cell. */
export function Thumb({ url, alt = '' }: { url: unknown; alt?: string }) {
  if (!isImageUrl(url)) return null;
  return <Image src={url} alt={alt} w="10" h="10" objectFit="cover" borderRadius="sm" borderWidth="1px" />;
}
