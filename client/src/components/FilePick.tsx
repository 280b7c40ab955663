/**
 * Choosing one file for an import: a button that opens the file picker
 * (restricted by `accept`), the chosen file's name and size beside it, and a
 * progress line while it is sent.
 */
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { Icon } from './Icon.tsx';

/** A thin progress line (0..1) with its accessible name. */
export function ProgressLine({ label, value }: { label: string; value: number }) {
  const percent = Math.round(value * 100);
  return (
    <Box role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} h="1.5" bg="bg.emphasized" borderRadius="full" overflow="hidden">
      <Box h="100%" w={`${percent}%`} bg="brand.solid" transition="width 0.2s" />
    </Box>
  );
}

interface Props {
  /** the button's text */
  label: string;
  /** file types offered, e.g. ".xlsx,.csv" */
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

const sizeText = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export function FilePick({ label, accept, file, onChange, disabled }: Props) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={disabled}>
        <Icon name="upload" size={14} />
        {label}
      </Button>
      <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'} data-testid="picked-file" id={`${id}-name`}>
        {file ? `${file.name} (${sizeText(file.size)})` : intl.formatMessage({ id: 'filePick.none' })}
      </Text>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        aria-label={label}
        aria-describedby={`${id}-name`}
        onChange={(e) => {
          onChange(e.currentTarget.files?.[0] ?? null);
          e.currentTarget.value = '';
        }}
      />
    </Flex>
  );
}
